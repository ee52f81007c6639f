// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickOrderPage } from '../../../src/client/features/cart/quick-order-page';
import { typedLines } from '../../../src/client/features/cart/quick-order-lines';
import { renderWithApp } from '../../helpers/render-client';
import { cartOf, gloves, lineOf, signedIn, signedOut, spade } from './cart-fixtures';

afterEach(cleanup);

describe('quick order', () => {
  it('reads lines as spreadsheets paste them: spaces, tabs or commas, blank lines skipped', () => {
    expect(typedLines('SP-100 3\n\nGL-12\t24\r\nrk-1, 5\nOOPS\nGL-12 two').map(({ row, sku, quantity, problem }) => ({ row, sku, quantity, problem }))).toEqual([
      { row: 1, sku: 'SP-100', quantity: 3, problem: null },
      { row: 3, sku: 'GL-12', quantity: 24, problem: null },
      { row: 4, sku: 'rk-1', quantity: 5, problem: null },
      { row: 5, sku: null, quantity: null, problem: 'Write the SKU, then the quantity' },
      { row: 6, sku: null, quantity: null, problem: 'Enter a number of units' },
    ]);
  });

  it('adds every line with one call and shows each line\'s result beside it, with the reason for each refused', async () => {
    const sent: unknown[] = [];
    renderWithApp(<QuickOrderPage />, {
      api: {
        'auth.me': signedIn,
        'catalogue.search': () => ({ items: [gloves], nextCursor: null }),
        'cart.quickAdd': (input) => {
          sent.push(input);
          return {
            results: [
              { sku: 'SP-100', quantity: 3, added: true, productId: spade._id, reason: null },
              { sku: 'NOPE-1', quantity: 5, added: false, productId: null, reason: 'No product has the SKU NOPE-1' },
              { sku: 'GL-12', quantity: 30, added: false, productId: gloves._id, reason: 'Sold in packs of 12: order 24 or 36' },
              { sku: 'GL-12', quantity: 12, added: true, productId: gloves._id, reason: null },
            ],
            cart: cartOf(lineOf(spade, 3), lineOf(gloves, 12)),
          };
        },
      },
    });
    const user = userEvent.setup();
    const lines = await screen.findByLabelText('Lines');
    await user.click(lines);
    await user.paste('SP-100\t3\nNOPE-1,5\nGL-12 30\n');

    // Search as you type: choosing a product adds its line with the smallest order.
    await user.type(screen.getByLabelText('Find a product'), 'glov');
    await user.click(await screen.findByRole('button', { name: /Add GL-12/ }));
    expect((lines as HTMLTextAreaElement).value).toBe('SP-100\t3\nNOPE-1,5\nGL-12 30\nGL-12 12\n');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const results = within(screen.getByRole('region', { name: 'Results' }));
    expect(await results.findByText(/^2 of 4 lines added: the others stay in the box to correct\./)).toBeTruthy();
    expect(sent).toEqual([
      {
        lines: [
          { sku: 'SP-100', quantity: 3 },
          { sku: 'NOPE-1', quantity: 5 },
          { sku: 'GL-12', quantity: 30 },
          { sku: 'GL-12', quantity: 12 },
        ],
      },
    ]);
    // The refused lines stay in the box, numbered as they are there now; the added ones leave it.
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SP-100\t3 Added',
      'Line 1: NOPE-1,5 No product has the SKU NOPE-1',
      'Line 2: GL-12 30 Sold in packs of 12: order 24 or 36',
      'GL-12 12 Added',
    ]);
    expect((lines as HTMLTextAreaElement).value).toBe('NOPE-1,5\nGL-12 30\n');
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-live')).toBe('polite');
  });

  it('sends only the corrected lines again: what was added once is never added twice', async () => {
    const sent: Array<{ lines: Array<{ sku: string; quantity: number }> }> = [];
    renderWithApp(<QuickOrderPage />, {
      api: {
        'auth.me': signedIn,
        'cart.quickAdd': (input) => {
          const { lines } = input as (typeof sent)[number];
          sent.push({ lines });
          return {
            results: lines.map((line) => (line.sku === 'GL-12' && line.quantity % 12 !== 0 ? { ...line, added: false, productId: gloves._id, reason: 'Sold in packs of 12: order 24 or 36' } : { ...line, added: true, productId: spade._id, reason: null })),
            cart: cartOf(lineOf(spade, 2)),
          };
        },
      },
    });
    const user = userEvent.setup();
    const lines = (await screen.findByLabelText('Lines')) as HTMLTextAreaElement;
    await user.click(lines);
    await user.paste('SP-100 2\nGL-12 25');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const results = within(screen.getByRole('region', { name: 'Results' }));
    expect(await results.findByText(/1 of 2 lines added/)).toBeTruthy();
    expect(lines.value).toBe('GL-12 25\n');

    await user.clear(lines);
    await user.type(lines, 'GL-12 24');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await results.findByText(/1 of 1 line added/)).toBeTruthy();
    expect(sent.map((call) => call.lines)).toEqual([
      [
        { sku: 'SP-100', quantity: 2 },
        { sku: 'GL-12', quantity: 25 },
      ],
      [{ sku: 'GL-12', quantity: 24 }],
    ]);
    expect(lines.value).toBe('');
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['GL-12 24 Added']);
  });

  it('marks the lines it cannot read and sends nothing until they are corrected', async () => {
    let calls = 0;
    renderWithApp(<QuickOrderPage />, { api: { 'auth.me': signedIn, 'cart.quickAdd': () => (calls++, null) } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lines'), 'SP-100 3{Enter}SP-100 -2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Correct the lines marked below');
    expect(within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem')[1]!.textContent).toBe('Line 2: SP-100 -2 Enter at least 1 unit');
    expect(calls).toBe(0);
  });

  it('asks a visitor to sign in first and brings them back', async () => {
    renderWithApp(<QuickOrderPage />, { api: { 'auth.me': signedOut } });
    const link = await screen.findByRole('link', { name: 'Sign in to order by SKU' });
    expect(link.getAttribute('href')).toBe('/signin?redirect=%2Fquick-order');
    expect(screen.queryByLabelText('Lines')).toBeNull();
  });
});
