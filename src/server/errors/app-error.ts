/**
 * What can go wrong in a service, in the service's own words. Services throw these and never know
 * about tRPC or HTTP; the tRPC layer (trpc/trpc.ts) and the Fastify error handler
 * (plugins/error-handler.ts) each map them once, so a procedure and a plain route answer alike.
 */
export type AppErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-requests';

/**
 * The HTTP status and the error code of each kind: the one table both mappings read. The codes
 * are tRPC's names, so a REST client sees the same `code` from a procedure and a plain route.
 */
export const ERROR_OF = {
  invalid: { status: 400, code: 'BAD_REQUEST' },
  unauthorized: { status: 401, code: 'UNAUTHORIZED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  'not-found': { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
  'too-large': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  'unsupported-type': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'too-many-requests': { status: 429, code: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<AppErrorKind, { status: number; code: string }>;

/**
 * The error code of an HTTP status, as a procedure's refusal of that status says it, so a plain
 * route's (or Fastify's own: body limit, rate limit, a malformed URL) reads the same; tRPC's name.
 *
 * @example errorCodeOf(413) // 'PAYLOAD_TOO_LARGE'
 */
export function errorCodeOf(status: number): string {
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  if (status === 405) return 'METHOD_NOT_SUPPORTED';
  return Object.values(ERROR_OF).find((error) => error.status === status)?.code ?? 'BAD_REQUEST';
}

/** Field messages by dotted path, as forms show them: `{ 'productInformation.price': ['...'] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * @example
 * throw new AppError('not-found', 'No such order');
 * throw new AppError('invalid', 'Minimum order quantity 10', { orderQuantity: ['Minimum order quantity 10'] });
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_OF[this.kind].status;
  }

  get code(): (typeof ERROR_OF)[AppErrorKind]['code'] {
    return ERROR_OF[this.kind].code;
  }
}
