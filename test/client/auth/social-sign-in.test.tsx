// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialSignIn } from '../../../src/client/features/auth/social-sign-in';
import { SignInForm } from '../../../src/client/features/auth/sign-in-form';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe('social sign-in options', () => {
  it('leave the sign-in page to e-mail and password when no provider is configured, saying nothing about it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = renderWithApp(<SignInForm />, { api: { 'auth.providers': () => ({ providers: [] }) }, queryClient });
    await screen.findByRole('heading', { name: 'Sign In' });
    // Once the server has answered that none is enabled:
    const providersQuery = () => queryClient.getQueryCache().findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes('providers') })[0];
    await waitFor(() => expect(providersQuery()?.state.status).toBe('success'));
    expect(screen.queryByRole('list', { name: 'Social sign-in' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
    expect(container.textContent).not.toMatch(/social|not set up/i);
  });

  it('offers one button per enabled provider, carrying the page to return to', async () => {
    renderWithApp(<SocialSignIn redirect="/dashboard" />, {
      api: {
        'auth.providers': () => ({
          providers: [
            { id: 'google', name: 'Google', url: '/auth/google' },
            { id: 'github', name: 'GitHub', url: '/auth/github' },
          ],
        }),
      },
    });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/auth/google?redirect=%2Fdashboard');
    expect(screen.getByRole('link', { name: 'Continue with GitHub' }).getAttribute('href')).toBe('/auth/github?redirect=%2Fdashboard');
  });
});
