// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleAction } from '../../../src/client/features/admin-users/role-action';
import { onAuthError } from '../../../src/client/lib/auth-errors';
import { createQueryClient } from '../../../src/client/lib/query-client';
import type { User } from '../../../src/shared/schemas/user';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const DEMO_ADMIN_ROLES_MESSAGE = "A demo login can change only the demo accounts' roles, never a real account's";

const me = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'boss@garden.com', name: 'Boss', role: 'admin' as const };
const nadia: User = {
  _id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e01',
  name: 'Nadia Rahman',
  email: 'nadia@example.com',
  role: 'user',
  phone: null,
  address: null,
  socialUrl: null,
  emailVerified: true,
  education: { instituteName: null, degree: null, passingYear: null },
};

function fakeApi() {
  const calls: Array<[string, unknown]> = [];
  const api = {
    'auth.me': () => ({ user: me }),
    'roles.usersPage': () => ({ users: [], next: null }),
    'roles.makeAdmin': (input: unknown) => (calls.push(['makeAdmin', input]), { modifiedCount: 1 }),
    'roles.removeAdmin': (input: unknown) => (calls.push(['removeAdmin', input]), { modifiedCount: 1 }),
  };
  return { api, calls };
}

describe('a role change', () => {
  it('asks before making someone an admin, naming them, and grants nothing when kept', async () => {
    const { api, calls } = fakeApi();
    renderWithApp(<RoleAction user={nadia} />, { api });
    const user = userEvent.setup();

    const trigger = await screen.findByRole('button', { name: 'Make Admin: Nadia Rahman' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Make Nadia Rahman (nadia@example.com) an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep as customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, make admin' }));
    await waitFor(() => expect(calls).toEqual([['makeAdmin', { adminEmail: me.email, email: 'nadia@example.com' }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before removing an admin, naming them', async () => {
    const { api, calls } = fakeApi();
    renderWithApp(<RoleAction user={{ ...nadia, role: 'admin' }} />, { api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove admin rights from Nadia Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights from Nadia Rahman (nadia@example.com)?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove admin' }));
    await waitFor(() => expect(calls).toEqual([['removeAdmin', { adminEmail: me.email, email: 'nadia@example.com' }]]));
  });

  it("shows the server's refusal of a business rule (a demo login on a real account, 409) in the dialog, and keeps the admin signed in", async () => {
    const signedOut = vi.fn();
    const stopListening = onAuthError(signedOut);
    const { api } = fakeApi();
    renderWithApp(<RoleAction user={nadia} />, {
      queryClient: createQueryClient(),
      api: {
        ...api,
        'roles.makeAdmin': () => {
          throw serverError(DEMO_ADMIN_ROLES_MESSAGE, 409);
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make Admin: Nadia Rahman' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, make admin' }));

    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(DEMO_ADMIN_ROLES_MESSAGE);
    expect(signedOut).not.toHaveBeenCalled();
    stopListening();
  });
});
