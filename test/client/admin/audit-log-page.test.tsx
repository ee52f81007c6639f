// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { validateAuditLogSearch } from '../../../src/client/app/audit-log-search';
import { auditDiff } from '../../../src/client/features/audit-log/audit-diff';
import { AuditLogPage } from '../../../src/client/features/audit-log/audit-log-page';
import type { AuditFilterValues } from '../../../src/client/features/audit-log/audit-filters';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const entry = {
  id: '12',
  actor: 'boss@garden.com',
  action: 'role.granted',
  target: 'basil@garden.com',
  before: { role: 'user' },
  after: { role: 'admin' },
  details: null,
  at: '2026-11-20T10:00:00.000Z',
};

describe('the audit log page', () => {
  it('shows who did what to whom with the change, asks for the URL filters as instants, and pages by cursor', async () => {
    const asked: unknown[] = [];
    const filters: AuditFilterValues = { actor: 'boss@garden.com', action: 'role.granted', from: '2026-11-01', to: '2026-11-30' };
    renderWithApp(<AuditLogPage filters={filters} onFiltersChange={() => {}} />, {
      api: {
        'audit.list': (input) => {
          asked.push(input);
          const cursor = (input as { cursor?: string }).cursor;
          return cursor ? { entries: [{ ...entry, id: '3', target: 'sage@garden.com' }], next: null } : { entries: [entry], next: '12' };
        },
      },
    });
    const row = (await screen.findByText('basil@garden.com')).closest('tr')!;
    expect(within(row).getByText('boss@garden.com')).toBeTruthy();
    expect(within(row).getByText('Admin granted')).toBeTruthy();
    expect(within(row).getByText('user').tagName).toBe('DEL');
    expect(within(row).getByText('admin').tagName).toBe('INS');

    expect(asked[0]).toMatchObject({
      actor: 'boss@garden.com',
      action: 'role.granted',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('sage@garden.com')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ cursor: '12' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull());
  });

  it('applies and clears filters through the URL, and shows a refused filter readably', async () => {
    const changes: AuditFilterValues[] = [];
    renderWithApp(<AuditLogPage filters={{ actor: 'not-an-email' }} onFiltersChange={(next) => changes.push(next)} />, {
      api: {
        'audit.list': () => {
          throw new Error('Enter a valid email');
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Enter a valid email');
    const user = userEvent.setup();
    const actor = screen.getByLabelText('Admin e-mail');
    await user.clear(actor);
    await user.type(actor, 'boss@garden.com');
    await user.selectOptions(screen.getByLabelText('Action'), 'Product deleted');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes).toEqual([{ actor: 'boss@garden.com', action: 'product.deleted', from: undefined, to: undefined }, {}]);
  });
});

describe('the audit log helpers', () => {
  it('keeps only well-shaped filters from the URL', () => {
    expect(validateAuditLogSearch({ actor: ' boss@garden.com ', action: 'role.granted', from: '2026-11-01', to: 'soon', extra: 'x' })).toEqual({
      actor: 'boss@garden.com',
      action: 'role.granted',
      from: '2026-11-01',
    });
    expect(validateAuditLogSearch({ actor: '', from: 5 })).toEqual({});
  });

  it('diffs before and after compactly', () => {
    expect(auditDiff({ role: 'user' }, { role: 'admin' })).toEqual([{ key: 'role', before: 'user', after: 'admin' }]);
    expect(auditDiff({ name: 'Spade', price: 12 }, { name: 'Spade', price: 10 })).toEqual([{ key: 'price', before: '12', after: '10' }]);
    expect(auditDiff(null, { name: 'Spade' })).toEqual([{ key: 'name', after: 'Spade' }]);
    expect(auditDiff({ name: 'Spade' }, null)).toEqual([{ key: 'name', before: 'Spade' }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('x'.repeat(200), undefined)[0]?.before).toHaveLength(80);
  });
});
