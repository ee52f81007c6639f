import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { deliverQueuedMail } from '../../helpers/jobs';
import { renderMail } from '../../../src/server/features/1-platform/mail/templates/mail-layout';
import { enqueueMail } from '../../../src/server/features/1-platform/mail/outbox-repository';
import { buildTestApp, PRODUCTION_ENV, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();
const productionEnv = { ...PRODUCTION_ENV, DEMO_MODE: 'false' };
let mailId: string;

const hostile = renderMail(
  { publicUrl: 'http://localhost:3000' },
  { to: 'weed<script>@garden.com', kind: 'order-placed', subject: 'Spade <script>alert(1)</script> & "Rake"', greeting: 'Hello <b>you</b>,', paragraphs: [] },
);

beforeAll(async () => {
  mailId = await database.db.transaction().execute((trx) => enqueueMail(trx, hostile));
});

describe('the dev mailbox outside production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.db);
  });
  afterAll(() => app.close());

  it('lists every message, with every value escaped', async () => {
    const response = await app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('Spade &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Rake&quot;');
    expect(response.body).toContain('weed&lt;script&gt;@garden.com');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(`href="/dev/mailbox/${mailId}/html"`);
    expect(response.body).toContain(`href="/dev/mailbox/${mailId}/text"`);
  });

  it('is laid out for a phone: a viewport at the device width', async () => {
    const response = await app.inject({ url: '/dev/mailbox' });
    expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('shows each message as HTML (scripts and requests shut out) and as text', async () => {
    const html = await app.inject({ url: `/dev/mailbox/${mailId}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(html.body).toBe(hostile.html);
    expect(html.body).toContain('Hello &lt;b&gt;you&lt;/b&gt;,');

    const text = await app.inject({ url: `/dev/mailbox/${mailId}/text` });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(hostile.text);
  });

  it('answers 404 for an unknown message, a malformed id or another format', async () => {
    for (const url of ['/dev/mailbox/00000000-0000-4000-8000-000000000000/html', '/dev/mailbox/not-a-uuid/html', `/dev/mailbox/${mailId}/eml`, `/dev/mailbox/${mailId}`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('is where the delivery job puts mail when no SMTP server is configured', async () => {
    await deliverQueuedMail({ db: database.db, ports: shopPorts, config: testConfig() });
    const row = await database.db.selectFrom('mailOutbox').selectAll().where('id', '=', mailId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', deliveredVia: 'mailbox', textBody: hostile.text });
  });
});

describe('the dev mailbox in production', () => {
  it('does not exist: every path answers 404, and start-up warns once that mail is held', async () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = testConfig({ ...productionEnv, LOG_LEVEL: 'warn' });
    const app = await buildTestApp(database.db, { config, logger: true, logStream: logs });
    for (const url of ['/dev/mailbox', `/dev/mailbox/${mailId}/html`, `/dev/mailbox/${mailId}/text`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Spade');
    }
    await app.close();
    const warnings = lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
  });

  it('keeps held mail in the outbox until a transport is configured', async () => {
    const held = await database.db.transaction().execute((trx) => enqueueMail(trx, { ...hostile, subject: 'Held' }));
    await deliverQueuedMail({ db: database.db, ports: shopPorts, config: testConfig(productionEnv) });
    const row = await database.db.selectFrom('mailOutbox').selectAll().where('id', '=', held).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('is open in demo mode, to signed-in visitors only (dev-mailbox-demo.test.ts)', async () => {
    const app = await buildTestApp(database.db, { config: testConfig({ ...productionEnv, DEMO_MODE: 'true' }) });
    expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(401);
    await app.close();
  });
});
