import { describe, expect, it } from 'vitest';
import { CHARS_PER_TURN, mapInTurns, textInTurns } from '../../../src/server/csv/in-turns';
import { readCsv } from '../../../src/server/csv/read-csv';

// An import hands the CSV parser its text a piece at a time and checks its rows a slice at a
// time (the catalogue's reads go on meanwhile, issue 39): what it reads must not change.
describe('work in turns', () => {
  it('cuts the text only after a line feed, and the pieces join back into it', async () => {
    const text = `sku,name\r\n${Array.from({ length: 2000 }, (_, i) => `SKU-${i},"Spade ${i}, café ☕ 🌱\r\nsecond line"`).join('\r\n')}\r\n`;
    const pieces: string[] = [];
    for await (const piece of textInTurns(text)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(text.length / CHARS_PER_TURN - 1);
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith('\n'))).toBe(true);
    expect(pieces.join('')).toBe(text);

    const read = await readCsv(text, { columns: ['sku', 'name'], required: ['sku'], maxRows: 5000 });
    expect(read.problems).toEqual([]);
    expect(read.records.length).toBe(2000);
    expect(read.records[1999]).toEqual({ line: 2001, cells: { sku: 'SKU-1999', name: 'Spade 1999, café ☕ 🌱\r\nsecond line' } });
  });

  it('maps every item in order', async () => {
    const items = Array.from({ length: 1234 }, (_, i) => i);
    expect(await mapInTurns(items, (i) => i * 2)).toEqual(items.map((i) => i * 2));
    expect(await mapInTurns([], (i) => i)).toEqual([]);
  });
});
