// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../../src/client/features/auth/forgot-password-page';
import { ResetPasswordPage } from '../../../src/client/features/auth/reset-password-page';
import { VerifyEmailPage } from '../../../src/client/features/auth/verify-email-page';
import { onAuthError } from '../../../src/client/lib/auth-errors';
import { createQueryClient } from '../../../src/client/lib/query-client';
import { INVALID_LINK, RESET_REQUESTED } from '../../../src/shared/schemas/account-links';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TOKEN = 'A'.repeat(43);
const invalidLink = () => {
  throw serverError(INVALID_LINK, 400, { token: [INVALID_LINK] });
};

describe('the forgot-password page', () => {
  it('checks the e-mail, shows it is sending, then gives the one confirmation', async () => {
    const sent: unknown[] = [];
    let answer: (value: unknown) => void = () => {};
    renderWithApp(<ForgotPasswordPage />, {
      api: { 'auth.forgotPassword': (input) => (sent.push(input), new Promise((resolve) => (answer = resolve))) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Email is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'Hazel@Garden.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'hazel@garden.com' }]));
    expect((screen.getByRole('button', { name: 'Send the link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Sending the link' })).toBeTruthy();

    answer({ success: true, message: RESET_REQUESTED });
    expect(await screen.findByText('If an account exists for that e-mail, we sent a link to reset the password. It is valid for 30 minutes.')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('shows a rate-limit refusal in its alert', async () => {
    renderWithApp(<ForgotPasswordPage />, {
      api: {
        'auth.forgotPassword': () => {
          throw serverError('Too many requests. Please try again in 15 minutes.', 429);
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'hazel@garden.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 15 minutes.');
  });
});

describe('the reset-password page', () => {
  it('wants at least 8 characters typed twice alike, then changes the password and points to sign-in', async () => {
    const success = vi.spyOn(toast, 'success');
    const sent: unknown[] = [];
    renderWithApp(<ResetPasswordPage token={TOKEN} />, { api: { 'auth.resetPassword': (input) => (sent.push(input), { success: true }), 'auth.me': () => ({ user: null }) } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.type(screen.getByLabelText('Confirm the new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'short-but-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password was changed. Sign in with the new password.')).toBeTruthy();
    expect(sent).toEqual([{ token: TOKEN, password: 'short-but-longer' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(success).toHaveBeenCalledWith('Password changed');
  });

  it('says a used or expired link is dead and links to ask again', async () => {
    renderWithApp(<ResetPasswordPage token={TOKEN} />, { api: { 'auth.resetPassword': invalidLink } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm the new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows a demo account's refusal on the form, without signing the visitor out", async () => {
    const signedOut = vi.fn();
    const stopListening = onAuthError(signedOut);
    const refusal = "The demo accounts' passwords cannot be changed: everyone shares them while the shop runs in demo mode";
    renderWithApp(<ResetPasswordPage token={TOKEN} />, {
      queryClient: createQueryClient(),
      api: {
        'auth.resetPassword': () => {
          throw serverError(refusal, 409);
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm the new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(signedOut).not.toHaveBeenCalled();
    stopListening();
  });

  it('says so at once for a link without a proper token', async () => {
    renderWithApp(<ResetPasswordPage token="cut-short" />);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});

describe('the verify-email page', () => {
  it('verifies the link once as it opens and says so', async () => {
    const sent: unknown[] = [];
    renderWithApp(<VerifyEmailPage token={TOKEN} />, { api: { 'auth.verifyEmail': (input) => (sent.push(input), { success: true }) } });
    expect(await screen.findByText('Thank you, your e-mail is confirmed.')).toBeTruthy();
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('shows that it is working while the server answers', async () => {
    renderWithApp(<VerifyEmailPage token={TOKEN} />, { api: { 'auth.verifyEmail': never } });
    expect(await screen.findByRole('status', { name: 'Confirming your e-mail' })).toBeTruthy();
  });

  it('says clearly when the link is dead, and where to get a new one', async () => {
    renderWithApp(<VerifyEmailPage token={TOKEN} />, { api: { 'auth.verifyEmail': invalidLink } });
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/dashboard');
  });
});
