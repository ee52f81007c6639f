import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { dedicatedClient, type DB } from '../db/database';

/**
 * The channels the migrations' triggers notify on, each after every committed change to what it
 * covers: a public read (`toolyard_cache`), what a signed-in reader sees of them (`toolyard_readers`).
 */
export type InvalidationChannel = 'toolyard_cache' | 'toolyard_readers';

const RECONNECT_MS = 1000;

/**
 * Holds one LISTEN connection of its own, for every channel of `handlers`, and calls a channel's
 * handler on each of its notifications. While it is down nothing is heard, so losing it, and
 * getting it back, call every handler (each passes a re-read of its version, which clears when
 * anything moved); it then reconnects every second until it can (the version checks in
 * version-watch.ts bound staleness meanwhile).
 */
export function listenForInvalidation(db: DB, log: FastifyBaseLogger, handlers: Record<InvalidationChannel, () => void | Promise<void>>) {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const channels = Object.keys(handlers) as InvalidationChannel[];
  const invalidateAll = () => Promise.all(channels.map((channel) => handlers[channel]()));

  const lost = (error: unknown) => {
    if (closed || !client) return;
    log.warn({ err: error }, 'response cache: invalidation listener lost, reconnecting');
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    void invalidateAll();
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    retry = null;
    const next = dedicatedClient(db);
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', ({ channel }) => void handlers[channel as InvalidationChannel]?.());
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      // Awaited, so the app is ready only once it knows where the versions stand.
      await invalidateAll();
    } catch (error) {
      lost(error);
    }
  };

  return {
    start: connect,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
