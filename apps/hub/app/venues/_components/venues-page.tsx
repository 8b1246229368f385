'use client';
// The venues of the chosen organizer: the list (its own ones editable in a dialog) and the form to add one.
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubVenue } from '@repo/contract/hub-venues';
import { region } from '@repo/enums/region';
import { venueType } from '@repo/enums/venue-type';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@repo/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { VenueForm } from './venue-form';

export function VenuesPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="venues" title={t('main::hubEvents.venue.title')}>
      {(organizer) => <Venues organizer={organizer} />}
    </OrganizerScope>
  );
}

function Venues({ organizer }: { organizer: HubOrganizer }) {
  const { t } = useT();
  const { queries } = usePass();
  const venues = useQuery(queries.hubVenues({ params: { organizerId: organizer.organizerId } }));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6">
        {notice ? (
          <Alert variant="success" data-testid="venue-notice">
            {notice}
          </Alert>
        ) : null}
        <Card className="gap-2 p-4 sm:p-6">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.venue.list')}</h2>
            <CardDescription>{t('main::hubEvents.venue.intro')}</CardDescription>
          </CardHeader>
          {venues.isPending ? (
            <LoadingState />
          ) : venues.isError ? (
            <FailureState error={venues.error} onRetry={() => void venues.refetch()} />
          ) : venues.data.venues.length === 0 ? (
            <EmptyState>{t('main::hubEvents.venue.empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100">
              {venues.data.venues.map((venue) => (
                <VenueRow
                  key={venue.venueId}
                  organizerId={organizer.organizerId}
                  venue={venue}
                  onSaved={(saved) => setNotice(t('main::hubEvents.venue.saved', { name: saved.name }))}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card className="gap-4 p-4 sm:p-6 lg:sticky lg:top-6">
        <CardHeader>
          <h2 id="venue-create-title" className="text-lg leading-tight font-semibold">
            {t('main::hubEvents.venue.create')}
          </h2>
        </CardHeader>
        <VenueForm
          organizerId={organizer.organizerId}
          labelledBy="venue-create-title"
          onSaved={(venue) => setNotice(t('main::hubEvents.venue.created', { name: venue.name }))}
        />
      </Card>
    </div>
  );
}

function VenueRow({
  organizerId,
  venue,
  onSaved,
}: {
  organizerId: string;
  venue: HubVenue;
  onSaved: (venue: HubVenue) => void;
}) {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-2 last:pb-0"
      data-testid="venue"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-medium break-words">{venue.name}</p>
        <p className="text-sm text-muted break-words">
          {venue.street}, {venue.postalCode} {venue.city} ·{' '}
          {region.find(venue.regionId)?.labels[language] ?? ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{venueType.find(venue.venueTypeId)?.labels[language] ?? ''}</Badge>
          {venue.editable ? null : <Badge>{t('main::hubEvents.venue.shared')}</Badge>}
        </div>
      </div>
      {venue.editable ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button
              variant="outlined"
              size="sm"
              aria-label={t('main::hubEvents.venue.editNamed', { name: venue.name })}
            >
              {t('main::hubEvents.venue.edit')}
            </Button>
          </DialogTrigger>
          <DialogContent
            className="max-h-[90vh] overflow-y-auto"
            closeLabel={t('main::hubPages.common.close')}
          >
            <DialogHeader>
              <DialogTitle id={titleId}>{t('main::hubEvents.venue.editTitle')}</DialogTitle>
              <DialogDescription>{venue.name}</DialogDescription>
            </DialogHeader>
            <VenueForm
              organizerId={organizerId}
              venue={venue}
              labelledBy={titleId}
              onSaved={(saved) => {
                setOpen(false);
                onSaved(saved);
              }}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </li>
  );
}
