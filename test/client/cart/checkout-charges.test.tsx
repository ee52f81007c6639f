// @vitest-environment jsdom
import { createRoute, useParams } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutRoute } from '../../../src/client/app/routes/checkout';
import { noDeliveryMessage } from '../../../src/shared/schemas/shipping';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../../src/shared/words/shipping-method-unavailable';
import { REVERSE_CHARGE_WORDING } from '../../../src/shared/schemas/tax';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';
import { buyer, cartOf, gloves, lineOf, signedIn, spade } from './cart-fixtures';

afterEach(cleanup);

const orderId = '30000000-0000-4000-8000-000000000001';
const kew = { id: '20000000-0000-4000-8000-000000000001', name: 'Hazel', line1: '4 Orchard Road', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+44 20 7946 0000', isDefault: true };
const oslo = { id: '20000000-0000-4000-8000-000000000002', name: 'Hazel', line1: 'Karl Johans gate 1', city: 'Oslo', postcode: '0154', country: 'NO', phone: '+47 22 00 00 00', isDefault: false };
const standard = { id: '60000000-0000-4000-8000-000000000001', name: 'Standard', price: 5, estimate: '2-3 working days' };
const express = { id: '60000000-0000-4000-8000-000000000002', name: 'Express', price: 12, estimate: '1 working day' };

/** The server's quote for the cart ($380.97 of goods) by `method`: 20% VAT on goods and shipping, rounded per line. */
function quoteBy(method: typeof standard, fields: object = {}) {
  const taxable = Math.round((380.97 + method.price) * 100) / 100;
  const tax = Math.round(taxable * 20) / 100;
  return { goods: 380.97, shipping: method.price, tax: [{ ratePercent: 20, taxable, amount: tax }], total: Math.round((taxable + tax) * 100) / 100, methods: [standard, express], shippingMethodId: method.id, taxNote: null, ...fields };
}

/** The server's refusal as tRPC carries it. */
function refusal(message: string, httpStatus = 400) {
  return new TRPCClientError(message, { result: { error: { message, code: -32600, data: { code: httpStatus === 409 ? 'CONFLICT' : 'BAD_REQUEST', httpStatus } } } } as never);
}

function PaymentStandIn() {
  const { id } = useParams({ strict: false });
  return <h1>Payment for {id}</h1>;
}

function renderCheckout(api: Pick<FakeApi, 'cart.quote'> & Partial<FakeApi>) {
  return renderWithApp(null, {
    path: '/checkout',
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/checkout', component: CheckoutRoute }),
      createRoute({ getParentRoute: () => root, path: '/payment/$id', component: PaymentStandIn }),
    ],
    api: {
      'auth.me': signedIn,
      'users.me': () => ({ _id: buyer.id, name: 'Hazel', email: buyer.email, role: 'user', phone: null, address: null }),
      'cart.get': () => cartOf(lineOf(gloves, 24), lineOf(spade, 3)),
      'cart.checkout': () => ({ orderId }),
      'orders.mine': () => [],
      'addresses.list': () => [kew, oslo],
      'companyCheckout.locations': () => null,
      ...api,
    },
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
const placeButton = () => screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;

describe('checkout with delivery methods and tax', () => {
  it('offers the methods serving the address with price and estimate, the cheapest chosen and said so, and totals with the VAT line', async () => {
    const asked: unknown[] = [];
    renderCheckout({ 'cart.quote': (input) => (asked.push(input), quoteBy(standard)) });

    const methods = await screen.findByRole('group', { name: 'Delivery method' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Standard · $5.00 (cheapest)2-3 working days',
      'Express · $12.001 working day',
    ]);
    expect((within(methods).getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(methods).getByText('We chose the cheapest method; you may choose another.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Totals' }))).toEqual([
      ['Goods', '$380.97'],
      ['Shipping: Standard (2-3 working days)', '$5.00'],
      ['VAT 20% on $385.97', '$77.19'],
      ['Tax total', '$77.19'],
      ['Total', '$463.16'],
    ]);
    expect(asked).toEqual([{ addressId: kew.id }]);
  });

  it('asks again for the method picked, keeps the last totals while it does, and places the order with that method', async () => {
    const sent: unknown[] = [];
    let answer: (quote: unknown) => void = () => {};
    renderCheckout({
      'cart.quote': (input) => ((input as { shippingMethodId?: string }).shippingMethodId === express.id ? new Promise((resolve) => (answer = resolve)) : quoteBy(standard)),
      'cart.checkout': (input) => (sent.push(input), { orderId }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Express/ }));

    // Asking: the choice shows at once, the old totals stay in place, the order waits for the new ones.
    expect((screen.getByRole('radio', { name: /Express/ }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Updating the total…')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Totals' })).at(-1)).toEqual(['Total', '$463.16']);
    expect(placeButton().disabled).toBe(true);

    answer(quoteBy(express));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Totals' })).at(-1)).toEqual(['Total', '$471.56']));
    expect(rowsOf(screen.getByRole('table', { name: 'Totals' }))[1]).toEqual(['Shipping: Express (1 working day)', '$12.00']);
    expect(screen.queryByText(/We chose the cheapest/)).toBeNull();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    await user.click(placeButton());
    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([{ addressId: kew.id, shippingMethodId: express.id }]);
  });

  it("asks again for another address, and shows the server's refusal there and stops the order", async () => {
    const asked: unknown[] = [];
    renderCheckout({
      'cart.quote': (input) => {
        asked.push(input);
        if ((input as { addressId?: string }).addressId === oslo.id) throw refusal(noDeliveryMessage('Norway'));
        return quoteBy(standard);
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Totals' });
    await user.click(screen.getByRole('radio', { name: /Karl Johans gate/ }));

    expect((await screen.findByRole('alert')).textContent).toBe('We do not deliver to Norway');
    expect(screen.queryByRole('table', { name: 'Totals' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
    expect(placeButton().disabled).toBe(true);
    expect(asked).toEqual([{ addressId: kew.id }, { addressId: oslo.id }]);

    await user.click(screen.getByRole('radio', { name: /4 Orchard Road/ }));
    await screen.findByRole('table', { name: 'Totals' });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('a method that stopped serving the address at checkout is said on the form, and the totals are asked again from the cheapest', async () => {
    const asked: unknown[] = [];
    renderCheckout({
      'cart.quote': (input) => (asked.push(input), (input as { shippingMethodId?: string }).shippingMethodId === express.id ? quoteBy(express) : quoteBy(standard)),
      'cart.checkout': () => {
        throw refusal(SHIPPING_METHOD_UNAVAILABLE_MESSAGE, 409);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    await user.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SHIPPING_METHOD_UNAVAILABLE_MESSAGE);
    await waitFor(() => expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });

  it('a shop without zones offers no method: the totals alone', async () => {
    renderCheckout({ 'cart.quote': () => ({ goods: 380.97, shipping: 0, tax: [], total: 380.97, methods: [], shippingMethodId: null, taxNote: null }) });
    expect(rowsOf(await screen.findByRole('table', { name: 'Totals' }))).toEqual([['Total', '$380.97']]);
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
  });

  it("an exempt company's buyer sees why no tax is charged in place of tax lines", async () => {
    renderCheckout({ 'cart.quote': () => quoteBy(standard, { tax: [], total: 385.97, taxNote: REVERSE_CHARGE_WORDING }) });
    expect(rowsOf(await screen.findByRole('table', { name: 'Totals' }))).toEqual([
      ['Goods', '$380.97'],
      ['Shipping: Standard (2-3 working days)', '$5.00'],
      [REVERSE_CHARGE_WORDING],
      ['Total', '$385.97'],
    ]);
  });

  it('asks for nothing until a new address is complete, and says what it waits for', async () => {
    const asked: unknown[] = [];
    renderCheckout({ 'cart.quote': (input) => (asked.push(input), quoteBy(standard)), 'addresses.list': () => [] });
    expect(await screen.findByText('Enter the delivery address to see the delivery methods, tax and total.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Hazel');
    await user.type(screen.getByLabelText('Address line 1'), '4 Orchard Road');
    await user.type(screen.getByLabelText('City'), 'Kew');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    expect(asked).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await screen.findByRole('table', { name: 'Totals' });
    expect(asked).toMatchObject([{ address: { line1: '4 Orchard Road', city: 'Kew', country: 'GB' } }]);
  });
});

describe('a picked method the quote refuses', () => {
  it('goes back to the cheapest and asks again', async () => {
    const asked: unknown[] = [];
    renderCheckout({
      'cart.quote': (input) => {
        asked.push(input);
        if ((input as { shippingMethodId?: string }).shippingMethodId === express.id) throw refusal(SHIPPING_METHOD_UNAVAILABLE_MESSAGE, 409);
        return quoteBy(standard);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(asked).toEqual([{ addressId: kew.id }, { addressId: kew.id, shippingMethodId: express.id }, { addressId: kew.id }]));
    await waitFor(() => expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });
});
