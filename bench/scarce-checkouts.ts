/**
 * 50 checkouts at once whose carts overlap on 8 scarce products (issue 24): each cart holds 4 of
 * them, 1 to 3 units each, in its own line order, and there is stock for about 20 carts. Checked:
 * no 5xx (a deadlock, Postgres 40P01, would answer 500), no oversell (every product's sold and
 * remaining units add up to its stock, none below zero), each placed cart emptied and each refused
 * one kept, and every refusal a 409 that names each of its short lines ("Border spade: only 8
 * units left", keyed `lines.{i}` by the line's place in the cart).
 */
import { createDatabase } from '../src/server/db/database';
import { benchBuyers } from './bench-data';
import { randomSource } from './random-source';
import type { Check } from './table';

const PRODUCTS = ['Border spade', 'Leaf rake', 'Draw hoe', 'Hand trowel', 'Pruning saw', 'Digging fork', 'Hose reel', 'Bulb planter'];
const BUYERS = 50;
const LINES = 4;
/** The share of all carts' demand in stock: about 20 of the 50 carts. */
const STOCKED = 0.4;

interface CartLine {
  productId: string;
  name: string;
  quantity: number;
}

interface Answer {
  status: number;
  body: { message?: string; data?: { fieldErrors?: Record<string, string[]> } };
}

export async function checkScarceCheckouts(databaseUrl: string, base: string): Promise<Check[]> {
  const db = createDatabase(databaseUrl);
  try {
    const random = randomSource(50);
    const products = await db
      .insertInto('products')
      .values(PRODUCTS.map((name) => ({ name: `Scarce ${name.toLowerCase()}`, images: ['/x.svg'], description: 'Scarce', priceCents: 2500, quantity: 0, minimumOrder: 1 })))
      .returning(['id', 'name'])
      .execute();
    const buyers = await benchBuyers(db, 'scarce', BUYERS);
    const carts: CartLine[][] = buyers.map(() => {
      const picked: number[] = [];
      while (picked.length < LINES) {
        const i = Math.floor(random() * products.length);
        if (!picked.includes(i)) picked.push(i);
      }
      return picked.map((i) => ({ productId: products[i]!.id, name: products[i]!.name, quantity: 1 + Math.floor(random() * 3) }));
    });
    const demand = new Map(products.map((product) => [product.id, 0]));
    for (const line of carts.flat()) demand.set(line.productId, demand.get(line.productId)! + line.quantity);
    const initial = new Map([...demand].map(([id, units]) => [id, Math.round(units * STOCKED)]));
    for (const [id, quantity] of initial) await db.updateTable('products').set({ quantity }).where('id', '=', id).execute();
    // The cart's order is the order lines were added in.
    const addedAt = Date.now() - 60_000;
    await db
      .insertInto('cartLines')
      .values(
        carts.flatMap((cart, b) =>
          cart.map((line, i) => ({ userId: buyers[b]!.userId, productId: line.productId, quantity: line.quantity, seenUnitPriceCents: 2500, seenStock: initial.get(line.productId)!, addedAt: new Date(addedAt + i * 1000) })),
        ),
      )
      .execute();

    const answers: Answer[] = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await fetch(`${base}/api/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({ phone: '555-0100', address: '3 Scarce Lane' }),
        });
        return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
      }),
    );

    const placed = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 409).length;
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const others = answers.length - placed - refused - serverErrors;
    const checks: Check[] = [
      {
        name: '50 parallel checkouts, 8 scarce products',
        result: `${placed} placed, ${refused} refused (409), ${serverErrors} 5xx, ${others} other`,
        pass: serverErrors === 0 && others === 0 && placed > 0,
      },
    ];

    const left = new Map((await db.selectFrom('products').select(['id', 'quantity']).where('id', 'in', [...initial.keys()]).execute()).map((p) => [p.id, p.quantity]));
    const soldRows = await db
      .selectFrom('orderLines')
      .select(['productId', (eb) => eb.fn.sum<number>('quantity').as('units')])
      .where('productId', 'in', [...initial.keys()])
      .groupBy('productId')
      .execute();
    const sold = new Map(soldRows.map((row) => [row.productId, Number(row.units)]));
    const unbalanced = [...initial].filter(([id, units]) => left.get(id)! < 0 || (sold.get(id) ?? 0) + left.get(id)! !== units).length;
    const soldUnits = [...sold.values()].reduce((sum, units) => sum + units, 0);
    const stocked = [...initial.values()].reduce((sum, units) => sum + units, 0);
    checks.push({ name: 'no oversell (sold + left = stock)', result: `${soldUnits} of ${stocked} units sold, ${unbalanced} products off`, pass: unbalanced === 0 });

    const kept = new Map((await db.selectFrom('cartLines').select(['userId', (eb) => eb.fn.countAll<number>().as('lines')]).where('userId', 'in', buyers.map((b) => b.userId)).groupBy('userId').execute()).map((row) => [row.userId, Number(row.lines)]));
    const wrongCarts = answers.filter((answer, b) => (kept.get(buyers[b]!.userId) ?? 0) !== (answer.status === 200 ? 0 : LINES)).length;
    checks.push({ name: 'carts emptied only by placed orders', result: `${wrongCarts} carts otherwise`, pass: wrongCarts === 0 });

    // A line named short must be short at the end too (stock only fell meanwhile); a refusal names at least one line.
    let unnamed: string | undefined;
    const naming = answers.filter((answer, b) => {
      if (answer.status !== 409) return false;
      const named = Object.entries(answer.body.data?.fieldErrors ?? {}).filter(([key]) => key.startsWith('lines.'));
      const good =
        named.length > 0 &&
        named.every(([key, messages]) => {
          const line = carts[b]![Number(key.slice('lines.'.length))];
          return line !== undefined && messages.some((message) => message.startsWith(`${line.name}: `)) && left.get(line.productId)! < line.quantity;
        });
      if (!good) unnamed ??= answer.body.message ?? JSON.stringify(answer.body);
      return good;
    }).length;
    checks.push({
      name: 'every refusal names its short lines',
      result: `${naming} of ${refused}${unnamed ? `; not: "${unnamed.slice(0, 60)}"` : ''}`,
      pass: naming === refused,
    });
    return checks;
  } finally {
    await db.destroy();
  }
}
