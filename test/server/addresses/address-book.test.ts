import { describe, expect, it } from 'vitest';
import { ADDRESSES_MAX } from '../../../src/shared/schemas/address-book';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';

const shop = useTestApp();

const kew = { name: 'Ann Lee', company: 'Lee Gardens', line1: '1 Herb Row', city: 'Kew', postcode: 'TW9 3AB', country: 'GB', phone: '+44 20 7946 0000' };
const depot = { name: 'Ann Lee', line1: '4 Depot Road', line2: 'Gate B', city: 'Leeds', country: 'GB', phone: '+44 113 496 0000' };

describe('the address book (/api/addresses)', () => {
  it('saves addresses, the first as the default, and lists the default first, then the newest', async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);

    const first = await rest(buyer, 'POST', '/addresses', kew);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(String), ...kew, isDefault: true });
    const second = (await rest(buyer, 'POST', '/addresses', depot)).json();
    // Empty optional parts are left out, not null.
    expect(second).toEqual({ id: expect.any(String), ...depot, isDefault: false });

    const book = await rest(buyer, 'GET', '/addresses');
    expect(book.json()).toEqual([first.json(), second]);
  });

  it('moves the default when another is made the default, and keeps exactly one', async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    const first = (await rest(buyer, 'POST', '/addresses', kew)).json();
    const second = (await rest(buyer, 'POST', '/addresses', { ...depot, isDefault: true })).json();
    expect(second.isDefault).toBe(true);

    const edited = await rest(buyer, 'PUT', `/addresses/${first.id}`, { ...kew, line1: '2 Herb Row', isDefault: true });
    expect(edited.json()).toMatchObject({ id: first.id, line1: '2 Herb Row', isDefault: true });
    const book = (await rest(buyer, 'GET', '/addresses')).json() as { id: string; isDefault: boolean }[];
    expect(book.map((address) => [address.id, address.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    // An edit without isDefault leaves the default where it is.
    await rest(buyer, 'PUT', `/addresses/${first.id}`, kew);
    expect(((await rest(buyer, 'GET', '/addresses')).json() as { isDefault: boolean }[])[0]!.isDefault).toBe(true);
  });

  it('deleting the default makes the newest other the default, and answers the addresses left', async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    const first = (await rest(buyer, 'POST', '/addresses', kew)).json();
    await rest(buyer, 'POST', '/addresses', depot);
    const newest = (await rest(buyer, 'POST', '/addresses', { ...depot, line1: '9 New Street' })).json();

    const response = await rest(buyer, 'DELETE', `/addresses/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({ ...newest, isDefault: true });
    expect(response.json()).toHaveLength(2);
  });

  it("never shows or changes another account's address: 404, as for an unknown id", async () => {
    const ann = await createUser(shop.db);
    const bob = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    const anns = (await rest(ann, 'POST', '/addresses', kew)).json();

    expect((await rest(bob, 'GET', '/addresses')).json()).toEqual([]);
    const edit = await rest(bob, 'PUT', `/addresses/${anns.id}`, depot);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('No such address in your address book');
    expect((await rest(bob, 'DELETE', `/addresses/${anns.id}`)).statusCode).toBe(404);
    expect((await rest(ann, 'GET', '/addresses')).json()).toEqual([anns]);
    expect((await rest(null, 'GET', '/addresses')).statusCode).toBe(401);
  });

  it('refuses a bad address naming the field: a missing line, an unknown country, a lower-case code', async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    const missing = await rest(buyer, 'POST', '/addresses', { ...kew, line1: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors).toEqual({ line1: ['Please fill out this field'] });
    for (const country of ['UK', 'gb', 'XX', '']) {
      const wrong = await rest(buyer, 'POST', '/addresses', { ...kew, country });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().data.fieldErrors)).toEqual(['country']);
    }
    expect((await rest(buyer, 'GET', '/addresses')).json()).toEqual([]);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses, and one default, when many are added at once`, async () => {
    const buyer = await createUser(shop.db);
    const rest = restCart(shop.app, shop.db);
    const answers = await Promise.all(Array.from({ length: ADDRESSES_MAX + 5 }, (_, i) => rest(buyer, 'POST', '/addresses', { ...kew, line1: `${i} Herb Row`, isDefault: i % 2 === 0 })));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(ADDRESSES_MAX);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toBe(`Your address book is full: remove an address before adding one (${ADDRESSES_MAX} at most)`);
    const book = (await rest(buyer, 'GET', '/addresses')).json() as { isDefault: boolean }[];
    expect(book.filter((address) => address.isDefault)).toHaveLength(1);
  });
});
