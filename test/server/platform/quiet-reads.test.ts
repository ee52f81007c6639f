import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createProduct } from '../../helpers/factories';
import { checkingRestAnswers, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
const lines: Array<{ level: number; msg: string }> = [];
let app: FastifyInstance;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ db: database.db, ports: shopPorts, config: { ...testConfig(), logLevel: 'warn' } }, { client: 'none', logStream });
  await app.ready();
  checkingRestAnswers(app);
});
afterAll(() => app.close());

describe('server log', () => {
  it('stays quiet (nothing at warn or above) while REST and tRPC reads are answered', async () => {
    const product = await createProduct(database.db);
    for (const url of ['/api/products', `/api/product/${product.id}`, '/api/reviews', '/api/stat', '/api/site-config', '/trpc/products.list', '/api/no-such-path']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // let a late second send surface
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
  });
});
