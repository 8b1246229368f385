// A link to the venue on OpenStreetMap: a pin at its coordinates, or a search for its address when it has none.
import type { Venue } from '@repo/contract/entities';

export function venueMapLink(venue: Venue): string {
  if (venue.latitude !== null && venue.longitude !== null) {
    const lat = venue.latitude.toFixed(5);
    const lon = venue.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  const address = [venue.name, venue.street, `${venue.postalCode} ${venue.city}`.trim()].filter(Boolean);
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.join(', '))}`;
}
