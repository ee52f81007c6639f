// @vitest-environment jsdom
import { createRoute, useParams } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { CartRoute } from '../../../src/client/app/routes/cart';
import { CheckoutRoute } from '../../../src/client/app/routes/checkout';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';
import { buyer, cartOf, gloves, lineOf, signedIn, spade } from './cart-fixtures';

afterEach(cleanup);

/** The server's 409 as tRPC carries it, with a field message per short line. */
function conflict(message: string, fieldErrors: Record<string, string[]>) {
  return new TRPCClientError(message, { result: { error: { message, code: -32603, data: { code: 'CONFLICT', httpStatus: 409, fieldErrors } } } } as never);
}

const orderId = '30000000-0000-4000-8000-000000000001';
const profile = { _id: buyer.id, name: 'Hazel', email: buyer.email, role: 'user', phone: '+44 20 7946 0000', address: '4 Orchard Road, Kew' };

function PaymentStandIn() {
  const { id } = useParams({ strict: false });
  return <h1>Payment for {id}</h1>;
}

function OrderStandIn() {
  const { orderId: id } = useParams({ strict: false });
  return <h1>Order {id}</h1>;
}

const savedKew = { id: '20000000-0000-4000-8000-000000000001', name: 'Hazel', company: 'Orchard Supplies', line1: '4 Orchard Road', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+44 20 7946 0000', isDefault: true };
const savedDepot = { id: '20000000-0000-4000-8000-000000000002', name: 'Hazel', line1: '9 Depot Lane', city: 'Leeds', country: 'GB', phone: '+44 113 496 0000', isDefault: false };

/** A shop without zones or tax rates: no method to choose, the goods are the total. */
const noCharges = () => ({ goods: 380.97, shipping: 0, tax: [], total: 380.97, methods: [], shippingMethodId: null, taxNote: null });

/** Place the order as a person does: once the totals for the delivery are shown and the button can be pressed. */
async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  const button = (await screen.findByRole('button', { name: 'Place order and pay' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
}

function renderCheckout(checkout: FakeApi[string], queryClient?: QueryClient, addresses: unknown[] = [savedDepot, savedKew], company: unknown = null, quote: FakeApi[string] = noCharges) {
  return renderWithApp(null, {
    ...(queryClient && { queryClient }),
    path: '/checkout',
    routes: (root) => [
      createRoute({ getParentRoute: () => root, path: '/checkout', component: CheckoutRoute }),
      createRoute({ getParentRoute: () => root, path: '/cart', component: CartRoute }),
      createRoute({ getParentRoute: () => root, path: '/payment/$id', component: PaymentStandIn }),
      createRoute({ getParentRoute: () => root, path: '/dashboard/orders/$orderId', component: OrderStandIn }),
    ],
    api: {
      'auth.me': signedIn,
      'users.me': () => profile,
      'cart.get': () => cartOf(lineOf(gloves, 24), lineOf(spade, 3)),
      'cart.checkout': checkout,
      'cart.quote': quote,
      'orders.mine': () => [],
      'addresses.list': () => addresses,
      'companyCheckout.locations': () => company,
      'orders.ofMyCompany': () => ({ items: [], nextCursor: null }),
    },
  });
}

describe('checkout', () => {
  it('sums up the lines, delivers to the default saved address, sends the PO number and note, and goes to the payment', async () => {
    const sent: unknown[] = [];
    renderCheckout((input) => (sent.push(input), { orderId }));
    const user = userEvent.setup();
    const summary = await screen.findByRole('table', { name: 'Your order' });
    expect(summary.textContent).toContain('Nitrile Gloves');
    expect(summary.textContent).toContain('$380.97');
    const deliverTo = await screen.findByRole('group', { name: 'Deliver to' });
    expect((screen.getByRole('radio', { name: /4 Orchard Road/ }) as HTMLInputElement).checked).toBe(true);
    expect(deliverTo.textContent).toContain('(default)');
    expect(screen.queryByLabelText('Address line 1')).toBeNull();

    await user.type(screen.getByLabelText('PO number (optional)'), 'PO-7731');
    await user.type(screen.getByLabelText('Note (optional)'), 'Deliver to the back gate');
    await placeOrder(user);

    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([{ addressId: savedKew.id, poNumber: 'PO-7731', note: 'Deliver to the back gate' }]);
  });

  it("without a saved address, starts a new one from the profile, asks for what it lacks, and saves it with the order", async () => {
    const sent: unknown[] = [];
    renderCheckout((input) => (sent.push(input), { orderId }), undefined, []);
    const user = userEvent.setup();
    expect((await screen.findByLabelText('Name') as HTMLInputElement).value).toBe('Hazel');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+44 20 7946 0000');
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('4 Orchard Road, Kew');
    expect((screen.getByLabelText('Save it to my address book') as HTMLInputElement).checked).toBe(true);

    await placeOrder(user);
    expect((await screen.findByText('Please fill out this field')).closest('div')?.textContent).toContain('City');
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('City'), 'Kew');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await placeOrder(user);

    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([
      { address: { name: 'Hazel', company: '', line1: '4 Orchard Road, Kew', line2: '', city: 'Kew', postcode: '', country: 'GB', phone: '+44 20 7946 0000' }, saveAddress: true },
    ]);
  });

  it('leaves out an empty PO number and note', async () => {
    const sent: unknown[] = [];
    renderCheckout((input) => (sent.push(input), { orderId }));
    const user = userEvent.setup();
    await placeOrder(user);
    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([{ addressId: savedKew.id }]);
  });

  it('sends the customer back to the cart with the message when the cart changed (409)', async () => {
    renderCheckout(() => {
      throw conflict('Your cart changed', { 'lines.0': ['Nitrile Gloves: only 8 units left'] });
    });
    const user = userEvent.setup();
    await placeOrder(user);
    await screen.findByRole('heading', { name: 'Your cart' });
    expect((await screen.findByText(/Your cart changed/)).textContent).toBe('Your cart changed Nitrile Gloves: only 8 units left');
  });

  it('stays on the form and shows any other refusal', async () => {
    renderCheckout(() => {
      throw new Error('Too many unpaid orders');
    });
    const user = userEvent.setup();
    await placeOrder(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many unpaid orders');
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });

  it('refreshes every read of stock after the order, the catalogue among them, not only the product list', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Pages seen before checking out, as tRPC keys them: the catalogue, the product list, a product.
    const seen = [
      [['catalogue', 'search'], { input: { q: '' }, type: 'query' }],
      [['products', 'list'], { type: 'query' }],
      [['products', 'byId'], { input: { id: gloves._id }, type: 'query' }],
    ];
    for (const key of seen) queryClient.setQueryData(key, { seen: true });
    renderCheckout(() => ({ orderId }), queryClient);
    const user = userEvent.setup();
    await placeOrder(user);
    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(seen.map((key) => [key[0], queryClient.getQueryState(key)?.isInvalidated])).toEqual(seen.map((key) => [key[0], true]));
  });
});

describe("a company member's checkout", () => {
  const depot = { id: '40000000-0000-4000-8000-000000000001', name: 'Leeds depot', address: '1 Depot Road\nLeeds', country: 'GB', phone: '0113 555 0101', billingAddress: null };
  const yard = { id: '40000000-0000-4000-8000-000000000002', name: 'York yard', address: '2 Yard Lane\nYork', country: 'GB', phone: '0190 555 0102', billingAddress: null };
  const cardTerms = { mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 };
  const acme = (status: 'active' | 'on_hold', locations = [depot, yard], credit: unknown = cardTerms) => ({
    company: { id: '50000000-0000-4000-8000-000000000001', name: 'Acme Landscaping', taxId: null, status },
    role: 'buyer',
    locations,
    credit,
  });

  it('asks for the location instead of an address, shows where it ships, and sends the location', async () => {
    const sent: unknown[] = [];
    renderCheckout((input) => (sent.push(input), { orderId }), undefined, [savedKew], acme('active'));
    const user = userEvent.setup();
    const location = (await screen.findByLabelText('Location')) as HTMLSelectElement;
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
    expect(screen.getByText(/Acme Landscaping/)).toBeTruthy();

    await placeOrder(user);
    expect(await screen.findByText('Choose the location this order is for')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.selectOptions(location, yard.id);
    expect(screen.getByText(/2 Yard Lane/).textContent).toContain('York');
    await placeOrder(user);
    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([{ locationId: yard.id }]);
  });

  it('preselects the one location a member may order for', async () => {
    const sent: unknown[] = [];
    renderCheckout((input) => (sent.push(input), { orderId }), undefined, [], acme('active', [depot]));
    const user = userEvent.setup();
    expect(((await screen.findByLabelText('Location')) as HTMLSelectElement).value).toBe(depot.id);
    await placeOrder(user);
    await screen.findByRole('heading', { name: `Payment for ${orderId}` });
    expect(sent).toEqual([{ locationId: depot.id }]);
  });

  it('offers a member of a company on card terms no choice of payment', async () => {
    renderCheckout(() => ({ orderId }), undefined, [], acme('active', [depot]));
    await screen.findByLabelText('Location');
    expect(screen.queryByRole('radio', { name: /Pay on account/ })).toBeNull();
  });

  it('lets a member of a company on account pay on account, shows the refusal over the credit on the field, and lands on the order page', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const message = "This order's total of $380.97 is more than your company's available credit of $250.00.";
    renderCheckout(
      (input) => {
        sent.push(input);
        if (refuse) throw conflict(message, { paymentMethod: [message] });
        return { orderId };
      },
      undefined,
      [],
      acme('active', [depot], { mode: 'account', netDays: 30, creditLimit: 5000, used: 4750, available: 250 }),
    );
    const user = userEvent.setup();
    await screen.findByLabelText('Location');
    expect((screen.getByRole('radio', { name: 'Pay by card' }) as HTMLInputElement).checked).toBe(true);
    const account = screen.getByRole('radio', { name: /Pay on account/ });
    expect(account.closest('label')?.textContent).toContain('available credit $250.00');
    await user.click(account);
    const button = (await screen.findByRole('button', { name: 'Place order on account' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent).toEqual([{ locationId: depot.id, paymentMethod: 'account' }]);

    refuse = false;
    await user.click(button);
    await screen.findByRole('heading', { name: `Order ${orderId}` });
  });

  it('tells a member of a company on hold why, and cannot submit', async () => {
    renderCheckout(() => ({ orderId }), undefined, [], acme('on_hold'));
    expect(await screen.findByText('Your company account is on hold: checkout is paused. Contact us to lift the hold.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
