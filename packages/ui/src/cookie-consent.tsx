// Cookie settings modal (spec 2): presentational; the caller owns the consent state and texts. The banner lives in
// cookie-banner.tsx (re-exported here) so that pages load this module only when the settings open.
'use client';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Button } from './button';
import { cn } from './cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Switch } from './switch';

export { COOKIE_BANNER_DELAY_MS, CookieBanner } from './cookie-banner';
export type { CookieBannerProps, CookieBannerTexts } from './cookie-banner';

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
