// Where the apps under test listen: 3000/3001/4000 (and the stand-ins 5000/7000), shifted by E2E_PORT_OFFSET so parallel checkouts never share servers.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 900) {
  throw new Error(
    `E2E_PORT_OFFSET must be an integer between 0 and 900, got "${process.env.E2E_PORT_OFFSET}"`,
  );
}

export const ports = {
  tickets: 3000 + offset,
  hub: 3001 + offset,
  pass: 4000 + offset,
  /** The local stand-in of Stripe's API that e2e/storefront-stripe.spec.ts starts (the pass's STRIPE_API_URL). */
  stripe: 5000 + offset,
  /** nginx, the production layout's load balancer, that e2e/storefront-load-balancer.spec.ts starts. */
  loadBalancer: 7000 + offset,
} as const;

export const urls = {
  tickets: `http://127.0.0.1:${ports.tickets}`,
  hub: `http://127.0.0.1:${ports.hub}`,
  pass: `http://127.0.0.1:${ports.pass}`,
} as const;
