import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { browserTestConfig, useBrowserApp } from '../helpers/browser';
import { documentWidth } from '../helpers/page-review';
import { createUser } from '../helpers/factories';
import { onPage } from '../helpers/pages';

// SHOP_EMAIL unset: the shop's mail goes to the dev mailbox, as all development mail does.
const shop = useBrowserApp({ config: (baseUrl) => browserTestConfig(baseUrl, { SOCIAL_LINKS: 'instagram=https://instagram.com/toolyard' }) });

const widths = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe('a visitor writing to the shop, in the browser', () => {
  it.each(widths)('sends the contact form at $width px, sees the confirmation, and the message reaches the dev mailbox', async ({ name, width, height }) => {
    const page = await shop.newPage();
    await page.setViewportSize({ width, height });
    const sender = `${name}-visitor@garden.com`;

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Rule the outdoors' }).waitFor();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name').fill(`Rowan (${name})`);
    await form.getByLabel('Email address').fill(sender);
    await form.getByLabel('Message').fill('Forty spades by May?\nDelivery to Kew, please.');
    await form.getByRole('button', { name: 'Send message' }).click();

    const section = page.locator('#contact');
    await section.getByRole('status').filter({ hasText: 'Thank you: your message has reached us. We will reply by e-mail.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await section.getByText(/not sent yet/).count()).toBe(0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(width);

    // The footer shows the one social account the operator named, and no placeholders.
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Toolyard on Instagram' }).getAttribute('href')).toBe('https://instagram.com/toolyard');
    expect(await footer.getByText(/coming soon|placeholder/i).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dev/mailbox');
    const mail = page.getByRole('row').filter({ hasText: 'shop@localhost' }).filter({ hasText: `Message from Rowan (${name}) via the Toolyard contact form` });
    await mail.waitFor();
    await mail.getByRole('link', { name: 'text' }).click();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Forty spades by May?\nDelivery to Kew, please.');
    expect(text).toContain(`Email: ${sender}`);
    const outbox = await shop.db.selectFrom('mailOutbox').select('replyTo').where('kind', '=', 'contact-message').where('replyTo', '=', sender).execute();
    expect(outbox).toHaveLength(1);
  });

  it('lists the message for an admin on the dashboard\'s Messages page', async () => {
    await shop.db.insertInto('contactMessages').values({ name: 'Sage', email: 'sage@garden.com', message: 'Trade prices for a school garden?' }).execute();
    const admin = await createUser(shop.db, { email: 'boss@garden.com', role: 'admin' });
    const page = await shop.newPage(admin);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Messages' }).click();
    const main = await onPage(page, 'Messages');
    const row = main.getByRole('row').filter({ hasText: 'sage@garden.com' });
    await row.getByText('Trade prices for a school garden?').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
