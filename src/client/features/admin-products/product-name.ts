/** The manage list shows at most this many characters of a name (docs/product.md#9-business-constants). */
const SHOWN_NAME_LENGTH = 50;

/**
 * A product name as the manage list shows it: cut to 50 characters followed by '...'.
 *
 * @example shortProductName('Spade'); // 'Spade'
 * @example shortProductName('x'.repeat(60)); // 'xxxx…x...' (50 x's, then '...')
 */
export function shortProductName(name: string): string {
  return name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}...` : name;
}
