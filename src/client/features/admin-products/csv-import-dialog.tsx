import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS } from '../../../shared/schemas/product-csv';
import { FormDialog } from '../../components/form-dialog';
import { errorWords } from '../../lib/server-errors';
import { CsvImportReportTable } from '../../components/csv-import-report';
import { importProductsCsv, type ImportOutcome, type ImportStage } from './import-products-csv';
import styles from './product-csv.module.css';
import { useRefreshProducts } from './api/refresh-products';

const TOO_BIG = `Choose a file of at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;

/** What the progress bar says at each stage, and how full it is (undefined: the bar moves without a measure). */
function progressOf(stage: ImportStage): { label: string; value?: number; max: number } {
  if (stage.stage === 'uploading') return { label: 'Sending the file…', value: stage.fraction, max: 1 };
  if (stage.stage === 'checking') return { label: 'Checking every row…', max: 1 };
  return { label: `Importing: ${stage.done} of ${stage.total} rows`, value: stage.done, max: stage.total };
}

const summaryOf = ({ added, updated, unchanged }: Extract<ImportOutcome, { kind: 'done' }>) =>
  `${added} added, ${updated} updated${unchanged > 0 ? `, ${unchanged} unchanged` : ''}.`;

/**
 * "Import CSV" on Manage Products: choose a file, watch it upload, get checked and written, then
 * read either the summary ("N added, M updated") or the report of every bad cell, in which case
 * nothing was imported (docs/decisions/081).
 */
export function CsvImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshProducts();
  const fileId = useId();
  const running = stage !== null;

  function reset() {
    setFile(null);
    setOutcome(null);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('Choose a CSV file to import');
    if (file.size > MAX_IMPORT_BYTES) return setError(TOO_BIG);
    setError(null);
    setOutcome(null);
    try {
      const result = await importProductsCsv(file, setStage);
      setOutcome(result);
      if (result.kind === 'done' && result.added + result.updated > 0) {
        toast.success(`Imported the products: ${summaryOf(result)}`);
        await refresh();
      }
    } catch (failure) {
      setError(errorWords(failure));
    } finally {
      setStage(null);
    }
  }

  const progress = stage && progressOf(stage);
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={{ formState: { isSubmitting: running }, formError: error ?? undefined, reset }}
      onSubmit={(event) => void submit(event)}
      trigger={
        <button type="button" className={styles.toolbarButton}>
          Import CSV
        </button>
      }
      title="Import products from CSV"
      description={`Columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. A row whose SKU a product has updates it; any other row adds one. Up to ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; either every row goes in or none does.`}
      keepLabel="Close"
      submitLabel="Import"
      submittingLabel="Importing…"
    >
      <div className={styles.field}>
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={running}
          onChange={(event) => {
            reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      {progress ? (
        <div className={styles.progress}>
          <label htmlFor={`${fileId}-progress`}>{progress.label}</label>
          <progress id={`${fileId}-progress`} value={progress.value} max={progress.max} />
        </div>
      ) : null}
      {outcome?.kind === 'done' ? (
        <p role="status" className={styles.summary}>
          Imported: {summaryOf(outcome)}
        </p>
      ) : null}
      {outcome?.kind === 'report' ? <CsvImportReportTable report={outcome.report} /> : null}
    </FormDialog>
  );
}
