// Screenshots kept for people to look at the pages (E2E_SCREENSHOTS=1). CI takes none: they assert nothing, and
// about forty full-page captures cost CPU the browser tests share with everything else on two cores.
import type { Locator, Page } from '@playwright/test';

export async function reviewScreenshot(
  target: Page | Locator,
  path: string,
  fullPage = false,
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
