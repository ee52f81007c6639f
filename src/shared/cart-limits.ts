/** The most lines a cart (or one quick order) holds: a long B2B order, not a catalogue dump. (No zod here: the header's cart badge reads it.) */
export const CART_LINES_MAX = 100;
