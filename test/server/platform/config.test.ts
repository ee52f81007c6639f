import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { PRODUCTION_ENV } from '../../helpers/test-app';

describe('configuration', () => {
  it('starts offline with defaults: port 3000, embedded database, demo mode, test payments', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.embeddedDatabase).toBe(true);
    expect(config.demoMode).toBe(true);
    expect(config.payments.gateway).toBe('test');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('turns demo mode off by default when a database URL is given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/shop' }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ NODE_ENV: 'production' }, 'STRIPE_SECRET_KEY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, 'AUTH_RATE_LIMIT_PER_IP'],
    [{ AUTH_RATE_LIMIT_PER_EMAIL: 'ten' }, 'AUTH_RATE_LIMIT_PER_EMAIL'],
    [{ AUTH_RATE_LIMIT_WINDOW_SECONDS: '-5' }, 'AUTH_RATE_LIMIT_WINDOW_SECONDS'],
    [{ INVOICE_REMINDER_DAYS: '7,soon' }, 'INVOICE_REMINDER_DAYS'],
    [{ INVOICE_REMINDER_DAYS: '3.5' }, 'INVOICE_REMINDER_DAYS'],
    [{ INVOICE_REMINDER_DAYS: '-3,,7' }, 'INVOICE_REMINDER_DAYS'],
    [{ INVOICE_REMINDER_DAYS: '400' }, 'INVOICE_REMINDER_DAYS'],
    [{ INVOICE_REMINDER_DAYS: '1,2,3,4,5,6,7,8,9,10,11' }, 'INVOICE_REMINDER_DAYS'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  describe('the test gateway in production (card 4242... pays for anything)', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };

    it('is refused for PAYMENTS=test without DEMO_MODE=true, naming PAYMENTS', () => {
      for (const env of [{ PAYMENTS: 'test' }, { PAYMENTS: 'test', DEMO_MODE: 'false' }]) {
        expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(/PAYMENTS: test accepts test cards .* only with DEMO_MODE=true/);
      }
    });

    it('is refused beside Stripe keys, even in a demo: the keys are there to take real payments', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', DEMO_MODE: 'true', ...stripe })).toThrow(/PAYMENTS: is test while STRIPE_SECRET_KEY is set/);
    });

    it('is never the default: Stripe keys select Stripe, and no keys stop start-up', () => {
      expect(loadConfig({ NODE_ENV: 'production', SELLER_NAME: 'Garden Ltd', SELLER_ADDRESS: '2 Lane', ...stripe }).payments.gateway).toBe('stripe');
      expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(/STRIPE_SECRET_KEY: is required in production/);
    });

    it('runs for a demo shop that asks for both', () => {
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', DEMO_MODE: 'true' }).payments.gateway).toBe('test');
    });
  });

  it('keeps demo mode off in production unless DEMO_MODE=true, even on the embedded database', () => {
    expect(loadConfig(PRODUCTION_ENV).demoMode).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('trusts no proxy by default, and a hop count or proxy addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
  });

  it('reminds of on-account invoices 3 days before their due date, on it, and 7 and 30 days after, unless told other stages or none', () => {
    expect(loadConfig({}).invoiceReminderDays).toEqual([-3, 0, 7, 30]);
    expect(loadConfig({ INVOICE_REMINDER_DAYS: ' 14, -7,0 ,14' }).invoiceReminderDays).toEqual([-7, 0, 14]);
    expect(loadConfig({ INVOICE_REMINDER_DAYS: 'none' }).invoiceReminderDays).toEqual([]);
  });

  it('reads the sign-in rate limits from the environment', () => {
    expect(loadConfig({}).rateLimits).toEqual({ windowMs: 60_000, perEmail: 10, perIp: 30 });
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_IP: '100', AUTH_RATE_LIMIT_PER_EMAIL: '5', AUTH_RATE_LIMIT_WINDOW_SECONDS: '900' }).rateLimits).toEqual({
      windowMs: 900_000,
      perEmail: 5,
      perIp: 100,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
