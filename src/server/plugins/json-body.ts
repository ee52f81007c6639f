import type { FastifyInstance } from 'fastify';

/** Far deeper than any body the API takes (three levels at most). */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply arrays and objects nest in a JSON text, counted in one pass without parsing; brackets
 * inside strings do not count.
 *
 * @example
 * jsonDepth('{"a":[1,{"b":"]]"}]}'); // 3
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/**
 * The one body type of the app's routes: JSON, through Fastify's own parser (prototype poisoning
 * refused), behind a depth limit: tRPC serialises the parsed body again, and a body nested a few
 * thousand levels deep overflowed the stack there (a 500). Deeper than MAX_JSON_DEPTH answers 400.
 * Any other type answers 415 before it is read; the few routes that take another type (uploads,
 * webhooks) add their parser in their own scope.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (jsonDepth(body) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400, code: 'BODY_TOO_DEEP' });
      done(error, undefined);
      return;
    }
    parse(request, body, done);
  });
}
