// The waiting room's request headers of the hold endpoints (issue #20), apart from the contract's schemas: the
// storefront's cart sends them from the browser, which should not load zod for two header names.

/** Request headers of the hold endpoints while an event's waiting room is on. */
export const admissionHeaders = {
  /** The per-browser id the queue knows the visitor by (the storefront keeps it in a cookie). */
  browserId: 'x-browser-id',
  /** The admission token the visit endpoint gave that browser. */
  admissionToken: 'x-admission-token',
} as const;
