import type { Download, Page } from 'playwright-core';
import { pdfText } from '../server/invoices/invoice-helpers';

/** A PDF the browser downloaded, as text, read from its stream. */
export async function downloadedText(download: Download): Promise<string> {
  return pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
}

/** Clicks the main area's link named `name` and answers the file it downloads. */
export async function downloadFrom(page: Page, name: RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('link', { name }).click()]);
  return download;
}
