import axe from 'axe-core';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

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
 * What axe reads of the page, as text: every element with its attributes and form state, the text,
 * the window's size and scroll, the focus, what is hovered or modal, and the style sheets. Null
 * where that is not all there is to read (frames, shadow roots). What differs from run to run and
 * means nothing to axe is written the same each run: the server's origin (a port of its own each
 * run), ids (UUIDs), moments (ISO timestamps), digits in text (dates, amounts: same length, same
 * layout), and the modules Vite happened to preload.
 */
function pageState(): string | null {
  if (document.querySelector('iframe, frame, object, embed')) return null;
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const moment = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
  const same = (value: string) => value.replaceAll(location.origin, 'O').replace(uuid, 'U').replace(moment, 'T');
  const lines = [`${innerWidth}x${innerHeight} ${scrollX},${scrollY} ${devicePixelRatio} ${same(location.pathname + location.search + location.hash)}`];
  const numbers = new Map<Element, number>();
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const parent = node.parentElement?.localName;
      lines.push(parent === 'style' || parent === 'script' ? node.data : same(node.data).replace(/[0-9]/g, '0'));
      continue;
    }
    const element = node as Element;
    if (element.shadowRoot) return null;
    if (element.localName === 'link' && /^(modulepreload|preload|prefetch)$/.test(element.getAttribute('rel') ?? '')) continue;
    numbers.set(element, numbers.size);
    let line = `<${element.localName}`;
    for (const attribute of Array.from(element.attributes)) line += ` ${attribute.name}=${same(attribute.value)}`;
    if (element instanceof HTMLInputElement) line += ` .value=${element.value} .checked=${element.checked}`;
    else if (element instanceof HTMLTextAreaElement) line += ` .value=${element.value}`;
    else if (element instanceof HTMLSelectElement) line += ` .selectedIndex=${element.selectedIndex}`;
    if (element.scrollTop || element.scrollLeft) line += ` .scroll=${element.scrollTop},${element.scrollLeft}`;
    lines.push(line);
  }
  const active = document.activeElement;
  lines.push(`focus ${active ? numbers.get(active) : -1} ${active?.matches(':focus-visible')}`);
  for (const state of [':hover', ':modal', ':popover-open']) lines.push(`${state} ${Array.from(document.querySelectorAll(state), (element) => numbers.get(element)).join(',')}`);
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      lines.push(`sheet ${same(sheet.href ?? '')} ${sheet.cssRules.length}`);
    } catch {
      return null; // another origin's rules, which the page cannot read
    }
  }
  lines.push(`adopted ${document.adoptedStyleSheets.length}`);
  return lines.join('\n');
}

/** The file that says axe found nothing serious in this page state under this working tree (global-setup.ts), if it can be kept. */
async function verdictFile(page: Page): Promise<string | undefined> {
  const folder = inject('axeVerdicts');
  const state = folder ? await page.evaluate(pageState) : null;
  return state === null ? undefined : path.join(folder, createHash('sha256').update(state).digest('hex'));
}

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
  const before = await verdictFile(page);
  if (before !== undefined && existsSync(before)) return;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  let violations: axe.Result[] = [];
  let moved = true;
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
    moved = result.moved;
    if (!moved) break;
  }
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n\n${describe(blocking)}`);
  // Kept only for a page that stood still through the run and is as it was before it.
  if (before !== undefined && !moved && (await verdictFile(page)) === before) writeFileSync(before, '');
}
