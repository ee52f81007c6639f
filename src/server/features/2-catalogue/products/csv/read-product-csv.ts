import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type CsvProblem, type ProductCsvColumn } from '../../../../../shared/schemas/product-csv';
import { readCsv, type CsvRecord as AnyCsvRecord } from '../../../../csv/read-csv';

/** One data row of a products CSV and its line as a spreadsheet numbers it (the header is line 1). */
export type CsvRecord = AnyCsvRecord<ProductCsvColumn>;

/** A products CSV's text into rows by header name (src/server/csv/read-csv.ts), at most MAX_IMPORT_ROWS rows. */
export function readProductCsv(text: string): Promise<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  return readCsv(text, { columns: PRODUCT_CSV_COLUMNS, required: REQUIRED_CSV_COLUMNS, maxRows: MAX_IMPORT_ROWS });
}
