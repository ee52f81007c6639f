import { describe, expect, it } from 'vitest';
import { ADDRESSES_MAX } from '../../../src/shared/schemas/address-book';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart } from '../cart/cart-helpers';

const shop = useTestApp();

const kew = { name: 'Ann Lee', company: 'Lee Gardens', line1: '1 Herb Row', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+44 20 7946 0000' };

async function cartOfOne(buyer: Awaited<ReturnType<typeof createUser>>) {
  const rest = restCart(shop.app, shop.db);
  const spade = await createRuledProduct(shop.db, { price: 12.5, quantity: 100 });
  await rest(buyer, 'PUT', `/cart/lines/${spade.id}`, { quantity: 2 });
  return rest;
}

async function deliveryOf(orderId: string) {
  return shop.db.selectFrom('orders').select(['phone', 'address']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

describe('checkout to the address book (POST /api/checkout)', () => {
  it('delivers to a saved address: the order keeps it as text, and a later edit of the book does not change the order', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(buyer);
    const saved = (await rest(buyer, 'POST', '/addresses', kew)).json();

    const response = await rest(buyer, 'POST', '/checkout', { addressId: saved.id, poNumber: 'PO-1' });
    expect(response.statusCode).toBe(200);
    const placed = await deliveryOf(response.json().orderId);
    expect(placed).toEqual({ phone: kew.phone, address: 'Ann Lee\nLee Gardens\n1 Herb Row\nTW9 3AB Kew\nGB' });

    await rest(buyer, 'PUT', `/addresses/${saved.id}`, { ...kew, line1: '2 Other Road' });
    expect(await deliveryOf(response.json().orderId)).toEqual(placed);
  });

  it('delivers to a new full address and saves it to the book on request, in the same transaction', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(buyer);

    const response = await rest(buyer, 'POST', '/checkout', { address: kew, saveAddress: true });
    expect(response.statusCode).toBe(200);
    expect((await deliveryOf(response.json().orderId)).phone).toBe(kew.phone);
    expect((await rest(buyer, 'GET', '/addresses')).json()).toEqual([{ id: expect.any(String), ...kew, isDefault: true }]);
  });

  it('a new address not asked to be saved is not saved', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(buyer);
    expect((await rest(buyer, 'POST', '/checkout', { address: kew })).statusCode).toBe(200);
    expect((await rest(buyer, 'GET', '/addresses')).json()).toEqual([]);
  });

  it('refuses to save to a full address book naming saveAddress, and places nothing', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(buyer);
    await shop.db
      .insertInto('addresses')
      .values(Array.from({ length: ADDRESSES_MAX }, (_, i) => ({ ...kew, line1: `${i} Herb Row`, userId: buyer.id, isDefault: i === 0 })))
      .execute();

    const response = await rest(buyer, 'POST', '/checkout', { address: kew, saveAddress: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.fieldErrors).toEqual({ saveAddress: [`Your address book is full: remove an address before adding one (${ADDRESSES_MAX} at most)`] });
    expect(await shop.db.selectFrom('orders').select('id').where('userId', '=', buyer.id).execute()).toEqual([]);
    expect((await rest(buyer, 'GET', '/cart')).json().lines).toHaveLength(1);
  });

  it("refuses another account's saved address with 404 and keeps the cart", async () => {
    const ann = await createUser(shop.db, { verified: true });
    const bob = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(bob);
    const annsAddress = (await rest(ann, 'POST', '/addresses', kew)).json();

    const response = await rest(bob, 'POST', '/checkout', { addressId: annsAddress.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().data.fieldErrors).toEqual({ addressId: ['No such address in your address book'] });
    expect((await rest(bob, 'GET', '/cart')).json().lines).toHaveLength(1);
  });

  it('asks for an address, and for the phone beside a one-text address, naming the field', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const rest = await cartOfOne(buyer);
    const none = await rest(buyer, 'POST', '/checkout', { poNumber: 'PO-1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.fieldErrors).toEqual({ address: ['Please fill out this field'] });
    const noPhone = await rest(buyer, 'POST', '/checkout', { address: '1 Herb Row, Kew' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().data.fieldErrors).toEqual({ phone: ['Please fill out this field'] });
    const saved = (await rest(buyer, 'POST', '/addresses', kew)).json();
    const both = await rest(buyer, 'POST', '/checkout', { addressId: saved.id, address: kew });
    expect(both.statusCode).toBe(400);
    expect(both.json().data.fieldErrors).toEqual({ address: ['Choose a saved address or give one, not both'] });
    const badCountry = await rest(buyer, 'POST', '/checkout', { address: { ...kew, country: 'UK' } });
    expect(badCountry.statusCode).toBe(400);
    expect(Object.keys(badCountry.json().data.fieldErrors)).toEqual(['address.country']);
  });
});
