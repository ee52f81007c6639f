/**
 * The types every layer of the server shares: what the app is built with (`AppServices`), who is
 * asking (`ContextUser`) and the request a call came in with (`RequestContext`). They live here,
 * not in `trpc/`, so services, jobs and plain Fastify routes need no part of the tRPC layer
 * (docs/architecture.md#layers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../shared/schemas/session-user';
import type { Config } from './config';
import type { DB } from './db/database';
import type { MailAttachmentRenderer } from './features/mail/delivery/mail-attachments';

/** The signed-in user as every procedure sees it (read from the database on each request): the client's SessionUser. */
export type ContextUser = SessionUser;

/** Long-lived things the app is built with; tests build their own. */
export interface AppServices {
  db: DB;
  config: Config;
  /** Renders an e-mail's attachment when it is sent (the invoice PDF); main.ts wires it, tests that send one too. */
  mailAttachments?: MailAttachmentRenderer;
}

/** One request as tRPC, REST and the services that need the request see it. */
export interface RequestContext extends AppServices {
  req?: FastifyRequest;
  res?: FastifyReply;
  user: ContextUser | null;
  /** Hash of the session token that authenticated this request, if any. */
  sessionId: string | null;
  /** How the session arrived; the CSRF rule and sign-out care. */
  credential?: 'bearer' | 'cookie' | null;
  /** A Bearer token was sent but is unknown or expired: every procedure answers 401. */
  bearerRejected?: boolean;
}
