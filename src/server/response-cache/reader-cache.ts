import type { RequestCredential } from '../features/3-accounts/accounts/sessions/authenticate-request';
import { SESSION_LIFETIME_MS, sessionIdFromToken } from '../features/3-accounts/accounts/sessions/sessions';

/** Sessions remembered at most: a full cache starts again empty (one full check each). */
const MOST_READERS = 50_000;
/** The longest a reading is remembered, whatever the triggers say (a missed notice, a clock). */
const LONGEST_MS = 60_000;

/**
 * Which kept answer a signed-in reader's public read is sent (the response cache's sharedAnswerFor):
 * the visitor's copy, or their company's under what prices it (docs/decisions/144-contract-cache).
 */
export type ReaderAnswer = { kind: 'shared' } | { kind: 'contract'; pricedBy: string; companyId: string };

/**
 * Until when a reading made now may be remembered: never past the instant the session is due for
 * renewal (that request must take the full path to get its cookie, and expiry is later still), nor
 * the next start or end of one of the company's lists' windows (`changesAt`), nor LONGEST_MS.
 */
export function rememberUntil(now: number, sessionExpiresAt: Date, changesAt: Date | null): number {
  return Math.min(now + LONGEST_MS, sessionExpiresAt.getTime() - SESSION_LIFETIME_MS / 2, changesAt?.getTime() ?? Infinity);
}

/**
 * What a signed-in reader sees of public reads, by session (docs/decisions/152): the response
 * cache's choice of kept answer, remembered so that a reader it has seen lately is answered with
 * no statement, as a visitor is. Used only to pick which kept answer to send: nothing that
 * authorizes, prices a cart or writes reads it.
 *
 * Keyed by the session's id (the SHA-256 the database stores, never the token) and the
 * credential's kind. Filled only from a full check that no clear overlapped (`generation`, read
 * when the check began); cleared whenever the `readers` version may have moved (its triggers:
 * migration 2026-11-28T02-00).
 */
export class ReaderCache {
  #readers = new Map<string, { answer: ReaderAnswer; keptAt: number; validUntil: number }>();
  #generation = 0;

  /** Moves on every clear: a check that began at another generation may be stale. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#readers.size;
  }

  keyOf(credential: RequestCredential): string {
    return `${credential.kind}:${sessionIdFromToken(credential.token)}`;
  }

  /** The remembered answer for `key` while still valid at `now` (a clock set back before it was kept: no longer), else undefined. */
  get(key: string, now = Date.now()): ReaderAnswer | undefined {
    const known = this.#readers.get(key);
    if (!known) return undefined;
    if (known.keptAt <= now && now < known.validUntil) return known.answer;
    this.#readers.delete(key);
    return undefined;
  }

  /** Remembers a full check's answer, unless a clear happened since it began (at `generation`). */
  keep(key: string, answer: ReaderAnswer, validUntil: number, generation: number): void {
    const now = Date.now();
    if (generation !== this.#generation || validUntil <= now) return;
    if (this.#readers.size >= MOST_READERS) this.#readers.clear();
    this.#readers.set(key, { answer, keptAt: now, validUntil });
  }

  clear(): void {
    this.#readers.clear();
    this.#generation += 1;
  }
}
