// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutPage } from '../../../src/client/features/about/about-page';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const tiles = 'https://tile.example.com/{z}/{x}/{y}.png';

describe('the About page', () => {
  it("shows the demo admin's e-mail and password in demo mode", async () => {
    renderWithApp(<AboutPage />, {
      api: { 'site.config': () => ({ demoMode: true, demoAdmin: { email: 'demo.admin@example.com', password: 'secret-demo' }, mapTileUrl: tiles }) },
    });
    expect(await screen.findByRole('heading', { name: 'Try the admin pages' })).toBeTruthy();
    expect(screen.getByText('demo.admin@example.com')).toBeTruthy();
    expect(screen.getByText('secret-demo')).toBeTruthy();
  });

  it('shows no credentials outside demo mode', async () => {
    const { container } = renderWithApp(<AboutPage />, { api: { 'site.config': () => ({ demoMode: false, demoAdmin: null, mapTileUrl: tiles }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'What Toolyard is' })).toBeTruthy();
    await screen.findByText(/Toolyard is the storefront/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Try the admin pages' })).toBeNull();
    expect(container.textContent).not.toMatch(/password/i);
  });
});
