// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../../src/client/components/site-footer';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the footer', () => {
  it('shows the copyright with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderWithApp(<SiteFooter />);
    expect(await screen.findByText('© 2031 Toolyard. All rights reserved.')).toBeTruthy();
  });

  it('shows app-download and payment images and placeholder social links', async () => {
    renderWithApp(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Toolyard for iPhone' })).toBeTruthy();
    expect(within(footer).getByRole('img', { name: 'Toolyard for Android' })).toBeTruthy();
    expect(within(footer).getByRole('img', { name: 'Visa, Mastercard and American Express' })).toBeTruthy();
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'X']) {
      expect(within(footer).getByRole('link', { name: `${network} (placeholder link)` }).getAttribute('href')).toBe('#');
    }
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});
