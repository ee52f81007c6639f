import axe from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One violation per paragraph: rule, impact, help link, and every offending element with axe's own summary. */
function describe(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Runs of axe at most, while something starts to move during the run. Toasts stop moving once the
 * last has gone (4 s each), but on a loaded machine one axe run takes seconds and three stacked
 * toasts kept moving through four runs: the last run's text at a passing opacity failed a journey.
 */
const RUNS = 12;

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus its best practices) on the page as it is now and fails
 * on any serious or critical violation, listing each one with its elements. The script is
 * evaluated through the DevTools protocol rather than added as a `<script>`: the shop's
 * Content-Security-Policy forbids inline scripts, and the page under test keeps that policy.
 *
 * It judges the page at rest, as a person reads it: it waits for what is moving to end, and a run
 * during which a transition or animation started (a toast arriving, the toasts behind it fading
 * their text out as they stack) is run again, as that run saw text at some passing opacity.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  let violations: axe.Result[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await page.evaluate(async () => {
      const moving = () => document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState !== 'finished');
      await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
      let moved = false;
      const onStart = () => (moved = true);
      document.addEventListener('transitionrun', onStart, true);
      document.addEventListener('animationstart', onStart, true);
      try {
        const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
        // A transition that axe's own style reads started is announced at the next frame, which
        // may come after the run: one still moving at its end counts as having moved (CI on
        // 2026-11-29: a stacked toast's text read mid-fade, 4.04:1).
        return { violations, moved: moved || moving().length > 0 };
      } finally {
        document.removeEventListener('transitionrun', onStart, true);
        document.removeEventListener('animationstart', onStart, true);
      }
    });
    violations = result.violations;
    if (!result.moved) break;
  }
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n\n${describe(blocking)}`);
}
