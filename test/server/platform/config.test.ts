import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

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
    [{ NODE_ENV: 'production' }, 'PAYMENTS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, 'AUTH_RATE_LIMIT_PER_IP'],
    [{ AUTH_RATE_LIMIT_PER_EMAIL: 'ten' }, 'AUTH_RATE_LIMIT_PER_EMAIL'],
    [{ AUTH_RATE_LIMIT_WINDOW_SECONDS: '-5' }, 'AUTH_RATE_LIMIT_WINDOW_SECONDS'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('accepts test payments in production only when asked for explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments.gateway).toBe('test');
  });

  it('keeps demo mode off in production unless DEMO_MODE=true, even on the embedded database', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('trusts no proxy by default, and a hop count or proxy addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
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
