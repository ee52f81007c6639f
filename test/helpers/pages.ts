import type { Locator, Page } from 'playwright-core';

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
