// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { validateAuditLogSearch } from '../../../src/client/app/search/audit-log-search';
import { auditDiff } from '../../../src/client/features/audit-log/audit-diff';
import { AuditLogPage } from '../../../src/client/features/audit-log/audit-log-page';
import type { AuditFilterValues } from '../../../src/client/features/audit-log/audit-filters';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const ORDER_ID = '7d4a2f7e-1c1b-4f7a-9d3e-2a1b3c4d5e6f';
const PRODUCT_ID = '0b9c1c1e-5f5e-4e0a-8a8a-1b2c3d4e5f60';
const AT = '2026-11-20T10:00:00.000Z';
const SPADES = '5b1d8f3e-0d1c-4b7a-9a3e-2a1b3c4d5e6f';
const HOES = '6c2e9a4f-1e2d-4c8b-8b4f-3b2c4d5e6f70';

const entry = {
  id: '12',
  actor: 'boss@garden.com',
  actorName: 'Beatrix Boss',
  action: 'role.granted',
  target: 'basil@garden.com',
  targetLabel: 'Basil Grower',
  targetUserId: 'u-basil',
  before: { role: 'user' },
  after: { role: 'admin' },
  details: null,
  categoryNames: {},
  at: AT,
};
const shipped = {
  ...entry,
  id: '11',
  action: 'order.shipped',
  target: ORDER_ID,
  targetLabel: 'TY-10482',
  targetUserId: null,
  before: { status: 'processing', shippedAt: null, carrier: null },
  after: { status: 'shipped', shippedAt: AT, carrier: 'DHL' },
};
const repriced = {
  ...entry,
  id: '10',
  actor: null,
  actorName: null,
  action: 'product.updated',
  target: PRODUCT_ID,
  targetLabel: 'Border Spade',
  targetUserId: null,
  before: { _id: PRODUCT_ID, name: 'Border Spade', price: 12, packSize: 1, categoryId: SPADES },
  after: { _id: PRODUCT_ID, name: 'Border Spade', price: 10.5, packSize: 1, categoryId: HOES },
  categoryNames: { [SPADES]: 'Spades', [HOES]: 'Hoes' },
};

const rowOf = async (text: string) => (await screen.findByText(text, { selector: 'td span, th span' })).closest('tr')!;
const lines = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent);

describe('the audit log page', () => {
  it('says who did what to whom and when in words, linked, with the change field by field', async () => {
    renderWithApp(<AuditLogPage filters={{}} onFiltersChange={() => {}} />, { api: { 'audit.list': () => ({ entries: [entry, shipped, repriced], next: null }) } });

    const granted = await rowOf('Admin granted');
    expect(within(granted).getByText('Beatrix Boss')).toBeTruthy();
    expect(within(granted).getByText('boss@garden.com')).toBeTruthy();
    expect(within(granted).getByRole('link', { name: /Basil Grower/ }).getAttribute('href')).toBe('/dashboard/customers/u-basil');
    expect(lines(granted)).toEqual(['Role: customer →  became admin']);
    const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));
    expect(within(granted).getByText(local).getAttribute('datetime')).toBe(AT);

    const ship = await rowOf('Order shipped');
    expect(within(ship).getByRole('link', { name: 'Order TY-10482' }).getAttribute('href')).toBe(`/dashboard/orders/${ORDER_ID}`);
    expect(lines(ship)).toEqual(['Status: processing →  became shipped', `Shipped at: none →  became ${local}`, 'Carrier: none →  became DHL']);

    const product = await rowOf('Product updated');
    expect(within(product).getByText('The server')).toBeTruthy();
    expect(within(product).getByRole('link', { name: 'Border Spade' }).getAttribute('href')).toBe('/dashboard/manage-products?q=Border+Spade');
    expect(lines(product)).toEqual(['Price: $12.00 →  became $10.50', 'Category: Spades →  became Hoes']);
    expect(screen.queryByText(/null|[0-9a-f]{8}-[0-9a-f]{4}/)).toBeNull();
  });

  it('asks for the URL filters as instants, and pages by cursor both ways', async () => {
    const asked: Array<{ cursor?: string; limit?: number }> = [];
    const filters: AuditFilterValues = { actor: 'boss@garden.com', action: 'role.granted', from: '2026-11-01', to: '2026-11-30' };
    renderWithApp(<AuditLogPage filters={filters} onFiltersChange={() => {}} />, {
      api: {
        'audit.list': (input) => {
          const { cursor } = input as { cursor?: string };
          asked.push(input as { cursor?: string });
          return cursor ? { entries: [{ ...entry, id: '3', targetLabel: 'Sage Grower' }], next: null } : { entries: [entry], next: '12' };
        },
      },
    });
    expect(await screen.findByText('Basil Grower')).toBeTruthy();
    expect(asked[0]).toMatchObject({ actor: 'boss@garden.com', action: 'role.granted', from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 11, 1).toISOString(), limit: 50 });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Sage Grower')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ cursor: '12' });
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Basil Grower')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    renderWithApp(<AuditLogPage filters={{ action: 'order.refunded' }} onFiltersChange={() => {}} />, { api: { 'audit.list': () => ({ entries: [], next: null }) } });
    expect(await screen.findByText('No admin actions match these filters.')).toBeTruthy();
  });

  it('names a target that is gone, and a user no longer there by e-mail, without links', async () => {
    const gone = [
      { ...shipped, id: '2', targetLabel: null },
      { ...entry, id: '1', targetLabel: null, targetUserId: null, target: 'gone@garden.com' },
    ];
    renderWithApp(<AuditLogPage filters={{}} onFiltersChange={() => {}} />, { api: { 'audit.list': () => ({ entries: gone, next: null }) } });
    expect(await screen.findByText('An order no longer listed')).toBeTruthy();
    expect(screen.getByText('gone@garden.com').closest('a')).toBeNull();
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
    await waitFor(() => expect(changes).toEqual([{ actor: 'boss@garden.com', action: 'product.deleted' }, {}]));
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

  it('diffs before and after in words: labels, money, yes/no, none, ids left out', () => {
    expect(auditDiff({ role: 'user' }, { role: 'admin' })).toEqual([{ key: 'role', field: 'Role', before: 'customer', after: 'admin' }]);
    expect(auditDiff({ _id: 'a', name: 'Spade', price: 12 }, { _id: 'b', name: 'Spade', price: 10 })).toEqual([{ key: 'price', field: 'Price', before: '$12.00', after: '$10.00' }]);
    expect(auditDiff(null, { packSize: 6, isPaid: false, refundedCents: 1250 })).toEqual([
      { key: 'packSize', field: 'Pack size', after: '6' },
      { key: 'isPaid', field: 'Paid', after: 'no' },
      { key: 'refundedCents', field: 'Refunded', after: '$12.50' },
    ]);
    expect(auditDiff({ refundedCents: 0 }, { refundedCents: 11900 })).toEqual([{ key: 'refundedCents', field: 'Refunded', before: '$0.00', after: '$119.00' }]);
    expect(auditDiff({ priceTiers: [] }, { priceTiers: [{ minQuantity: 10, price: 9.5 }] })).toEqual([{ key: 'priceTiers', field: 'Volume prices', before: 'none', after: '10+ at $9.50' }]);
    expect(auditDiff({ trackingNumber: 'X1' }, null)).toEqual([{ key: 'trackingNumber', field: 'Tracking number', before: 'X1' }]);
    expect(auditDiff({ parentId: null }, { parentId: SPADES }, { [SPADES]: 'Spades' })).toEqual([{ key: 'parentId', field: 'Parent category', before: 'none', after: 'Spades' }]);
    expect(auditDiff({ categoryId: SPADES }, { categoryId: HOES }, { [HOES]: 'Hoes' })).toEqual([{ key: 'categoryId', field: 'Category', before: 'a deleted category', after: 'Hoes' }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('x'.repeat(200), undefined)[0]?.before).toHaveLength(80);
  });
});
