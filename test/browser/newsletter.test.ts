import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { documentWidth } from '../helpers/page-review';
import { onCard, onPage } from '../helpers/pages';

const shop = useBrowserApp();

const widths = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe('a visitor signing up for the newsletter, in the browser', () => {
  it.each(widths)('subscribes from the home page at $width px, confirms from the dev mailbox once, and a second use says it was used', async ({ name, width, height }) => {
    const page = await shop.newPage();
    await page.setViewportSize({ width, height });
    const reader = `${name}-reader@garden.com`;

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Rule the outdoors' }).waitFor();
    const box = page.getByRole('form', { name: 'Newsletter' });
    await box.scrollIntoViewIfNeeded();
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByText('Email is required').waitFor();
    await box.getByLabel('Email address').fill(reader);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const answer = page.locator('#contact').getByRole('status').filter({ hasText: 'Check your inbox to confirm' });
    await answer.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Check your inbox to confirm');
    expect(await page.getByText(/Sign-ups open soon/).count()).toBe(0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dev/mailbox');
    const mail = page.getByRole('row').filter({ hasText: reader }).filter({ hasText: 'Confirm your Toolyard newsletter subscription' });
    await mail.waitFor();
    await mail.getByRole('link', { name: 'text' }).click();
    const text = await page.locator('body').innerText();
    const link = /http\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(text).toMatch(/Unsubscribe: http\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);

    // Opening the link changes nothing (a mail scanner opens it too): the reader presses the button.
    await page.goto(link!);
    const confirm = await onCard(page, 'Confirm your subscription');
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).waitFor();
    const pending = await shop.db.selectFrom('newsletterSubscriptions').select('status').where('email', '=', reader).executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).click();
    await confirm.getByRole('status').filter({ hasText: 'Thank you: your subscription is confirmed.' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(link!);
    const again = await onCard(page, 'Confirm your subscription');
    await again.getByRole('button', { name: 'Confirm my subscription' }).click();
    await again.getByRole('alert').filter({ hasText: 'This confirmation link was already used' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("lists the address on an admin's Subscribers page", async () => {
    const at = new Date();
    await shop.db
      .insertInto('newsletterSubscriptions')
      .values({ email: 'listed@garden.com', status: 'confirmed', confirmTokenHash: 'a'.repeat(64), confirmExpiresAt: at, confirmUsedAt: at, unsubscribeTokenHash: 'b'.repeat(64), confirmationSentAt: at, confirmedAt: at })
      .execute();
    const admin = await createUser(shop.db, { email: 'boss@garden.com', role: 'admin' });
    const page = await shop.newPage(admin);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Subscribers' }).click();
    const main = await onPage(page, 'Subscribers');
    await main.getByRole('row').filter({ hasText: 'listed@garden.com' }).filter({ hasText: 'Confirmed' }).waitFor();
    await main.getByLabel('Status').selectOption({ label: 'Unsubscribed' });
    await main.getByText('No subscribers with this status.').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
