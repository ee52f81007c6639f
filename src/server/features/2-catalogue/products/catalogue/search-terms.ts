import { skuSchema } from '../../../../../shared/schemas/product';

/** Words beyond these are ignored: a search box, not a document. */
export const MAX_SEARCH_WORDS = 6;
const MAX_WORD_LENGTH = 40;
/** Typo corrections are tried for words of these lengths only (shorter ones match too much). */
const CORRECTABLE = { min: 3, max: 20 };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** What a search asks for: its words, and the SKU it may be. */
export interface SearchTerms {
  /** Lower-case words of letters and digits, each once, in the order typed. */
  words: string[];
  /** The whole search as a SKU (upper-case), when it has a SKU's shape. */
  sku: string | null;
}

/**
 * Splits a search into words (runs of letters and digits) and reads it as a SKU too.
 *
 * @example
 * searchTerms(' Steel  spade, sp-100 '); // { words: ['steel', 'spade', 'sp', '100'], sku: null }
 * searchTerms('sp-100'); // { words: ['sp', '100'], sku: 'SP-100' }
 */
export function searchTerms(q: string): SearchTerms {
  const words = [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u))]
    .filter((word) => word.length > 0)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const sku = skuSchema.safeParse(q);
  return { words, sku: sku.success ? sku.data : null };
}

/**
 * The spellings one edit away from a word (a letter dropped, swapped with its neighbour, changed
 * or added: Norvig's corrector), which the catalogue's words are looked up among. Trigram
 * similarity alone misses a swap in a short word ("sapde" and "spade" share 2 of 10 trigrams).
 * Empty for a word too short or too long to correct, or with other characters than a-z.
 *
 * @example
 * oneEditAway('sapde').includes('spade'); // true
 * oneEditAway('ab'); // []
 */
export function oneEditAway(word: string): string[] {
  if (word.length < CORRECTABLE.min || word.length > CORRECTABLE.max || !/^[a-z]+$/.test(word)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  variants.delete(word);
  return [...variants];
}

/** Whether a word may be corrected at all (letters only, of a correctable length). */
export const isCorrectable = (word: string) => oneEditAway(word).length > 0;
