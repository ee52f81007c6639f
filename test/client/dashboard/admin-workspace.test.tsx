// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminWorkspace, COLLAPSED_KEY } from '../../../src/client/app/dashboard/admin-workspace';
import { renderWithApp } from '../../helpers/render-client';

const admin = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'ada@garden.com', name: 'Ada Admin', role: 'admin' as const };
const api = { 'auth.me': () => ({ user: admin }) };

/** A window as wide as a laptop's, or a phone's (the workspace asks through matchMedia). */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** The workspace at any /dashboard path (its Outlet empty), so it stays on screen as the search navigates. */
function renderWorkspace() {
  return renderWithApp(null, {
    api,
    path: '/dashboard/overview',
    routes: (root) => [createRoute({ getParentRoute: () => root, path: '/dashboard/$', component: () => <AdminWorkspace user={admin} /> })],
  });
}

const sidebar = () => screen.queryByRole('navigation', { name: 'Dashboard' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin workspace', () => {
  it('shows the top bar and the admin menu, admin pages first, and hides the menu until it is asked for again, after a reload too', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    renderWorkspace();
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const entries = within(menu).getAllByRole('link').map((link) => link.textContent);
    expect(entries[0]).toBe('Overview');
    expect(entries.at(-1)).toBe('My Profile');
    expect(screen.getByRole('link', { name: 'Toolyard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide menu' }));
    expect(sidebar()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem(COLLAPSED_KEY)).toBe('true');

    cleanup();
    renderWorkspace();
    await screen.findByRole('button', { name: 'Show menu' });
    expect(sidebar()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show menu' }));
    expect(sidebar()).not.toBeNull();
    expect(localStorage.getItem(COLLAPSED_KEY)).toBe('false');
  });

  it('on a phone, opens the menu over the page with its first entry focused, and Escape closes it back onto the button', async () => {
    screenWidth(true);
    localStorage.setItem(COLLAPSED_KEY, 'false');
    const user = userEvent.setup();
    renderWorkspace();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(sidebar()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Overview' })));

    await user.keyboard('{Escape}');
    expect(sidebar()).toBeNull();
    expect(document.activeElement).toBe(button);
    // The phone's menu is not the laptop's choice: nothing stored.
    expect(localStorage.getItem(COLLAPSED_KEY)).toBe('false');
  });

  it('searches by shape: an order number opens that order, other words the customers, and offers the orders and products too', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    const found = { _id: '0b5f6a3e-0c1d-4a55-8f0e-3b1c2d4e5f60', number: 'TY-10482' };
    const asked: unknown[] = [];
    const { router } = renderWithApp(null, {
      api: {
        ...api,
        'adminOrders.page': (input) => {
          asked.push(input);
          return { orders: (input as { customer?: string }).customer === 'TY-10482' ? [{ _id: 'another', number: 'TY-999' }, found] : [], nextCursor: null };
        },
      },
      path: '/dashboard/overview',
      routes: (root) => [createRoute({ getParentRoute: () => root, path: '/dashboard/$', component: () => <AdminWorkspace user={admin} /> })],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search orders, customers and products' });

    await user.type(box, 'ty-10482{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe(`/dashboard/orders/${found._id}`));
    expect(asked).toEqual([expect.objectContaining({ customer: 'TY-10482' })]);
    expect((box as HTMLInputElement).value).toBe('');

    // A number no order has: the orders list, searched as typed (digits alone may be a PO).
    await user.type(box, '4500012345{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/manage-all-orders?customer=4500012345'));

    await user.type(box, 'Nadia Rahman');
    const places = screen.getByRole('list', { name: 'Search in' });
    expect(within(places).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Customers matching “Nadia Rahman”', '/dashboard/customers?q=Nadia+Rahman'],
      ['Orders matching “Nadia Rahman”', '/dashboard/manage-all-orders?customer=Nadia+Rahman'],
      ['Products matching “Nadia Rahman”', '/dashboard/manage-products?q=Nadia+Rahman'],
    ]);
    await user.click(within(places).getByRole('link', { name: 'Products matching “Nadia Rahman”' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-products'));

    await user.type(box, 'nadia@example.com{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/customers?q=nadia%40example.com'));
  });
});
