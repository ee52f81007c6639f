import type { Page } from 'playwright-core';

/**
 * What on the page does not fit the screen, in words (empty when everything fits):
 * - the document wider than the window (a sideways scroll);
 * - any box that clips or scrolls its content sideways (overflow other than visible, its
 *   scrollWidth over its clientWidth): a table scrolling inside its card, a cell or card cutting
 *   its text. A one-line value cut with an ellipsis whose whole text is in its `title` (the data
 *   table's long e-mails and names, shown whole on hover and focus) is a choice, not a clip; so
 *   are the boxes whose content is wider by nature: a map (a window on the world), a code
 *   sample (code keeps its lines: it scrolls) and a text field (its text scrolls as one types);
 * - a select whose chosen option's words are wider than the select ("In play (pending, pr").
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) => {
      const labelled = 'labels' in element ? (element as HTMLSelectElement).labels?.[0]?.textContent : null;
      const label = element.getAttribute('aria-label') ?? labelled ?? element.getAttribute('title') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = [...element.classList].map((c) => `.${c.replace(/_[A-Za-z0-9-]+$/, '')}`).join('');
      return `<${element.tagName.toLowerCase()}${classes}> "${label}"`;
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

    const scrollsByNature = (element: Element) => element.matches('input, textarea, pre, .leaflet-container, .leaflet-container *');
    for (const element of document.body.querySelectorAll('*')) {
      if (scrollsByNature(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px boxes) and empty boxes are not seen.
      if (box.width < 2 || box.height < 2) continue;
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
        const ellipsis = style.textOverflow === 'ellipsis' && element.hasAttribute('title');
        if (!ellipsis) problems.push(`${name(element)} shows ${element.clientWidth} of its ${element.scrollWidth} px`);
      }
      if (element instanceof HTMLSelectElement && element.selectedOptions[0]) {
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
        probe.textContent = element.selectedOptions[0].text;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        // The room for the words: the select's inside less its padding and the arrow Chromium draws (about 20 px).
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        if (needed > room + 1) problems.push(`${name(element)} cuts "${element.selectedOptions[0].text}" (${Math.round(needed)} px in ${Math.round(room)} px)`);
      }
    }
    return problems;
  });
}
