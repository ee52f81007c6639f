import { describe, expect, it } from 'vitest';
import { EMPTY_NAME_SLUG, PRODUCT_SLUG_MAX, isSlugShaped, productSlug } from '../../src/shared/rules/product-slug';

describe('productSlug: a product page’s URL segment made from the name', () => {
  it.each([
    ['Hand Trowel', 'hand-trowel'],
    ['  Sécateurs — bypass, 20 cm ', 'secateurs-bypass-20-cm'],
    ["Gardener's Knife (Pro)", 'gardener-s-knife-pro'],
    ['HEAVY-DUTY   Rake', 'heavy-duty-rake'],
    ['Ñandú Fork 2000', 'nandu-fork-2000'],
    ['--Edge--', 'edge'],
    ['Ø', EMPTY_NAME_SLUG],
    ['🌱', EMPTY_NAME_SLUG],
    ['', EMPTY_NAME_SLUG],
  ])('%j -> %s', (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });

  it('cuts a long name to 80 characters, never ending on a dash', () => {
    const slug = productSlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(productSlug('word '.repeat(40)).length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX);
    expect(productSlug('word '.repeat(40))).not.toMatch(/-$/);
  });

  it('always makes a slug-shaped segment, suffixed or not', () => {
    for (const name of ['Hand Trowel', 'Ø', 'x'.repeat(200), 'A  -  B']) {
      expect(isSlugShaped(productSlug(name))).toBe(true);
      expect(isSlugShaped(`${productSlug(name)}-123456789`)).toBe(true);
    }
  });

  it('refuses anything else as a slug', () => {
    for (const text of ['Hand-Trowel', 'hand trowel', 'hand--trowel', '-hand', 'hand-', '', 'ha%20nd', 'a'.repeat(100)]) expect(isSlugShaped(text), text).toBe(false);
  });
});
