import { describe, expect, it } from 'vitest';
import { orderNumberOf } from '../../src/shared/rules/order-number';

describe('orderNumberOf: the order number a search term names', () => {
  it('reads a number however a person types or reads it out', () => {
    for (const term of ['TY-10482', 'ty-10482', 'Ty10482', ' 10482 ', '10482']) expect(orderNumberOf(term), term).toBe('TY-10482');
  });

  it('is null for anything else', () => {
    for (const term of ['', 'ann@example.com', 'Buyer 14', 'TY-', 'TY-10482x', 'XY-10482', 'TY--10482', '1'.repeat(19)]) expect(orderNumberOf(term), term).toBeNull();
  });
});
