/** The most lines a cart (or one quick order or bulk paste) holds: a long B2B order (issue 41: a thousand lines), not a catalogue dump. (No zod here: the header's cart badge reads it.) */
export const CART_LINES_MAX = 1000;
