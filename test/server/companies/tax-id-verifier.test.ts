import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineTaxIdVerifier, taxIdVerifierOf, viesTaxIdVerifier } from '../../../src/server/features/3-accounts/companies/tax-id-verifier';
import { testConfig } from '../../helpers/test-app';

/** A loopback VIES: answers each check-vat-number by the number asked about. */
const asked: unknown[] = [];
const fakeVies = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const question = JSON.parse(body) as { countryCode: string; vatNumber: string };
    asked.push({ path: request.url, method: request.method, ...question });
    if (question.vatNumber === '500000000') return void response.writeHead(500).end();
    if (question.vatNumber === '999999999') return; // never answers
    const answer = question.vatNumber === '000000000' ? { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] } : { countryCode: question.countryCode, vatNumber: question.vatNumber, valid: question.vatNumber === '123456789' };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
let api = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeVies.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(fakeVies.address() as AddressInfo).port}/rest-api`;
});
afterAll(() => {
  fakeVies.closeAllConnections();
  return new Promise<void>((resolve) => fakeVies.close(() => resolve()));
});

describe('the VAT id check behind reverse charge', () => {
  it('asks VIES and reads its verdict; no verdict, an error or no answer in time is unavailable', async () => {
    const vies = viesTaxIdVerifier(api);
    expect(await vies.verify({ prefix: 'DE', number: '123456789' })).toBe('valid');
    expect(asked).toEqual([{ path: '/rest-api/check-vat-number', method: 'POST', countryCode: 'DE', vatNumber: '123456789' }]);
    expect(await vies.verify({ prefix: 'DE', number: '111111111' })).toBe('invalid');
    expect(await vies.verify({ prefix: 'DE', number: '000000000' })).toBe('unavailable');
    expect(await vies.verify({ prefix: 'DE', number: '500000000' })).toBe('unavailable');
    // Only the question no one answers waits for its (short) timeout.
    expect(await viesTaxIdVerifier(api, 300).verify({ prefix: 'DE', number: '999999999' })).toBe('unavailable');
    expect(await viesTaxIdVerifier('http://127.0.0.1:1/rest-api').verify({ prefix: 'FR', number: '12345678901' })).toBe('unavailable');
  });

  it('passes a GB id on its shape (VIES does not hold them) without asking', async () => {
    asked.length = 0;
    expect(await viesTaxIdVerifier(api).verify({ prefix: 'GB', number: '123456789' })).toBe('valid');
    expect(asked).toEqual([]);
  });

  it('is the offline check unless TAX_ID_CHECK=vies, and the services’ own when given', async () => {
    expect(taxIdVerifierOf({ config: testConfig() })).toBe(offlineTaxIdVerifier);
    expect(await offlineTaxIdVerifier.verify({ prefix: 'DE', number: '123456789' })).toBe('valid');
    expect(taxIdVerifierOf({ config: testConfig({ TAX_ID_CHECK: 'vies' }) })).not.toBe(offlineTaxIdVerifier);
    const own = { verify: () => Promise.resolve('invalid' as const) };
    expect(taxIdVerifierOf({ config: testConfig({ TAX_ID_CHECK: 'vies' }), taxIdVerifier: own })).toBe(own);
  });
});
