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
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('accepts test payments in production only when asked for explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments.gateway).toBe('test');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
