import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows an import handles before it gives the event loop back. A 20,000-line file checked in one
 * go holds the process for hundreds of milliseconds, and every other request it serves waits that
 * long (the catalogue reads' p99 during an import, issue 39); two hundred rows are a few milliseconds.
 */
export const ROWS_PER_TURN = 200;

/** Characters of a CSV's text read in one go: about as long as ROWS_PER_TURN short lines. */
export const CHARS_PER_TURN = 8 * 1024;

/**
 * `fn` over `items` in order, ROWS_PER_TURN at a time, letting the event loop run between them
 * (setImmediate: other requests' I/O and timers go first). What a whole file's check needs
 * without blocking the process it shares with the shop's reads.
 *
 * @example
 * const parsed = await mapInTurns(records, (record) => rowSchema.safeParse(record.cells));
 */
export async function mapInTurns<Item, Result>(items: readonly Item[], fn: (item: Item) => Result): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + ROWS_PER_TURN)) results.push(fn(item));
  }
  return results;
}

/**
 * `text` in pieces of about CHARS_PER_TURN characters, the event loop free between them, for a
 * streaming parser to read a piece at a time. Each piece ends just after a line feed, which no
 * character's UTF-16 or UTF-8 form contains, so no character is ever cut in two.
 *
 * @example
 * Readable.from(textInTurns(text)).pipe(parse());
 */
export async function* textInTurns(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length; ) {
    if (start > 0) await nextTurn();
    const feed = text.indexOf('\n', start + CHARS_PER_TURN);
    const end = feed === -1 ? text.length : feed + 1;
    yield text.slice(start, end);
    start = end;
  }
}
