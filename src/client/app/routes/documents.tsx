import { DocumentsPage } from '../../features/orders/documents-page';

/** dashboard/documents: the customer's invoices and credit notes. */
export function DocumentsRoute() {
  return <DocumentsPage />;
}
