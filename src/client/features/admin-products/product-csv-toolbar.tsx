import { CsvExportLink } from './csv-export-link';
import { CsvImportDialog } from './csv-import-dialog';
import styles from './product-csv.module.css';

/** Manage Products' CSV actions: import a file, export the catalogue. */
export function ProductCsvToolbar() {
  return (
    <div className={styles.toolbar}>
      <CsvImportDialog />
      <CsvExportLink />
    </div>
  );
}
