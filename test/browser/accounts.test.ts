import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { reviewPage } from '../helpers/page-review';
import { onCard, onPage } from '../helpers/pages';

const shop = useBrowserApp();

describe('accounts in the browser', () => {
  it('sign-up shows the spec messages under the fields, then signs in and switches the navigation', async () => {
    const page = await shop.newPage();
    await page.goto('/signup');
    const form = await onCard(page, 'Sign Up');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The header shows Sign In once the session query has answered: wait for it, don't race it.
    await nav.getByRole('link', { name: 'Sign In' }).waitFor({ state: 'visible' });

    await form.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required']) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Name').fill('A name far longer than twenty');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    for (const message of ["Name can't be more than 20 char", 'Enter a valid email', 'Password must be at least 8 characters']) {
      await form.getByText(message).waitFor();
    }
    await reviewPage(page, 'sign-up-with-errors');
    await expect(form.getByLabel('Email').getAttribute('aria-describedby')).resolves.toBeTruthy();

    await form.getByLabel('Name').fill('Juniper');
    await form.getByLabel('Email').fill('Juniper@Garden.com');
    await form.getByLabel('Password').fill('evergreen-shrub');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await onPage(page, 'Rule the outdoors');
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends an anonymous visitor to sign in and back to the page they wanted', async () => {
    await createUser(shop.db, { name: 'Hazel', email: 'hazel@garden.com', password: 'nutty-hazel' });
    const page = await shop.newPage();
    await page.goto('/dashboard');
    const form = await onCard(page, 'Sign In');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');

    await form.getByLabel('Email').fill('hazel@garden.com');
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await reviewPage(page, 'sign-in-refused');
    await expect(form.getByRole('link', { name: 'Create new account' }).getAttribute('href')).resolves.toBe('/signup');

    await form.getByLabel('Password').fill('nutty-hazel');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const profile = await onCard(page, 'My Profile');
    await expect(profile.getByRole('definition').first().textContent()).resolves.toBe('hazel@garden.com');
    await reviewPage(page, 'my-profile');
  });

  it('edits the profile with a toast only for a real change, and a dead session signs the user out', async () => {
    const user = await createUser(shop.db, { name: 'Hazel', email: 'rowan@garden.com', password: 'rowan-berries' });
    const page = await shop.newPage(user);
    await page.goto('/dashboard');
    const profile = await onCard(page, 'My Profile');
    // The e-mail is text, not a field: it cannot be changed here.
    await expect(profile.getByRole('definition').first().textContent()).resolves.toBe('rowan@garden.com');
    await expect(profile.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);

    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Please fill out this field').count()).resolves.toBe(2);

    await profile.getByLabel('Phone').fill('+1 555 0123');
    await profile.getByLabel('Address').fill('3 Orchard Road');
    await profile.getByLabel('Passing year').fill('2020-05-31');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const toast = page.getByText('Profile updated successfully');
    await toast.waitFor();
    const saved = await shop.db.selectFrom('users').select(['phone', 'address', 'passingYear']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ phone: '+1 555 0123', address: '3 Orchard Road', passingYear: '2020-05-31' });

    // Saving the same values again changes nothing, so no toast this time.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await toast.waitFor({ state: 'detached' });
    const unchanged = page.waitForResponse((response) => response.url().includes('users.update'));
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await unchanged;
    // The answer has arrived and the form has settled (its button is enabled again): a toast would be up by now.
    await profile.getByRole('button', { name: 'Save profile' }).and(page.locator(':enabled')).waitFor();
    await expect(toast.count()).resolves.toBe(0);

    // The session dies on the server: the next request answers 401, and the app signs out and goes home.
    await shop.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await profile.getByLabel('Phone').fill('+1 555 0999');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await onPage(page, 'Rule the outdoors');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
  });
});
