/**
 * Pages in Chromium at the catalogue's full size: how many product cards each puts in the DOM
 * and its largest contentful paint. Debian's /usr/bin/chromium through playwright-core (no
 * browser is downloaded), one fresh context per page so nothing is cached between them.
 */
import { chromium } from 'playwright-core';

export interface PageFigures {
  path: string;
  /** Product cards (`article[aria-labelledby^="product-"]`, features/products/product-card.tsx) once the page settled. */
  cards: number;
  /** The last largest-contentful-paint entry's start time, ms after navigation began; null if none was recorded. */
  lcpMs: number | null;
  /** Whether the network went idle within the wait (false: cards were counted on a page still loading). */
  settled: boolean;
}

const SETTLE_MS = 60_000;

/**
 * The last LCP candidate the page recorded (buffered: entries from before this call count;
 * they are delivered in a task of their own). A string, so no compiled helper leaks into the page.
 */
const LAST_LCP = `new Promise((resolve) => {
  let last = null;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) last = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 100);
})`;

export async function measurePages(base: string, paths: string[]): Promise<PageFigures[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const figures: PageFigures[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: SETTLE_MS });
      const settled = await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).then(
        () => true,
        () => false,
      );
      const cards = await page.locator('article[aria-labelledby^="product-"]').count();
      const lcpMs = (await page.evaluate(LAST_LCP)) as number | null;
      figures.push({ path, cards, lcpMs, settled });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
