import type { FastifyReply } from 'fastify';
import type { Config } from '../../../../config';

/** The cookie's name outside production (tests and development run on plain http). */
export const SESSION_COOKIE = 'toolyard_session';

/**
 * In production the name carries the `__Host-` prefix: browsers then accept the cookie only when
 * it is Secure, for the whole site and set by our host itself, so neither a sibling subdomain
 * nor a plain-http page can plant or overwrite it.
 */
export function sessionCookieName(config: Config): string {
  return config.production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

const attributes = (config: Config) => ({ httpOnly: true, sameSite: 'lax', secure: config.production, path: '/' }) as const;

/** HttpOnly, SameSite=Lax, Secure in production (docs/architecture.md#sessions). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  void reply.setCookie(sessionCookieName(config), token, { ...attributes(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(sessionCookieName(config), attributes(config));
}
