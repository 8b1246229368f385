// Playwright runs the e2e/ specs in Debian's Chromium headless shell against the built apps (never a downloaded
// browser).
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { ports, urls } from './e2e/ports';
import { trackingStubEnv } from './e2e/tracking-stubs';

// The headless shell (Debian's chromium-headless-shell, the "old headless" Chromium that Playwright itself uses for
// headless runs), not the whole browser: the same Blink and V8 without the browser's window and UI machinery. It
// took 39 % less CPU over the same specs (80 s -> 49 s of the browser's CPU, 2026-11-25), and the browser is most of
// the CPU of the browser tests.
const chromiumPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromiumPath)) {
  // A missing browser must fail the run, never silently skip the browser tests.
  throw new Error(
    `Chromium's headless shell not found at ${chromiumPath}. Install Debian's chromium-headless-shell ` +
      '(apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH.',
  );
}

// Every app learns the others' addresses from here, so a shifted port set is a complete, separate world.
const appEnv = {
  PASS_API_URL: urls.pass,
  TICKETS_ORIGIN: urls.tickets,
  HUB_ORIGIN: urls.hub,
  PUBLIC_TICKETS_URL: urls.tickets,
  PUBLIC_PASS_URL: urls.pass,
  // The pass tells the storefront of catalogue changes, so cached cart pages are rendered again at once.
  STOREFRONT_REVALIDATE_SECRET: 'e2e-storefront-revalidate-secret',
};

// Wallet signing files made by the pass's test helper at start (self-made certificates, never Apple's or
// Google's): the order page then offers both wallets, as a configured production does.
const walletDir = `.data/e2e-${ports.pass}-wallet`;
const walletEnv = {
  APPLE_WALLET_PASS_TYPE_ID: 'pass.cz.example.tickets',
  APPLE_WALLET_TEAM_ID: 'TEAM123456',
  APPLE_WALLET_CERT_FILE: `${walletDir}/pass-cert.pem`,
  APPLE_WALLET_KEY_FILE: `${walletDir}/pass-key.pem`,
  APPLE_WALLET_WWDR_FILE: `${walletDir}/wwdr.pem`,
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_KEY_FILE: `${walletDir}/service-account.json`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // In CI the browser tests share two cores with the pass service's integration suite (turbo runs them side by
  // side); a whole purchase with axe checks on each page then took over the 30 s default (2026-11-23). The limit
  // is per test; the assertions' own waits are unchanged.
  timeout: 90_000,
  // Two cores: one browser at a time keeps timings stable.
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Assertions wait up to 10 s: under CI load a page's first render can take longer than the 5 s default.
  expect: { timeout: 10_000 },
  use: {
    // Tracing records every action's screenshots and DOM: it cost a fifth of the suite's CPU (2026-11-24). A
    // failure keeps its screenshot and the page's accessibility snapshot in test-results/.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A browser far from the events' zone: times must read in the event's zone (Europe/Prague), never the
    // browser's or the server's.
    timezoneId: 'America/New_York',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A fresh embedded database (migrated and seeded at start) and mail folder per run; DEV_TOOLS turns on
      // /dev/outbox for e2e/dev-outbox.spec.ts; passwords are hashed at the tests' cheap cost.
      command:
        `rm -rf .data/e2e-${ports.pass} .data/e2e-${ports.pass}-mail ${walletDir} && ` +
        `npx tsx src/test/wallet-keys-cli.ts ${walletDir} > /dev/null && npm run start --silent`,
      cwd: 'apps/pass',
      env: {
        ...appEnv,
        PORT: String(ports.pass),
        DATA_DIR: `.data/e2e-${ports.pass}`,
        MAIL_OUTBOX_DIR: `.data/e2e-${ports.pass}-mail`,
        DEV_TOOLS: 'true',
        LOG_LEVEL: 'warn',
        // Cheap password hashes (and the seeded demo account's): a standard one takes 325 ms of two busy cores.
        PASSWORD_HASHING: 'fast-for-tests',
        // Stripe's SDK talks to the stand-in e2e/storefront-stripe.spec.ts starts; nothing listens there otherwise.
        STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
        STOREFRONT_REVALIDATE_URLS: urls.tickets,
        ...walletEnv,
      },
      url: `http://127.0.0.1:${ports.pass}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run start --silent',
      cwd: 'apps/tickets',
      env: { ...appEnv, ...trackingStubEnv, PORT: String(ports.tickets) },
      url: `http://127.0.0.1:${ports.tickets}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run start --silent',
      cwd: 'apps/hub',
      env: { ...appEnv, ...trackingStubEnv, PORT: String(ports.hub) },
      url: `http://127.0.0.1:${ports.hub}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
