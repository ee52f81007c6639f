import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../src/server/plugins/json-body';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

const post = async (url: string, payload: string, signedIn = false) =>
  shop.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(signedIn ? await bearerHeaders(shop.db, await createUser(shop.db)) : {}) }, payload });

describe('JSON bodies', () => {
  it.each(['/api/auth/sign-up', '/api/auth/sign-out', '/api/order', '/api/update-user'])('nested 5,000 levels deep answer 400 at %s', async (url) => {
    for (const payload of ['['.repeat(5000) + ']'.repeat(5000), `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`]) {
      const response = await post(url, payload, url !== '/api/auth/sign-up');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^The JSON body nests deeper than \d+ levels$/) });
    }
  });

  it('at the depth limit still reach the procedure, which answers its own field message', async () => {
    const payload = `{"name":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const response = await post('/api/auth/sign-up', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Name is required' });
  });

  it('with a __proto__ key are still refused', async () => {
    const response = await post('/api/auth/sign-in', '{"__proto__":{"role":"admin"},"email":"a@b.co","password":"x"}');
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['["[[[", "\\"[[["]', 1],
    ['{"a":"\\\\"}', 1],
  ])('depth of %s is %i', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});
