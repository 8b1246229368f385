'use client';
// An event's ticket types: the list in display order (edit, hide, move), the shared quotas and the groups.
import type { HubTicketType } from '@repo/contract/hub-ticket-types';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { catalogueErrorKey } from '@/lib/catalogue-error-text';
import { ticketTypeBodyFrom, ticketTypeFormFrom } from '@/lib/ticket-type-form';
import { CatalogueFrame } from '../../_components/catalogue-frame';
import { useSignedIn } from '../../_components/use-signed-in';
import { GroupDialog } from './group-dialog';
import { QuotaDialog } from './quota-dialog';
import { TicketTypeDialog } from './ticket-type-dialog';
import { TicketTypeRow } from './ticket-type-row';

export function TicketTypesPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const params = { eventId };
  const catalogue = useQuery({ ...queries.hubTicketTypes({ params }), enabled: useSignedIn() });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.tickets.${key}`, values);

  /** Runs a quick change (move, hide), then shows the list as the pass now has it. */
  async function change(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setFailure(null);
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey: queries.hubTicketTypes({ params }).queryKey });
      setNotice(done);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  function move(types: readonly HubTicketType[], index: number, offset: -1 | 1) {
    const ids = types.map((type) => type.ticketTypeId);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + offset, 0, moved);
    const name = types[index]?.namePub ?? '';
    void change(
      () => client.hubTicketTypeOrder({ params, body: { ticketTypeIds: ids } }),
      text('moved', { name }),
    );
  }

  function toggleVisible(type: HubTicketType, timeZone: string) {
    const body = {
      ...ticketTypeBodyFrom(ticketTypeFormFrom(type, timeZone), timeZone),
      visible: !type.visible,
    };
    void change(
      () => client.hubTicketTypeUpdate({ params: { ...params, ticketTypeId: type.ticketTypeId }, body }),
      text(type.visible ? 'hiddenDone' : 'shownDone', { name: type.namePub }),
    );
  }

  const saved = (name: string) => setNotice(text('saved', { name }));
  return (
    <CatalogueFrame eventId={eventId} current="tickets" event={catalogue.data?.event}>
      {catalogue.isPending ? (
        <LoadingState />
      ) : catalogue.isError ? (
        <FailureState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid gap-4">
            <div aria-live="polite" className="empty:hidden">
              {notice ? <Alert variant="success">{notice}</Alert> : null}
            </div>
            {failure ? <Alert variant="error">{t(catalogueErrorKey(failure))}</Alert> : null}
            <Card className="gap-2 p-4 sm:p-6">
              <CardHeader className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <h2 className="text-lg leading-tight font-semibold">{text('list')}</h2>
                  <CardDescription>{text('intro')}</CardDescription>
                </div>
                <TicketTypeDialog
                  event={catalogue.data.event}
                  groups={catalogue.data.groups}
                  quotas={catalogue.data.quotas}
                  onSaved={saved}
                  trigger={<Button>{text('add')}</Button>}
                />
              </CardHeader>
              {catalogue.data.ticketTypes.length === 0 ? (
                <EmptyState>{text('empty')}</EmptyState>
              ) : (
                <ul className="divide-y divide-brand-100">
                  {catalogue.data.ticketTypes.map((type, index) => (
                    <TicketTypeRow
                      key={type.ticketTypeId}
                      event={catalogue.data.event}
                      groups={catalogue.data.groups}
                      quotas={catalogue.data.quotas}
                      ticketType={type}
                      position={{ index, count: catalogue.data.ticketTypes.length }}
                      busy={busy}
                      onMove={(offset) => move(catalogue.data.ticketTypes, index, offset)}
                      onToggleVisible={() => toggleVisible(type, catalogue.data.event.timeZone)}
                      onSaved={saved}
                    />
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <div className="grid gap-6">
            <Card className="gap-3 p-4 sm:p-6">
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">
                  {t('main::hubPages.catalogue.quotas.title')}
                </h2>
                <CardDescription>{t('main::hubPages.catalogue.quotas.intro')}</CardDescription>
              </CardHeader>
              {catalogue.data.quotas.length === 0 ? (
                <EmptyState>{t('main::hubPages.catalogue.quotas.empty')}</EmptyState>
              ) : (
                <ul className="grid gap-2" data-testid="quotas">
                  {catalogue.data.quotas.map((quota) => (
                    <li
                      key={quota.quotaId}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-100 px-3 py-2"
                    >
                      <span className="grid text-sm">
                        <span className="font-medium break-words">{quota.name}</span>
                        <span className="text-muted tabular-nums">
                          {t('main::hubPages.catalogue.quotas.counts', {
                            sold: quota.sold,
                            capacity: quota.capacity,
                            available: quota.available,
                          })}
                        </span>
                      </span>
                      <QuotaDialog
                        eventId={eventId}
                        quota={quota}
                        onSaved={(name) => setNotice(t('main::hubPages.catalogue.quotas.saved', { name }))}
                        trigger={
                          <Button
                            variant="outlined"
                            size="sm"
                            aria-label={t('main::hubPages.catalogue.quotas.editNamed', { name: quota.name })}
                          >
                            {t('main::hubPages.catalogue.tickets.edit')}
                          </Button>
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              <QuotaDialog
                eventId={eventId}
                onSaved={(name) => setNotice(t('main::hubPages.catalogue.quotas.saved', { name }))}
                trigger={
                  <Button variant="secondary" className="justify-self-start">
                    {t('main::hubPages.catalogue.quotas.add')}
                  </Button>
                }
              />
            </Card>
            <Card className="gap-3 p-4 sm:p-6">
              <CardHeader>
                <h2 className="text-lg leading-tight font-semibold">
                  {t('main::hubPages.catalogue.groups.title')}
                </h2>
                <CardDescription>{t('main::hubPages.catalogue.groups.listIntro')}</CardDescription>
              </CardHeader>
              {catalogue.data.groups.length === 0 ? (
                <EmptyState>{t('main::hubPages.catalogue.groups.empty')}</EmptyState>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {catalogue.data.groups.map((group) => (
                    <li
                      key={group.groupId}
                      className="rounded-lg border border-brand-100 px-3 py-2 font-medium"
                    >
                      {group.namePub}
                    </li>
                  ))}
                </ul>
              )}
              <GroupDialog
                eventId={eventId}
                onSaved={(name) => setNotice(t('main::hubPages.catalogue.groups.saved', { name }))}
                trigger={
                  <Button variant="secondary" className="justify-self-start">
                    {t('main::hubPages.catalogue.groups.add')}
                  </Button>
                }
              />
            </Card>
          </div>
        </div>
      )}
    </CatalogueFrame>
  );
}
