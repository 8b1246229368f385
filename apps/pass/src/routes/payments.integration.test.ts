// The demo card gateway is served only where DEMO_GATEWAY allows it: by default everywhere but production.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const productionSecrets = {
  APP_STAGE: 'production',
  DEMO_GATEWAY_SECRET: 'a-real-demo-gateway-secret-0123456789',
  SECRETS_KEY: '9f'.repeat(32),
  // The tests' cheap password hashes are refused on production.
  PASSWORD_HASHING: 'standard',
};

const notification = {
  notificationId: 'notification-1',
  paymentId: randomUUID(),
  status: 'paid',
  amount: 100,
  currencyId: 1,
  sentAt: new Date().toISOString(),
};

async function gatewayAnswers(t: TestApp) {
  const paymentId = randomUUID();
  const page = await t.app.inject({ method: 'GET', url: `/pass/payment/demo/${paymentId}` });
  const action = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${paymentId}/pay` });
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/pass/payment/demo/webhook',
    headers: { 'x-demo-signature': 'not-a-signature' },
    payload: notification,
  });
  const documented = Object.keys(
    (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{ paths: object }>().paths,
  ).filter((path) => path.startsWith('/pass/payment/demo'));
  return { page, action, webhook, documented };
}

describe.each(testDatabaseKinds)('demo gateway switch on %s', (kind) => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp(kind, { seed: false, env });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('production serves neither the pay page, its actions nor the webhook, nor documents them', async () => {
    const { page, action, webhook, documented } = await gatewayAnswers(await start(productionSecrets));
    for (const answer of [page, action, webhook]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toMatch(/^No route /);
    }
    expect(documented).toEqual([]);
  });

  it('production serves them when DEMO_GATEWAY=enabled; local does by default', async () => {
    for (const env of [{ ...productionSecrets, DEMO_GATEWAY: 'enabled' }, {}]) {
      const { page, action, webhook, documented } = await gatewayAnswers(await start(env));
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toMatch(/No card payment/);
      expect(action.statusCode).toBe(404);
      expect(action.json().message).toMatch(/No card payment/);
      expect(webhook.statusCode).toBe(401);
      expect(documented.length).toBeGreaterThanOrEqual(3);
    }
  });
});
