/**
 * The accounts stage of `npm run bench` (issue 40's targets, `BENCH_ONLY=accounts`), on a database
 * of its own with 300 companies on account and 9,000 on-account invoices, about 3,400 still owing
 * (bench/accounts-data.ts). Through the HTTP API as a client uses it (bearer tokens from
 * `POST /api/token`, carts filled by `PUT /api/cart/lines/{productId}`, `POST /api/checkout` with
 * `locationId` and `paymentMethod`):
 *
 * 1. One member checks out the same 5-line cart, on account and by card in turn (the first of
 *    each pair alternating), 150 times each after 10 of warm-up, one request at a time: the
 *    on-account checkout's median latency at most 1.25x the card's (its rate at least 0.8x).
 * 2. POST /api/checkout of 5-line carts at 32 connections by 64 members of 64 of those companies
 *    (each with its invoices owing; limits raised out of the way), in eight runs: by card, on
 *    account, on account, by card, twice, each side's added up (bench/checkout-load.ts, carts refilled
 *    directly outside the measured request, the same carts every run): on account at least 0.8x
 *    card's checkouts per second, 0 errors.
 * 3. Five companies, each with 20 members whose 5-line carts together are worth about 2.5 times
 *    the company's limit, all 20 checking out on account at once: no 5xx, no deadlock (Postgres's
 *    own count of them, pg_stat_database.deadlocks, before and after), the accepted orders' totals
 *    within the limit and equal to the company's balance, one invoice each, and every refusal a
 *    409 naming the order's total and the credit available (more than it, at most the limit).
 * 4. As information: `GET /api/my-company/statement` as members of the 300 companies in turn and
 *    `GET /api/receivables` as a shop admin, one request at a time, p50 and p95, beside each
 *    statement's own median time inside Postgres (EXPLAIN ANALYZE).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase, type DB } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { hashPassword } from '../src/server/features/3-accounts/accounts/passwords';
import { listReceivableDues, listStatementInvoices } from '../src/server/features/6-invoices/invoices/receivables/receivables-repository';
import { migrateToLatest } from '../src/server/migrate';
import { seedAccountCompanies, seedAccounts, type AccountsData } from './accounts-data';
import { checkoutRow, checkoutRun, type CartShape, type CheckoutRun } from './checkout-load';
import type { BenchMember } from './contracts-data';
import { against, connections, type Row } from './load';
import { benchEnv, startCompiledApp, stop, type Running } from './processes';
import { randomSource } from './random-source';
import { printChecks, printRows, type Check } from './table';
import { out } from './benchmarks-doc';
import { percentile } from './percentile';
import { postgresTime } from './postgres-time';

const targets = { accountRatio: 0.8 };
const LATENCY_RUNS = 150;
const LATENCY_WARM_UP = 10;
const PARALLEL_ROUNDS = 5;
/** Rounds of the 32-connection comparison, each four runs: card, on account, on account, card. */
const LOAD_ROUNDS = 2;
const PARALLEL_CHECKOUTS = 20;
const CART_LINES = 5;
/** The share of the 20 carts' goods a round's company may owe: about 8 of the 20 orders. */
const PARALLEL_LIMIT_SHARE = 0.4;
const STATEMENT_READS = 600;
const RECEIVABLES_READS = 100;
const PASSWORD = 'bench-password-40';
const LOAD_LIMIT_CENTS = 1_000_000_000_000;

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (value: number) => value.toFixed(1);

interface Line {
  productId: string;
  quantity: number;
  priceCents: number;
}

/** A REST call as `token`: its status, its body as JSON (or {}) and how long it took. */
async function call(app: Running, token: string, method: string, url: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${app.base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  let json: unknown = {};
  try {
    json = JSON.parse(text);
  } catch {
    // A non-JSON answer (a 5xx from a proxy): its status says enough.
  }
  return { status: response.status, json: json as Record<string, unknown>, text, ms: elapsed };
}

/** Signs `member` in as a client does (`POST /api/token` with e-mail and password): its bearer token. */
async function signIn(app: Running, db: DB, member: BenchMember): Promise<string> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', member.userId).executeTakeFirstOrThrow();
  const response = await fetch(`${app.base}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!response.ok) throw new Error(`POST /api/token for ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Puts `lines` in the cart of `token`'s account, one `PUT /api/cart/lines/{productId}` each. */
async function fillCart(app: Running, token: string, lines: readonly Line[]): Promise<void> {
  for (const line of lines) {
    const put = await call(app, token, 'PUT', `/cart/lines/${line.productId}`, { quantity: line.quantity });
    if (put.status !== 200) throw new Error(`PUT /api/cart/lines: ${put.status} ${put.text.slice(0, 200)}`);
  }
}

/** `CART_LINES` distinct products of `products`, 1 to 3 units each, from `random`. */
function cartOf(products: readonly { id: string; priceCents: number }[], random: () => number): Line[] {
  const picked = new Set<number>();
  while (picked.size < CART_LINES) picked.add(Math.floor(random() * products.length));
  return [...picked].map((i) => ({ productId: products[i]!.id, priceCents: products[i]!.priceCents, quantity: 1 + Math.floor(random() * 3) }));
}

/**
 * One member, one request at a time: the same cart filled through the API, then checked out on
 * account and by card in turn (which goes first alternating), after LATENCY_WARM_UP pairs not counted.
 */
async function alternatingCheckouts(app: Running, token: string, member: BenchMember, cart: readonly Line[]) {
  const times = { card: [] as number[], account: [] as number[] };
  let errors = 0;
  let firstError: string | undefined;
  for (let i = 0; i < LATENCY_WARM_UP + LATENCY_RUNS; i += 1) {
    for (const method of i % 2 === 0 ? (['account', 'card'] as const) : (['card', 'account'] as const)) {
      await fillCart(app, token, cart);
      const placed = await call(app, token, 'POST', '/checkout', { locationId: member.locationId, paymentMethod: method });
      if (placed.status !== 200) {
        errors += 1;
        // The cart it left is set to the same lines by the next fill.
        firstError ??= `${method}: ${placed.status} ${placed.text.slice(0, 200)}`;
      }
      if (i >= LATENCY_WARM_UP) times[method].push(placed.ms);
    }
  }
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  const card = sorted(times.card);
  const account = sorted(times.account);
  if (firstError) console.error(`alternating checkouts: ${errors} errors, the first: ${firstError}`);
  return {
    card: { p50: percentile(card, 50), p95: percentile(card, 95) },
    account: { p50: percentile(account, 50), p95: percentile(account, 95) },
    errors,
  };
}

interface ParallelRound {
  placed: number;
  refused: number;
  serverErrors: number;
  others: number;
  overLimit: boolean;
  balanceOff: boolean;
  invoicesOff: boolean;
  unnamed: string | undefined;
  namedRefusals: number;
  acceptedCents: number;
  limitCents: number;
}

const moneyCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const refusal = /^This order's total of (\$[\d,]+\.\d\d) is more than your company's available credit of (\$[\d,]+\.\d\d)\.$/;

/**
 * One company, PARALLEL_CHECKOUTS members each with a 5-line cart (filled through the API), its
 * limit PARALLEL_LIMIT_SHARE of the carts' goods; all check out on account at once.
 */
async function parallelRound(app: Running, db: DB, members: readonly BenchMember[], tokens: readonly string[], products: readonly { id: string; priceCents: number }[], round: number): Promise<ParallelRound> {
  const random = randomSource(400 + round);
  const carts = members.map(() => cartOf(products, random));
  await Promise.all(members.map((_, m) => fillCart(app, tokens[m]!, carts[m]!)));
  const goods = carts.flat().reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
  const limitCents = Math.round(goods * PARALLEL_LIMIT_SHARE);
  const companyId = members[0]!.companyId;
  await db.updateTable('companies').set({ creditLimitCents: limitCents }).where('id', '=', companyId).execute();

  const answers = await Promise.all(members.map((member, m) => call(app, tokens[m]!, 'POST', '/checkout', { locationId: member.locationId, paymentMethod: 'account' })));

  const placed = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 409).length;
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const orders = await db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.orderId', 'orders.id')
    .select(['orders.totalCents', 'invoices.dueOn'])
    .where('orders.companyId', '=', companyId)
    .where('orders.paymentMethod', '=', 'account')
    .execute();
  const acceptedCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
  const { accountBalanceCents } = await db.selectFrom('companies').select('accountBalanceCents').where('id', '=', companyId).executeTakeFirstOrThrow();
  // A refusal names the order's total and the credit available then: less than the total, no more than the limit, and at least what is left at the end (the balance only rose).
  let unnamed: string | undefined;
  const namedRefusals = answers.filter((answer) => {
    if (answer.status !== 409) return false;
    const message = String(answer.json.message ?? '');
    const named = refusal.exec(message);
    const fieldErrors = (answer.json.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors;
    const good =
      named !== null &&
      fieldErrors?.paymentMethod?.[0] === message &&
      moneyCents(named[2]!) < moneyCents(named[1]!) &&
      moneyCents(named[2]!) <= limitCents &&
      moneyCents(named[2]!) >= limitCents - accountBalanceCents;
    if (!good) unnamed ??= message || answer.text.slice(0, 120);
    return good;
  }).length;
  return {
    placed,
    refused,
    serverErrors,
    others: answers.length - placed - refused - serverErrors,
    overLimit: acceptedCents > limitCents,
    balanceOff: accountBalanceCents !== acceptedCents,
    invoicesOff: orders.length !== placed || orders.some((order) => order.dueOn === null),
    unnamed,
    namedRefusals,
    acceptedCents,
    limitCents,
  };
}

async function deadlocks(db: DB): Promise<number> {
  const { rows } = await sql<{ deadlocks: string }>`select deadlocks from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows[0]!.deadlocks);
}

/** GETs `url` as each of `tokens` in turn, one at a time, `count` times after `warmUp` not counted: p50 and p95 (ms); any non-200 throws. */
async function timedReads(app: Running, url: string, tokens: readonly string[], count: number, warmUp: number) {
  const times: number[] = [];
  for (let i = 0; i < warmUp + count; i += 1) {
    const answer = await call(app, tokens[i % tokens.length]!, 'GET', url);
    if (answer.status !== 200) throw new Error(`GET /api${url}: ${answer.status} ${answer.text.slice(0, 200)}`);
    if (i >= warmUp) times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/** Runs the stage and prints its tables; returns the missed targets. */
export async function accountsStage(): Promise<string[]> {
  const loadBefore = loadAverage();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-bench-accounts-'));
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(dataDir, { persistent: false });
  try {
    const db = createDatabase(database.url);
    const rows: Row[] = [];
    const checks: Check[] = [];
    let data: AccountsData;
    try {
      await migrateToLatest(db);
      data = await seedAccounts(db);
      const passwordHash = await hashPassword(PASSWORD);
      const [latencyMember] = await seedAccountCompanies(db, 'Latency Company', 'latency-member', 1, LOAD_LIMIT_CENTS, { passwordHash });
      const parallelMembers = await seedAccountCompanies(db, 'Parallel Company', 'parallel-member', PARALLEL_ROUNDS, 1, { membersEach: PARALLEL_CHECKOUTS, passwordHash });
      // The load's members buy for 64 of the statement companies, each with its invoices owing (none over 30 days
      // overdue, which would refuse them: not every seventh), their limits out of the way.
      const loadMembers = data.members.filter((_, n) => n % 7 !== 0).slice(0, 64);
      await db.updateTable('companies').set({ creditLimitCents: LOAD_LIMIT_CENTS }).where('id', 'in', loadMembers.map((member) => member.companyId)).execute();

      const app = await startCompiledApp(benchEnv(database.url));
      try {
        const latencyToken = await signIn(app, db, latencyMember!);
        const latency = await alternatingCheckouts(app, latencyToken, latencyMember!, cartOf(data.products, randomSource(40)));

        // Card, on account, on account, card, twice: each side's runs sit as early and as late on
        // average, so neither gains from a load that drifts over the stage nor from the tables each
        // run grows, and eight runs of 5 s average out a busy moment.
        const cardName = `card checkout (${CART_LINES} lines)`;
        const accountName = `on-account checkout (${CART_LINES} lines)`;
        const run = (name: string, shape?: CartShape) => checkoutRun(name, app, '/api/checkout', db, loadMembers, data.products, shape);
        const cardRuns: CheckoutRun[] = [];
        const accountRuns: CheckoutRun[] = [];
        for (let round = 0; round < LOAD_ROUNDS; round += 1) {
          cardRuns.push(await run(cardName));
          accountRuns.push(await run(accountName, { paymentMethod: 'account' }), await run(accountName, { paymentMethod: 'account' }));
          cardRuns.push(await run(cardName));
        }
        const cardLoad = checkoutRow(cardName, cardRuns);
        const accountLoad = against(checkoutRow(accountName, accountRuns), cardLoad, targets.accountRatio);
        rows.push(cardLoad, accountLoad);

        const deadlocksBefore = await deadlocks(db);
        const rounds: ParallelRound[] = [];
        for (let round = 0; round < PARALLEL_ROUNDS; round += 1) {
          const members = parallelMembers.slice(round * PARALLEL_CHECKOUTS, (round + 1) * PARALLEL_CHECKOUTS);
          const tokens = await Promise.all(members.map((member) => signIn(app, db, member)));
          rounds.push(await parallelRound(app, db, members, tokens, data.products, round));
        }
        const newDeadlocks = (await deadlocks(db)) - deadlocksBefore;

        const statementTokens = data.members.map((member) => member.token);
        const statement = await timedReads(app, '/my-company/statement', statementTokens, STATEMENT_READS, 30);
        const receivables = await timedReads(app, '/receivables', [data.adminToken], RECEIVABLES_READS, 5);
        const since = new Date(Date.now() - 30 * 86_400_000);
        const statementPg = await postgresTime(database.url, 50, (logging, run) => listStatementInvoices(logging, data.members[(run * 7) % data.members.length]!.companyId, since));
        const receivablesPg = await postgresTime(database.url, 20, (logging) => listReceivableDues(logging));

        const ratio = latency.card.p50 / latency.account.p50;
        const sum = (pick: (round: ParallelRound) => number) => rounds.reduce((total, round) => total + pick(round), 0);
        const refused = sum((round) => round.refused);
        const unnamed = rounds.find((round) => round.unnamed !== undefined)?.unnamed;
        checks.push(
          {
            name: 'on-account vs card checkout, one member',
            result: `${ratio.toFixed(2)} (>= ${targets.accountRatio}): median ${ms(latency.account.p50)} vs ${ms(latency.card.p50)} ms, p95 ${ms(latency.account.p95)} vs ${ms(latency.card.p95)} ms; ${LATENCY_RUNS} each, one at a time, ${latency.errors} errors`,
            pass: ratio >= targets.accountRatio && latency.errors === 0,
          },
          {
            name: 'on-account vs card checkout, 32 connections',
            result: `${accountLoad.ratio!.toFixed(2)} (>= ${targets.accountRatio}), p99 ${accountLoad.p99} vs ${cardLoad.p99} ms, ${accountLoad.errors} errors (card ${cardLoad.errors})`,
            pass: accountLoad.ratio! >= targets.accountRatio && accountLoad.errors === 0 && cardLoad.errors === 0,
          },
          {
            name: `${PARALLEL_CHECKOUTS} parallel on-account checkouts, 1 company`,
            result: `${PARALLEL_ROUNDS} rounds: ${sum((round) => round.placed)} placed, ${refused} refused (409), ${sum((round) => round.serverErrors)} 5xx, ${sum((round) => round.others)} other, ${newDeadlocks} deadlocks`,
            pass: sum((round) => round.serverErrors) === 0 && sum((round) => round.others) === 0 && newDeadlocks === 0 && rounds.every((round) => round.placed > 0 && round.refused > 0),
          },
          {
            name: 'accepted totals within the limit',
            result: `${rounds.map((round) => `${(round.acceptedCents / 100).toFixed(0)}/${(round.limitCents / 100).toFixed(0)}`).join(', ')} $; balance off ${rounds.filter((round) => round.balanceOff).length}, invoices off ${rounds.filter((round) => round.invoicesOff).length}`,
            pass: rounds.every((round) => !round.overLimit && !round.balanceOff && !round.invoicesOff),
          },
          {
            name: 'every refusal names the credit available',
            result: `${sum((round) => round.namedRefusals)} of ${refused}${unnamed ? `; not: "${unnamed.slice(0, 60)}"` : ''}`,
            pass: sum((round) => round.namedRefusals) === refused,
          },
          {
            name: 'GET /api/my-company/statement',
            result: `p50 ${ms(statement.p50)} ms, p95 ${ms(statement.p95)} ms (${STATEMENT_READS} over ${data.members.length} companies, one at a time); ${ms(statementPg)} ms in Postgres; no target`,
            pass: true,
          },
          {
            name: 'GET /api/receivables',
            result: `p50 ${ms(receivables.p50)} ms, p95 ${ms(receivables.p95)} ms (${RECEIVABLES_READS}, one at a time); ${ms(receivablesPg)} ms in Postgres; no target`,
            pass: true,
          },
        );
      } finally {
        await stop(app);
      }
    } finally {
      await db.destroy();
    }

    out(
      `\nAccounts: ${data.members.length} companies on account, ${data.invoices.toLocaleString('en')} on-account invoices, ${data.openInvoices.toLocaleString('en')} still owing (seeded in ${data.seedSeconds.toFixed(0)} s); ${connections} connections; load average ${loadBefore} before, ${loadAverage()} after\n`,
    );
    const missed = printRows(rows);
    out('');
    return [...missed, ...printChecks(checks)];
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
