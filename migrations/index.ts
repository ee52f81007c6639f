import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-21T00-00-initial-schema';
import * as accountSecurity from './2026-11-22T00-00-account-security';
import * as payments from './2026-11-22T02-00-payments';
import * as mail from './2026-11-22T03-00-mail';
import * as admin from './2026-11-22T04-00-admin';
import * as responseCache from './2026-11-22T05-00-response-cache';
import * as orderSearch from './2026-11-22T05-10-order-search';
import * as orderHolds from './2026-11-24T00-00-order-holds';
import * as reviewRules from './2026-11-24T01-00-review-rules';
import * as catalogue from './2026-11-24T02-00-catalogue';
import * as catalogueSearch from './2026-11-24T03-00-catalogue-search';
import * as orderNumbers from './2026-11-24T04-00-order-numbers';
import * as contactMessages from './2026-11-24T05-00-contact-messages';
import * as newsletter from './2026-11-24T05-10-newsletter';
import * as orderLinesAndCarts from './2026-11-24T06-00-order-lines-and-carts';
import * as refundsAndInvoices from './2026-11-24T07-00-refunds-and-invoices';
import * as mailAttachments from './2026-11-24T07-20-mail-attachments';
import * as customerSearch from './2026-11-24T07-30-customer-search';
import * as testGatewayRefunds from './2026-11-24T07-40-test-gateway-refunds';
import * as orderLocks from './2026-11-25T00-00-order-locks';
import * as catalogueNameSearch from './2026-11-25T01-00-catalogue-name-search';
import * as catalogueLexemes from './2026-11-25T02-00-catalogue-lexemes';
import * as orderPoSearch from './2026-11-26T00-00-order-po-search';
import * as unverifiedHeldUnits from './2026-11-27T00-10-unverified-held-units';
import * as cartMerges from './2026-11-27T00-20-cart-merges';
import * as schemaComments from './2026-11-27T00-30-schema-comments';
import * as addressBook from './2026-11-27T01-00-address-book';
import * as orderPayments from './2026-11-27T01-00-order-payments';
import * as productSlugs from './2026-11-27T02-00-product-slugs';
import * as paymentCards from './2026-11-27T03-00-payment-cards';
import * as paidFactsToPayments from './2026-11-27T04-00-paid-facts-to-payments';
import * as companies from './2026-11-27T05-00-companies';
import * as companySearch from './2026-11-27T05-10-company-search';
import * as shippingAndTax from './2026-11-27T06-00-shipping-and-tax';
import * as priceLists from './2026-11-27T07-00-price-lists';
import * as priceListEntrySearch from './2026-11-27T07-10-price-list-entry-search';
import * as paymentTerms from './2026-11-27T08-00-payment-terms';
import * as shipOnAccount from './2026-11-27T08-10-ship-on-account';
import * as accountCredits from './2026-11-27T08-40-account-credits';
import * as priceListVersions from './2026-11-27T09-00-price-list-versions';
import * as requisitionLists from './2026-11-27T22-00-requisition-lists';
import * as unpaidAccountOrdersIndex from './2026-11-27T22-10-unpaid-account-orders-index';
import * as readerVersions from './2026-11-28T02-00-reader-versions';

/**
 * Every migration, in order. Listed statically (not discovered on disk) so the same list works
 * under tsx, Vitest and a bundler alike. Landed migrations are frozen: add a new file instead.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-initial-schema': initialSchema,
  '2026-11-22T00-00-account-security': accountSecurity,
  '2026-11-22T02-00-payments': payments,
  '2026-11-22T03-00-mail': mail,
  '2026-11-22T04-00-admin': admin,
  '2026-11-22T05-00-response-cache': responseCache,
  '2026-11-22T05-10-order-search': orderSearch,
  '2026-11-24T00-00-order-holds': orderHolds,
  '2026-11-24T01-00-review-rules': reviewRules,
  '2026-11-24T02-00-catalogue': catalogue,
  '2026-11-24T03-00-catalogue-search': catalogueSearch,
  '2026-11-24T04-00-order-numbers': orderNumbers,
  '2026-11-24T05-00-contact-messages': contactMessages,
  '2026-11-24T05-10-newsletter': newsletter,
  '2026-11-24T06-00-order-lines-and-carts': orderLinesAndCarts,
  '2026-11-24T07-00-refunds-and-invoices': refundsAndInvoices,
  '2026-11-24T07-20-mail-attachments': mailAttachments,
  '2026-11-24T07-30-customer-search': customerSearch,
  '2026-11-24T07-40-test-gateway-refunds': testGatewayRefunds,
  '2026-11-25T00-00-order-locks': orderLocks,
  '2026-11-25T01-00-catalogue-name-search': catalogueNameSearch,
  '2026-11-25T02-00-catalogue-lexemes': catalogueLexemes,
  '2026-11-26T00-00-order-po-search': orderPoSearch,
  '2026-11-27T00-10-unverified-held-units': unverifiedHeldUnits,
  '2026-11-27T00-20-cart-merges': cartMerges,
  '2026-11-27T00-30-schema-comments': schemaComments,
  '2026-11-27T01-00-address-book': addressBook,
  '2026-11-27T01-00-order-payments': orderPayments,
  '2026-11-27T02-00-product-slugs': productSlugs,
  '2026-11-27T03-00-payment-cards': paymentCards,
  '2026-11-27T04-00-paid-facts-to-payments': paidFactsToPayments,
  '2026-11-27T05-00-companies': companies,
  '2026-11-27T05-10-company-search': companySearch,
  '2026-11-27T06-00-shipping-and-tax': shippingAndTax,
  '2026-11-27T07-00-price-lists': priceLists,
  '2026-11-27T07-10-price-list-entry-search': priceListEntrySearch,
  '2026-11-27T08-00-payment-terms': paymentTerms,
  '2026-11-27T08-10-ship-on-account': shipOnAccount,
  '2026-11-27T08-40-account-credits': accountCredits,
  '2026-11-27T09-00-price-list-versions': priceListVersions,
  '2026-11-27T22-00-requisition-lists': requisitionLists,
  '2026-11-27T22-10-unpaid-account-orders-index': unpaidAccountOrdersIndex,
  '2026-11-28T02-00-reader-versions': readerVersions,
};
