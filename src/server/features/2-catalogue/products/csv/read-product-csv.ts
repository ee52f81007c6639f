import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type CsvProblem, type ProductCsvCells, type ProductCsvColumn } from '../../../../../shared/schemas/product-csv';

/** One data row of the file and its line as a spreadsheet numbers it (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: ProductCsvCells;
}

/** A row past any sensible product (a description is 2,000 characters): an unclosed quote, most likely. */
const MAX_RECORD_CHARS = 64 * 1024;

const PARSE_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'A quote inside a quoted cell must be doubled ("")',
  CSV_MAX_RECORD_SIZE: 'This row is too long: is a quote left open?',
};

const isColumn = (name: string): name is ProductCsvColumn => (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);

/** The header's problems (unknown, repeated or missing columns), all on line 1. */
function headerProblems(header: string[]): CsvProblem[] {
  const problems: CsvProblem[] = [];
  header.forEach((name, i) => {
    if (!isColumn(name)) problems.push({ line: 1, field: name, message: `Unknown column: use ${PRODUCT_CSV_COLUMNS.join(', ')}` });
    else if (header.indexOf(name) !== i) problems.push({ line: 1, field: name, message: 'This column appears twice' });
  });
  for (const name of REQUIRED_CSV_COLUMNS) if (!header.includes(name)) problems.push({ line: 1, field: name, message: `Add a column named ${name}` });
  return problems;
}

function cellsOf(header: string[], values: string[]): ProductCsvCells {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as ProductCsvCells;
  header.forEach((name, i) => {
    if (isColumn(name)) cells[name] = values[i] ?? '';
  });
  return cells;
}

/**
 * Reads a products CSV's text (decoded by csv-text.ts; RFC 4180 through csv-parse: quoted cells
 * with commas, quotes and line breaks, a byte order mark, CRLF or LF) into rows by header name. Rows whose cells are all empty are
 * skipped but still counted, so line numbers match the spreadsheet's. Stops at the first problem
 * of the file's shape (the header, broken quoting, more than MAX_IMPORT_ROWS rows); reports a
 * row with cells past the header and reads on. A cell's own problems are the row check's.
 */
export async function readProductCsv(text: string): Promise<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  const parser = Readable.from([text]).pipe(parse({ bom: true, relax_column_count: true, max_record_size: MAX_RECORD_CHARS }));
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let header: string[] | null = null;
  let line = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) {
      line++;
      if (!header) {
        header = values.map((name) => name.trim());
        problems.push(...headerProblems(header));
        if (problems.length > 0) return { records: [], problems };
        continue;
      }
      if (values.every((value) => value.trim() === '')) continue;
      if (line - 1 > MAX_IMPORT_ROWS) return { records: [], problems: [{ line, field: '', message: `Import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows at a time` }] };
      if (values.slice(header.length).some((value) => value.trim() !== '')) {
        problems.push({ line, field: '', message: 'This row has more cells than the header has columns' });
      }
      records.push({ line, cells: cellsOf(header, values) });
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
