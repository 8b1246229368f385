'use client';
// The event form (new and edit): texts per language, address (slug), kind of event, venue (chosen or created),
// wall-clock times in the event's zone, tour, currency and payment methods; checked with the contract's rules.
import type { HubEventDetail } from '@repo/contract/hub-events';
import { eventBody as eventSchema } from '@repo/contract/hub-events';
import { currency } from '@repo/enums/currency';
import { eventCategory } from '@repo/enums/event-category';
import { eventKind } from '@repo/enums/event-kind';
import { eventSize } from '@repo/enums/event-size';
import { eventType } from '@repo/enums/event-type';
import { paymentMethod } from '@repo/enums/payment-method';
import { slugify } from '@repo/links/slugify';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { TextArea } from '@/app/_components/text-area';
import { TextField } from '@/app/_components/text-field';
import { useFormCheck } from '@/app/_components/use-form-check';
import { VenueFields } from '@/app/venues/_components/venue-fields';
import { passErrorKey } from '@/lib/pass-error-text';
import { eventBody, eventLanguages, NEW_VENUE, timeZones } from './event-values';
import type { EventValues } from './event-values';

type EnumLike = { list(): readonly { id: number; labels: Record<string, string> }[] };

export function EventForm({
  organizerId,
  initial,
  submitLabel,
  onSubmit,
}: {
  organizerId: string;
  initial: EventValues;
  submitLabel: string;
  /** Sends the checked body; resolves when saved, rejects with the pass's error. */
  onSubmit: (body: ReturnType<typeof eventBody>) => Promise<HubEventDetail>;
}) {
  const { t, language } = useT();
  const { queries } = usePass();
  const formId = useId();
  const form = useFormCheck(formId);
  const [values, setValues] = useState(initial);
  // The slug follows the Czech name until it is edited (a saved event keeps its own).
  const [slugEdited, setSlugEdited] = useState(initial.slug !== '');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const params = { organizerId };
  const venues = useQuery(queries.hubVenues({ params }));
  const groups = useQuery(queries.hubEventGroups({ params }));

  const update = (change: Partial<EventValues>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...change }));
  };
  const text = (part: 'name' | 'description', lang: (typeof eventLanguages)[number], value: string) =>
    update({
      [part]: { ...values[part], [lang]: value },
      ...(part === 'name' && lang === 'cs' && !slugEdited ? { slug: slugify(value) } : {}),
    });
  const options = (enumeration: EnumLike) =>
    enumeration
      .list()
      .filter((entry) => entry.id !== 0)
      .map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.labels[language]}
        </option>
      ));
  const select = (
    name: 'categoryId' | 'kindId' | 'sizeId' | 'typeId',
    label: string,
    enumeration: EnumLike,
  ) => (
    <FormField label={label} required error={form.errorOf(name)}>
      <NativeSelect
        id={form.idOf(name)}
        value={values[name]}
        disabled={pending}
        onChange={(event) => update({ [name]: event.target.value })}
      >
        <option value="">{t('main::hubEvents.common.choose')}</option>
        {options(enumeration)}
      </NativeSelect>
    </FormField>
  );

  async function save() {
    const body = eventBody(values);
    if (!form.check(eventSchema, body)) return;
    setPending(true);
    try {
      const event = await onSubmit(body);
      setValues((current) => ({ ...current, venue: event.venueId ?? '', slug: event.slug }));
      setSaved(true);
    } catch (caught) {
      form.fail(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="event-form-title"
      className="grid grid-cols-1 gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Section legend={t('main::hubEvents.event.texts')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {eventLanguages.map((lang) => (
            <TextField
              key={lang}
              id={form.idOf(`name.${lang}`)}
              label={t('main::hubEvents.event.nameIn', { language: t(`common::language.${lang}`) })}
              required={lang === 'cs'}
              maxLength={200}
              lang={lang}
              value={values.name[lang]}
              onValue={(value) => text('name', lang, value)}
              error={form.errorOf(`name.${lang}`)}
              disabled={pending}
            />
          ))}
        </div>
        {eventLanguages.map((lang) => (
          <FormField
            key={lang}
            label={t('main::hubEvents.event.descriptionIn', { language: t(`common::language.${lang}`) })}
            error={form.errorOf(`description.${lang}`)}
          >
            <TextArea
              id={form.idOf(`description.${lang}`)}
              lang={lang}
              rows={3}
              maxLength={5000}
              value={values.description[lang]}
              disabled={pending}
              onChange={(event) => text('description', lang, event.target.value)}
            />
          </FormField>
        ))}
        <TextField
          id={form.idOf('slug')}
          label={t('main::hubEvents.event.slug')}
          hint={t('main::hubEvents.event.slugHint')}
          required
          maxLength={80}
          value={values.slug}
          onValue={(value) => {
            setSlugEdited(true);
            update({ slug: value });
          }}
          onBlur={() => update({ slug: slugify(values.slug) })}
          error={form.errorOf('slug')}
          disabled={pending}
        />
      </Section>
      <Section legend={t('main::hubEvents.event.kind')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {select('categoryId', t('main::hubEvents.event.category'), eventCategory)}
          {select('kindId', t('main::hubEvents.event.kindOf'), eventKind)}
          {select('sizeId', t('main::hubEvents.event.size'), eventSize)}
          {select('typeId', t('main::hubEvents.event.type'), eventType)}
        </div>
      </Section>
      <Section legend={t('main::hubEvents.event.place')}>
        <FormField label={t('main::hubEvents.event.venue')} error={form.errorOf('venueId')}>
          <NativeSelect
            id={form.idOf('venueId')}
            value={values.venue}
            disabled={pending}
            onChange={(event) => update({ venue: event.target.value })}
          >
            <option value="">{t('main::hubEvents.event.noVenue')}</option>
            {(venues.data?.venues ?? []).map((venue) => (
              <option key={venue.venueId} value={venue.venueId}>
                {venue.name}, {venue.city}
              </option>
            ))}
            <option value={NEW_VENUE}>{t('main::hubEvents.event.newVenue')}</option>
          </NativeSelect>
        </FormField>
        {values.venue === NEW_VENUE ? (
          <div className="rounded-xl border border-brand-100 bg-surface p-4">
            <VenueFields
              values={values.newVenue}
              onChange={(newVenue) => update({ newVenue })}
              form={form}
              prefix="newVenue."
              disabled={pending}
            />
          </div>
        ) : null}
      </Section>
      <Section legend={t('main::hubEvents.event.when')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id={form.idOf('startsAt')}
            type="datetime-local"
            label={t('main::hubEvents.event.startsAt')}
            required
            value={values.startsAt}
            onValue={(startsAt) =>
              update({ startsAt, ...(values.endsAt === '' ? { endsAt: startsAt } : {}) })
            }
            error={form.errorOf('startsAt')}
            disabled={pending}
          />
          <TextField
            id={form.idOf('endsAt')}
            type="datetime-local"
            label={t('main::hubEvents.event.endsAt')}
            required
            value={values.endsAt}
            onValue={(endsAt) => update({ endsAt })}
            error={form.errorOf('endsAt')}
            disabled={pending}
          />
        </div>
        <FormField
          label={t('main::hubEvents.event.timeZone')}
          hint={t('main::hubEvents.event.timeZoneHint')}
          required
        >
          <NativeSelect
            id={form.idOf('timeZone')}
            value={values.timeZone}
            disabled={pending}
            onChange={(event) => update({ timeZone: event.target.value })}
          >
            {[...new Set([values.timeZone, ...timeZones])].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('main::hubEvents.event.tour')} error={form.errorOf('eventGroupId')}>
          <NativeSelect
            id={form.idOf('eventGroupId')}
            value={values.eventGroupId}
            disabled={pending}
            onChange={(event) => update({ eventGroupId: event.target.value })}
          >
            <option value="">{t('main::hubEvents.event.noTour')}</option>
            {(groups.data?.eventGroups ?? []).map((group) => (
              <option key={group.eventGroupId} value={group.eventGroupId}>
                {group.namePub}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>
      <Section legend={t('main::hubEvents.event.selling')}>
        <FormField label={t('main::hubEvents.event.currency')} required>
          <NativeSelect
            id={form.idOf('currencyId')}
            value={values.currencyId}
            disabled={pending}
            onChange={(event) => update({ currencyId: event.target.value })}
          >
            {currency
              .list()
              .filter((entry) => entry.id !== 0)
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.isoChar ?? entry.key}
                </option>
              ))}
          </NativeSelect>
        </FormField>
        <fieldset
          id={form.idOf('paymentMethodIds')}
          tabIndex={-1}
          aria-describedby={form.errorOf('paymentMethodIds') ? `${formId}-methods-error` : undefined}
          className="grid grid-cols-1 gap-2 outline-none sm:grid-cols-2"
        >
          <legend className="mb-1 text-sm font-medium">{t('main::hubEvents.event.paymentMethods')}</legend>
          {paymentMethod
            .list()
            .filter((entry) => entry.id !== 0)
            .map((entry) => (
              <label key={entry.id} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={values.paymentMethodIds.includes(entry.id)}
                  disabled={pending}
                  onChange={(event) =>
                    update({
                      paymentMethodIds: event.target.checked
                        ? [...values.paymentMethodIds, entry.id]
                        : values.paymentMethodIds.filter((id) => id !== entry.id),
                    })
                  }
                />
                {entry.labels[language]}
              </label>
            ))}
          {form.errorOf('paymentMethodIds') ? (
            <p id={`${formId}-methods-error`} className="text-xs font-medium text-red-700 sm:col-span-2">
              {form.errorOf('paymentMethodIds')}
            </p>
          ) : null}
        </fieldset>
      </Section>
      {form.failure ? <Alert variant="error">{t(passErrorKey(form.failure))}</Alert> : null}
      {saved ? (
        <Alert variant="success" data-testid="event-saved">
          {t('main::hubEvents.event.saved')}
        </Alert>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : submitLabel}
      </Button>
    </form>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}
