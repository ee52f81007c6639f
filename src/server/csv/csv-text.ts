import { isUtf8 } from 'node:buffer';
import type { CsvProblem } from '../../shared/schemas/product-csv';
import { AppError } from '../errors/app-error';

/**
 * The Content-Type `charset` labels read as UTF-8 (also what no label means) and as Windows-1252.
 * Spreadsheets that do not write UTF-8 write Windows-1252 and call it Latin-1; as in browsers
 * (WHATWG Encoding), `latin1` and `iso-8859-1` are read as Windows-1252, its superset in print.
 */
const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii']);
const WINDOWS_1252_LABELS = new Set(['windows-1252', 'cp1252', 'x-cp1252', 'latin1', 'iso-8859-1', 'iso8859-1', 'iso_8859-1', 'l1']);

export const NOT_UTF8_MESSAGE = 'This line is not UTF-8 text: save the file as "CSV UTF-8" and import it again';

/**
 * Windows-1252's bytes 0x80-0x9f (the rest are Latin-1's code points). Its five unassigned bytes
 * stay the C1 controls WHATWG maps them to, which the cells' text rule refuses. Node's TextDecoder
 * reads `windows-1252` as plain Latin-1 (0x80 as U+0080, not the euro), so the table is ours.
 */
const HIGH_CONTROLS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (character) => HIGH_CONTROLS[character.charCodeAt(0) - 0x80]!);
}

/** The line (1 = the header) of the first bytes that are not UTF-8: no UTF-8 sequence holds a line feed. */
function firstLineNotUtf8(bytes: Buffer): number {
  let line = 1;
  for (let start = 0; start <= bytes.length; line++) {
    const feed = bytes.indexOf(0x0a, start);
    const end = feed === -1 ? bytes.length : feed;
    if (!isUtf8(bytes.subarray(start, end))) return line;
    start = end + 1;
  }
  return line;
}

/** The Content-Type's charset parameter, lower-cased; undefined when it has none. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * A CSV's text (products, price list entries), decoded by the upload's charset: UTF-8 unless it says Windows-1252 or
 * Latin-1. Bytes that are not UTF-8 in a UTF-8 file are a problem on their line, never replaced
 * (`Caf\xe9` is not "Caf\ufffd"); another charset is refused with 415 naming the accepted ones.
 *
 * @example
 * csvText(Buffer.from('sku\nCaf\xe9', 'latin1'), 'text/csv'); // { problem: { line: 2, field: '', message: NOT_UTF8_MESSAGE } }
 * csvText(Buffer.from('sku\nCaf\xe9', 'latin1'), 'text/csv; charset=latin1'); // { text: 'sku\nCafé' }
 */
export function csvText(bytes: Buffer, contentType: string | undefined): { text: string } | { problem: CsvProblem } {
  const charset = charsetOf(contentType);
  if (charset !== undefined && WINDOWS_1252_LABELS.has(charset)) return { text: decodeWindows1252(bytes) };
  if (charset !== undefined && !UTF8_LABELS.has(charset)) {
    throw new AppError('unsupported-type', `The character set "${charset.slice(0, 40)}" is not accepted: send the file as UTF-8, windows-1252 or latin1`);
  }
  if (!isUtf8(bytes)) return { problem: { line: firstLineNotUtf8(bytes), field: '', message: NOT_UTF8_MESSAGE } };
  return { text: bytes.toString('utf8') };
}
