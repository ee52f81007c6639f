import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { mailModeOf } from '../../../src/server/features/1-platform/mail/delivery/mail-mode';
import { PRODUCTION_ENV } from '../../helpers/test-app';

const base = { NODE_ENV: 'development', DATA_DIR: '.data/test' };
const production = PRODUCTION_ENV;

describe('SMTP_URL and MAIL_FROM', () => {
  it('accept smtp:// and smtps:// with a sender, and send through SMTP', () => {
    for (const SMTP_URL of ['smtp://user:pass@mail.garden.com:587', 'smtps://mail.garden.com:465']) {
      for (const MAIL_FROM of ['shop@garden.com', 'Toolyard Garden <shop@garden.com>']) {
        const config = loadConfig({ ...base, SMTP_URL, MAIL_FROM });
        expect(config.mail).toEqual({ smtpUrl: SMTP_URL, from: MAIL_FROM });
        expect(mailModeOf(config)).toBe('smtp');
      }
    }
  });

  it.each([
    [{ SMTP_URL: 'http://mail.garden.com', MAIL_FROM: 'shop@garden.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.garden.com:587', MAIL_FROM: 'shop@garden.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.garden.com:587' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Shop <shop@garden.com>\r\nBcc: all@example.com' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Shop <not-an-address>' }, 'MAIL_FROM'],
  ])('refuse %o, naming %s', (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('without SMTP_URL: the dev mailbox outside production or in demo mode, else mail is held', () => {
    expect(mailModeOf(loadConfig(base))).toBe('mailbox');
    expect(mailModeOf(loadConfig({ ...production, DATABASE_URL: 'postgres://db/shop' }))).toBe('held');
    expect(mailModeOf(loadConfig({ ...production, DATABASE_URL: 'postgres://db/shop', DEMO_MODE: 'true' }))).toBe('mailbox');
  });
});
