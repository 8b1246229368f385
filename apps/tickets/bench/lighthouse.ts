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

/** Median by performance score: one slow run on a shared machine should not decide the figure. */
function median(results: PageScores[]): PageScores {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run finished');
  return middle;
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
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
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
    return median(results);
  } finally {
    chrome.kill();
  }
}
