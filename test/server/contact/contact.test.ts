import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SHOP_INBOX } from '../../../src/server/features/1-platform/mail/shop-inbox';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { mailsTo } from '../mail/mailbox-reader';

const database = useTestDatabase();
let shop: FastifyInstance;
let devShop: FastifyInstance;

beforeAll(async () => {
  const config = testConfig({ SHOP_EMAIL: 'Desk@Toolyard.com' });
  // A window of a century: no test run straddles two windows, so the counts below are exact.
  const windowMs = 100 * 365 * 24 * 60 * 60 * 1000;
  shop = await buildTestApp(database.db, { config: { ...config, rateLimits: { ...config.rateLimits, windowMs } } });
  devShop = await buildTestApp(database.db, { config: { ...testConfig(), rateLimits: { ...config.rateLimits, windowMs } } });
});
afterAll(() => Promise.all([shop.close(), devShop.close()]));

let nextIp = 1;
/** Each call its own client IP unless one is given, so only the rate-limit test meets the limit. */
function send(body: unknown, ip = `10.9.0.${nextIp++}`, app = shop) {
  return app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

const ann = { name: 'Ann Lee', email: 'Ann@Orchard.com', message: 'Do you deliver\nto Kew?' };

describe('POST /api/contact', () => {
  it('stores the message and mails it to SHOP_EMAIL with Reply-To the sender, in HTML escaped', async () => {
    const response = await send({ ...ann, message: 'Hoes <script>alert(1)</script> & rakes\nfor 40 plots' });
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json() as { insertedId: string };

    const stored = await database.db.selectFrom('contactMessages').selectAll().where('id', '=', Number(insertedId)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Ann Lee', email: 'ann@orchard.com', message: 'Hoes <script>alert(1)</script> & rakes\nfor 40 plots' });

    const [mail, ...more] = await mailsTo(database.db, 'desk@toolyard.com', 'contact-message');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ replyTo: 'ann@orchard.com', subject: 'Message from Ann Lee via the Toolyard contact form', status: 'pending' });
    expect(mail!.textBody).toContain('Hoes <script>alert(1)</script> & rakes\nfor 40 plots');
    expect(mail!.textBody).toContain('Email: ann@orchard.com');
    expect(mail!.htmlBody).toContain('Hoes &lt;script&gt;alert(1)&lt;/script&gt; &amp; rakes\nfor 40 plots');
    expect(mail!.htmlBody).not.toContain('<script>');
  });

  it('mails the dev mailbox when SHOP_EMAIL is unset', async () => {
    expect((await send({ ...ann, name: 'Dev Visitor' }, '10.9.1.1', devShop)).statusCode).toBe(200);
    const mails = await mailsTo(database.db, DEV_SHOP_INBOX, 'contact-message');
    expect(mails.map((mail) => mail.subject)).toEqual(['Message from Dev Visitor via the Toolyard contact form']);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = await database.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await send({ name: '  ', email: 'ann@', message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    const fieldsOf = (body: { issues: Array<{ path: string[]; message: string }> }) => body.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(response.json().message).toBe('Name is required');
    expect(fieldsOf(response.json())).toEqual([
      ['name', 'Name is required'],
      ['email', 'Enter a valid email'],
      ['message', 'Keep the message under 5000 characters'],
    ]);
    expect(fieldsOf((await send({ name: 'Ann', email: 'ann@orchard.com' })).json())).toEqual([['message', 'Message is required']]);
    const after = await database.db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 429 past three messages from one IP, and still takes them from another', async () => {
    for (let n = 1; n <= 3; n++) expect((await send({ ...ann, message: `Question ${n}` }, '10.9.2.1')).statusCode, `message ${n}`).toBe(200);
    const refused = await send({ ...ann, message: 'Question 4' }, '10.9.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent several messages just now. Please wait a minute before sending another.');
    expect((await send({ ...ann, message: 'From the office next door' }, '10.9.2.2')).statusCode).toBe(200);
    const stored = await database.db.selectFrom('contactMessages').select('message').where('message', '=', 'Question 4').execute();
    expect(stored).toEqual([]);
  });
});

describe('GET /api/admin/messages', () => {
  let admin: ContextUser;
  let customer: ContextUser;
  beforeAll(async () => {
    admin = await createUser(database.db, { email: 'boss@toolyard.com', role: 'admin' });
    customer = await createUser(database.db, { email: 'basil@toolyard.com' });
  });

  const list = async (query: string, as: ContextUser | null) =>
    shop.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: as ? await bearerHeaders(database.db, as) : {} });

  it('answers anonymous 401 and a customer 403', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', customer)).statusCode).toBe(403);
  });

  it('lists the messages newest first, a page at a time', async () => {
    for (const n of [1, 2, 3]) expect((await send({ name: `Page ${n}`, email: 'pager@orchard.com', message: `Paged ${n}` })).statusCode).toBe(200);
    const first = await list('?limit=2', admin);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { messages: Array<{ name: string; email: string; message: string; sentAt: string }>; next: string };
    expect(page.messages.map((message) => message.name)).toEqual(['Page 3', 'Page 2']);
    expect(page.messages[0]).toMatchObject({ email: 'pager@orchard.com', message: 'Paged 3' });
    expect(Date.parse(page.messages[0]!.sentAt)).not.toBeNaN();

    const second = (await list(`?limit=2&cursor=${page.next}`, admin)).json() as { messages: Array<{ name: string }> };
    expect(second.messages[0]!.name).toBe('Page 1');
    expect((await list('?cursor=drop%20table', admin)).statusCode).toBe(400);
  });
});
