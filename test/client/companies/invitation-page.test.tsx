// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvitationPage } from '../../../src/client/features/companies/invitation-page';
import { INVITATION_INVALID_MESSAGE } from '../../../src/shared/schemas/company';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const TOKEN = 'a'.repeat(43);
const preview = () => ({ companyName: 'Acme Landscaping', role: 'buyer', email: 'nell@garden.com' });
const signedInAs = (email: string | null) => () => ({ user: email ? { id: '11111111-1111-4111-8111-111111111111', email, name: 'Someone', role: 'user' } : null });

describe('the company invitation page', () => {
  it('signed out: the company and role, then sign in or sign up with the invited address, both coming back', async () => {
    renderWithApp(<InvitationPage token={TOKEN} />, { api: { 'companyInvitations.preview': preview, 'auth.me': signedInAs(null) } });
    const signUp = await screen.findByRole('link', { name: 'Sign up with nell@garden.com' });
    expect(screen.getByText('Acme Landscaping')).toBeTruthy();
    const back = encodeURIComponent(`/company-invitation?token=${TOKEN}`);
    expect(signUp.getAttribute('href')).toBe(`/signup?email=nell%40garden.com&redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(`/signin?redirect=${back}`);
  });

  it('signed in with the invited address: Accept; with another: says so and offers to sign out, no Accept', async () => {
    renderWithApp(<InvitationPage token={TOKEN} />, { api: { 'companyInvitations.preview': preview, 'auth.me': signedInAs('nell@garden.com') } });
    expect(await screen.findByRole('button', { name: 'Accept and join Acme Landscaping' })).toBeTruthy();
    cleanup();

    renderWithApp(<InvitationPage token={TOKEN} />, { api: { 'companyInvitations.preview': preview, 'auth.me': signedInAs('other@garden.com') } });
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('You are signed in as other@garden.com');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('a malformed link asks the server nothing; a dead one shows the server’s words', async () => {
    renderWithApp(<InvitationPage token="short" />, { api: {} });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_INVALID_MESSAGE);
    cleanup();
    renderWithApp(<InvitationPage token={TOKEN} />, {
      api: {
        'companyInvitations.preview': () => {
          throw new Error(INVITATION_INVALID_MESSAGE);
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_INVALID_MESSAGE);
  });
});
