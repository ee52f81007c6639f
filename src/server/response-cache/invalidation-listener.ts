import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { dedicatedClient, type DB } from '../db/database';

/** The channel the migration's trigger notifies on every committed change to a public read. */
const CHANNEL = 'toolyard_cache';
const RECONNECT_MS = 1000;

/**
 * Holds one LISTEN connection of its own and calls `invalidate` on every notification. While it is
 * down nothing is heard, so losing it, and getting it back, call `invalidate` too (the cache
 * passes a re-read of the version, which clears when anything moved); it then reconnects every
 * second until it can (the version check in version-watch.ts bounds staleness meanwhile).
 */
export function listenForInvalidation(db: DB, log: FastifyBaseLogger, invalidate: () => void | Promise<void>) {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const lost = (error: unknown) => {
    if (closed || !client) return;
    log.warn({ err: error }, 'response cache: invalidation listener lost, reconnecting');
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    void invalidate();
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    retry = null;
    const next = dedicatedClient(db);
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', () => void invalidate());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      // Awaited, so the app is ready only once it knows where the version stands.
      await invalidate();
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
