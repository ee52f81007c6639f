/**
 * Cuts rows fetched with a limit of `limit + 1` into one page and the cursor of the next: the
 * extra row only tells that another page follows, and the next page starts after the last row kept.
 *
 * @example
 * keysetPage([{ id: 9 }, { id: 8 }, { id: 7 }], 2, (row) => String(row.id)); // { page: [{ id: 9 }, { id: 8 }], next: '8' }
 * keysetPage([{ id: 9 }], 2, (row) => String(row.id)); // { page: [{ id: 9 }], next: null }
 */
export function keysetPage<Row, Cursor>(rows: Row[], limit: number, cursorOf: (row: Row) => Cursor): { page: Row[]; next: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
