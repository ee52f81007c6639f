import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage } from 'playwright-core';
import type { TestContext } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** Git-ignored (test-results/), like the review screenshots. */
export const TRACE_DIR = path.join(root, 'test-results/traces');
export const FAILURE_DIR = path.join(root, 'test-results/failures');

/**
 * Whether journeys record a Playwright trace (`TRACE_JOURNEYS=1 npm test`, or one file with
 * `npx vitest run`). Off by default: the DOM snapshots it takes at every action cost about a
 * quarter of the journeys' time on two cores (docs/decisions/156), and a failure keeps its pages'
 * screenshots and markup without it.
 */
const TRACING = process.env.TRACE_JOURNEYS === '1';

/**
 * Starts the context's Playwright trace when asked for (TRACING): kept only if its test fails
 * (then it explains the failure with the DOM before and after each action). Without the
 * screencast's frames, captured on every paint of every journey.
 */
export async function startTrace(context: BrowserContext): Promise<void> {
  if (TRACING) await context.tracing.start({ screenshots: false, snapshots: true });
}

/** `promise`, or a rejection once `ms` have passed (page.content() has no timeout of its own). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `keyboard--places an order from the home page` → a safe, readable file name. */
function fileNameOf(testFile: string, testName: string): string {
  const file = path.basename(testFile).replace(/\.test\.ts$/, '');
  const name = testName.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  return `${file}--${name}`;
}

/**
 * What React logs when the markup it hydrates is not what the browser renders (React 19's minified
 * errors 418 to 425, and their development wording), whether as an uncaught error or on the console.
 */
const HYDRATION_ERROR = /Minified React error #4(1[89]|2[0-5])\b|hydrat(ion|ed|ing)\b.*(fail|mismatch|match|error)|did not match|server rendered (HTML|text)/i;

/** The page errors of a test's contexts, and the patterns the test allows. */
export interface PageErrorWatch {
  /** Starts listening to the context's pages. */
  watch(context: BrowserContext): void;
  allow(pattern: RegExp): void;
  /** Every error heard that no allowed pattern matches, with the page it came from. */
  failures(): string[];
}

/**
 * Listens for what must fail any journey: an uncaught error in a page (`pageerror`: a throw, a
 * rejected promise nobody caught, React's reportError of a recoverable error), and a hydration
 * error React writes to the console. Other console errors (a failed request the page handles,
 * say) are the journey's own to check.
 */
export function watchPageErrors(): PageErrorWatch {
  const heard: string[] = [];
  const allowed: RegExp[] = [];
  const where = (url: string) => {
    try {
      const { pathname, search } = new URL(url);
      return `${pathname}${search}`;
    } catch {
      return url;
    }
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (HYDRATION_ERROR.test(text)) heard.push(`console ${message.type()} on ${where(message.page()?.url() ?? '')}: ${text}`);
  };
  return {
    watch(context) {
      context.on('weberror', (webError) => {
        const error = webError.error();
        heard.push(`uncaught on ${where(webError.page()?.url() ?? '')}: ${error.stack ?? error.message}`);
      });
      context.on('console', onConsole);
    },
    allow(pattern) {
      allowed.push(pattern);
    },
    failures() {
      return heard.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    },
  };
}

/**
 * Closes each context a test opened. When the test failed (or `failed` says it will), every open
 * page's full-page screenshot and markup (its DOM as it stood) are saved first, with the trace
 * when one was recorded, and the answer is the line that names them (for the failure message).
 */
export async function settleContexts(test: TestContext, contexts: BrowserContext[], failing = false): Promise<string | undefined> {
  const failed = failing || test.task.result?.state === 'fail';
  const base = fileNameOf(test.task.file.filepath, test.task.name);
  const saved: string[] = [];
  if (failed) await Promise.all([TRACING && mkdir(TRACE_DIR, { recursive: true }), mkdir(FAILURE_DIR, { recursive: true })]);
  for (const [index, context] of contexts.entries()) {
    const suffix = contexts.length > 1 ? `-${index + 1}` : '';
    if (failed) {
      for (const [pageIndex, page] of context.pages().entries()) {
        const file = path.join(FAILURE_DIR, `${base}${suffix}${context.pages().length > 1 ? `-page${pageIndex + 1}` : ''}`);
        // A page that hangs (the very thing that failed, maybe) must not stop the rest being saved.
        const shot = await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 15_000 }).then(() => `${file}.png`, () => null);
        if (shot) saved.push(path.relative(root, shot));
        const markup = await within(15_000, page.content()).then((html) => writeFile(`${file}.html`, html).then(() => `${file}.html`), () => null);
        if (markup) saved.push(path.relative(root, markup));
      }
      const trace = path.join(TRACE_DIR, `${base}${suffix}.zip`);
      if (TRACING && (await context.tracing.stop({ path: trace }).then(() => true, () => false))) saved.push(path.relative(root, trace));
    } else if (TRACING) {
      await context.tracing.stop().catch(() => {});
    }
    await context.close().catch(() => {});
  }
  if (saved.length === 0) return undefined;
  return `The browser's record of this failure: ${saved.join(', ')}${TRACING ? ' (open a trace with: npx playwright-core show-trace <file>)' : ' (a trace too: TRACE_JOURNEYS=1)'}`;
}
