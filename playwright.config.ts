// Playwright runs the e2e/ specs in Debian's Chromium against the built apps (never a downloaded browser).
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  // A missing browser must fail the run, never silently skip the browser tests.
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const ports = { tickets: 3000, hub: 3001, pass: 4000 } as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: one browser at a time keeps timings stable.
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
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
      // A fresh embedded database per run: migrated and seeded with the demo world at start.
      command: 'rm -rf .data/e2e && npm run start --silent',
      cwd: 'apps/pass',
      env: { DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn' },
      url: `http://127.0.0.1:${ports.pass}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run start --silent',
      cwd: 'apps/tickets',
      url: `http://127.0.0.1:${ports.tickets}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run start --silent',
      cwd: 'apps/hub',
      url: `http://127.0.0.1:${ports.hub}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
