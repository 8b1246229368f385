// Cookie banner and cookie settings modal (spec 2): presentational; the caller owns the consent state and texts.
'use client';
import { useEffect, useId, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Button } from './button';
import { cn } from './cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Switch } from './switch';

/** The banner appears this long after mount when no choice is stored (spec 9). */
export const COOKIE_BANNER_DELAY_MS = 2048;

export interface CookieBannerTexts {
  title: string;
  description: string;
  /** The link-style button that opens the settings. */
  settings: string;
  acceptAll: string;
  declineAll: string;
}

export interface CookieCategoryTexts {
  title: string;
  description: string;
}

export interface CookieSettingsTexts {
  title: string;
  description: string;
  necessary: CookieCategoryTexts;
  statistics: CookieCategoryTexts;
  marketing: CookieCategoryTexts;
  table: { provider: string; expiration: string; description: string };
  acceptAll: string;
  declineAll: string;
  close: string;
  /** Label of the local-development reset button. */
  debugReset: string;
}

export interface CookieRow {
  provider: string;
  expiration: string;
  description: string;
}

export interface CookieChoice {
  statistics: boolean;
  marketing: boolean;
}

export interface CookieBannerProps {
  texts: CookieBannerTexts;
  /** Whether a choice is stored; the banner only ever shows while it is not. */
  isSet: boolean;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onOpenSettings: () => void;
  /** Milliseconds before the banner shows; COOKIE_BANNER_DELAY_MS by default. */
  delayMs?: number;
}

/** A non-modal dialog at the bottom of the page, shown a moment after mount while no choice is stored. */
export function CookieBanner({
  texts,
  isSet,
  onAcceptAll,
  onDeclineAll,
  onOpenSettings,
  delayMs = COOKIE_BANNER_DELAY_MS,
}: CookieBannerProps) {
  const [due, setDue] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    // Restarted whenever the choice disappears (debug reset), so the banner comes back the same way.
    if (isSet) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setDue(false);
    };
  }, [isSet, delayMs]);

  if (isSet || !due) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 m-3 mx-auto w-[calc(100%-1.5rem)] max-w-[760px] animate-dialog-in rounded-2xl border border-brand-100 bg-white p-5 text-ink shadow-2xl md:m-6 md:mx-auto md:w-[calc(100%-3rem)] md:p-6 2xl:max-w-[910px]"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {texts.title}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted">
        {texts.description}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button variant="link" size="sm" className="sm:mr-auto" onClick={onOpenSettings}>
          {texts.settings}
        </Button>
        <Button variant="outlined" onClick={onDeclineAll}>
          {texts.declineAll}
        </Button>
        <Button variant="primary" onClick={onAcceptAll}>
          {texts.acceptAll}
        </Button>
      </div>
    </section>
  );
}

export interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: CookieSettingsTexts;
  choice: CookieChoice;
  /** The cookies each category covers, shown as tables. */
  cookies: { statistics: readonly CookieRow[]; marketing: readonly CookieRow[] };
  /** A category switch moved; statistics and marketing are independent. */
  onChange: (choice: CookieChoice) => void;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  /** Shown only when given: local development's "reset consent" button. */
  onDebugReset?: () => void;
}

export function CookieSettingsDialog({
  open,
  onOpenChange,
  texts,
  choice,
  cookies,
  onChange,
  onAcceptAll,
  onDeclineAll,
  onDebugReset,
}: CookieSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={texts.close}
        closeButtonClassName="hidden md:inline-flex"
        className="max-w-2xl"
        data-testid="cookie-settings"
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <Accordion type="multiple" className="border-t border-brand-100">
          <CategoryItem value="necessary" texts={texts.necessary} checked disabled />
          <CategoryItem
            value="statistics"
            texts={texts.statistics}
            checked={choice.statistics}
            onCheckedChange={(statistics) => onChange({ ...choice, statistics })}
            rows={cookies.statistics}
            tableTexts={texts.table}
          />
          <CategoryItem
            value="marketing"
            texts={texts.marketing}
            checked={choice.marketing}
            onCheckedChange={(marketing) => onChange({ ...choice, marketing })}
            rows={cookies.marketing}
            tableTexts={texts.table}
          />
        </Accordion>
        <DialogFooter className="sm:items-center">
          {onDebugReset ? (
            <Button variant="ghost" size="sm" className="sm:mr-auto" onClick={onDebugReset}>
              {texts.debugReset}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={onDeclineAll}>
            {texts.declineAll}
          </Button>
          <Button variant="primary" onClick={onAcceptAll}>
            {texts.acceptAll}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CategoryItem({
  value,
  texts,
  checked,
  disabled,
  onCheckedChange,
  rows,
  tableTexts,
}: {
  value: string;
  texts: CookieCategoryTexts;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  rows?: readonly CookieRow[];
  tableTexts?: CookieSettingsTexts['table'];
}) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger
        aside={
          <Switch
            aria-label={texts.title}
            checked={checked}
            disabled={disabled}
            onCheckedChange={onCheckedChange}
            data-category={value}
          />
        }
      >
        {texts.title}
      </AccordionTrigger>
      <AccordionContent>
        <p className="text-muted">{texts.description}</p>
        {rows && rows.length > 0 && tableTexts ? (
          <CookieTable rows={rows} texts={tableTexts} caption={texts.title} />
        ) : null}
      </AccordionContent>
    </AccordionItem>
  );
}

function CookieTable({
  rows,
  texts,
  caption,
}: {
  rows: readonly CookieRow[];
  texts: CookieSettingsTexts['table'];
  caption: string;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-muted">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {texts.provider}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {texts.expiration}
            </th>
            <th scope="col" className="py-1.5 font-medium">
              {texts.description}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.provider}-${index}`} className={cn(index > 0 && 'border-t border-brand-50')}>
              <td className="py-1.5 pr-3 align-top font-medium whitespace-nowrap">{row.provider}</td>
              <td className="py-1.5 pr-3 align-top whitespace-nowrap">{row.expiration}</td>
              <td className="py-1.5 align-top">{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
