import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const SESSION_COOKIE = 'toolyard_session';

/** HttpOnly, SameSite=Lax, Secure in production (DESIGN.md section 4). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.production, path: '/' });
}
