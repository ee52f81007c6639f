import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail } from '../../helpers/jobs';
import { postJson, signUpThroughApi } from '../../helpers/accounts';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { startSmtpServer } from '../mail/smtp-test-server';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();
const tokenIn = (text: string) => text.match(/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];

describe('a customer who forgot the password', () => {
  it('resets it through the dev mailbox link and signs in', async () => {
    await signUpThroughApi(shop.app, { email: 'rowan@garden.com', password: 'forgotten-one' });
    expect((await postJson(shop.app, '/api/auth/forgot-password', { email: 'rowan@garden.com' })).statusCode).toBe(200);
    await deliverQueuedMail({ db: shop.db, ports: shopPorts, config: testConfig() });

    const list = (await shop.app.inject({ url: '/dev/mailbox' })).body;
    const row = list.split('<tr>').find((line) => line.includes('rowan@garden.com') && line.includes('Reset your Toolyard password'));
    const textLink = row?.match(/href="(\/dev\/mailbox\/[0-9a-f-]+\/text)"/)?.[1];
    expect(textLink).toBeDefined();
    const token = tokenIn((await shop.app.inject({ url: textLink! })).body);
    expect(token).toBeDefined();

    expect((await postJson(shop.app, '/api/auth/reset-password', { token, password: 'remembered-now' })).statusCode).toBe(200);
    expect((await postJson(shop.app, '/api/auth/sign-in', { email: 'rowan@garden.com', password: 'remembered-now' })).statusCode).toBe(200);
  });

  describe('with SMTP_URL set', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp.close());

    it('gets the link from a real SMTP server, once', async () => {
      const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Toolyard <shop@garden.test>' });
      await signUpThroughApi(shop.app, { email: 'alder@garden.com', password: 'forgotten-two' });
      await postJson(shop.app, '/api/auth/forgot-password', { email: 'alder@garden.com' });
      await deliverQueuedMail({ db: shop.db, ports: shopPorts, config });
      await deliverQueuedMail({ db: shop.db, ports: shopPorts, config });

      const resets = smtp.received.filter((mail) => mail.subject === 'Reset your Toolyard password');
      expect(resets.map((mail) => mail.to)).toEqual([['alder@garden.com']]);
      const verifications = smtp.received.filter((mail) => mail.subject === 'Confirm your e-mail for Toolyard');
      expect(verifications.map((mail) => mail.to)).toEqual([['alder@garden.com']]);

      const token = tokenIn(resets[0]!.decoded);
      expect((await postJson(shop.app, '/api/auth/reset-password', { token, password: 'remembered-two' })).statusCode).toBe(200);
      expect((await postJson(shop.app, '/api/auth/sign-in', { email: 'alder@garden.com', password: 'remembered-two' })).statusCode).toBe(200);
    });
  });
});
