import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Waits for what a person waits for after a link, a redirect or a submit: the page's own heading
 * (its h1) on screen, never the address alone. The address changes first; the page before (with
 * e-mail fields of its own, say) stays on screen until the next page's lazy code has arrived.
 * Answers the page's main region, to find its fields and buttons in.
 */
export async function onPage(page: Page, heading: string | RegExp): Promise<Locator> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }).waitFor();
  return main;
}

/**
 * The same for a page that is one titled card (sign in, sign up, the password pages): answers the
 * card, so a field such as "Email" can only be the card's own.
 */
export async function onCard(page: Page, heading: string): Promise<Locator> {
  await onPage(page, heading);
  return page.getByRole('main').getByRole('region', { name: heading, exact: true });
}

/**
 * Holds the client's entry script for every page of `context` until the answered function is
 * called: the server's markup is on screen and nothing of React runs yet (a tap, a mark on a node,
 * made before hydration). Call it before the context opens its page.
 */
export async function holdEntryScript(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
