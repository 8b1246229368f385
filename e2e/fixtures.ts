// The specs' `test`: page.goto and page.reload on the storefront and the hub return once React has hydrated the
// page. Typing or clicking earlier races the hydration: a form then submits natively, reloads and loses its input.
import { test as base } from '@playwright/test';
import { ports } from './ports';

export { expect } from '@playwright/test';

// By port, so the storefront's partner-brand hosts (brand.localhost) count too, and the storefront behind nginx.
const appPorts = new Set([String(ports.tickets), String(ports.hub), String(ports.loadBalancer)]);

export const test = base.extend({
  page: async ({ page }, use) => {
    const untilHydrated = async () => {
      if (!appPorts.has(new URL(page.url()).port)) return;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated();
      return response;
    };
    await use(page);
  },
});
