'use client';
// Phones and tablets: the cart's total and its next step in a bar fixed to the bottom of the screen, shown while the
// summary itself is off screen, so nobody scrolls past a long ticket list to find the total or the button.
import { Button } from '@repo/ui/button';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export function CartSummaryBar({
  summaryRef,
  totalLabel,
  total,
  actionLabel,
  actionDisabled,
  onAction,
}: {
  /** The full summary; the bar hides while any of it is on screen (no two pay buttons at once). */
  summaryRef: RefObject<HTMLElement | null>;
  totalLabel: string;
  total: string;
  actionLabel: string;
  actionDisabled: boolean;
  onAction: () => void;
}) {
  const [summaryVisible, setSummaryVisible] = useState(true);

  useEffect(() => {
    const summary = summaryRef.current;
    if (!summary) return;
    const observer = new IntersectionObserver(([entry]) => setSummaryVisible(entry?.isIntersecting ?? true));
    observer.observe(summary);
    return () => observer.disconnect();
  }, [summaryRef]);

  return (
    <>
      {/* Keeps the page's last lines clear of the bar when it shows. */}
      <div className="h-20 lg:hidden" aria-hidden="true" />
      <div
        data-testid="cart-summary-bar"
        hidden={summaryVisible}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
          <p className="min-w-0 leading-tight">
            <span className="block text-xs text-muted">{totalLabel}</span>
            <span className="text-lg font-semibold tabular-nums" data-testid="cart-bar-total">
              {total}
            </span>
          </p>
          <Button size="lg" className="min-w-0 shrink" disabled={actionDisabled} onClick={onAction}>
            <span className="truncate">{actionLabel}</span>
          </Button>
        </div>
      </div>
    </>
  );
}
