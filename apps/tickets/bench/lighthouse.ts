// Lighthouse in the machine's Chromium for the storefront bench: mobile scores of one page, median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (a high-end desktop is 1500-2000, see its docs/throttling.md). */
  benchmarkIndex: number;
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The middle run by `value`: one slow run on a shared machine should not decide the figure. */
function median<T>(results: readonly T[], value: (result: T) => number): T {
  const sorted = [...results].sort((a, b) => value(a) - value(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no Lighthouse run finished');
  return middle;
}

/**
 * The CPU multiplier that makes this host a mid-tier phone, after Lighthouse's docs/throttling.md ("Calibrating the
 * CPU slowdown"): its default 4x is the suggestion for a host in the middle of the high-end desktop bracket
 * (benchmarkIndex 1500-2000), 2x for the middle of the low-end desktop one (1000-1500), and a host at the higher or
 * lower end of a bracket takes a higher or lower multiplier from its range. Here the two suggestions are the anchors
 * of a line (1250 -> 2x, 1750 -> 4x), never below 1x: 1000 -> 1x, 1500 -> 3x, 2000 -> 5x. The index is the median
 * of Lighthouse's own benchmark over a few runs of the bare page (one run's index moved 1,060-1,700 on a shared VM).
 */
export async function calibratedSlowdown(
  bareUrl: string,
  runs = 3,
): Promise<{ multiplier: number; index: number }> {
  const chrome = await launch();
  try {
    const indexes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(bareUrl, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (result) indexes.push(result.lhr.environment.benchmarkIndex);
    }
    const index = median(indexes, (each) => each);
    return {
      multiplier: Math.max(1, Math.round((2 + (index - 1250) / 250) * 10) / 10),
      index: Math.round(index),
    };
  } finally {
    chrome.kill();
  }
}

function launch() {
  return chromeLauncher.launch({
    chromePath,
    // --hide-scrollbars as Playwright and Puppeteer start headless Chromium, and as a phone shows a page (overlay
    // scrollbars take no width). Without it, Linux Chromium's classic scrollbar narrows the emulated phone viewport
    // once a long page has laid out, and its first frame is then not shown until a later one, 1-2 s on: the observed
    // first paint of the cart page waited 1.2-2.3 s with the page's HTML and CSS loaded at 0.3 s (a short page, or
    // the same page without its stylesheet, painted at once), which Lighthouse's simulation counts in full.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
}

/**
 * Scores of one page, median of `runs`. `cpuSlowdown` is Lighthouse's CPU multiplier: 4 (its default) assumes a
 * high-end desktop host; its throttling docs suggest a lower one on a weaker host (2x for a low-end desktop).
 * `beforeRun` puts the server in the state to measure before each run (how old the cached page is).
 */
export async function lighthouseScores(
  url: string,
  runs: number,
  cpuSlowdown = 4,
  beforeRun: () => Promise<void> = async () => undefined,
): Promise<PageScores> {
  const chrome = await launch();
  try {
    const results: PageScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      await beforeRun();
      // Lighthouse's default configuration is the mobile one (Moto G Power, slow 4G, 4x CPU slowdown).
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        {
          extends: 'lighthouse:default',
          // Merged into the default settings: the mobile network stays, only the CPU multiplier changes.
          settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
        },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      });
    }
    return median(results, (scores) => scores.performance);
  } finally {
    chrome.kill();
  }
}
