import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { AppError, ERROR_OF, type AppErrorKind } from '../../../src/server/errors/app-error';
import { checkingRestAnswers, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ db: database.db, ports: shopPorts, config: testConfig() }, { client: 'none', logger: false });
  // A plain Fastify route (as webhooks and uploads are) whose "service" throws a domain error.
  app.get<{ Params: { kind: AppErrorKind } }>('/plain/:kind', async (request) => {
    if (request.params.kind === ('crash' as AppErrorKind)) throw new Error('database password is hunter2');
    throw new AppError(request.params.kind, `It went ${request.params.kind}`, { field: ['Field message'] });
  });
  await app.ready();
  checkingRestAnswers(app);
});
afterAll(() => app.close());

describe('AppError on a plain Fastify route', () => {
  it.each(Object.entries(ERROR_OF))('%s answers %o', async (kind, { status, code }) => {
    const response = await app.inject(`/plain/${kind}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: `It went ${kind}`, fieldErrors: { field: ['Field message'] } });
  });

  it('answers any other error with a 500 that says nothing of its cause', async () => {
    const response = await app.inject('/plain/crash');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
  });
});
