// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CART_LINES_MAX } from '../../../src/shared/cart-limits';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QuickOrderPage } from '../../../src/client/features/cart/quick-order-page';
import { renderWithApp } from '../../helpers/render-client';
import { gloves, signedIn, signedOut } from './cart-fixtures';

afterEach(cleanup);

describe('quick order', () => {
  it('sends the whole text with one call and keeps only the lines not added in the box, each with why, numbered as they are there now', async () => {
    const sent: unknown[] = [];
    renderWithApp(<QuickOrderPage />, {
      api: {
        'auth.me': signedIn,
        'catalogue.search': () => ({ items: [gloves], nextCursor: null }),
        'cart.bulk': (input) => {
          sent.push(input);
          return {
            added: 2,
            problems: [
              { line: 3, sku: 'NOPE-1', message: 'No product has SKU NOPE-1' },
              { line: 4, sku: 'GL-12', message: 'Sold in packs of 12: order 24 or 36' },
            ],
          };
        },
      },
    });
    const user = userEvent.setup();
    const lines = await screen.findByLabelText('Lines');
    await user.click(lines);
    await user.paste('SKU\tQty\nSP-100\t3\nNOPE-1,5\nGL-12 30\n');

    // Search as you type: choosing a product adds its line with the smallest order.
    await user.type(screen.getByLabelText('Find a product'), 'glov');
    await user.click(await screen.findByRole('button', { name: /Add GL-12/ }));
    expect((lines as HTMLTextAreaElement).value).toBe('SKU\tQty\nSP-100\t3\nNOPE-1,5\nGL-12 30\nGL-12 12\n');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const results = within(screen.getByRole('region', { name: 'Results' }));
    expect(await results.findByText(/^2 of 4 lines added: the others stay in the box to correct\./)).toBeTruthy();
    expect(sent).toEqual([{ text: 'SKU\tQty\nSP-100\t3\nNOPE-1,5\nGL-12 30\nGL-12 12\n' }]);
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 1: NOPE-1,5 No product has SKU NOPE-1', 'Line 2: GL-12 30 Sold in packs of 12: order 24 or 36']);
    expect((lines as HTMLTextAreaElement).value).toBe('NOPE-1,5\nGL-12 30\n');
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-live')).toBe('polite');
  });

  it('reads a chosen CSV file into the box, to check and add', async () => {
    const sent: unknown[] = [];
    renderWithApp(<QuickOrderPage />, { api: { 'auth.me': signedIn, 'cart.bulk': (input) => (sent.push(input), { added: 1, problems: [] }) } });
    const user = userEvent.setup();
    const lines = (await screen.findByLabelText('Lines')) as HTMLTextAreaElement;
    await user.upload(screen.getByLabelText('Or choose a CSV file'), new File(['sku,quantity\r\nSP-100,4\r\n'], 'order.csv', { type: 'text/csv' }));
    // (A text box keeps its lines with line feeds alone.)
    await waitFor(() => expect(lines.value).toBe('sku,quantity\nSP-100,4\n'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(/^1 of 1 line added/)).toBeTruthy();
    expect(sent).toEqual([{ text: 'sku,quantity\r\nSP-100,4\r\n' }]);
    expect(lines.value).toBe('');
  });

  it(`sends nothing for an empty box or more than ${CART_LINES_MAX} lines`, async () => {
    let calls = 0;
    renderWithApp(<QuickOrderPage />, { api: { 'auth.me': signedIn, 'cart.bulk': () => (calls++, null) } });
    const user = userEvent.setup();
    await screen.findByLabelText('Lines');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one line');
    fireEvent.change(screen.getByLabelText('Lines'), { target: { value: 'SP-100 1\n'.repeat(CART_LINES_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Add at most ${CART_LINES_MAX} lines at once`));
    expect(calls).toBe(0);
  });

  it('asks a visitor to sign in first and brings them back', async () => {
    renderWithApp(<QuickOrderPage />, { api: { 'auth.me': signedOut } });
    const link = await screen.findByRole('link', { name: 'Sign in to order by SKU' });
    expect(link.getAttribute('href')).toBe('/signin?redirect=%2Fquick-order');
    expect(screen.queryByLabelText('Lines')).toBeNull();
  });
});
