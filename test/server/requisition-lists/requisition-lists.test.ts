import { describe, expect, it } from 'vitest';
import { LISTS_FULL_MESSAGE, LISTS_MAX } from '../../../src/shared/schemas/requisition-list';
import { createMember, createCompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { insertList, lockOwnLists } from '../../../src/server/features/4-orders/requisition-lists/lists-repository';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, editProduct, restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);

describe('requisition lists (/api/lists...)', () => {
  it('makes, renames, reorders, edits and deletes a list; each line priced for the caller with whether it can be ordered', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { sku: 'RL-SPADE', price: 12.9 });
    const gloves = await createRuledProduct(shop.db, { sku: 'RL-GLOVES', price: 4, minimumOrder: 12, packSize: 12 });

    const made = await rest()(buyer, 'POST', '/lists', { name: '  Monday order ', shared: false });
    expect(made.statusCode).toBe(200);
    const { id } = made.json();
    expect(made.json()).toMatchObject({ name: 'Monday order', shared: false, mine: true, canEdit: true, lineCount: 0, lines: [] });

    const set = await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: spade.id, quantity: 3 }, { productId: gloves.id, quantity: 30 }] });
    expect(set.statusCode).toBe(200);
    expect(set.json().lines).toEqual([
      expect.objectContaining({ sku: 'RL-SPADE', quantity: 3, unitPrice: 12.9, lineTotal: 38.7, orderable: true, problem: null }),
      expect.objectContaining({ sku: 'RL-GLOVES', quantity: 30, unitPrice: 4, orderable: false, problem: 'Sold in packs of 12: order 24 or 36' }),
    ]);

    const moved = await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: gloves.id, quantity: 24 }, { productId: spade.id, quantity: 5 }] });
    expect(moved.json().lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([
      ['RL-GLOVES', 24],
      ['RL-SPADE', 5],
    ]);

    const added = await rest()(buyer, 'POST', `/lists/${id}/lines`, { productId: spade.id, quantity: 2 });
    expect(added.json().lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([
      ['RL-GLOVES', 24],
      ['RL-SPADE', 7],
    ]);

    const renamed = await rest()(buyer, 'PUT', `/lists/${id}`, { name: 'Weekly order', shared: true });
    expect(renamed.json()).toMatchObject({ name: 'Weekly order', shared: true, lineCount: 2 });
    const removedLine = await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: spade.id, quantity: 7 }] });
    expect(removedLine.json().lineCount).toBe(1);

    const mine = await rest()(buyer, 'GET', '/lists');
    expect(mine.json()).toEqual([expect.objectContaining({ id, name: 'Weekly order', mine: true, lineCount: 1 })]);

    expect((await rest()(buyer, 'DELETE', `/lists/${id}`)).json()).toEqual({ deleted: true });
    expect((await rest()(buyer, 'GET', `/lists/${id}`)).statusCode).toBe(404);
    expect((await rest()(buyer, 'GET', '/lists')).json()).toEqual([]);
  });

  it('names each bad line by field: a product not sold, one sent twice, a bad quantity; and a blank name', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createRuledProduct(shop.db, { sku: 'RV-SPADE' });
    const archived = await createRuledProduct(shop.db, { sku: 'RV-OLD', status: 'archived' });
    const { id } = (await rest()(buyer, 'POST', '/lists', { name: 'Checks', shared: false })).json();

    const blank = await rest()(buyer, 'POST', '/lists', { name: '   ', shared: false });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fieldErrors).toMatchObject({ name: ['Name the list'] });

    const quantity = await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: spade.id, quantity: 2 }, { productId: spade.id, quantity: 0 }] });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json().data.fieldErrors).toEqual({ 'lines.1.quantity': ['Enter at least 1 unit'] });

    const products = await rest()(buyer, 'PUT', `/lists/${id}/lines`, {
      lines: [
        { productId: spade.id, quantity: 2 },
        { productId: archived.id, quantity: 1 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        { productId: spade.id, quantity: 1 },
      ],
    });
    expect(products.statusCode).toBe(400);
    expect(products.json().data.fieldErrors).toEqual({
      'lines.1.productId': ['This product is not sold'],
      'lines.2.productId': ['This product is not sold'],
      'lines.3.productId': ['This product is on line 1 already'],
    });

    const append = await rest()(buyer, 'POST', `/lists/${id}/lines`, { productId: archived.id, quantity: 1 });
    expect(append.statusCode).toBe(400);
    expect(append.json().data.fieldErrors).toEqual({ productId: ['This product is not sold'] });

    // A line whose product stopped being sold stays while the others change.
    await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: spade.id, quantity: 2 }] });
    await editProduct(shop.db, spade.id, { status: 'archived' });
    const kept = await rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: spade.id, quantity: 4 }] });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().lines[0]).toMatchObject({ quantity: 4, orderable: false, problem: 'No longer sold' });
  });

  it('a shared list is seen by a company buyer (view and add to cart, 403 on edits), edited by a company admin, refused to another company (404)', async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme Shared');
    const other = await createCompanyFixture(shop.db, 'Other Shared');
    const owner = await createMember(shop.db, acme.company.id, 'buyer', [], 'Acme owner');
    const rake = await createRuledProduct(shop.db, { sku: 'RS-RAKE', price: 20 });
    const { id } = (await rest()(owner, 'POST', '/lists', { name: 'Site kit', shared: false })).json();
    await rest()(owner, 'POST', `/lists/${id}/lines`, { productId: rake.id, quantity: 4 });

    // Not shared yet: a colleague does not see it.
    expect((await rest()(acme.anyBuyer, 'GET', `/lists/${id}`)).statusCode).toBe(404);
    expect((await rest()(acme.anyBuyer, 'GET', '/lists')).json()).toEqual([]);

    await rest()(owner, 'PUT', `/lists/${id}`, { name: 'Site kit', shared: true });
    const seen = await rest()(acme.anyBuyer, 'GET', '/lists');
    expect(seen.json()).toEqual([expect.objectContaining({ id, mine: false, canEdit: false, ownerName: 'Acme owner', shared: true })]);
    expect((await rest()(acme.anyBuyer, 'GET', `/lists/${id}`)).json()).toMatchObject({ canEdit: false, lines: [expect.objectContaining({ sku: 'RS-RAKE', quantity: 4 })] });

    for (const [method, path, body] of [
      ['PUT', `/lists/${id}`, { name: 'Mine now', shared: true }],
      ['PUT', `/lists/${id}/lines`, { lines: [] }],
      ['POST', `/lists/${id}/lines`, { productId: rake.id, quantity: 1 }],
      ['DELETE', `/lists/${id}`, undefined],
    ] as const) {
      const refused = await rest()(acme.anyBuyer, method, path, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().message).toBe('Only the owner and company admins can change this list');
    }

    for (const stranger of [other.admin, other.anyBuyer, await createUser(shop.db)]) {
      expect((await rest()(stranger, 'GET', `/lists/${id}`)).statusCode).toBe(404);
      expect((await rest()(stranger, 'PUT', `/lists/${id}`, { name: 'Taken', shared: true })).statusCode).toBe(404);
      expect((await rest()(stranger, 'POST', `/lists/${id}/add-to-cart`, {})).statusCode).toBe(404);
      expect((await rest()(stranger, 'GET', `/lists/${id}/lines.csv`)).statusCode).toBe(404);
      expect((await rest()(stranger, 'GET', '/lists')).json()).toEqual([]);
    }

    const added = await rest()(acme.anyBuyer, 'POST', `/lists/${id}/add-to-cart`, {});
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ changes: [], cart: { lines: [expect.objectContaining({ sku: 'RS-RAKE', quantity: 4 })] } });

    const edited = await rest()(acme.admin, 'PUT', `/lists/${id}/lines`, { lines: [{ productId: rake.id, quantity: 6 }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ canEdit: true, mine: false, lines: [expect.objectContaining({ quantity: 6 })] });
    expect((await rest()(acme.admin, 'PUT', `/lists/${id}`, { name: 'Site kit (admin)', shared: true })).json().name).toBe('Site kit (admin)');
  });

  it('the company stops seeing a shared list once its owner leaves the company', async () => {
    const acme = await createCompanyFixture(shop.db, 'Acme Leaver');
    const owner = await createMember(shop.db, acme.company.id, 'buyer', [], 'Leaving owner');
    const { id } = (await rest()(owner, 'POST', '/lists', { name: 'Leaver kit', shared: true })).json();
    expect((await rest()(acme.admin, 'GET', `/lists/${id}`)).statusCode).toBe(200);

    await callerFor(shop.db, acme.admin).myCompany.removeMember({ userId: owner.id });

    expect((await rest()(acme.admin, 'GET', `/lists/${id}`)).statusCode).toBe(404);
    expect((await rest()(acme.anyBuyer, 'GET', '/lists')).json()).toEqual([]);
    expect((await rest()(owner, 'GET', `/lists/${id}`)).json()).toMatchObject({ mine: true, canEdit: true });
  });

  it('adds the whole list or chosen lines to the cart at today\'s rules, each change said; a product not on the list is named', async () => {
    const buyer = await createUser(shop.db);
    const gloves = await createRuledProduct(shop.db, { sku: 'RC-GLOVES', name: 'Gloves', minimumOrder: 12, packSize: 12 });
    const hoe = await createRuledProduct(shop.db, { sku: 'RC-HOE', name: 'Hoe', quantity: 5 });
    const shears = await createRuledProduct(shop.db, { sku: 'RC-SHEARS', name: 'Shears' });
    const stranger = await createRuledProduct(shop.db, { sku: 'RC-OTHER' });
    const { id } = (await rest()(buyer, 'POST', '/lists', { name: 'Cart test', shared: false })).json();
    await rest()(buyer, 'PUT', `/lists/${id}/lines`, {
      lines: [
        { productId: gloves.id, quantity: 30 },
        { productId: hoe.id, quantity: 8 },
        { productId: shears.id, quantity: 2 },
      ],
    });
    await editProduct(shop.db, shears.id, { status: 'archived' });

    const chosen = await rest()(buyer, 'POST', `/lists/${id}/add-to-cart`, { productIds: [hoe.id] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().cart.lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([['RC-HOE', 5]]);
    expect(chosen.json().changes).toEqual([{ productId: hoe.id, sku: 'RC-HOE', kind: 'stock', before: 8, after: 5, message: 'Hoe (RC-HOE): only 5 can be had now, so 5 went in instead of 8' }]);

    const all = await rest()(buyer, 'POST', `/lists/${id}/add-to-cart`, {});
    expect(all.json().changes.map((change: { sku: string; kind: string }) => [change.sku, change.kind])).toEqual([
      ['RC-GLOVES', 'quantity'],
      ['RC-HOE', 'stock'],
      ['RC-SHEARS', 'discontinued'],
    ]);
    expect(all.json().cart.lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([
      ['RC-HOE', 5],
      ['RC-GLOVES', 36],
    ]);

    const notOnList = await rest()(buyer, 'POST', `/lists/${id}/add-to-cart`, { productIds: [hoe.id, stranger.id] });
    expect(notOnList.statusCode).toBe(400);
    expect(notOnList.json().data.fieldErrors).toEqual({ 'productIds.1': ['This product is not on the list'] });
  });

  it('saves the cart as a list, in the cart\'s order; an empty cart is refused on fromCart', async () => {
    const buyer = await createUser(shop.db);
    const caller = callerFor(shop.db, buyer);
    const empty = await rest()(buyer, 'POST', '/lists', { name: 'From nothing', shared: false, fromCart: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors).toEqual({ fromCart: ['Your cart is empty'] });

    const a = await createRuledProduct(shop.db, { sku: 'RF-A' });
    const b = await createRuledProduct(shop.db, { sku: 'RF-B' });
    await caller.cart.setLine({ productId: b.id, quantity: 3 });
    await caller.cart.setLine({ productId: a.id, quantity: 1 });
    const saved = await rest()(buyer, 'POST', '/lists', { name: 'From cart', shared: true, fromCart: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lines.map((line: { sku: string; quantity: number }) => [line.sku, line.quantity])).toEqual([
      ['RF-B', 3],
      ['RF-A', 1],
    ]);
    expect((await caller.cart.get()).lines).toHaveLength(2);
  });

  it('exports a list as CSV (SKU, name, quantity), a name a spreadsheet would run written as text; 401 signed out', async () => {
    const buyer = await createUser(shop.db);
    const risky = await createRuledProduct(shop.db, { sku: 'RX-1', name: '=HYPERLINK("http://evil.example","Spade")' });
    const { id } = (await rest()(buyer, 'POST', '/lists', { name: 'Export me', shared: false })).json();
    await rest()(buyer, 'POST', `/lists/${id}/lines`, { productId: risky.id, quantity: 3 });

    const csv = await rest()(buyer, 'GET', `/lists/${id}/lines.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export-me.csv"');
    expect(csv.body).toBe('SKU,Name,Quantity\r\nRX-1,"\'=HYPERLINK(""http://evil.example"",""Spade"")",3\r\n');
    expect((await rest()(null, 'GET', `/lists/${id}/lines.csv`)).statusCode).toBe(401);
  });

  it('two edits of one list at once: one after the other, the list holds one of them whole', async () => {
    const buyer = await createUser(shop.db);
    const products = await Promise.all(['RR-1', 'RR-2', 'RR-3', 'RR-4'].map((sku) => createRuledProduct(shop.db, { sku })));
    const { id } = (await rest()(buyer, 'POST', '/lists', { name: 'Race', shared: false })).json();
    const first = products.slice(0, 2).map((product) => ({ productId: product.id, quantity: 1 }));
    const second = products.slice(2).map((product) => ({ productId: product.id, quantity: 2 }));
    const answers = await Promise.all([rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: first }), rest()(buyer, 'PUT', `/lists/${id}/lines`, { lines: second })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const skus = (await rest()(buyer, 'GET', `/lists/${id}`)).json().lines.map((line: { sku: string }) => line.sku);
    expect([['RR-1', 'RR-2'], ['RR-3', 'RR-4']]).toContainEqual(skus);
  });

  it(`keeps at most ${LISTS_MAX} lists an account, counted under a lock while another list is being made`, async () => {
    const buyer = await createUser(shop.db);
    await shop.db
      .insertInto('requisitionLists')
      .values(Array.from({ length: LISTS_MAX - 1 }, (_, index) => ({ ownerId: buyer.id, name: `List ${index}` })))
      .execute();
    // Another tab is making the account's last list: it holds the lists' lock until it commits.
    const other = await holdTransaction(shop.db, async (trx) => {
      await lockOwnLists(trx, buyer.id);
      await insertList(trx, buyer.id, { name: 'The other tab', shared: false });
    });
    const answer = rest()(buyer, 'POST', '/lists', { name: 'One more', shared: false });
    await waitForLockWaiters(shop.db, 1);
    await other.release();
    expect((await answer).statusCode).toBe(409);
    expect((await answer).json().message).toBe(LISTS_FULL_MESSAGE);
  });
});
