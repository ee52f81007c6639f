import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

beforeAll(async () => {
  for (const [name, email] of [
    ['Ana Gardener', 'ana.private@example.com'],
    ['Ben Grower', 'ben.secret@mail.example.org'],
  ]) {
    const reviewer = await createUser(shop.db, { name, email });
    await shop.db.insertInto('reviews').values({ userId: reviewer.id, rating: 5, review: 'Good tools' }).execute();
  }
});

describe("the public reviews never show a reviewer's e-mail", () => {
  it.each(['/api/reviews', '/trpc/reviews.list'])('%s shows names only', async (url) => {
    const response = await shop.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ana Gardener');
    expect(response.body).toContain('Ben Grower');
    expect(response.body).not.toMatch(EMAIL_ADDRESS);
  });

  it('and the REST contract promises none', async () => {
    const document = (await shop.app.inject('/api/openapi.json')).json();
    const schema = document.paths['/reviews'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.items.properties)).not.toContain('email');
  });
});
