// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutRoute } from '../../../src/client/app/routes/checkout';
import { CartPage } from '../../../src/client/features/cart/cart-page';
import { QuickOrderPage } from '../../../src/client/features/cart/quick-order-page';
import { CONTRACT_PRICE_LABEL } from '../../../src/shared/words/contract-price-label';
import type { Cart } from '../../../src/shared/schemas/cart';
import { renderWithApp } from '../../helpers/render-client';
import { acme2027, cartOf, contractLineOf, gloves, lineOf, signedIn, spade } from './cart-fixtures';

afterEach(cleanup);

// A member's gloves by "Acme 2027": $11.00 a unit from 12, $10.00 from 24 (the product's own $12.90, $11.50 at 24).
const theirGloves = { price: 11, priceTiers: [{ minQuantity: 24, price: 10 }] };
// A member's spade above its list price ($36.00 against $34.99): theirs, with nothing struck.
const theirSpade = { price: 36, priceTiers: [] };

const memberCart = () => cartOf(contractLineOf(gloves, 24, theirGloves), contractLineOf(spade, 3, theirSpade), lineOf({ ...spade, _id: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000002', sku: 'RK-200', name: 'Leaf Rake', price: 18.99 }, 2));

async function cartPage(cart: () => Cart) {
  renderWithApp(<CartPage />, { api: { 'auth.me': signedIn, 'cart.get': cart } });
  await screen.findByRole('table', { name: 'Lines in your cart' });
  return (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
}

describe("a member's cart lines", () => {
  it('say "Contract price" with the list\'s name, the tier in force, and strike the list price only when it is higher', async () => {
    const row = await cartPage(memberCart);
    const glovesPrice = row('Nitrile Gloves').getByText('$10.00', { exact: false }).closest('td')!;
    expect(glovesPrice.textContent).toBe('$10.00List price $11.50 Contract price · Acme 2027, 24+ price');
    expect(glovesPrice.querySelector('s')?.textContent).toBe('List price $11.50');
    expect(row('Nitrile Gloves').getByText('$240.00')).toBeTruthy();

    const spadePrice = row('Border Spade').getByText('$36.00', { exact: false }).closest('td')!;
    expect(spadePrice.textContent).toBe('$36.00 Contract price · Acme 2027');
    expect(spadePrice.querySelector('s, del')).toBeNull();

    // A line no list prices reads as before.
    const rakePrice = row('Leaf Rake').getByText('$18.99', { exact: false }).closest('td')!;
    expect(rakePrice.textContent).toBe('$18.99 Base price');
    expect(rakePrice.querySelector('s, del')).toBeNull();
    // The total is the lines' in the same form: $240.00 + $108.00 + $37.98.
    expect(screen.getByText('$385.98', { exact: false })).toBeTruthy();
  });

  it('strike nothing when the list price equals the contract price', async () => {
    const row = await cartPage(() => cartOf(contractLineOf(gloves, 12, { price: 12.9, priceTiers: [] })));
    const price = row('Nitrile Gloves').getAllByText('$12.90', { exact: false })[0]!.closest('td')!;
    expect(price.textContent).toBe('$12.90 Contract price · Acme 2027');
    expect(price.querySelector('s, del')).toBeNull();
  });
});

describe("checkout's summary of a member's lines", () => {
  it('names the contract price and its list, strikes the higher list price, and leaves other lines as they were', async () => {
    renderWithApp(null, {
      path: '/checkout',
      routes: (root) => [createRoute({ getParentRoute: () => root, path: '/checkout', component: CheckoutRoute })],
      api: {
        'auth.me': signedIn,
        'users.me': () => null,
        'cart.get': memberCart,
        'cart.quote': () => ({ goods: 385.98, shipping: 0, tax: [], total: 385.98, methods: [], shippingMethodId: null, taxNote: null }),
        'addresses.list': () => [],
        'companyCheckout.locations': () => null,
      },
    });
    const summary = await screen.findByRole('table', { name: 'Your order' });
    const line = (name: string) => within(summary).getByRole('rowheader', { name: new RegExp(name) });
    expect(line('Nitrile Gloves').textContent).toBe('Nitrile Gloves GL-12 at $10.00 a unitList price $11.50Contract price · Acme 2027, 24+ price');
    expect(line('Nitrile Gloves').querySelector('s')?.textContent).toBe('List price $11.50');
    expect(line('Border Spade').textContent).toBe('Border Spade SP-100 at $36.00 a unitContract price · Acme 2027');
    expect(line('Border Spade').querySelector('s, del')).toBeNull();
    expect(line('Leaf Rake').textContent).toBe('Leaf Rake RK-200 at $18.99 a unit');
    expect(within(summary).getByText('$385.98')).toBeTruthy();
  });
});

describe("quick order's product finder", () => {
  it('says a found product is at the member\'s contract price, and nothing more for one without a list', async () => {
    renderWithApp(<QuickOrderPage />, {
      api: {
        'auth.me': signedIn,
        'catalogue.search': () => ({ items: [{ ...gloves, price: 11, listPrice: 12.9, priceList: acme2027 }, spade], nextCursor: null }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Find a product'), 'g');
    expect((await screen.findByRole('button', { name: /Add GL-12/ })).textContent).toBe(`Add GL-12 Nitrile Gloves $11.00 · ${CONTRACT_PRICE_LABEL}`);
    expect(screen.getByRole('button', { name: /Add SP-100/ }).textContent).toBe('Add SP-100 Border Spade $34.99');
  });
});
