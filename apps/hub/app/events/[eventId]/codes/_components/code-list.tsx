'use client';
// One kind of codes (discount or access): the list with terms, usage and validity, switching a code off or on,
// adding one or many, and downloading them as CSV.
import type { HubAccessCode, HubDiscountCode } from '@repo/contract/hub-codes';
import type { CatalogueEvent, HubTicketType } from '@repo/contract/hub-ticket-types';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, EmptyState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { catalogueErrorKey } from '@/lib/catalogue-error-text';
import { codesCsv, downloadCsv } from '@/lib/codes-csv';
import { CodeDialog } from './code-dialog';
import type { CodeKind } from './code-dialog';
import { useCodeTerms } from './code-terms';

export interface CodeListProps {
  event: CatalogueEvent;
  ticketTypes: readonly HubTicketType[];
  kind: CodeKind;
  codes: readonly (HubDiscountCode | HubAccessCode)[];
}

const isDiscount = (code: HubDiscountCode | HubAccessCode): code is HubDiscountCode =>
  'discountCodeId' in code;
const idOf = (code: HubDiscountCode | HubAccessCode) =>
  isDiscount(code) ? code.discountCodeId : code.accessCodeId;

export function CodeList({ event, ticketTypes, kind, codes }: CodeListProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const terms = useCodeTerms(event, ticketTypes);
  const [made, setMade] = useState<(HubDiscountCode | HubAccessCode)[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.codes.${key}`, values);
  const params = { eventId: event.eventId };

  function download(list: readonly (HubDiscountCode | HubAccessCode)[], name: string) {
    const rows = list.map((code) => (isDiscount(code) ? terms.discountCsv(code) : terms.accessCsv(code)));
    downloadCsv(name, codesCsv(rows, terms.csvHeaders));
  }

  async function switchCode(code: HubDiscountCode | HubAccessCode) {
    setBusy(idOf(code));
    setFailure(null);
    try {
      const body = { active: !code.active };
      if (isDiscount(code)) {
        await client.hubDiscountCodeActive({
          params: { ...params, discountCodeId: code.discountCodeId },
          body,
        });
        await queryClient.invalidateQueries({ queryKey: queries.hubDiscountCodes({ params }).queryKey });
      } else {
        await client.hubAccessCodeActive({ params: { ...params, accessCodeId: code.accessCodeId }, body });
        await queryClient.invalidateQueries({ queryKey: queries.hubAccessCodes({ params }).queryKey });
      }
      setNotice(text(code.active ? 'switchedOff' : 'switchedOn', { code: code.code }));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(null);
    }
  }

  const onSaved = (saved: (HubDiscountCode | HubAccessCode)[]) => {
    setMade(saved);
    setNotice(null);
  };
  const fileName = `${kind}-codes-${event.eventId.slice(0, 8)}.csv`;

  return (
    <Card className="gap-3 p-4 sm:p-6" data-testid={`${kind}-codes`}>
      <CardHeader className="grid gap-1">
        <h2 className="text-lg leading-tight font-semibold">{text(`${kind}.title`)}</h2>
        <CardDescription>{text(`${kind}.intro`)}</CardDescription>
      </CardHeader>
      <div className="flex flex-wrap gap-2">
        <CodeDialog
          event={event}
          ticketTypes={ticketTypes}
          kind={kind}
          mode="single"
          onSaved={onSaved}
          trigger={<Button>{text(`${kind}.add`)}</Button>}
        />
        <CodeDialog
          event={event}
          ticketTypes={ticketTypes}
          kind={kind}
          mode="bulk"
          onSaved={onSaved}
          trigger={<Button variant="secondary">{text(`${kind}.generate`)}</Button>}
        />
        {codes.length > 0 ? (
          <Button variant="outlined" onClick={() => download(codes, fileName)}>
            {text('downloadAll')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {made ? (
          <Alert variant="success" className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {text('made', {
                count: made.length,
                codes: made
                  .map((code) => code.code)
                  .slice(0, 3)
                  .join(', '),
              })}
            </span>
            <Button variant="outlined" size="sm" onClick={() => download(made, `new-${fileName}`)}>
              {text('downloadNew')}
            </Button>
          </Alert>
        ) : null}
        {notice ? <Alert variant="success">{notice}</Alert> : null}
      </div>
      {failure ? <Alert variant="error">{t(catalogueErrorKey(failure))}</Alert> : null}
      {codes.length === 0 ? (
        <EmptyState>{text(`${kind}.empty`)}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100">
          {codes.map((code) => (
            <li
              key={idOf(code)}
              className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              data-testid="code"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-sm font-semibold break-all">
                    {code.code}
                  </code>
                  {code.active ? (
                    <Badge tone="success">{text('active')}</Badge>
                  ) : (
                    <Badge tone="danger">{text('off')}</Badge>
                  )}
                  {isDiscount(code) ? <Badge tone="brand">{terms.discount(code)}</Badge> : null}
                </p>
                <p className="text-muted">
                  {terms.typeNames(code.ticketTypeIds)} · {terms.validity(code)}
                  {isDiscount(code) ? ` · ${text('usedCount', { usage: terms.usage(code) })}` : ''}
                </p>
              </div>
              <Button
                variant="outlined"
                size="sm"
                className="justify-self-start"
                disabled={busy === idOf(code)}
                aria-label={text(code.active ? 'switchOffNamed' : 'switchOnNamed', { code: code.code })}
                onClick={() => void switchCode(code)}
              >
                {text(code.active ? 'switchOff' : 'switchOn')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
