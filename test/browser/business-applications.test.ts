import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companyAccessOf } from '../../src/server/features/3-accounts/companies/memberships';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useBrowserApp } from '../helpers/browser';
import { createUser } from '../helpers/factories';
import { documentWidth } from '../helpers/page-review';
import { onCard, onPage } from '../helpers/pages';
import { callerFor } from '../helpers/test-app';
import { createCompanyWithLocation, invitationTokenFor, mailsTo } from '../server/companies/invitation-fixtures';

// Issue 37: a customer applies for a business account and a shop admin approves it; an invitee
// with no account opens the mailed link, signs up with the invited address and accepts.
const shop = useBrowserApp();

/** The page as it is now held to axe, and to fitting the window without scrolling sideways. */
async function review(page: Page, what: string) {
  await expectNoSeriousA11yViolations(page);
  const width = page.viewportSize()!.width;
  expect(await documentWidth(page), `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}

describe.each([
  { name: 'a 1366 px laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
])('companies on $name', ({ viewport }) => {
  const tag = String(viewport.width);

  it('a customer applies for a business account, the shop admin approves it after a confirmation, and the customer is its company admin', async () => {
    const customer = await createUser(shop.db, { name: `Ivy ${tag}`, email: `ivy-${tag}@garden.com` });
    const admin = await createUser(shop.db, { name: `Ada ${tag}`, role: 'admin' });
    const companyName = `Ivy Gardens ${tag}`;

    const page = await shop.newPage(customer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/business-account');
    const account = await onPage(page, 'Business account');
    await account.getByLabel('Company name').waitFor();
    await review(page, 'the application form');
    await account.getByLabel('Company name').fill(companyName);
    await account.getByLabel('Tax or VAT id (optional)').fill('GB123456789');
    await account.getByLabel('Message for the shop (optional)').fill('Three crews, two depots.');
    await account.getByRole('button', { name: 'Apply for a business account' }).click();
    await account.getByRole('status', { name: 'Your application' }).filter({ hasText: 'Waiting for a decision' }).waitFor();
    await review(page, 'the pending application');

    const workspace = await shop.newPage(admin);
    await workspace.setViewportSize(viewport);
    await workspace.goto('/dashboard/business-applications?status=pending');
    const list = await onPage(workspace, 'Business applications');
    const card = list.getByRole('listitem', { name: companyName });
    await card.getByText('Three crews, two depots.').waitFor();
    await review(workspace, 'the pending applications');
    await card.getByRole('button', { name: `Approve ${companyName}` }).click();
    const dialog = workspace.getByRole('dialog', { name: `Approve ${companyName}?` });
    await dialog.getByText(`ivy-${tag}@garden.com`).waitFor();
    await review(workspace, 'the approval dialog');
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await workspace.getByText(`${companyName} is a company now`).waitFor();
    // Approved, it leaves the pending list.
    await card.waitFor({ state: 'detached' });

    expect(await companyAccessOf(shop.db, customer.id)).toMatchObject({ companyName, taxId: 'GB123456789', role: 'admin' });
    expect(await mailsTo(shop.db, `ivy-${tag}@garden.com`, 'business-application-approved')).toHaveLength(1);

    await page.reload();
    await (await onPage(page, 'Business account')).getByRole('status').filter({ hasText: `Your account buys for ${companyName} as Company admin.` }).waitFor();
    await review(page, 'the business account of a company admin');
  });

  it('the shop admin declines an application with a reason, which the applicant reads and may apply again', async () => {
    const customer = await createUser(shop.db, { name: `Rue ${tag}`, email: `rue-${tag}@garden.com` });
    const admin = await createUser(shop.db, { name: `Ada ${tag}`, role: 'admin' });
    const companyName = `Rue Nurseries ${tag}`;
    await callerFor(shop.db, customer).businessApplications.submit({ companyName });

    const workspace = await shop.newPage(admin);
    await workspace.setViewportSize(viewport);
    await workspace.goto('/dashboard/business-applications');
    const card = (await onPage(workspace, 'Business applications')).getByRole('listitem', { name: companyName });
    await card.getByRole('button', { name: `Decline ${companyName}` }).click();
    const dialog = workspace.getByRole('dialog', { name: `Decline ${companyName}?` });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByText('Please fill out this field').waitFor();
    await review(workspace, 'the decline dialog, reason missing');
    await dialog.getByLabel('Reason').fill('We could not find the company in the register.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Declined', { exact: true }).waitFor();

    const page = await shop.newPage(customer);
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/business-account');
    const account = await onPage(page, 'Business account');
    await account.getByText('Our reason: We could not find the company in the register.').waitFor();
    await account.getByRole('button', { name: 'Apply again' }).waitFor();
    await review(page, 'a declined application');
    expect(await mailsTo(shop.db, `rue-${tag}@garden.com`, 'business-application-declined')).toHaveLength(1);
  });

  it('an invitee with no account opens the mailed link, signs up with the invited address, comes back and accepts', async () => {
    const admin = await createUser(shop.db, { role: 'admin', name: `Ada ${tag}` });
    const company = await createCompanyWithLocation(shop.db, `Acme Landscaping ${tag}`);
    const email = `newcomer-${tag}@garden.com`;
    await callerFor(shop.db, admin).companyInvitations.sendForCompany({ id: company.id, email, role: 'buyer', locationIds: [company.locationId] });
    const [mail] = await mailsTo(shop.db, email, 'company-invitation');
    const link = mail!.textBody.match(/http\S+\/company-invitation\?token=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    expect(await invitationTokenFor(shop.db, email)).toBe(new URL(link!).searchParams.get('token'));

    const page = await shop.newPage();
    await page.setViewportSize(viewport);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const invitation = await onCard(page, 'Company invitation');
    await invitation.getByText(`invites you to buy with them on Toolyard as`).waitFor();
    await review(page, 'the invitation, signed out');
    await invitation.getByRole('link', { name: `Sign up with ${email}` }).click();

    const signUp = await onCard(page, 'Sign Up');
    expect(await signUp.getByLabel('Email').inputValue()).toBe(email);
    await review(page, 'the sign-up form, prefilled');
    await signUp.getByLabel('Name').fill(`Nell ${tag}`);
    await signUp.getByLabel('Password').fill('a long enough password');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    const back = await onCard(page, 'Company invitation');
    const accept = back.getByRole('button', { name: `Accept and join ${company.name}` });
    await accept.waitFor();
    await review(page, 'the invitation, signed in with the invited address');
    await accept.click();
    await page.getByText(`You joined ${company.name}`).waitFor();
    // Joining lands in the member's Company area.
    await onPage(page, 'My Company');

    const user = await shop.db.selectFrom('users').select(['id', 'emailVerifiedAt']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await companyAccessOf(shop.db, user.id)).toMatchObject({ companyId: company.id, role: 'buyer', locationIds: [company.locationId] });

    // The link was single use.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await (await onCard(page, 'Company invitation')).getByRole('alert').filter({ hasText: 'This invitation link is invalid, expired or already used' }).waitFor();
  });
});
