import styles from './product-csv.module.css';

/** Downloads every product as CSV (`GET /api/products.csv`), the file the import takes back. */
export function CsvExportLink() {
  return (
    <a className={styles.toolbarButton} href="/api/products.csv" download>
      Export CSV
    </a>
  );
}
