import { creditNoteNumberOf } from './features/6-invoices/invoices/credit-note-numbers';
import { applyCarriedCreditTo, invoiceClauses, issueCreditNote, issueInvoice } from './features/6-invoices/invoices/issue-documents';
import { findOrderDocuments, orderInvoiceOf } from './features/6-invoices/invoices/order-documents';
import { accountStandingOf } from './features/6-invoices/invoices/overdue-invoices';
import { creditAccountInvoice } from './features/6-invoices/invoices/receivables/account-credits';
import { accountInvoiceOf, recordInvoiceCardPayment } from './features/6-invoices/invoices/receivables/card-payments';
import { ordersPaidSince, paymentRefOf, refundedCentsOfOrders } from './features/5-payments/payments/paid-amounts';
import { findOrderPayment } from './features/5-payments/payments/order-payment-facts';
import { releaseOrderPayment } from './features/5-payments/payments/settlement/release-order-payment';
import { buyerPricesOf } from './features/3-accounts/price-lists/buyer-prices';
import { contractReadingOf, viewerPriceCentsSql, viewerPricesOf } from './features/3-accounts/price-lists/contract-viewer';
import type { FeaturePorts } from './services';

/**
 * The composition root of the features' layers (docs/architecture.md#layers): the one place that
 * hands a lower feature what it must ask of a higher one. main.ts, the app, the jobs, the bench
 * and the tests build their AppServices with it.
 */
export const shopPorts: FeaturePorts = {
  releaseOrderPayment,
  paymentRefOf,
  ordersPaidSince,
  refundedCentsOfOrders,
  findOrderPayment,
  findOrderDocuments,
  orderInvoiceOf,
  accountStandingOf,
  issueInvoice,
  invoiceClauses,
  applyCarriedCreditTo,
  issueCreditNote,
  creditNoteNumberOf,
  buyerPricesOf,
  contractReadingOf,
  viewerPricesOf,
  viewerPriceCentsSql,
  accountInvoiceOf,
  recordInvoiceCardPayment,
  creditAccountInvoice,
};
