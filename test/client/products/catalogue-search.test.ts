import { describe, expect, it } from 'vitest';
import { validateCatalogueSearch } from '../../../src/client/app/search/catalogue-search';
import { checkedCatalogueInput } from '../../../src/client/features/products/catalogue/catalogue-query';
import { activeFilterCount, choose, effectiveSort } from '../../../src/client/features/products/catalogue/catalogue-view';
import { checkPriceRange } from '../../../src/client/features/products/catalogue/price-range';

describe("the catalogue's URL", () => {
  it('keeps every choice of a shared link, as the router parses it', () => {
    // The router JSON-parses values: numbers arrive as numbers, `true` as a boolean.
    expect(validateCatalogueSearch({ q: ' spade ', category: 'spades', minPrice: 10, maxPrice: '49.5', inStock: true, sort: 'price_desc', page: 3 })).toEqual({
      q: 'spade',
      category: 'spades',
      minPrice: 10,
      maxPrice: 49.5,
      inStock: true,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('drops what is of the wrong shape rather than breaking the page', () => {
    expect(validateCatalogueSearch({ q: '   ', category: 2024, minPrice: -1, maxPrice: 'lots', inStock: 'yes', sort: 'cheapest', page: 1, extra: 'x' })).toEqual({ category: '2024' });
    expect(validateCatalogueSearch({ q: 'x'.repeat(101), page: 'two' })).toEqual({});
  });

  it('caps the page depth, so no link renders more than twenty pages', () => {
    expect(validateCatalogueSearch({ page: 1_000_000 })).toEqual({ page: 20 });
  });

  it('starts a new choice at the first page and offers relevance only with words', () => {
    expect(choose({ q: 'spade', sort: 'price_asc', page: 4 }, { category: 'digging' })).toEqual({ q: 'spade', sort: 'price_asc', category: 'digging' });
    expect(choose({ q: 'spade', sort: 'relevance' }, { q: undefined })).toEqual({});
    expect(effectiveSort({ q: 'spade' })).toBe('relevance');
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ sort: 'relevance' })).toBe('newest');
  });

  it('asks the API only what its schema accepts: a refused value is left out, the rest kept', () => {
    expect(checkedCatalogueInput({ q: 'spade', category: 'Not A Slug', minPrice: 50, maxPrice: 10, inStock: true }, 24)).toEqual({
      q: 'spade',
      minPrice: 50,
      inStock: 'true',
      sort: 'relevance',
      limit: 24,
    });
    expect(checkedCatalogueInput({ category: 'spades', page: 3 }, 24)).toEqual({ category: 'spades', sort: 'newest', limit: 24 });
  });
});

describe("the phone's Filters button", () => {
  it('counts the category, the price range as one, and In stock; never the words or the sort', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ q: 'spade', sort: 'name', page: 2 })).toBe(0);
    expect(activeFilterCount({ category: 'spades' })).toBe(1);
    expect(activeFilterCount({ category: 'spades', minPrice: 5, maxPrice: 50 })).toBe(2);
    expect(activeFilterCount({ maxPrice: 50, inStock: true })).toBe(2);
    expect(activeFilterCount({ category: 'spades', minPrice: 0, inStock: true })).toBe(3);
  });
});

describe('the price filter', () => {
  it("answers the catalogue schema's own messages", () => {
    expect(checkPriceRange('50', '10')).toEqual({ errors: { maxPrice: 'The highest price must not be below the lowest' } });
    expect(checkPriceRange('-1', 'cheap')).toEqual({ errors: { minPrice: 'The price cannot be negative', maxPrice: 'Enter a price' } });
    expect(checkPriceRange('', '2000000')).toEqual({ errors: { maxPrice: 'The price can be at most 1000000' } });
  });

  it('reads an empty field as no bound', () => {
    expect(checkPriceRange(' 5 ', '')).toEqual({ range: { minPrice: 5, maxPrice: undefined } });
    expect(checkPriceRange('', '')).toEqual({ range: { minPrice: undefined, maxPrice: undefined } });
  });
});
