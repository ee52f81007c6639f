import { describe, expect, it } from 'vitest';
import { AnswerStore, compressAnswer, prepareAnswer, type StoredAnswer } from '../../../src/server/response-cache/answer-store';

const answer = (body: string) => prepareAnswer(body, 'application/json', `"${body}"`);

/** A build the test finishes by hand, counting how often it was started. */
function manualBuild() {
  const started: Array<(answer: StoredAnswer) => void> = [];
  const build = () => new Promise<StoredAnswer>((resolve) => started.push(resolve));
  return { build, started };
}

describe('built answers', () => {
  it('are built once for every caller of one generation, then kept', async () => {
    const store = new AnswerStore(1024 * 1024);
    const { build, started } = manualBuild();
    const first = store.built('catalogue', build);
    const second = store.built('catalogue', build);
    started[0]!(answer('v1'));
    expect((await first).etag).toBe('"v1"');
    expect(await second).toBe(await first);
    expect(await store.built('catalogue', build)).toBe(await first);
    expect(started).toHaveLength(1);
  });

  it('are not kept when a clear overtook their build, and later callers start a new one', async () => {
    const store = new AnswerStore(1024 * 1024);
    const { build, started } = manualBuild();
    const before = store.built('catalogue', build);
    store.clear();
    const after = store.built('catalogue', build);
    expect(started).toHaveLength(2);
    started[0]!(answer('old'));
    started[1]!(answer('new'));
    expect((await before).etag).toBe('"old"');
    expect((await after).etag).toBe('"new"');
    expect((await store.built('catalogue', build)).etag).toBe('"new"');
    expect(started).toHaveLength(2);
  });

  it('have no size limit, unlike answers kept by URL', () => {
    const store = new AnswerStore(1024 * 1024);
    expect(store.keep('/big', answer('x'.repeat(600 * 1024)), store.generation)).toBe(false);
    expect(store.get('/big')).toBeUndefined();
  });
});

describe('answers kept by request', () => {
  it('hold at most the byte budget, every form counted once compressed, the least recently used dropped first', async () => {
    const store = new AnswerStore(64 * 1024);
    const body = (n: number) => JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ n, i, name: `Forged spade ${(i * 7919) % 1000}` })));
    const kept: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const key = `key-${n}`;
      const stored = answer(body(n));
      expect(store.keep(key, stored, store.generation)).toBe(true);
      await compressAnswer(stored);
      store.reweigh(key, stored);
      expect(stored.gzip).not.toBeNull();
      kept.push(key);
      // key-0 is asked again each time: the last to go.
      expect(store.get('key-0')).toBeDefined();
      expect(store.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(store.entries).toBeLessThan(6);
    expect(store.get('key-0')).toBeDefined();
    expect(store.get('key-1')).toBeUndefined();
    store.clear();
    expect(store.bytes).toBe(0);
  });
});

describe('dropped answers', () => {
  it('are reported at each half budget let go, by eviction or by a clear, so that the memory can be collected', () => {
    const reports: number[] = [];
    const store = new AnswerStore(64 * 1024, (bytes) => reports.push(bytes));
    const body = (n: number) => `${n}`.padEnd(10 * 1024, 'x');
    for (let n = 0; n < 6; n += 1) store.keep(`key-${n}`, answer(body(n)), store.generation);
    // About 60 KB kept, nothing dropped yet.
    expect(reports).toEqual([]);
    for (let n = 6; n < 9; n += 1) store.keep(`key-${n}`, answer(body(n)), store.generation);
    // Three answers of ~10.5 KB evicted: under half the budget.
    expect(reports).toEqual([]);
    store.keep('key-9', answer(body(9)), store.generation);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeGreaterThanOrEqual(32 * 1024);
    store.clear();
    expect(reports).toHaveLength(2);
  });
});
