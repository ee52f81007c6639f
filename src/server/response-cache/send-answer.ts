import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE, PUBLIC_READ, ifNoneMatchLists } from '../plugins/http-caching';
import { preferredEncoding } from '../plugins/accepted-encoding';
import { plainBody, type StoredAnswer } from './answer-store';

/**
 * What a shared cache must key an answer on besides its URL. A page rendered with its data
 * (docs/decisions/098) is this anonymous form only for visitors without a session: a signed-in
 * visitor's differs (it names them), so a cache in front must not hand them this one.
 */
function varyOf(answer: StoredAnswer): string {
  return answer.contentType.startsWith('text/html') ? 'accept-encoding, cookie' : 'accept-encoding';
}

/** Sends ready bytes: a 304 when the client has them, else the form it accepts. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  void reply.header('cache-control', PUBLIC_READ).header('etag', answer.etag).header('vary', varyOf(answer));
  if (ifNoneMatchLists(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = answer.gzip && answer.br ? preferredEncoding(request.headers['accept-encoding']) : null;
  void reply.header('content-type', answer.contentType);
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.identity ?? (await plainBody(answer)));
}

/** Sends a contract viewer's answer: their prices, private, never stored by anyone else, no ETag to revalidate against. */
export async function sendPrivately(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  void reply.header('cache-control', PRIVATE).header('vary', 'accept-encoding').header('content-type', answer.contentType);
  const encoding = answer.gzip && answer.br ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', encoding).send(answer[encoding]);
  return reply.send(answer.identity ?? (await plainBody(answer)));
}
