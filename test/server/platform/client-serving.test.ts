import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuildDir } from '../../../src/server/pages/client-serving';
import { buildTestApp } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(path.join(clientBuildDir, 'index.html'))) throw new Error('Build the client first: npm run build');
  app = await buildTestApp(database.db, { client: 'built' });
});
afterAll(() => app.close());

describe('serving the built web client', () => {
  it('answers client routes with the page, revalidated on every visit', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/about', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"');
    }
  });

  it('caches hashed assets for a year', async () => {
    const page = await app.inject('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await app.inject(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends scripts and stylesheets as the build compressed them, to clients that accept it', async () => {
    const page = await app.inject('/');
    // The app's entry, which the page's start script names (the start itself is under 1 KB, sent as it is).
    const script = /data-app="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const built = readFileSync(path.join(clientBuildDir, script));
    const brotli = await app.inject({ url: script, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    // The build's own file (at brotli's highest level), not one compressed again on the way.
    expect(brotli.rawPayload.equals(readFileSync(path.join(clientBuildDir, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).equals(built)).toBe(true);
    const gzip = await app.inject({ url: script, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(built)).toBe(true);
    const plain = await app.inject(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(built)).toBe(true);
  });

  it('ships no source maps: no .map is built, and none is served', async () => {
    const assets = readdirSync(path.join(clientBuildDir, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const script of assets.filter((file) => file.endsWith('.js'))) {
      expect(readFileSync(path.join(clientBuildDir, 'assets', script), 'utf8'), script).not.toContain('sourceMappingURL');
      expect((await app.inject(`/assets/${script}.map`)).statusCode).toBe(404);
    }
  });

  it('never answers a missing asset or API path with the page', async () => {
    for (const url of ['/assets/missing.js', '/api/missing', '/uploads/missing.png']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('sends each public page prerendered, so it paints before any script has run', async () => {
    const signIn = await app.inject('/signin');
    expect(signIn.body).toMatch(/<div id="root">.*<h1 id="sign-in-title">Sign In/s);
    expect(signIn.body).toMatch(/<div id="root">.*<input[^>]+type="password"/s);
    expect(signIn.body).toMatch(/<style>/);
    // Typed into before the scripts take over, the prerendered form would lose what was typed.
    expect(signIn.body).toMatch(/<form[^>]* inert=""/);
    for (const url of ['/no/such/page', '/pages/home.html']) {
      const other = await app.inject(url);
      expect(other.body, url).toMatch(/<div id="root">.*<header/s);
      expect(other.body, url).not.toContain('sign-in-title');
      expect(other.body, url).not.toContain('Loading the product');
    }
  });

  it('compresses the page for clients that accept it', async () => {
    const plain = await app.inject('/signin');
    const brotli = await app.inject({ url: '/signin', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/signin', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
