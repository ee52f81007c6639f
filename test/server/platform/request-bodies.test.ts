import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../helpers/accounts';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let port = 0;
beforeAll(async () => {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as AddressInfo).port;
});

/**
 * POSTs `megabytes` of filler over a real socket, declared up front (`content-length`) or chunked,
 * stopping as soon as the server answers; resolves with the status and how much was sent by then.
 */
function stream(path: string, contentType: string, megabytes: number, declared: boolean): Promise<{ status: number; sentMb: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const total = megabytes * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': contentType, ...(declared && { 'content-length': total }) } }, (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode!, sentMb: sent / 1024 / 1024 });
        // The rest of the body is never sent: close the socket, or the server waits for it (over a
        // minute) and the app's close at the end of the file waits with it.
        request.destroy();
      });
    });
    // The server may close the socket while we write: its answer is what counts.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('a 150 MB body', () => {
  it.each(['/trpc/auth.signIn', '/api/auth/sign-in'])('sent as multipart to %s is refused with 413 before it is read', async (path) => {
    const before = process.memoryUsage().rss;
    const { status, sentMb } = await stream(path, 'multipart/form-data; boundary=x', 150, true);
    expect(status).toBe(413);
    expect(sentMb).toBeLessThan(150);
    expect((process.memoryUsage().rss - before) / 1024 / 1024).toBeLessThan(20);
  });

  it('of 768 KB to the Stripe webhook, whose limit is 512 KB, gets 413 too', async () => {
    const { status } = await stream('/webhooks/stripe', 'application/json', 0.75, true);
    expect(status).toBe(413);
  });

  it('of JSON with no declared length is cut at the 1 MB limit with 413', async () => {
    const { status, sentMb } = await stream('/trpc/auth.signIn', 'application/json', 150, false);
    expect(status).toBe(413);
    expect(sentMb).toBeLessThan(150);
  });

  it('of multipart with no declared length is refused at once for its type', async () => {
    const { status, sentMb } = await stream('/trpc/auth.signIn', 'multipart/form-data; boundary=x', 150, false);
    expect(status).toBe(415);
    expect(sentMb).toBeLessThan(150);
  });
});

describe('bodies on /trpc get the same checks as on /api', () => {
  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])('%s answers 415', async (type) => {
    for (const url of ['/trpc/auth.signUp', '/api/auth/sign-up']) {
      const response = await shop.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: '{"name":"Eve","email":"eve@garden.com","password":"long enough"}' });
      expect(response.statusCode, url).toBe(415);
    }
    const users = await shop.db.selectFrom('users').select('email').where('email', '=', 'eve@garden.com').execute();
    expect(users).toEqual([]);
  });

  it('a body nested 20,000 levels deep answers 400', async () => {
    const payload = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await shop.app.inject({ method: 'POST', url: '/trpc/auth.signUp', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^The JSON body nests deeper than \d+ levels$/) });
  });

  it('a __proto__ key answers 400 and never reaches the procedure', async () => {
    const payload = '{"__proto__":{"role":"admin"},"name":"Mallory","email":"mallory@garden.com","password":"long enough"}';
    const response = await shop.app.inject({ method: 'POST', url: '/trpc/auth.signUp', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    const users = await shop.db.selectFrom('users').select('email').where('email', '=', 'mallory@garden.com').execute();
    expect(users).toEqual([]);
  });

  it('a plain JSON body still reaches the procedure', async () => {
    const response = await postJson(shop.app, '/trpc/auth.signUp', { name: 'Rose', email: 'rose@garden.com', password: 'long enough' });
    expect(response.statusCode).toBe(200);
  });
});

describe('a method a path does not serve', () => {
  it.each([
    ['TRACE', '/trpc/auth.signIn', 'GET, POST'],
    ['PUT', '/trpc/products.list', 'GET, POST'],
    ['TRACE', '/api/products', 'GET, HEAD'],
    ['GET', '/api/auth/sign-in', 'POST'],
    ['DELETE', '/healthz', 'GET, HEAD'],
    ['GET', '/api/uploads', 'POST'],
  ])('%s %s answers 405, allowing %s', async (method, url, allow) => {
    const response = await shop.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
  });

  it('is told apart from a path nobody serves', async () => {
    expect((await shop.app.inject({ method: 'TRACE', url: '/api/no-such-thing' })).statusCode).toBe(404);
    expect((await shop.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});
