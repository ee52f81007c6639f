import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { DEV_SHOP_INBOX, shopInboxOf } from '../../../src/server/features/1-platform/mail/shop-inbox';
import { PRODUCTION_ENV } from '../../helpers/test-app';

const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The configuration was accepted');
};

describe('SOCIAL_LINKS', () => {
  it('gives no links when unset or empty', () => {
    expect(loadConfig({}).socialLinks).toEqual([]);
    expect(loadConfig({ SOCIAL_LINKS: '' }).socialLinks).toEqual([]);
  });

  it('reads network=https://... pairs in their order, spaces and letter case aside', () => {
    expect(loadConfig({ SOCIAL_LINKS: ' Instagram = https://instagram.com/toolyard , facebook=https://www.facebook.com/toolyard?ref=shop,' }).socialLinks).toEqual([
      { network: 'instagram', url: 'https://instagram.com/toolyard' },
      { network: 'facebook', url: 'https://www.facebook.com/toolyard?ref=shop' },
    ]);
  });

  it.each([
    ['myspace=https://myspace.com/toolyard', 'SOCIAL_LINKS: "myspace" is not a known network (facebook, instagram, youtube, x)'],
    ['https://x.com/toolyard', 'SOCIAL_LINKS: "https://x.com/toolyard" is not network=https://... (networks: facebook, instagram, youtube, x)'],
    ['x=http://x.com/toolyard', 'SOCIAL_LINKS: x must be an https:// URL'],
    ['x=javascript:alert(1)', 'SOCIAL_LINKS: x must be an https:// URL'],
    ['youtube=https://user:pass@youtube.com/toolyard', 'SOCIAL_LINKS: youtube must be an https:// URL'],
    ['x=https://x.com/a,x=https://x.com/b', 'SOCIAL_LINKS: x is given twice'],
  ])('refuses %s', (value, message) => {
    expect(errorOf({ SOCIAL_LINKS: value })).toBe(`Invalid configuration: ${message}`);
  });
});

describe('SHOP_EMAIL', () => {
  it('is where contact messages go, lower-cased', () => {
    const config = loadConfig({ SHOP_EMAIL: 'Desk@Toolyard.com' });
    expect(config.mail.shopEmail).toBe('desk@toolyard.com');
    expect(shopInboxOf(config)).toBe('desk@toolyard.com');
    expect(shopInboxOf(loadConfig({ ...PRODUCTION_ENV, SHOP_EMAIL: 'desk@toolyard.com', SMTP_URL: 'smtp://mail.internal', MAIL_FROM: 'shop@toolyard.com' }))).toBe('desk@toolyard.com');
  });

  it('falls back to the dev mailbox where there is one, and to no mail at all on a production shop', () => {
    expect(shopInboxOf(loadConfig({}))).toBe(DEV_SHOP_INBOX);
    expect(shopInboxOf(loadConfig({ ...PRODUCTION_ENV }))).toBeNull();
    expect(shopInboxOf(loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://mail.internal', MAIL_FROM: 'shop@toolyard.com' }))).toBeNull();
  });

  it('refuses what is not an e-mail address', () => {
    expect(errorOf({ SHOP_EMAIL: 'the shop' })).toMatch(/^Invalid configuration: SHOP_EMAIL: /);
  });
});
