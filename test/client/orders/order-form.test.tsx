// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderForm } from '../../../src/client/features/orders/order-form';
import type { Product } from '../../../src/shared/schemas/product';
import type { User } from '../../../src/shared/schemas/user';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';
import { noDeliveryMessage } from '../../../src/shared/schemas/shipping';
import { SHIPPING_METHOD_UNAVAILABLE_MESSAGE } from '../../../src/shared/words/shipping-method-unavailable';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const buyer = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'salma@garden.com', name: 'Salma Akter', role: 'user' as const };
const rake: Product = {
  _id: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  sku: 'TY-000001',
  slug: 'leaf-rake',
  name: 'Leaf rake',
  image: '/images/products/leaf-rake.svg',
  images: ['/images/products/leaf-rake.svg'],
  categoryId: null,
  status: 'active',
  description: 'Wide and light.',
  minimumOrder: 5,
  quantity: 100,
  price: 19.99,
  date: '2025-03-01T10:00:00.000Z',
  packSize: 1,
  maximumOrder: null,
  priceList: null,
  listPrice: null,
  priceTiers: [],
};

/** The buyer's profile as My Profile's procedure answers it: no phone or address yet. */
const profile: User = { _id: buyer.id, name: buyer.name, email: buyer.email, phone: null, address: null, socialUrl: null, role: 'user', emailVerified: true, education: { instituteName: null, degree: null, passingYear: null } };

/**
 * The order form for the rake, signed in as the buyer; `createOrder` answers orders.create, `api`
 * any other procedure (users.me answers the profile above unless it says otherwise).
 */
async function renderOrderForm(createOrder: (input: unknown) => unknown, api: FakeApi = {}) {
  const sent: unknown[] = [];
  const calls: string[] = [];
  // The toasts outlive the form, which leaves for My Orders once the order is placed.
  render(<Toaster />);
  renderWithApp(<OrderForm product={rake} />, {
    routes: (root) => [createRoute({ getParentRoute: () => root, path: '/dashboard/my-orders', component: () => <h1>My Orders</h1> })],
    api: {
        'auth.me': () => ({ user: buyer }),
        'users.me': () => profile,
        'companyCheckout.locations': () => null,
        'cart.quote': goodsOnlyQuote,
        'orders.create': (input) => {
          sent.push(input);
          calls.push('orders.create');
          return createOrder(input);
        },
        ...api,
    },
  });
  await screen.findByRole('heading', { name: 'Place your order' });
  return { sent, calls, user: userEvent.setup() };
}

/**
 * The quote of a shop without zones or tax rates: the rake's line alone (a test of the delivery
 * methods and totals answers `cart.quote` itself).
 */
function goodsOnlyQuote(input: unknown) {
  const [line] = (input as { lines: { quantity: number }[] }).lines;
  const goods = Math.round(line!.quantity * rake.price * 100) / 100;
  return { goods, shipping: 0, tax: [], total: goods, methods: [], shippingMethodId: null, taxNote: null };
}

/** Place Order, once it may be pressed: the totals are asked again as the quantity and address are typed, and it waits for them. */
async function clickPlaceOrder(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
}

/** The message an input's aria-describedby points at, besides its hint. */
function messageOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

const depot = { id: '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'North depot', address: '1 Yard Lane\nLeeds', country: 'GB', phone: '0113 555 0100', billingAddress: null };
const yard = { id: '4d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', name: 'South yard', address: '9 Quay Road\nHull', country: 'GB', phone: '01482 555 0199', billingAddress: null };
const company = (status: 'active' | 'on_hold', locations = [depot, yard]) => ({ company: { id: '5e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b', name: 'Greenway Parks', taxId: null, status }, role: 'buyer' as const, locations });

describe("a company member's order form (issue 37)", () => {
  it('asks for the location instead of a phone and address, shows where it ships, and sends locationId', async () => {
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }), { 'companyCheckout.locations': () => company('active') });
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.getByText('Greenway Parks')).toBeTruthy();
    await clickPlaceOrder(user);
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(messageOf(location)).toBe('Choose the location this order is for'));
    expect(sent).toEqual([]);

    await user.selectOptions(location, 'South yard');
    expect(screen.getByText(/9 Quay Road/).textContent).toContain('Phone 01482 555 0199');
    await clickPlaceOrder(user);
    await screen.findByRole('heading', { name: 'My Orders' });
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 5, locationId: yard.id } }]);
  });

  it('preselects the only location, and on hold says why and cannot be sent', async () => {
    await renderOrderForm(() => ({ insertedId: rake._id }), { 'companyCheckout.locations': () => company('on_hold', [depot]) });
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe(depot.id);
    expect(screen.getByText(/Your company account is on hold/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the order form', () => {
  it('checks the quantity as it is typed and the rest on submit, focusing the first invalid field', async () => {
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }));
    const quantity = screen.getByLabelText('Quantity of Leaf rake');

    await user.clear(quantity);
    await user.type(quantity, '3');
    // The form loads its schema on the first check (the page is rendered with its data): a moment later.
    await waitFor(() => expect(messageOf(quantity)).toBe('Minimum order quantity 5'));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please fill out this field')).toBeNull();

    await user.clear(quantity);
    await user.type(quantity, '10');
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByLabelText('Total price').textContent).toBe('$199.90');

    await clickPlaceOrder(user);
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(messageOf(phone)).toBe('Please fill out this field');
    expect(messageOf(screen.getByLabelText('Address'))).toBe('Please fill out this field');
    expect(sent).toEqual([]);

    // After a submit, fields are checked as they change.
    await user.type(phone, '01700 000000');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
  });

  it("puts the server's field message on the field it names, with the focus", async () => {
    const { user } = await renderOrderForm(() => {
      throw serverError('Maximum order quantity 3', 400, { 'OrderInformation.orderQuantity': ['Maximum order quantity 3'] });
    });
    await user.type(screen.getByLabelText('Phone'), '01700 000000');
    await user.type(screen.getByLabelText('Address'), 'Mirpur, Dhaka');
    await clickPlaceOrder(user);

    const quantity = screen.getByLabelText('Quantity of Leaf rake');
    await waitFor(() => expect(messageOf(quantity)).toBe('Maximum order quantity 3'));
    expect(document.activeElement).toBe(quantity);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("sends the spec's payload, disables Place Order meanwhile, and shows a refusal that names no field", async () => {
    let refuse: (error: Error) => void = () => {};
    const { sent, user } = await renderOrderForm(() => new Promise((_resolve, reject) => (refuse = reject)));
    const quantity = screen.getByLabelText('Quantity of Leaf rake');
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.type(screen.getByLabelText('Phone'), '+880 1711 111111');
    await user.type(screen.getByLabelText('Address'), '4 Orchard Road, Dhaka');
    await clickPlaceOrder(user);

    const button = await screen.findByRole('button', { name: 'Placing order…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 8, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' } }]);

    refuse(serverError('Only 3 units are left in stock', 409));
    expect((await screen.findByRole('alert')).textContent).toBe('Only 3 units are left in stock');
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the buyer's name and e-mail as text, not as fields in the tab order", async () => {
    await renderOrderForm(() => ({ insertedId: rake._id }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Email']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Salma Akter', 'salma@garden.com']);
  });

  it('shows a total only for a quantity the rules accept', async () => {
    const { user } = await renderOrderForm(() => ({ insertedId: rake._id }));
    const quantity = screen.getByLabelText('Quantity of Leaf rake');
    const total = screen.getByLabelText('Total price');
    expect(total.textContent).toBe('$99.95');
    for (const [typed, message] of [
      ['99999', 'Maximum order quantity 100'],
      ['4', 'Minimum order quantity 5'],
      ['', 'Enter a number of units'],
    ]) {
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      expect(messageOf(quantity)).toBe(message);
      expect(total.textContent).toBe('—');
    }
    await user.type(quantity, '100');
    expect(total.textContent).toBe('$1,999.00');
  });

  it("starts with the profile's phone and address, and offers to save changed ones back, after the order", async () => {
    const updates: unknown[] = [];
    const { sent, calls, user } = await renderOrderForm(() => ({ insertedId: rake._id }), {
      'users.me': () => ({ ...profile, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' }),
      'users.update': (input) => (updates.push(input), calls.push('users.update'), { modifiedCount: 1 }),
    });
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.value).toBe('+880 1711 111111');
    expect((screen.getByLabelText('Address') as HTMLTextAreaElement).value).toBe('4 Orchard Road, Dhaka');
    const offer = 'Save this phone and address to my profile';
    expect(screen.queryByRole('checkbox', { name: offer })).toBeNull();

    await user.clear(phone);
    await user.type(phone, '+880 1811 222222');
    const save = screen.getByRole('checkbox', { name: offer });
    expect((save as HTMLInputElement).checked).toBe(false);
    await user.click(save);
    await clickPlaceOrder(user);

    await screen.findByRole('heading', { name: 'My Orders' });
    await screen.findByText('Phone and address saved to your profile');
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 5, phone: '+880 1811 222222', address: '4 Orchard Road, Dhaka' } }]);
    expect(calls).toEqual(['orders.create', 'users.update']);
    // Only the phone and address: the rest of the profile stays as it is.
    expect(updates).toEqual([{ user: { phone: '+880 1811 222222', address: '4 Orchard Road, Dhaka' } }]);
  });

  it('leaves the profile alone unless asked', async () => {
    const { calls, user } = await renderOrderForm(() => ({ insertedId: rake._id }), { 'users.update': () => (calls.push('users.update'), { modifiedCount: 1 }) });
    await user.type(screen.getByLabelText('Phone'), '01700 000000');
    await user.type(screen.getByLabelText('Address'), 'Mirpur, Dhaka');
    expect(screen.getByRole('checkbox', { name: 'Save this phone and address to my profile' })).toBeTruthy();
    await clickPlaceOrder(user);
    // The form leaves for My Orders only after any save to the profile.
    await screen.findByRole('heading', { name: 'My Orders' });
    expect(calls).toEqual(['orders.create']);
  });

  it('keeps the placed order when saving to the profile fails, and says so in words', async () => {
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }), {
      'users.update': () => {
        throw serverError('Internal server error', 500);
      },
    });
    await user.type(screen.getByLabelText('Phone'), '01700 000000');
    await user.type(screen.getByLabelText('Address'), 'Mirpur, Dhaka');
    await user.click(screen.getByRole('checkbox', { name: 'Save this phone and address to my profile' }));
    await clickPlaceOrder(user);

    await screen.findByRole('heading', { name: 'My Orders' });
    await screen.findByText("Your order is placed, but we couldn't save this phone and address to your profile. You can change them in My Profile.");
    // The order went through: the form moved on to My Orders.
    expect(sent).toHaveLength(1);
    // Not the order's failure: the form shows no refusal.
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it("starts empty when the profile cannot be read, and still takes the order", async () => {
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }), {
      'users.me': () => {
        throw serverError('Internal server error', 500);
      },
    });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Phone'), '01700 000000');
    await user.type(screen.getByLabelText('Address'), 'Mirpur, Dhaka');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await clickPlaceOrder(user);
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('says the product is sold out instead of offering the form', () => {
    renderWithApp(<OrderForm product={{ ...rake, quantity: 4 }} />, { api: { 'auth.me': () => ({ user: buyer }) } });
    return waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sorry, this product is out of stock'));
  });
});

describe("the order form's delivery methods and totals (issue 38)", () => {
  const standard = { id: '60000000-0000-4000-8000-000000000001', name: 'Standard', price: 5, estimate: '2-3 working days' };
  const express = { id: '60000000-0000-4000-8000-000000000002', name: 'Express', price: 12, estimate: '1 working day' };
  const withContact = { 'users.me': () => ({ ...profile, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' }) };

  /** The server's quote of the rake's line by `method`: 20% VAT on goods and shipping. */
  function quoteOf(input: unknown) {
    const { lines, shippingMethodId } = input as { lines: { quantity: number }[]; shippingMethodId?: string };
    const method = shippingMethodId === express.id ? express : standard;
    const goods = Math.round(lines[0]!.quantity * rake.price * 100) / 100;
    const taxable = Math.round((goods + method.price) * 100) / 100;
    const tax = Math.round(taxable * 20) / 100;
    return { goods, shipping: method.price, tax: [{ ratePercent: 20, taxable, amount: tax }], total: Math.round((taxable + tax) * 100) / 100, methods: [standard, express], shippingMethodId: method.id, taxNote: null };
  }

  const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
  const totals = () => rowsOf(screen.getByRole('table', { name: 'Totals' }));

  it('offers the methods serving the address with price and estimate, the cheapest chosen, the totals with the VAT line, and orders with the method picked', async () => {
    const asked: unknown[] = [];
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }), { ...withContact, 'cart.quote': (input) => (asked.push(input), quoteOf(input)) });

    const methods = await screen.findByRole('group', { name: 'Delivery method' });
    expect(within(methods).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Standard · $5.00 (cheapest)2-3 working days', 'Express · $12.001 working day']);
    expect((within(methods).getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
    expect(totals()).toEqual([
      ['Goods', '$99.95'],
      ['Shipping: Standard (2-3 working days)', '$5.00'],
      ['VAT 20% on $104.95', '$20.99'],
      ['Tax total', '$20.99'],
      ['Total', '$125.94'],
    ]);
    expect(asked).toEqual([{ phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka', lines: [{ productId: rake._id, quantity: 5 }] }]);

    await user.click(within(methods).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(totals().at(-1)).toEqual(['Total', '$134.34']));
    expect(totals()[1]).toEqual(['Shipping: Express (1 working day)', '$12.00']);
    await clickPlaceOrder(user);
    await screen.findByRole('heading', { name: 'My Orders' });
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 5, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka', shippingMethodId: express.id } }]);
  });

  it('asks again once typing the quantity rests, keeping the last totals while it asks, and waits for a quantity the rules accept', async () => {
    const asked: { lines: unknown }[] = [];
    let answer: (quote: unknown) => void = () => {};
    const { user } = await renderOrderForm(() => ({ insertedId: rake._id }), {
      ...withContact,
      'cart.quote': (input) => {
        asked.push(input as { lines: unknown });
        return asked.length === 1 ? quoteOf(input) : new Promise((resolve) => (answer = () => resolve(quoteOf(input))));
      },
    });
    await screen.findByRole('table', { name: 'Totals' });
    const quantity = screen.getByLabelText('Quantity of Leaf rake');
    await user.clear(quantity);
    await user.type(quantity, '100');

    expect(await screen.findByText('Updating the total…')).toBeTruthy();
    expect(totals().at(-1)).toEqual(['Total', '$125.94']);
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    // Typed as 1, 10 and 100: only what it rested on is asked. The ask goes out a moment after the
    // query starts fetching (the client batches its calls), on a busy machine after the line above.
    await waitFor(() => expect(asked.map((input) => input.lines)).toEqual([[{ productId: rake._id, quantity: 5 }], [{ productId: rake._id, quantity: 100 }]]));
    answer(undefined);
    await waitFor(() => expect(totals()[0]).toEqual(['Goods', '$1,999.00']));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(false));

    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(await screen.findByText('Enter a quantity you can order to see the delivery methods, tax and total.')).toBeTruthy();
    expect(asked).toHaveLength(2);

    // An emptied quantity settles too: Place Order says what is missing rather than staying off.
    await user.clear(quantity);
    await clickPlaceOrder(user);
    await waitFor(() => expect(messageOf(quantity)).toBe('Enter a number of units'));
    expect(asked).toHaveLength(2);
  });

  it("shows the server's refusal to deliver there and stops the order, and asks again for another address", async () => {
    const asked: unknown[] = [];
    const { sent, user } = await renderOrderForm(() => ({ insertedId: rake._id }), {
      ...withContact,
      'cart.quote': (input) => {
        asked.push(input);
        if ((input as { address: string }).address.includes('Oslo')) throw serverError(noDeliveryMessage('Norway'), 400, { address: [noDeliveryMessage('Norway')] });
        return quoteOf(input);
      },
    });
    await screen.findByRole('table', { name: 'Totals' });
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Karl Johans gate 1, Oslo');

    expect((await screen.findByRole('alert')).textContent).toBe('We do not deliver to Norway');
    expect(screen.queryByRole('table', { name: 'Totals' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    // Typing asked once, for the address it rested on.
    expect(asked).toHaveLength(2);

    await user.clear(address);
    await user.type(address, '4 Orchard Road, Dhaka');
    await screen.findByRole('table', { name: 'Totals' });
    await clickPlaceOrder(user);
    await screen.findByRole('heading', { name: 'My Orders' });
    expect(sent).toHaveLength(1);
  });

  it('a method that stopped serving the address when ordering is said on the form, and the totals go back to the cheapest', async () => {
    const { user } = await renderOrderForm(
      () => {
        throw serverError(SHIPPING_METHOD_UNAVAILABLE_MESSAGE, 409, { 'OrderInformation.shippingMethodId': [SHIPPING_METHOD_UNAVAILABLE_MESSAGE] });
      },
      { ...withContact, 'cart.quote': quoteOf },
    );
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(totals()[1]).toEqual(['Shipping: Express (1 working day)', '$12.00']));
    await clickPlaceOrder(user);

    expect((await screen.findByRole('alert')).textContent).toBe(SHIPPING_METHOD_UNAVAILABLE_MESSAGE);
    await waitFor(() => expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true));
  });

  it("a line the quote refuses (the stock fell since the page loaded) is said, and Place Order still asks the server, whose refusal the form shows", async () => {
    const outOfStock = 'Sorry, this product is out of stock';
    const { sent, user } = await renderOrderForm(
      () => {
        throw serverError(outOfStock, 409);
      },
      {
        ...withContact,
        'cart.quote': () => {
          throw serverError(outOfStock, 409, { 'lines.0.quantity': [outOfStock] });
        },
      },
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Delivery and total' }).textContent).toContain(outOfStock));
    await clickPlaceOrder(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ OrderInformation: { productID: rake._id, orderQuantity: 5, phone: '+880 1711 111111', address: '4 Orchard Road, Dhaka' } }]);
  });

  it("a company member's totals are asked for the location chosen", async () => {
    const asked: unknown[] = [];
    const { user } = await renderOrderForm(() => ({ insertedId: rake._id }), { 'companyCheckout.locations': () => company('active'), 'cart.quote': (input) => (asked.push(input), quoteOf(input)) });
    expect(screen.getByText('Choose the location to see the delivery methods, tax and total.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Location'), 'South yard');
    await screen.findByRole('table', { name: 'Totals' });
    expect(asked).toEqual([{ locationId: yard.id, lines: [{ productId: rake._id, quantity: 5 }] }]);
  });
});
