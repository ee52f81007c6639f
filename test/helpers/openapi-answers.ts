import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { recordViolation } from './answer-violations';

/**
 * Every REST answer a test receives, checked against the committed openapi.json: the operation is
 * documented, its status is one the operation lists, the content type is the documented one, and
 * the body validates against the documented schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 * A failed check is recorded (answer-violations.ts) and fails the test in the shared setup file.
 * Fed by `inject` in test-app.ts and by `fetch` to a local /api in the setup file.
 */

/** The /api routes outside openapi.json: files, uploads and the document itself (ADR 081, 096). */
const UNDOCUMENTED_ROUTES = [
  /^\/api\/openapi\.json$/,
  /^\/api\/uploads$/,
  /^\/api\/products\.csv$/,
  /^\/api\/orders\.csv$/,
  /^\/api\/admin\/subscribers\.csv$/,
  /^\/api\/price-lists\/[^/]+\/entries\.csv$/,
  /^\/api\/lists\/[^/]+\/lines\.csv$/,
  /^\/api\/orders\/[^/]+\/invoice\.pdf$/,
  /^\/api\/orders\/[^/]+\/credit-notes\/[^/]+$/,
  /^\/api\/my-company\/statement\.pdf$/,
];

interface Response {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, Response>;
}

const documentFile = path.resolve(import.meta.dirname, '../../openapi.json');
let compiled: { operations: Operation[]; validators: Map<string, ValidateFunction> ; ajv: Ajv2020 } | undefined;

function load() {
  if (compiled) return compiled;
  const document = JSON.parse(readFileSync(documentFile, 'utf8')) as { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The whole document under one id, so `#/components/schemas/...` references resolve in it.
  ajv.addSchema(document as object, 'openapi');
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^/api${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]*')}$`);
    for (const [method, operation] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), template, pattern, responses: operation.responses });
  }
  compiled = { operations, validators: new Map(), ajv };
  return compiled;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorFor(operation: Operation, status: string, mediaType: string): ValidateFunction {
  const { ajv, validators } = load();
  // A response that only names a component (every error) shares that component's one validator.
  const schema = operation.responses[status]?.content?.[mediaType]?.schema as { $ref?: string } | undefined;
  const ref =
    schema?.$ref && Object.keys(schema).length === 1
      ? `openapi${schema.$ref}`
      : `openapi#/${pointer('paths', operation.template, operation.method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** An answer as a test got it (from `inject` or `fetch`). */
export interface RestAnswer {
  method: string;
  /** The path and query as requested. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body's bytes as sent (decompressed here when the answer says it is encoded). */
  body: Buffer;
}

function decoded(answer: RestAnswer): Buffer {
  const encoding = String(answer.headers['content-encoding'] ?? '');
  if (answer.body.length === 0) return answer.body;
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'deflate') return inflateSync(answer.body);
  return answer.body;
}

/** What is wrong with `answer` against openapi.json; null when nothing is (or it is not REST). */
export function violationOf(answer: RestAnswer): string | null {
  // As the REST adapter reads it: dot segments resolved (`/api/orders/./refunds` is
  // `/api/orders/refunds`). A trailing slash it reads either way: a GET of `/api/products/` is
  // the list, another method there is 404 with no 405; either answer holds.
  const resolved = new URL(answer.url, 'http://localhost').pathname;
  const withoutSlash = resolved.replace(/(.)\/$/, '$1');
  const violation = violationAt(answer, withoutSlash);
  return violation && withoutSlash !== resolved && violationAt(answer, resolved) === null ? null : violation;
}

function violationAt(answer: RestAnswer, pathname: string): string | null {
  if (!/^\/api(\/|$)/.test(pathname) || UNDOCUMENTED_ROUTES.some((route) => route.test(pathname))) return null;
  const method = answer.method.toUpperCase() === 'HEAD' ? 'GET' : answer.method.toUpperCase();
  const { operations } = load();
  const atPath = operations.filter((operation) => operation.pattern.test(pathname));
  const operation = atPath.find((candidate) => candidate.method === method);
  if (!operation) {
    // A path nobody documents is 404, a documented path with another method 405: both as the API
    // says them, with no operation to hold them to.
    const expected = atPath.length === 0 ? 404 : 405;
    // A body the app cannot read (not JSON: 415; malformed: 400; too large: 413) is refused before
    // any route looks at the path (plugins/json-body.ts), so a sent body may meet that first.
    const bodyRefused = method !== 'GET' && [400, 413, 415].includes(answer.status);
    return answer.status === expected || bodyRefused ? null : `no operation for ${method} ${pathname}, yet it answered ${answer.status} (expected ${expected})`;
  }
  const where = `${operation.method} ${operation.template}`;
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) return `${where} answered ${answer.status}, which it does not document (${Object.keys(operation.responses).join(', ')})`;
  const body = decoded(answer);
  if (!response.content || answer.method.toUpperCase() === 'HEAD') {
    return response.content || body.length === 0 ? null : `${where} ${answer.status} documents no body, yet sent ${body.length} bytes`;
  }
  const mediaType = String(answer.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (!(mediaType in response.content)) return `${where} ${answer.status} sent content-type "${mediaType}", documented: ${Object.keys(response.content).join(', ')}`;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return `${where} ${answer.status} sent a body that is not JSON: ${body.toString('utf8').slice(0, 200)}`;
  }
  const validate = validatorFor(operation, String(answer.status), mediaType);
  if (validate(value)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  return `${where} ${answer.status}: the body does not match the document: ${errors.join('; ')}; body: ${body.toString('utf8').slice(0, 300)}`;
}

/** Checks `answer`, recording what is wrong with it for the running test. */
export function checkRestAnswer(answer: RestAnswer): void {
  const violation = violationOf(answer);
  if (violation) recordViolation(`${answer.method} ${answer.url} -> ${answer.status}: ${violation}`);
}
