import { afterAll, afterEach } from 'vitest';
import { takeViolations } from './answer-violations';

/**
 * Setup file of every test (vitest.config.ts): a test fails when a REST answer it received broke
 * openapi.json (test/helpers/openapi-answers.ts). `inject` answers are checked in test-app.ts;
 * here `fetch` to a local server's /api is checked too (tests on a real port or process).
 */

function failOnViolations(): void {
  const violations = takeViolations();
  if (violations.length > 0) throw new Error(`REST answers that break openapi.json:\n- ${violations.join('\n- ')}`);
}

afterEach(failOnViolations);
// Requests made in beforeAll or afterAll hooks.
afterAll(failOnViolations);

const LOCAL_API = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/api\//;
/**
 * The fetch this file wraps, kept on the global: files that share a worker's module graph
 * (vitest.config.ts) run this setup file once each, and each must wrap the real fetch, not the
 * wrapper an earlier file left, or every answer would be checked once per earlier file.
 */
const REAL_FETCH = Symbol.for('toolyard.test.realFetch');
const realFetchHolder = globalThis as { [REAL_FETCH]?: typeof fetch };
const originalFetch = (realFetchHolder[REAL_FETCH] ??= globalThis.fetch);
if (originalFetch) {
  globalThis.fetch = async function checkedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const response = await originalFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!LOCAL_API.test(url)) return response;
    const { checkRestAnswer } = await import('./openapi-answers');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    // fetch has decoded any content-encoding already.
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-encoding'));
    const body = Buffer.from(await response.clone().arrayBuffer());
    const { pathname, search } = new URL(url);
    checkRestAnswer({ method, url: `${pathname}${search}`, status: response.status, headers, body });
    return response;
  };
}
