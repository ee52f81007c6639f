import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { reviewPage } from '../helpers/page-review';
import { onCard } from '../helpers/pages';

const shop = useBrowserApp();

describe('a customer who forgot the password, in the browser', () => {
  it('asks for a link, reads it in the dev mailbox, sets a new password and signs in with it; the old one is refused', async () => {
    const page = await shop.newPage();
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.goto('/signup');
    const signUp = await onCard(page, 'Sign Up');
    await signUp.getByLabel('Name').fill('Rowan');
    await signUp.getByLabel('Email').fill('rowan@garden.com');
    await signUp.getByLabel('Password').fill('forgotten-one');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).click();

    // The address reads /forgot-password while the sign-in card, with its own Email field, is
    // still on screen: the forgot-password card is what to wait for.
    await (await onCard(page, 'Sign In')).getByRole('link', { name: 'Forgot password?' }).click();
    const forgot = await onCard(page, 'Forgot your password?');
    await forgot.getByLabel('Email').fill('rowan@garden.com');
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await forgot.getByRole('status').filter({ hasText: 'If an account exists for that e-mail, we sent a link to reset the password. It is valid for 30 minutes.' }).waitFor();
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
    const reset = await onCard(page, 'Choose a new password');
    await reset.getByLabel('New password', { exact: true }).waitFor();
    await reviewPage(page, 'reset-password');
    await reset.getByLabel('New password', { exact: true }).fill('remembered-now');
    await reset.getByLabel('Confirm the new password').fill('remembered-now');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await reset.getByRole('status').filter({ hasText: 'Your password was changed. Sign in with the new password.' }).waitFor();
    await page.getByText('Password changed', { exact: true }).waitFor();
    await reviewPage(page, 'password-changed');

    await reset.getByRole('link', { name: 'Sign in' }).click();
    const signIn = await onCard(page, 'Sign In');
    await signIn.getByLabel('Email').fill('rowan@garden.com');
    await signIn.getByLabel('Password').fill('forgotten-one');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();

    await signIn.getByLabel('Password').fill('remembered-now');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();

    // The link was single use.
    await page.goto(link!);
    const again = await onCard(page, 'Choose a new password');
    await again.getByLabel('New password', { exact: true }).fill('another-one!');
    await again.getByLabel('Confirm the new password').fill('another-one!');
    await again.getByRole('button', { name: 'Change password' }).click();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });
});
