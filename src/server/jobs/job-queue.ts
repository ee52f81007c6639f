import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import PgBoss from 'pg-boss';
import { QUEUES, type QueueDefinition } from './queues';

/** pg-boss's tables live in their own schema of the shop's database, beside the shop's. */
export const JOB_SCHEMA = 'pgboss';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss's SQL runs on any of the shop's handles (pool or transaction)
type AnyDB = Kysely<any>;

/**
 * pg-boss's way into Postgres through one of the shop's Kysely handles: the pool, so pg-boss opens
 * no pool of its own (one pool to size and close), or a transaction, so a job is queued in the same
 * commit as the business rows it is about. Without the camel-case plugin: pg-boss reads its own
 * column names.
 *
 * On the pool, a failed statement is followed by a `rollback` on the same connection before it
 * goes back: pg-boss's maintenance and migrations are `BEGIN; ...; COMMIT;` scripts, and one that
 * fails halfway would otherwise hand the next request a connection inside an aborted transaction.
 */
export function jobQueueDb(db: AnyDB): PgBoss.Db {
  const plain = db.withoutPlugins();
  if (plain.isTransaction) {
    return {
      async executeSql(text, values = []) {
        return { rows: (await plain.executeQuery(CompiledQuery.raw(text, values))).rows };
      },
    };
  }
  return {
    executeSql: (text, values = []) =>
      plain.connection().execute(async (connection) => {
        try {
          return { rows: (await connection.executeQuery(CompiledQuery.raw(text, values))).rows };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
          throw error;
        }
      }),
  };
}

/** A pg-boss on `db` that is never started: it sends, fetches and settles jobs, and runs no workers. */
export function jobQueueOn(db: AnyDB, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({ ...options, db: jobQueueDb(db), schema: JOB_SCHEMA });
}

/**
 * Queues one job on `queue` through `db`: given the caller's transaction, the job exists exactly
 * when that transaction commits (docs/decisions/120-jobs-on-pg-boss.md). Answers the job's id, or
 * null when a job with `options.id` is already queued.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const id = await insertMessage(trx, mail);
 *   await queueJob(trx, QUEUES.mailDelivery.name, {}, { id });
 * });
 */
export function queueJob(db: AnyDB, queue: string, data: object = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
  return jobQueueOn(db).send(queue, data, options);
}

/**
 * pg-boss's own statement that queues one job (`send`, with its defaults and the queue's settings
 * applied by pg-boss), as an expression to run inside a statement of the caller's: a `with` clause
 * of the insert that writes the business rows, so the job costs no round trip of its own while the
 * transaction holds its row locks (docs/decisions/120-jobs-on-pg-boss.md). The statement is taken
 * from pg-boss's public `send` through a `db` that runs nothing, so an upgrade of pg-boss brings its
 * new statement along; `test/server/platform/jobs-on-pg-boss.test.ts` compares the job it queues
 * with one `send` queues. `options.id` is required: the caller names the job in its own rows.
 *
 * @example
 * const job = await jobInsert(QUEUES.mailDelivery.name, {}, { id: mailId });
 * await db.with('queuedJob', () => job).insertInto('orders').values(order).execute();
 */
export async function jobInsert(queue: string, data: object, options: PgBoss.SendOptions & { id: string }): Promise<RawBuilder<{ id: string }>> {
  const statement = await jobSendStatement(queue, data, options);
  return withValuesBound(statement.text, statement.values);
}

/** The statement pg-boss's `send` would run to queue the job, with `$1`-style placeholders and their values (jobInsert's source; the bench's bare server sends it as is). */
export async function jobSendStatement(queue: string, data: object, options: PgBoss.SendOptions & { id: string }): Promise<{ text: string; values: readonly unknown[] }> {
  let statement: { text: string; values: readonly unknown[] } | undefined;
  const capture: PgBoss.Db = {
    async executeSql(text, values = []) {
      statement = { text, values };
      return { rows: [{ id: options.id }] };
    },
  };
  await statementMaker().send(queue, data, { ...options, db: capture });
  if (!statement) throw new Error(`pg-boss made no statement to queue a job on ${queue}`);
  return statement;
}

let maker: PgBoss | undefined;
/** A pg-boss that is never started and never given a database: each send brings its own `db`. */
function statementMaker(): PgBoss {
  maker ??= new PgBoss({ db: { executeSql: () => Promise.reject(new Error('statementMaker runs nothing')) }, schema: JOB_SCHEMA });
  return maker;
}

/**
 * A statement written with `$1`-style placeholders as Kysely SQL in parentheses (a `with` clause's
 * form), each placeholder bound to its value and numbered again within the caller's statement.
 */
function withValuesBound(text: string, values: readonly unknown[]): RawBuilder<{ id: string }> {
  const parts = text.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.val(values[Number(part) - 1])));
  return sql<{ id: string }>`(${sql.join(parts, sql.raw(''))})`;
}

/** The queue's settings as pg-boss takes them: those left out are not there at all (pg-boss checks every key it finds). */
function queueOptions({ name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, retentionMinutes }: QueueDefinition): PgBoss.Queue {
  const settings = { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, retentionMinutes };
  return { name, ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) };
}

/**
 * Brings pg-boss's schema to the installed version (pg-boss's own migrations: created on a new
 * database, migrated after an upgrade, nothing when current) and creates every queue of
 * queues.ts with its retry, expiry and retention, or updates them to it. Part of the shop's
 * migration path (migrate.ts): a business transaction may queue a job from its first request.
 */
export async function prepareJobQueue(db: AnyDB, queues: readonly QueueDefinition[] = Object.values(QUEUES)): Promise<void> {
  const boss = jobQueueOn(db, { migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const queue of queues) {
      const wanted = queueOptions(queue);
      const current = existing.get(queue.name);
      if (!current) await boss.createQueue(queue.name, wanted);
      else if (differs(current, wanted)) await boss.updateQueue(queue.name, wanted);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

function differs(current: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  return (Object.keys(wanted) as (keyof PgBoss.Queue)[]).some((key) => wanted[key] !== undefined && current[key] !== wanted[key]);
}
