// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/client/app/app';
import { createAppRouter } from '../../../src/client/app/router';
import { RouteError } from '../../../src/client/components/route-error';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The browser journey (test/browser/api-outage.test.ts) sees the same with the real server stopped.
describe('a page that fails to load', () => {
  it('says so in words inside the layout, header, navigation and footer kept, and Retry asks again', async () => {
    // The API unreachable: fetch rejects as browsers do when the network fails.
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    render(<App router={createAppRouter({ history: createMemoryHistory({ initialEntries: ['/dashboard/my-orders'] }) })} />);

    // auth.me (the dashboard's guard) is tried twice, a second apart, before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.getByRole('main').contains(alert)).toBe(true);
    expect(within(alert).getByRole('heading', { level: 1, name: "We couldn't load this page." })).toBeTruthy();
    expect(alert.textContent).toContain("We couldn't reach the shop. Check your connection and try again.");
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Failed to fetch|TRPCClientError|Something went wrong!/);

    const asked = fetch.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(asked));
  });

  it('offers to reload a page whose code did not download, without the browser\'s text', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/purchase-1a2b.js');
    renderWithApp(<RouteError error={failure} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We couldn't load this page.Part of this page didn't download. Reload the page to try again.Reload the page");
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
