import { csvImportProgressSchema, csvImportReportSchema, type CsvImportReport } from '../../../shared/schemas/product-csv';

/** Where an import is: sending the file, the server checking its rows, then writing them. */
export type ImportStage = { stage: 'uploading'; fraction: number } | { stage: 'checking' } | { stage: 'writing'; done: number; total: number };

/** How an import ended: every row written, or nothing written and the report of bad cells. */
export type ImportOutcome = { kind: 'done'; added: number; updated: number; unchanged: number } | { kind: 'report'; report: CsvImportReport };

const FAILED = 'The import failed and nothing was imported. Please try again.';

/**
 * Sends a CSV file to `POST /api/products.csv` (docs/decisions/081). XMLHttpRequest rather than
 * fetch: it reports the upload's progress, and its partial response carries the NDJSON progress
 * lines as they come. Resolves with the outcome; rejects with a message to show (a refusal such
 * as 413 or 415, a failed write, a lost connection).
 */
export function importProductsCsv(file: Blob, onStage: (stage: ImportStage) => void): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let outcome: ImportOutcome | null = null;
    let failure: string | null = null;

    // Each complete NDJSON line of the answer so far, once.
    const readLines = () => {
      if (xhr.status !== 200) return;
      const end = xhr.responseText.lastIndexOf('\n') + 1;
      for (const line of xhr.responseText.slice(read, end).split('\n')) {
        const progress = line ? csvImportProgressSchema.safeParse(JSON.parse(line)).data : undefined;
        if (progress?.phase === 'writing') onStage({ stage: 'writing', done: progress.done, total: progress.total });
        else if (progress?.phase === 'done') outcome = { kind: 'done', added: progress.added, updated: progress.updated, unchanged: progress.unchanged };
        else if (progress?.phase === 'failed') failure = progress.message;
      }
      read = end;
    };

    xhr.upload.onprogress = (event) => onStage({ stage: 'uploading', fraction: event.lengthComputable ? event.loaded / event.total : 0 });
    xhr.upload.onload = () => onStage({ stage: 'checking' });
    xhr.onprogress = readLines;
    xhr.onerror = () => reject(new Error('The connection was lost. Check the product list before importing again.'));
    xhr.onload = () => {
      readLines();
      if (xhr.status === 200) {
        if (outcome) resolve(outcome);
        else reject(new Error(failure ?? FAILED));
        return;
      }
      const answer: unknown = (() => {
        try {
          return JSON.parse(xhr.responseText);
        } catch {
          return null;
        }
      })();
      const report = csvImportReportSchema.safeParse(answer);
      if (report.success) resolve({ kind: 'report', report: report.data });
      else reject(new Error((answer as { message?: string } | null)?.message ?? FAILED));
    };
    xhr.open('POST', '/api/products.csv');
    // Whatever the browser calls the file (Windows says application/vnd.ms-excel), it is CSV.
    xhr.setRequestHeader('content-type', 'text/csv');
    onStage({ stage: 'uploading', fraction: 0 });
    xhr.send(file);
  });
}
