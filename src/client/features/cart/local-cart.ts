import { useSyncExternalStore } from 'react';
import { CART_LINES_MAX } from '../../../shared/cart-limits';
import type { CartMergeInput } from '../../../shared/schemas/cart';

/**
 * A visitor's cart: the lines `cart.merge` takes, kept in this browser's local storage until the
 * session appears (then merged into the server's cart and cleared: use-cart-merge.ts), with the
 * cart's merge key (`{key, lines}`): a random id the cart keeps from its first line until it is
 * cleared, which the server remembers, so the same cart sent twice (an answer lost, a second
 * tab) merges once. Whatever the storage holds is checked line by line (`storedLines`); anything
 * else reads as an empty cart.
 */
export type LocalLine = CartMergeInput['lines'][number];

const KEY = 'toolyard.cart';
const EMPTY: readonly LocalLine[] = [];
const listeners = new Set<() => void>();
// The parsed lines, kept until the stored text changes, so every render sees the same array.
let cached: { text: string | null; lines: readonly LocalLine[]; key: string | null } = { text: null, lines: EMPTY, key: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isLine = (line: unknown): line is LocalLine =>
  typeof line === 'object' &&
  line !== null &&
  typeof (line as LocalLine).productId === 'string' &&
  UUID.test((line as LocalLine).productId) &&
  Number.isInteger((line as LocalLine).quantity) &&
  (line as LocalLine).quantity >= 1;

/**
 * The stored `{lines}` if every line is a product id and a whole number of units, at most
 * CART_LINES_MAX of them; else null. Checked by hand rather than with cartMergeInputSchema: the
 * header's badge reads this on every page, and the schema would put zod in the first download.
 * The server checks the merge with the schema anyway.
 */
function storedLines(value: unknown): LocalLine[] | null {
  const lines = (value as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) && lines.length <= CART_LINES_MAX && lines.every(isLine) ? lines : null;
}

/** The stored cart's merge key, if it has a valid one (a cart stored before keys has none: it gets one when next written or merged). */
function storedKey(value: unknown): string | null {
  const key = (value as { key?: unknown } | null)?.key;
  return typeof key === 'string' && UUID.test(key) ? key : null;
}

/** A random version 4 UUID; crypto.randomUUID only where the page is a secure context (not a plain-http LAN address). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the visitor's cart lives as long as nothing
  }
}

/** The visitor's cart as stored now: its lines (empty when nothing valid is stored) and its merge key, if any. */
function storedCart(): { lines: readonly LocalLine[]; key: string | null } {
  const text = storage()?.getItem(KEY) ?? null;
  if (text === cached.text) return cached;
  let lines = EMPTY;
  let key: string | null = null;
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    lines = storedLines(value) ?? EMPTY;
    key = lines.length > 0 ? storedKey(value) : null;
  } catch {
    // not JSON: an empty cart
  }
  cached = { text, lines, key };
  return cached;
}

/** The visitor's lines as stored now (empty when nothing valid is stored). */
export function localLines(): readonly LocalLine[] {
  return storedCart().lines;
}

/** Writes the lines under the cart's key (a new one for a cart that had none); no lines: the cart and its key are gone. */
function store(lines: readonly LocalLine[]) {
  const target = storage();
  if (lines.length === 0) target?.removeItem(KEY);
  else target?.setItem(KEY, JSON.stringify({ key: storedCart().key ?? newKey(), lines }));
  listeners.forEach((listener) => listener());
}

/**
 * The visitor's cart to merge: its lines and its merge key, given one now (and stored) if it had
 * none, so a merge sent again for the same cart carries the same key. Null for an empty cart.
 */
export function cartToMerge(): { mergeKey: string; lines: LocalLine[] } | null {
  const { lines, key } = storedCart();
  if (lines.length === 0) return null;
  if (key) return { mergeKey: key, lines: [...lines] };
  try {
    store(lines);
  } catch {
    // storage full: the key below lives as long as this page, which is the best a full storage allows
  }
  return { mergeKey: storedCart().key ?? newKey(), lines: [...lines] };
}

/** Thrown when a line would make the cart longer than CART_LINES_MAX. */
export const CART_FULL = `A cart holds at most ${CART_LINES_MAX} lines`;

/** Adds `quantity` units of a product: to its line when it has one (quantities add up, as the merge does), else a new line. */
export function addLocalLine(productId: string, quantity: number) {
  const lines = localLines();
  const line = lines.find((candidate) => candidate.productId === productId);
  if (!line && lines.length >= CART_LINES_MAX) throw new Error(CART_FULL);
  store(line ? lines.map((candidate) => (candidate === line ? { productId, quantity: line.quantity + quantity } : candidate)) : [...lines, { productId, quantity }]);
}

export function setLocalQuantity(productId: string, quantity: number) {
  store(localLines().map((line) => (line.productId === productId ? { productId, quantity } : line)));
}

export function removeLocalLine(productId: string) {
  store(localLines().filter((line) => line.productId !== productId));
}

export function clearLocalCart() {
  store(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's changes arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's lines, re-rendering on every change (in this tab or another). */
export function useLocalLines(): readonly LocalLine[] {
  return useSyncExternalStore(subscribe, localLines, () => EMPTY);
}
