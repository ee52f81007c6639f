import { describe, expect, it } from 'vitest';
import { deleteExpiredRows } from '../../../src/server/features/3-accounts/accounts/sessions/expired-rows-job';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the expired-rows clean-up job', () => {
  it('deletes expired sessions and ended rate-limit windows, keeps live ones, and is safe to run twice at once', async () => {
    const user = await createUser(shop.db);
    await createSession(shop.db, user.id, new Date(Date.now() - 31 * DAY_MS)); // expired a day ago
    const live = await createSession(shop.db, user.id);
    const config = testConfig();
    const windowMs = config.rateLimits.windowMs;
    const current = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    await shop.db
      .insertInto('rateLimitHits')
      .values([
        { key: 'auth:ip:10.9.9.9', windowStart: new Date(current.getTime() - 5 * windowMs), hits: 4 },
        { key: 'auth:ip:10.9.9.9', windowStart: current, hits: 2 },
      ])
      .execute();

    await Promise.all([deleteExpiredRows({ db: shop.db, ports: shopPorts, config }), deleteExpiredRows({ db: shop.db, ports: shopPorts, config })]);

    const sessions = await shop.db.selectFrom('sessions').select('expiresAt').where('userId', '=', user.id).execute();
    expect(sessions).toEqual([{ expiresAt: live.expiresAt }]);
    const windows = await shop.db.selectFrom('rateLimitHits').select(['windowStart', 'hits']).where('key', '=', 'auth:ip:10.9.9.9').execute();
    expect(windows).toEqual([{ windowStart: current, hits: 2 }]);
  });
});
