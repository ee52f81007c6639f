import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { reviewPage } from '../helpers/page-review';

const shop = useBrowserApp();

describe('a customer who forgot the password, in the browser', () => {
  it('asks for a link, reads it in the dev mailbox, sets a new password and signs in with it; the old one is refused', async () => {
    const page = await shop.newPage();
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.goto('/signup');
    await page.getByLabel('Name').fill('Rowan');
    await page.getByLabel('Email').fill('rowan@garden.com');
    await page.getByLabel('Password').fill('forgotten-one');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).click();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${shop.baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill('rowan@garden.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account exists for that e-mail, we sent a link to reset the password. It is valid for 30 minutes.').waitFor();
    await reviewPage(page, 'forgot-password-sent');

    await page.goto('/dev/mailbox');
    const message = page.getByRole('row').filter({ hasText: 'rowan@garden.com' }).filter({ hasText: 'Reset your Toolyard password' });
    await message.waitFor();
    // A developer's tool, not a shop page: held to axe, not to the phone layout.
    await expectNoSeriousA11yViolations(page);
    await message.getByRole('link', { name: 'text' }).click();
    const link = (await page.locator('body').innerText()).match(/http\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await reviewPage(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('remembered-now');
    await page.getByLabel('Confirm the new password').fill('remembered-now');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Sign in with the new password.').waitFor();
    await page.getByText('Password changed', { exact: true }).waitFor();
    await reviewPage(page, 'password-changed');

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${shop.baseUrl}/signin`);
    await page.getByLabel('Email').fill('rowan@garden.com');
    await page.getByLabel('Password').fill('forgotten-one');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();

    await page.getByLabel('Password').fill('remembered-now');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();

    // The link was single use.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another-one!');
    await page.getByLabel('Confirm the new password').fill('another-one!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});
