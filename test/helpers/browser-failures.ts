import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** Git-ignored (test-results/), like the review screenshots. */
export const TRACE_DIR = path.join(root, 'test-results/traces');
export const FAILURE_DIR = path.join(root, 'test-results/failures');

/** Starts the context's Playwright trace: kept only if its test fails (then it explains the failure). */
export async function startTrace(context: BrowserContext): Promise<void> {
  await context.tracing.start({ screenshots: true, snapshots: true });
}

/** `keyboard--places an order from the home page` → a safe, readable file name. */
function fileNameOf(testFile: string, testName: string): string {
  const file = path.basename(testFile).replace(/\.test\.ts$/, '');
  const name = testName.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  return `${file}--${name}`;
}

/**
 * Ends the trace of each context a test opened and closes the context. When the test failed, the
 * trace and a full-page screenshot of every open page are saved, and the answer is the line that
 * names them (for the failure message); when it passed, the trace is dropped unsaved.
 */
export async function settleContexts(test: TestContext, contexts: BrowserContext[]): Promise<string | undefined> {
  const failed = test.task.result?.state === 'fail';
  const base = fileNameOf(test.task.file.filepath, test.task.name);
  const saved: string[] = [];
  if (failed) await Promise.all([mkdir(TRACE_DIR, { recursive: true }), mkdir(FAILURE_DIR, { recursive: true })]);
  for (const [index, context] of contexts.entries()) {
    const suffix = contexts.length > 1 ? `-${index + 1}` : '';
    if (failed) {
      for (const [pageIndex, page] of context.pages().entries()) {
        const file = path.join(FAILURE_DIR, `${base}${suffix}${context.pages().length > 1 ? `-page${pageIndex + 1}` : ''}.png`);
        // A page that hangs (the very thing that failed, maybe) must not stop the rest being saved.
        const shot = await page.screenshot({ path: file, fullPage: true, timeout: 15_000 }).then(() => file, () => null);
        if (shot) saved.push(path.relative(root, shot));
      }
      const trace = path.join(TRACE_DIR, `${base}${suffix}.zip`);
      if (await context.tracing.stop({ path: trace }).then(() => true, () => false)) saved.push(path.relative(root, trace));
    } else {
      await context.tracing.stop().catch(() => {});
    }
    await context.close().catch(() => {});
  }
  if (saved.length === 0) return undefined;
  return `The browser's record of this failure: ${saved.join(', ')} (open a trace with: npx playwright-core show-trace <file>)`;
}
