'use client';
// Adding or changing one venue: its fields, checked with the contract's rules, saved to the pass.
import type { HubVenue } from '@repo/contract/hub-venues';
import { venueBody as venueSchema } from '@repo/contract/hub-venues';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { useFormCheck } from '@/app/_components/use-form-check';
import { passErrorKey } from '@/lib/pass-error-text';
import { VenueFields } from './venue-fields';
import { emptyVenueValues, venueBody, venueValues } from './venue-values';

export function VenueForm({
  organizerId,
  venue,
  labelledBy,
  onSaved,
}: {
  organizerId: string;
  /** The venue to change; a new one when left out. */
  venue?: HubVenue;
  labelledBy: string;
  onSaved: (venue: HubVenue) => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const form = useFormCheck(useId());
  const [values, setValues] = useState(() => (venue ? venueValues(venue) : emptyVenueValues));
  const [pending, setPending] = useState(false);

  async function save() {
    if (!form.check(venueSchema, venueBody(values))) return;
    setPending(true);
    try {
      const params = { organizerId };
      const body = venueBody(values);
      const answer = venue
        ? await client.hubVenueUpdate({ params: { ...params, venueId: venue.venueId }, body })
        : await client.hubVenueCreate({ params, body });
      await queryClient.invalidateQueries({ queryKey: queries.hubVenues({ params }).queryKey });
      if (!venue) setValues(emptyVenueValues);
      onSaved(answer.venue);
    } catch (caught) {
      form.fail(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <VenueFields values={values} onChange={setValues} form={form} disabled={pending} />
      {form.failure ? <Alert variant="error">{t(passErrorKey(form.failure))}</Alert> : null}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending
          ? t('main::hubPages.common.working')
          : venue
            ? t('main::hubPages.common.save')
            : t('main::hubEvents.venue.create')}
      </Button>
    </form>
  );
}
