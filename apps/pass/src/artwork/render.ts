// Draws a picture of the demo world on first request (SVG scene -> JPEG through sharp) and keeps it in memory.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { isLogoName, isPictureName, logos, pictures } from './catalogue';
import { Canvas, seededRandom } from './svg-kit';

export interface RenderedArtwork {
  readonly body: Buffer | string;
  readonly contentType: 'image/jpeg' | 'image/svg+xml';
}

// Some thirty pictures of ~100-250 KB: all of them fit; the promise is kept so concurrent requests draw once.
const rendered = new LRUCache<string, Promise<RenderedArtwork>>({ max: 64 });

/** The picture or logo of that name; null when the demo world has none. */
export function renderArtwork(name: string): Promise<RenderedArtwork> | null {
  if (!isPictureName(name) && !isLogoName(name)) return null;
  let entry = rendered.get(name);
  if (!entry) {
    entry = draw(name);
    // A failed drawing is not kept, so the next request tries again.
    entry.catch(() => rendered.delete(name));
    rendered.set(name, entry);
  }
  return entry;
}

async function draw(name: string): Promise<RenderedArtwork> {
  if (isLogoName(name)) return { body: logoSvg(logos[name]), contentType: 'image/svg+xml' };
  if (!isPictureName(name)) throw new Error(`No artwork named ${name}`);
  const picture = pictures[name];
  const canvas = new Canvas(picture.width, picture.height, seededRandom(name));
  picture.draw(canvas);
  const body = await sharp(Buffer.from(canvas.toSvg()))
    .jpeg({ quality: 84, mozjpeg: true, progressive: true })
    .toBuffer();
  return { body, contentType: 'image/jpeg' };
}

/** A round-cornered monogram with an accent arc; the text is drawn by the browser in a system sans-serif. */
function logoSvg(logo: { initials: string; color: string; accent: string }): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">' +
    `<rect width="256" height="256" rx="56" fill="${logo.color}"/>` +
    `<path d="M40 196 Q128 136 216 196" fill="none" stroke="${logo.accent}" stroke-width="14" stroke-linecap="round"/>` +
    `<text x="128" y="146" text-anchor="middle" font-family="Poppins, Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff" letter-spacing="-4">${logo.initials}</text>` +
    '</svg>'
  );
}
