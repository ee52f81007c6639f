// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InviteMemberDialog } from '../../../src/client/features/companies/invite-member-dialog';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const COMPANY = '11111111-1111-4111-8111-111111111111';
const DEPOT = '22222222-2222-4222-8222-222222222222';
const YARD = '33333333-3333-4333-8333-333333333333';
const locations = [
  { id: DEPOT, name: 'Depot' },
  { id: YARD, name: 'Yard' },
];
const sent = (input: unknown) => ({ id: '44444444-4444-4444-8444-444444444444', email: 'crew@garden.com', role: 'buyer', locationIds: [], expiresAt: '2026-12-04T09:00:00.000Z', ...(input as object) });

describe('InviteMemberDialog', () => {
  it('a shop admin invites a buyer to the company by id, for the locations ticked', async () => {
    const asked: unknown[] = [];
    renderWithApp(<InviteMemberDialog target={{ companyId: COMPANY }} locations={locations} />, {
      api: { 'companyInvitations.sendForCompany': (input) => (asked.push(input), sent(input)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'Crew@Garden.com');
    await userEvent.click(within(dialog).getByLabelText('Yard'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(asked).toEqual([{ id: COMPANY, email: 'crew@garden.com', role: 'buyer', locationIds: [YARD] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a company admin invites another admin to their own company: no locations asked or sent', async () => {
    const asked: unknown[] = [];
    renderWithApp(<InviteMemberDialog target="my-company" locations={locations} />, {
      api: { 'companyInvitations.sendForMyCompany': (input) => (asked.push(input), sent(input)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'boss@garden.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    expect(within(dialog).queryByLabelText('Depot')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(asked).toEqual([{ email: 'boss@garden.com', role: 'admin', locationIds: [] }]));
  });

  it('shows the server’s refusal and stays open', async () => {
    renderWithApp(<InviteMemberDialog target="my-company" locations={[]} />, {
      api: {
        'companyInvitations.sendForMyCompany': () => {
          throw new Error('This account is already in a company');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'taken@garden.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This account is already in a company')).toBeTruthy();
  });
});
