// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MakeAdminPage } from '../../../src/client/features/admin-users/make-admin-page';
import type { User } from '../../../src/shared/schemas/user';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const me = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'boss@garden.com', name: 'Boss', role: 'admin' as const };

function userOf(name: string, email: string, role: User['role'], n: number): User {
  return {
    _id: `6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e${String(n).padStart(2, '0')}`,
    name,
    email,
    role,
    phone: null,
    address: null,
    socialUrl: null,
    emailVerified: true,
    education: { instituteName: null, degree: null, passingYear: null },
  };
}

/** A fake server with two other users whose roles the page can change. */
function fakeRoles() {
  const users = [userOf('Basil', 'basil@garden.com', 'user', 1), userOf('Sage', 'sage@garden.com', 'admin', 2)];
  const calls: Array<[string, unknown]> = [];
  const change = (kind: string, role: User['role']) => (input: unknown) => {
    calls.push([kind, input]);
    const target = users.find((user) => user.email === (input as { email: string }).email)!;
    if (target.role === role) return { modifiedCount: 0 };
    target.role = role;
    return { modifiedCount: 1 };
  };
  const api = {
    'auth.me': () => ({ user: me }),
    'roles.usersPage': (input: unknown) => {
      const search = (input as { search?: string }).search?.toLowerCase() ?? '';
      return { users: users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search)).map((user) => ({ ...user })), next: null };
    },
    'roles.makeAdmin': change('makeAdmin', 'admin'),
    'roles.removeAdmin': change('removeAdmin', 'user'),
  };
  return { api, calls };
}

describe('the make-admin page', () => {
  it('offers Make Admin to customers and Remove Admin to admins, sending my own e-mail as the acting admin', async () => {
    const { api, calls } = fakeRoles();
    const success = vi.spyOn(toast, 'success');
    renderWithApp(<MakeAdminPage />, { api });
    const user = userEvent.setup();

    const basilRow = (await screen.findByText('basil@garden.com')).closest('tr')!;
    expect(within(screen.getByText('sage@garden.com').closest('tr')!).getByRole('button', { name: 'Remove admin rights from Sage' })).toBeTruthy();
    await user.click(within(basilRow).getByRole('button', { name: 'Make Admin: Basil' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Make Basil (basil@garden.com) an admin?' })).getByRole('button', { name: 'Yes, make admin' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Made Admin successfully'));
    expect(calls).toEqual([['makeAdmin', { adminEmail: me.email, email: 'basil@garden.com' }]]);
    expect(await within(basilRow).findByRole('button', { name: 'Remove admin rights from Basil' })).toBeTruthy();
  });

  it('asks before removing an admin and says so with an info toast', async () => {
    const { api, calls } = fakeRoles();
    const info = vi.spyOn(toast, 'info');
    renderWithApp(<MakeAdminPage />, { api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove admin rights from Sage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights from Sage (sage@garden.com)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep as admin' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove admin rights from Sage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove admin' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Removed Admin successfully'));
    expect(calls).toEqual([['removeAdmin', { adminEmail: me.email, email: 'sage@garden.com' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("searches, and shows the server's message when a change is refused", async () => {
    const { api } = fakeRoles();
    renderWithApp(<MakeAdminPage />, {
      api: {
        ...api,
        'roles.makeAdmin': () => {
          throw new Error('You are no longer an admin');
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search users' }), 'BAS');
    await waitFor(() => expect(screen.queryByText('sage@garden.com')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Make Admin: Basil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make admin' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are no longer an admin');
    await user.click(within(dialog).getByRole('button', { name: 'Keep as customer' }));

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No user matches “nobody”.')).toBeTruthy();
  });
});
