import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, never reaching past this machine. */
const chromiumOptions = {
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/**
 * One Chromium for every journey file of a run (global-setup.ts starts it when the run has any):
 * each file connects to it and works in contexts of its own, as it would in a browser of its own,
 * and the run launches Chromium once instead of once per file. Undefined without a Chromium.
 */
export async function launchSharedChromium(): Promise<BrowserServer | undefined> {
  if (!existsSync(chromiumPath)) return undefined;
  return chromium.launchServer(chromiumOptions);
}
