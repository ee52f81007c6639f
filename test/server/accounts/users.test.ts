import { useTestApp } from '../../helpers/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { postJson, trpcMutationError } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';

const shop = useTestApp();
let customer: ContextUser;
let other: ContextUser;
let admin: ContextUser;

beforeAll(async () => {
  customer = await createUser(shop.db, { name: 'Basil', email: 'basil.leaf@garden.com' });
  other = await createUser(shop.db, { name: 'Sage', email: 'sage@garden.com' });
  admin = await createUser(shop.db, { name: 'Boss', email: 'boss@garden.com', role: 'admin' });
});

const getUser = async (path: string, as: ContextUser) => shop.app.inject({ url: `/api/user/${path}`, headers: await bearerHeaders(shop.db, as) });
const updateUser = async (body: unknown, as: ContextUser) => postJson(shop.app, '/api/update-user', body, await bearerHeaders(shop.db, as));
const stored = (id: string) => shop.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/user/{email}', () => {
  it("answers the user's own record in the spec's shape, with the path e-mail raw, percent-encoded or in capitals", async () => {
    for (const path of ['basil.leaf@garden.com', 'basil.leaf%40garden.com', 'Basil.Leaf%40Garden.com']) {
      const response = await getUser(path, customer);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toEqual({
        _id: customer.id,
        name: 'Basil',
        email: 'basil.leaf@garden.com',
        phone: null,
        address: null,
        socialUrl: null,
        role: 'user',
        emailVerified: false,
        education: { instituteName: null, degree: null, passingYear: null },
      });
    }
  });

  it("refuses someone else's record to a customer (403), shows it to an admin, and 404s unknown e-mails for admins", async () => {
    expect((await getUser('sage@garden.com', customer)).statusCode).toBe(403);
    const asAdmin = await getUser('sage%40garden.com', admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ email: 'sage@garden.com', name: 'Sage', role: 'user' });
    expect((await getUser('nobody@garden.com', admin)).statusCode).toBe(404);
  });

  it('needs a signed-in caller and a valid e-mail', async () => {
    expect((await shop.app.inject('/api/user/basil.leaf@garden.com')).statusCode).toBe(401);
    expect((await getUser('not-an-email', customer)).statusCode).toBe(400);
    expect((await getUser('%E0%A4%A', customer)).statusCode).toBe(400);
  });
});

describe('POST /api/update-user', () => {
  const profile = {
    name: 'Basil Leaf',
    phone: '+1 555 0100',
    address: '12 Herb Row',
    socialUrl: 'https://social.example/basil',
    education: { instituteName: 'Garden College', degree: 'BSc Horticulture', passingYear: '2019-06-30' },
  };

  it('saves the profile, answering modifiedCount 1, then 0 when nothing differs', async () => {
    const first = await updateUser({ user: profile }, customer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    expect((await updateUser({ user: profile }, customer)).json()).toEqual({ modifiedCount: 0 });

    const record = (await getUser('basil.leaf@garden.com', customer)).json();
    expect(record).toMatchObject({ ...profile, email: 'basil.leaf@garden.com', role: 'user' });
  });

  it('never changes e-mail or role, whatever the body says (the spec sends the whole record back)', async () => {
    const response = await updateUser({ user: { ...profile, email: 'sage@garden.com', role: 'admin', _id: other.id } }, customer);
    expect(response.json()).toEqual({ modifiedCount: 0 });
    expect(await stored(customer.id)).toMatchObject({ email: 'basil.leaf@garden.com', role: 'user' });
    expect(await stored(other.id)).toMatchObject({ email: 'sage@garden.com', name: 'Sage', phone: null });

    const withChange = await updateUser({ user: { ...profile, phone: '+1 555 0199', email: 'boss@garden.com', role: 'admin' } }, customer);
    expect(withChange.json()).toEqual({ modifiedCount: 1 });
    expect(await stored(customer.id)).toMatchObject({ email: 'basil.leaf@garden.com', role: 'user', phone: '+1 555 0199' });
  });

  it('clears optional fields sent empty, but keeps the name when it is left empty', async () => {
    const response = await updateUser({ user: { name: '', phone: '1', address: '2', socialUrl: '', education: { instituteName: '', degree: null, passingYear: '' } } }, customer);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await stored(customer.id)).toMatchObject({ name: 'Basil Leaf', socialUrl: null, instituteName: null, degree: null, passingYear: null });
  });

  it.each([
    [{ address: '12 Herb Row' }, 'Please fill out this field'],
    [{ phone: '  ', address: '12 Herb Row' }, 'Please fill out this field'],
    [{ phone: '1', address: '' }, 'Please fill out this field'],
    [{ phone: '1', address: '2', name: 'N'.repeat(21) }, "Name can't be more than 20 char"],
    [{ phone: '1', address: '2', socialUrl: 'not a url' }, 'Enter a valid URL'],
    [{ phone: '1', address: '2', socialUrl: 'javascript:alert(1)' }, 'Enter a valid URL'],
    [{ phone: '1', address: '2', education: { passingYear: '2019-02-30' } }, 'Enter a valid date'],
    [{ phone: '1', address: '2', education: { passingYear: 'last year' } }, 'Enter a valid date'],
  ])('refuses %o with 400 "%s"', async (user, message) => {
    const headers = await bearerHeaders(shop.db, customer);
    expect(await trpcMutationError(shop.app, 'users.update', { user }, headers)).toEqual({ status: 400, message });
  });

  it('needs a signed-in caller', async () => {
    expect((await postJson(shop.app, '/api/update-user', { user: profile })).statusCode).toBe(401);
  });
});
