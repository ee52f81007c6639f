import type { CsvImportReport } from '../../shared/schemas/product-csv';
import table from './data-table.module.css';
import styles from './csv-import-report.module.css';

/** The server's report of a refused CSV import (products, a price list's entries): each bad cell by line and column. */
export function CsvImportReportTable({ report }: { report: CsvImportReport }) {
  const shown = report.problems.length;
  return (
    <div className={styles.report}>
      <p role="alert">
        {report.message}. Fix {report.problemCount === 1 ? 'it' : 'them'} in the file and import it again.
        {shown < report.problemCount ? ` The first ${shown} of ${report.problemCount} are listed.` : ''}
      </p>
      <div className={styles.reportScroll}>
        <table className={table.table}>
          <caption className={styles.caption}>Problems in the file</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((problem, i) => (
              <tr key={i}>
                <td data-label="Line">{problem.line}</td>
                <td data-label="Column">{problem.field || '-'}</td>
                <td data-label="Problem">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
