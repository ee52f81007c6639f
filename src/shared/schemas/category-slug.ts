import { z } from 'zod';

/** A category id or slug that names no category. */
export const UNKNOWN_CATEGORY = 'Choose a category from the list';

/**
 * A category's URL name (`/products?category=spades`): lowercase letters, digits and dashes.
 * A module of its own: the catalogue's query needs only this, and the page's code evaluates every
 * schema in a module it imports (docs/decisions/158).
 */
export const categorySlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, UNKNOWN_CATEGORY);
