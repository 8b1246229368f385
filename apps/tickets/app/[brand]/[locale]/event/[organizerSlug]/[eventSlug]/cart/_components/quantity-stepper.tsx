'use client';
// A −/+ quantity control with the count announced to screen readers; used for tickets and extra products.
// The buttons are 44 px, a thumb's target on a phone.
export function QuantityStepper({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  canDecrease,
  canIncrease,
  onStep,
}: {
  value: number;
  /** What is counted, e.g. the ticket type's name; the count's accessible name. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (step: 1 | -1) => void;
}) {
  const button =
    'grid size-11 place-items-center rounded-full border border-brand-300 text-lg font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-500 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <output aria-label={label} aria-live="polite" className="w-7 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={!canIncrease}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
