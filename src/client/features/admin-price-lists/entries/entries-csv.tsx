import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CsvImportReport } from '../../../../shared/schemas/product-csv';
import { useImportEntriesCsv } from '../api/price-list-entries';
import button from '../../../components/button.module.css';
import { CsvImportReportTable } from '../../../components/csv-import-report';
import styles from './entries.module.css';

/**
 * Export CSV (the list's entries by SKU) and Import CSV: a file checked whole by the server and
 * written in one transaction, or refused with every bad cell by line and column. "Replace the
 * whole list" removes the entries the file does not name.
 */
export function EntriesCsv({ priceListId }: { priceListId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const importCsv = useImportEntriesCsv();
  const choose = (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    importCsv.mutate(
      { priceListId, csv: file, replace },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'report') setReport(outcome.report);
          else toast.success(`Imported: ${outcome.added} added, ${outcome.updated} updated${outcome.removed ? `, ${outcome.removed} removed` : ''}`);
        },
        onError: (error) => toast.error(error.message),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <div className={styles.csv}>
      <div className={styles.toolbar}>
        <a className={button.primary} href={`/api/price-lists/${encodeURIComponent(priceListId)}/entries.csv`} download>
          Export CSV
        </a>
        <label className={button.primary}>
          Import CSV
          <input ref={input} className="visually-hidden" type="file" name="file" accept=".csv,text/csv" disabled={importCsv.isPending} onChange={(event) => choose(event.target.files?.[0])} />
        </label>
        <label className={styles.replace}>
          <input type="checkbox" name="replace" checked={replace} onChange={(event) => setReplace(event.target.checked)} /> Replace the whole list
        </label>
        <span role="status" className={styles.progress}>
          {importCsv.isPending ? 'Importing…' : ''}
        </span>
      </div>
      {report && <CsvImportReportTable report={report} />}
    </div>
  );
}
