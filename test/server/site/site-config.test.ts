import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const apps: FastifyInstance[] = [];

async function siteConfig(env: Record<string, string>) {
  const app = await buildTestApp(database.db, { config: testConfig(env) });
  apps.push(app);
  const response = await app.inject('/api/site-config');
  expect(response.statusCode).toBe(200);
  return response;
}

afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('GET /api/site-config', () => {
  it('gives no credentials outside demo mode', async () => {
    const response = await siteConfig({ DEMO_MODE: 'false', MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    expect(response.json()).toEqual({ demoMode: false, demoAdmin: null, mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', socialLinks: [] });
    expect(response.body).not.toContain(DEMO_ADMIN.password);
    expect(response.body).not.toContain(DEMO_ADMIN.email);
  });

  it("gives the demo admin's e-mail and password in demo mode", async () => {
    const response = await siteConfig({ DEMO_MODE: 'true' });
    expect(response.json()).toEqual({
      demoMode: true,
      demoAdmin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      socialLinks: [],
    });
  });

  it('gives the social links SOCIAL_LINKS names, in its order', async () => {
    const response = await siteConfig({ SOCIAL_LINKS: 'youtube=https://youtube.com/@toolyard,facebook=https://facebook.com/toolyard' });
    expect(response.json().socialLinks).toEqual([
      { network: 'youtube', url: 'https://youtube.com/@toolyard' },
      { network: 'facebook', url: 'https://facebook.com/toolyard' },
    ]);
  });
});
