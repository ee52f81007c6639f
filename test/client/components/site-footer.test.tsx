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

  it('shows the payment image, no app badges, and no social links while none is set', async () => {
    renderWithApp(<SiteFooter />, { api: { 'site.config': () => siteConfig([]) } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Visa, Mastercard and American Express' })).toBeTruthy();
    expect(within(footer).getAllByRole('img')).toHaveLength(1);
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    await screen.findByText('© ' + new Date().getFullYear() + ' Toolyard. All rights reserved.');
    expect(footer.textContent).not.toMatch(/coming soon|placeholder|Follow us|mobile apps/i);
  });

  it('links to the social accounts the server names, in its order', async () => {
    renderWithApp(<SiteFooter />, {
      api: {
        'site.config': () =>
          siteConfig([
            { network: 'instagram', url: 'https://instagram.com/toolyard' },
            { network: 'x', url: 'https://x.com/toolyard' },
          ]),
      },
    });
    const footer = await screen.findByRole('contentinfo');
    const instagram = await within(footer).findByRole('link', { name: 'Toolyard on Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/toolyard');
    expect(within(footer).getByRole('link', { name: 'Toolyard on X' }).getAttribute('href')).toBe('https://x.com/toolyard');
    expect(within(footer).queryByRole('link', { name: /Facebook|YouTube/ })).toBeNull();
    expect(within(footer).getByText('Follow us')).toBeTruthy();
  });
});

function siteConfig(socialLinks: Array<{ network: string; url: string }>) {
  return { demoMode: false, demoAdmin: null, mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', socialLinks };
}
