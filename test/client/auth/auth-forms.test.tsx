// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInForm } from '../../../src/client/features/auth/sign-in-form';
import { SignUpForm } from '../../../src/client/features/auth/sign-up-form';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const noProviders = () => ({ providers: [] });

describe('the sign-in form', () => {
  it("shows the server's refusal in its alert, and takes the focus to the first invalid field", async () => {
    const sent: unknown[] = [];
    renderWithApp(<SignInForm />, {
      api: {
        'auth.providers': noProviders,
        'auth.signIn': (input) => {
          sent.push(input);
          throw serverError('Wrong email or password', 401);
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'Hazel@Garden.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(sent).toEqual([{ email: 'hazel@garden.com', password: 'wrong-password' }]);
  });

  it('says why a social sign-in failed', async () => {
    renderWithApp(<SignInForm oauthError="oauth-cancelled" />, { api: { 'auth.providers': noProviders } });
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in was cancelled at the provider.');
  });
});

describe('the sign-up form', () => {
  it('puts a server message about the e-mail under the e-mail field', async () => {
    renderWithApp(<SignUpForm />, {
      api: {
        'auth.signUp': () => {
          throw serverError('Enter a valid email', 400, { email: ['Enter a valid email'] });
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Juniper');
    await user.type(screen.getByLabelText('Email'), 'juniper@garden.com');
    await user.type(screen.getByLabelText('Password'), 'evergreen-shrub');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email').id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
