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
 * Runs axe-core (WCAG 2.x A and AA rules plus its best practices) on the page as it is now and fails
 * on any serious or critical violation, listing each one with its elements. The script is
 * evaluated through the DevTools protocol rather than added as a `<script>`: the shop's
 * Content-Security-Policy forbids inline scripts, and the page under test keeps that policy.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    // Judge the page at rest: a toast fading in has, for a moment, any contrast at all.
    const settling = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return violations;
  });
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n\n${describe(blocking)}`);
}
