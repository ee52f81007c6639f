/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, driving Debian's /usr/bin/chromium; no
 * browser is downloaded) on `/`, `/products` (the catalogue, issue 22), `/signin` and a signed-in
 * `/purchase/{id}` of the built client, served by the production app on a throwaway embedded
 * Postgres holding one product: the catalogue's cost at 100,000 products (cards in the DOM, LCP)
 * is measured by `npm run bench` (bench/catalogue.ts). Prints each page's scores against
 * the targets of issue 14 and exits non-zero when one is missed. Lighthouse's default (mobile,
 * simulated throttling) is used.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { migrateToLatest } from '../src/server/db/migrate';
import { createSession } from '../src/server/features/accounts/sessions/sessions';
import { sessionCookieName } from '../src/server/features/accounts/sessions/session-cookie';
import { OFFLINE_TILE } from '../test/helpers/offline-tile';
import { benchEnv } from './processes';

const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 90 } as const;
type Category = keyof typeof targets;

/** The page's paint and blocking metrics, and the audits short of a full score outside performance. */
function whyNotFull(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string {
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  const failing = (['accessibility', 'best-practices', 'seo'] as const)
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return `${metrics}${failing.length > 0 ? `; short: ${failing.join(', ')}` : ''}`;
}

/** `LIGHTHOUSE_JSON_DIR=DIR` keeps each page's full report (the LCP element, request chains) there. */
const reportDir = process.env.LIGHTHOUSE_JSON_DIR;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-lighthouse-'));
await chmod(dataDir, 0o755);
const database = await startEmbeddedPostgres(dataDir, { persistent: false });
const db = createDatabase(database.url);
const missed: string[] = [];
try {
  await migrateToLatest(db);
  const product = await db
    .insertInto('products')
    .values({ name: 'Lighthouse spade', images: ['/images/products/spade.jpg'], description: 'A sturdy spade for the audit.', priceCents: 2490, quantity: 80, minimumOrder: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db.insertInto('users').values({ email: 'lighthouse@example.com', name: 'Light House', phone: '555-0100', address: '1 Audit Road' }).returning('id').executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id);

  // Map tiles come from the internet, which this machine cannot reach: each failed tile was a
  // console error on `/` (best practices' errors-in-console), a fault of the setting, not the app.
  const config = loadConfig({ ...benchEnv(database.url), LOG_LEVEL: 'silent', MAP_TILE_URL: OFFLINE_TILE });
  const app = await buildApp({ db, config }, { client: 'built', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const pages: Array<{ name: string; url: string; cookie?: string }> = [
      { name: '/', url: `${base}/` },
      { name: '/products', url: `${base}/products` },
      { name: '/signin', url: `${base}/signin` },
      { name: '/purchase/{id} (signed in)', url: `${base}/purchase/${product.id}`, cookie: `${sessionCookieName(config)}=${token}` },
    ];
    const notes: string[] = [];
    console.log(`\n${'page'.padEnd(28)} ${Object.keys(targets).map((c) => c.padStart(15)).join('')}`);
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: Object.keys(targets),
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      });
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        await writeFile(path.join(reportDir, `${pages.indexOf(page)}-${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(result!.lhr));
      }
      const categories = result!.lhr.categories;
      const cells = (Object.keys(targets) as Category[]).map((category) => {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        if (score < targets[category]) missed.push(`${page.name} ${category} ${score} (target ${targets[category]})`);
        return `${score} / ${targets[category]}${score < targets[category] ? '!' : ' '}`.padStart(15);
      });
      console.log(`${page.name.padEnd(28)} ${cells.join('')}`);
      notes.push(`${page.name}: ${whyNotFull(result!.lhr)}`);
    }
    console.log(`\n${notes.join('\n')}`);
    console.log('\n(score / target; ! marks a miss)');
  } finally {
    await chrome.kill();
    await app.close();
  }
} finally {
  await db.destroy();
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (missed.length > 0) {
  console.error(`\nMissed targets: ${missed.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll targets met.');
}
process.exit(process.exitCode ?? 0);
