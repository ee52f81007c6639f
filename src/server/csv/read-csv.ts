import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { CsvProblem } from '../../shared/schemas/product-csv';
import { textInTurns } from './in-turns';

/** One data row of the file and its line as a spreadsheet numbers it (the header is line 1). */
export interface CsvRecord<Column extends string> {
  line: number;
  cells: Record<Column, string>;
}

/** What an import's file holds: its columns (the export's, in order), those it must have, and its most rows. */
export interface CsvShape<Column extends string> {
  columns: readonly Column[];
  required: readonly Column[];
  maxRows: number;
}

/** A row past any sensible one (a product's description is 2,000 characters): an unclosed quote, most likely. */
const MAX_RECORD_CHARS = 64 * 1024;

const PARSE_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'A quote inside a quoted cell must be doubled ("")',
  CSV_MAX_RECORD_SIZE: 'This row is too long: is a quote left open?',
};

/** The header's problems (unknown, repeated or missing columns), all on line 1. */
function headerProblems<Column extends string>(header: string[], shape: CsvShape<Column>): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const columns: readonly string[] = shape.columns;
  header.forEach((name, i) => {
    if (!columns.includes(name)) problems.push({ line: 1, field: name, message: `Unknown column: use ${shape.columns.join(', ')}` });
    else if (header.indexOf(name) !== i) problems.push({ line: 1, field: name, message: 'This column appears twice' });
  });
  for (const name of shape.required) if (!header.includes(name)) problems.push({ line: 1, field: name, message: `Add a column named ${name}` });
  return problems;
}

function cellsOf<Column extends string>(header: string[], values: string[], columns: readonly Column[]): Record<Column, string> {
  const cells = Object.fromEntries(columns.map((column) => [column, ''])) as Record<Column, string>;
  header.forEach((name, i) => {
    if ((columns as readonly string[]).includes(name)) cells[name as Column] = values[i] ?? '';
  });
  return cells;
}

/**
 * Reads an import's CSV text (decoded by csv-text.ts; RFC 4180 through csv-parse: quoted cells
 * with commas, quotes and line breaks, a byte order mark, CRLF or LF) into rows by header name.
 * Rows whose cells are all empty are skipped but still counted, so line numbers match the
 * spreadsheet's. Stops at the first problem of the file's shape (the header, broken quoting, more
 * than `shape.maxRows` rows); reports a row with cells past the header and reads on. A cell's own
 * problems are the row check's. The products CSV and a price list's entries CSV read alike. The
 * parser takes the text a piece at a time (in-turns.ts), so a large file never holds the process.
 */
export async function readCsv<Column extends string>(text: string, shape: CsvShape<Column>): Promise<{ records: CsvRecord<Column>[]; problems: CsvProblem[] }> {
  const parser = Readable.from(textInTurns(text)).pipe(parse({ bom: true, relax_column_count: true, max_record_size: MAX_RECORD_CHARS }));
  const records: CsvRecord<Column>[] = [];
  const problems: CsvProblem[] = [];
  let header: string[] | null = null;
  let line = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) {
      line++;
      if (!header) {
        header = values.map((name) => name.trim());
        problems.push(...headerProblems(header, shape));
        if (problems.length > 0) return { records: [], problems };
        continue;
      }
      if (values.every((value) => value.trim() === '')) continue;
      if (line - 1 > shape.maxRows) return { records: [], problems: [{ line, field: '', message: `Import at most ${shape.maxRows.toLocaleString('en-US')} rows at a time` }] };
      if (values.slice(header.length).some((value) => value.trim() !== '')) {
        problems.push({ line, field: '', message: 'This row has more cells than the header has columns' });
      }
      records.push({ line, cells: cellsOf(header, values, shape.columns) });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The records read before the fault (header included); the fault is in the next one.
    const before = typeof error.records === 'number' ? error.records : line;
    return { records: [], problems: [{ line: before + 1, field: '', message: PARSE_MESSAGES[error.code] ?? 'This line is not valid CSV' }] };
  } finally {
    parser.destroy();
  }
  if (!header) return { records: [], problems: [{ line: 1, field: '', message: 'The file is empty: start with a header line' }] };
  return { records, problems };
}
