/**
 * The benchmark's bare server, in a process of its own: plain Fastify routes doing the same
 * database work as the app's (the same SQL, statement for statement) with no tRPC, OpenAPI layer,
 * validation, sessions plugin or hooks. Configured from the same environment as the app it is
 * compared with; prints `{"port":N}` once it listens.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { registerBareCatalogue } from './bare-catalogue';
import { registerBareOrders } from './bare-orders';

const config = loadConfig();
const databaseUrl = config.databaseUrl!;

// Bare routes: plain SQL on a pool of the same size, JSON out.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => {});
const bare = Fastify({ logger: false });
// The app's product shape (features/2-catalogue/products/product-dto.ts), of live products only.
const productColumns = `id as "_id", sku, name, images[1] as image, images, description, category_id as "categoryId", status,
  minimum_order as "minimumOrder", quantity, price_cents::float8 / 100 as price, created_at as date, pack_size as "packSize",
  maximum_order as "maximumOrder", (select coalesce(json_agg(json_build_object('minQuantity', t->'minQuantity', 'price', (t->>'priceCents')::float8 / 100)), '[]')
    from jsonb_array_elements(price_tiers) t) as "priceTiers"`;
const live = `deleted_at is null and status = 'active'`;
bare.get('/products', async () => {
  const { rows } = await pool.query(`select ${productColumns} from products where ${live} order by created_at desc, id`);
  return rows;
});
bare.get('/product/:id', async (request) => {
  const { rows } = await pool.query(`select ${productColumns} from products where id = $1 and ${live}`, [(request.params as { id: string }).id]);
  return rows[0];
});
registerBareCatalogue(bare, databaseUrl);
registerBareOrders(bare, pool, config);
await bare.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void bare
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
console.log(JSON.stringify({ port: (bare.server.address() as { port: number }).port }));
