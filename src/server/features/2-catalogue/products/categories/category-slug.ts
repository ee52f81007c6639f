/** Room left under the slug's 80 characters for a `-N` suffix. */
const BASE_MAX = 70;

/**
 * A category's URL name from its name: ASCII letters and digits in lower case, the rest as single
 * dashes; accents dropped. A name with nothing left (all symbols or another script) is `category`.
 *
 * @example
 * slugOf('Lawn & Leaves'); // 'lawn-leaves'
 * slugOf('Bêches à bordure'); // 'beches-a-bordure'
 */
export function slugOf(name: string): string {
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').slice(0, BASE_MAX).replace(/^-/, '').replace(/-$/, '');
  return slug || 'category';
}

/**
 * The first of `base`, `base-2`, `base-3`... not in `taken`. The unique constraint stays the
 * final word: a write that loses a race for it is retried with the next free one.
 *
 * @example
 * freeSlug('spades', new Set(['spades', 'spades-2'])); // 'spades-3'
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
