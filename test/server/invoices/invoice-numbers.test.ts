import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { pendingOrder } from '../payments/payment-helpers';
import { invoiceNumberOf, payThroughGateway } from './invoice-helpers';

const shop = useTestApp();

describe('invoice numbers under concurrent payments', () => {
  it('gives ten orders paid at once exactly the next ten numbers: no gap, no duplicate, one invoice each', async () => {
    const orders = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const buyer = await createUser(shop.db);
        return { buyer, orderId: (await pendingOrder(shop.db, buyer)).orderId };
      }),
    );
    const { lastNumber } = await shop.db.selectFrom('documentNumbers').select('lastNumber').where('kind', '=', 'invoice').executeTakeFirstOrThrow();

    await Promise.all(orders.map(({ buyer, orderId }) => payThroughGateway(shop.app, shop.db, buyer, orderId)));
    // Paying again settles nothing new: still one invoice each.
    await Promise.all(orders.slice(0, 3).map(({ buyer, orderId }) => payThroughGateway(shop.app, shop.db, buyer, orderId).catch(() => undefined)));

    const numbers = await Promise.all(orders.map(({ orderId }) => invoiceNumberOf(shop.db, orderId)));
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 10 }, (_, i) => lastNumber + 1 + i));
    const invoices = await shop.db.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(invoices.n)).toBe(lastNumber + 10);
  });
});
