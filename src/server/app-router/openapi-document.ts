import { forEachOpenApiProcedure, generateOpenApiDocument, normalizePath, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { errorCodeOf } from '../errors/app-error';
import { appRouter } from './app-router';
import { audienceOf, type Audience, type ProcedureMeta } from '../trpc/trpc';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;
type Responses = NonNullable<Operation['responses']>;
type Schema = NonNullable<NonNullable<OpenApiDocument['components']>['schemas']>[string];

/** The one security scheme: a session token (POST /token, or sign-in's) as `Authorization: Bearer`. */
export const BEARER = 'bearer';

/** The REST contract, generated from the routers; committed as `openapi.json`. */
export function buildOpenApiDocument(): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Toolyard API',
    description:
      'REST face of the Toolyard procedures, at the paths of the original storefront API. ' +
      'Authenticate with `Authorization: Bearer <accessToken>` (POST /token) or the session cookie. ' +
      'Public operations need no token; a token that is sent must be live, even there (401 otherwise). ' +
      'Every error answers `{message, code}` (code as in the HTTP status: BAD_REQUEST, CONFLICT, ...), ' +
      "with `data` (the procedure's code, status and `fieldErrors` by dotted field path) when a procedure refused, " +
      'and `issues` (each with its `path` and `message`) when the input failed its schema.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      [BEARER]: { type: 'http', scheme: 'bearer', description: 'A session token: `accessToken` of POST /token' },
    },
  });
  const schemas = (document.components ??= {}).schemas ?? {};
  // trpc-to-openapi's error schemas (one per code, without the `data` every refusal carries) are
  // replaced by ERROR_SCHEMAS below.
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  document.components.schemas = { ...schemas, ...errorSchemas() };
  forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ procedure, meta }) => {
    const { method, path } = meta.openapi;
    const operation = document.paths?.[normalizePath(path)]?.[method.toLowerCase() as 'get'];
    if (!operation) throw new Error(`${method} ${path} is missing from the generated document`);
    describeOperation(operation, method, audienceOf(procedure), meta as ProcedureMeta);
  });
  return document;
}

/**
 * Who may call `operation` (from the procedure's level, `audienceOf`) and every status it can
 * answer with, in place of trpc-to-openapi's defaults (a required token everywhere, and 401 and
 * 403 on calls anyone may make).
 */
function describeOperation(operation: Operation, method: string, audience: Audience, meta: ProcedureMeta): void {
  operation.security = audience !== 'public' ? [{ [BEARER]: [] }] : meta.callerOptional ? [{}, { [BEARER]: [] }] : [];
  // Fastify reads a body on every method but GET (a DELETE's too, though no procedure wants one).
  const takesBody = method !== 'GET';
  const hasInput = takesBody || (operation.parameters?.length ?? 0) > 0;
  const hasPathParameters = (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path');
  const declared = meta.openapi?.errorResponses;
  const declaredErrors: Record<number, string> = Array.isArray(declared) ? Object.fromEntries(declared.map((status) => [status, ERROR_STATUSES[status as ErrorStatus]?.description ?? 'Refused'])) : (declared ?? {});

  const errors: Partial<Record<ErrorStatus, string>> = {
    ...(hasInput ? { 400: 'The input is invalid: `message` is the first field\'s message, `data.fieldErrors` every field\'s' } : {}),
    401:
      audience === 'public'
        ? 'A bearer token that is unknown or expired (this call needs none, but one that is sent must be live)'
        : 'Not signed in, or a bearer token that is unknown or expired',
    ...(audience === 'admin'
      ? { 403: 'Not an admin (or someone else\'s e-mail in the path, a cross-site change with the session cookie)' }
      : audience === 'customer'
        ? { 403: "Not allowed for this caller: someone else's e-mail in the path, or a cross-site change with the session cookie" }
        : takesBody
          ? { 403: 'A cross-site change with the session cookie' }
          : {}),
    ...(hasPathParameters ? { 404: 'Nothing of that id (or e-mail) that this caller may see' } : {}),
    ...(takesBody ? { 413: 'The body is too large', 415: 'The body is not JSON (a body is read whenever one is sent)' } : {}),
    429: 'Too many requests from this client just now: wait and try again',
    ...declaredErrors,
    500: 'Something went wrong on our side (the message says only that)',
  };

  const responses: Responses = { 200: operation.responses?.['200'] ?? { description: 'Successful response' } };
  if (meta.cache === 'public' && method === 'GET') responses['304'] = { description: 'Not modified: the ETag sent in If-None-Match is current' };
  for (const [status, description] of Object.entries(errors).sort(([a], [b]) => Number(a) - Number(b))) {
    const known = ERROR_STATUSES[Number(status) as ErrorStatus];
    if (!known) throw new Error(`${method} ${meta.openapi?.path}: no error schema for status ${status}`);
    responses[status] = { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName(known.code)}` } } } };
  }
  operation.responses = responses;
}

const errorStatus = (status: number, description: string) => ({ code: errorCodeOf(status), description });

/** Every error status the API answers, with the `code` its body carries (errorCodeOf, errors/app-error.ts). */
export const ERROR_STATUSES = {
  400: errorStatus(400, 'Invalid input'),
  401: errorStatus(401, 'Not signed in'),
  403: errorStatus(403, 'Not allowed for this caller'),
  404: errorStatus(404, 'Not found'),
  409: errorStatus(409, 'The state forbids it'),
  413: errorStatus(413, 'Too large'),
  415: errorStatus(415, 'Unsupported media type'),
  429: errorStatus(429, 'Too many requests'),
  500: errorStatus(500, 'Internal server error'),
};
type ErrorStatus = keyof typeof ERROR_STATUSES;

const errorSchemaName = (code: string) => `error.${code}`;

/**
 * The error body as both REST paths send it: a procedure's refusal (trpc-to-openapi's shape with
 * our error formatter's `data`, trpc/trpc.ts) and a refusal before any procedure ran (CSRF, rate
 * limit, body limit: plugins/error-handler.ts), which has no `data`.
 */
function errorSchemas(): Record<string, Schema> {
  const fieldErrors: Schema = {
    type: 'object',
    description: "Each invalid field's messages, by dotted path ('OrderInformation.phone')",
    additionalProperties: { type: 'array', items: { type: 'string' } },
  };
  const issue: Schema = {
    type: 'object',
    description: 'A failed schema check (zod): where and why; other keys say more (`expected`, `minimum`, ...)',
    properties: { code: { type: 'string' }, path: { type: 'array', items: { type: ['string', 'integer'] } }, message: { type: 'string' } },
    required: ['code', 'path', 'message'],
  };
  return Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, { code, description }]) => [
      errorSchemaName(code),
      {
        type: 'object',
        title: `${description} (${status})`,
        properties: {
          message: { type: 'string', description: 'What went wrong, in words for a person' },
          code: { type: 'string', const: code },
          data: {
            type: 'object',
            description: 'Sent when a procedure refused',
            properties: {
              code: { type: 'string', const: code },
              httpStatus: { type: 'integer', const: Number(status) },
              path: { type: 'string', description: "The procedure's name" },
              fieldErrors,
            },
            required: ['code', 'httpStatus'],
            additionalProperties: false,
          },
          issues: { type: 'array', description: 'Sent when the input failed its schema', items: issue },
        },
        required: ['message', 'code'],
        additionalProperties: false,
      },
    ]),
  );
}
