/**
 * Searches nobody made before (bench/catalogue.ts): every request of a run asks a different one,
 * so none comes from the response cache. Built from the words the generated catalogue's names
 * are made of (src/server/features/2-catalogue/products/generated-catalogue.ts), one to three words, with and
 * without a category: shopper-like searches that find some products, a few or none.
 */
import type autocannon from 'autocannon';

const TOOL_WORDS = ['spade', 'fork', 'trowel', 'scoop', 'planter', 'shears', 'rake', 'loppers', 'snips', 'hoe', 'can', 'wheelbarrow', 'cart'];
const ADJECTIVES = ['heavy-duty', 'compact', 'professional', 'lightweight', 'classic', 'ergonomic', 'long-handled', 'forged', 'nursery', 'estate', 'telescopic', 'heritage'];
const MATERIALS = ['ash', 'oak', 'beech', 'stainless', 'fibreglass', 'aluminium', 'bamboo', 'hickory', 'galvanised', 'copper'];
const CATEGORIES = [null, 'digging', 'pruning', 'lawn-leaves', 'watering', 'carrying', 'spades', 'forks', 'hoes', 'shears', 'loppers'];

/** The query strings, each once, in an order that mixes common and rare searches. */
export function newSearches(): string[] {
  const phrases = [
    ...TOOL_WORDS.flatMap((tool) => MATERIALS.map((material) => `${material} ${tool}`)),
    ...TOOL_WORDS.flatMap((tool) => ADJECTIVES.map((adjective) => `${adjective} ${tool}`)),
    ...TOOL_WORDS.flatMap((tool) => ADJECTIVES.flatMap((adjective) => MATERIALS.map((material) => `${adjective} ${material} ${tool}`))),
  ];
  const searches = phrases.flatMap((phrase) =>
    CATEGORIES.map((category) => `?q=${encodeURIComponent(phrase)}${category ? `&category=${category}` : ''}`),
  );
  // A fixed shuffle, so both sides ask the same sequence: a prime step visits every index once.
  const step = 7919;
  if (searches.length % step === 0) throw new Error('newSearches: the step must be coprime with the count');
  return searches.map((_, i) => searches[(i * step) % searches.length]!);
}

/**
 * autocannon requests that walk `searches` under `path`, one search per request, on every
 * connection; `asked` counts them, so the caller can check none was asked twice.
 */
export function walkSearches(path: string, searches: string[]) {
  let next = 0;
  const requests: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, path: `${path}${searches[next++ % searches.length]}` }) }];
  return { requests, asked: () => next };
}
