// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialSignIn } from '../../../src/client/features/auth/social-sign-in';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe('social sign-in options', () => {
  it('says plainly when no provider is configured', async () => {
    renderWithApp(<SocialSignIn />, { api: { 'auth.providers': () => ({ providers: [] }) } });
    expect(await screen.findByText(/Social sign-in is not set up on this shop/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
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
    expect(screen.queryByText(/not set up/)).toBeNull();
  });
});
