import { existsSync } from 'node:fs';
import path from 'node:path';
import { betweenRule, importRule, isInside } from './import-rule.js';
import { tableOwnershipRule } from './table-ownership.js';

/**
 * The server's import rules (docs/architecture.md#layers):
 *
 * - `trpc-only-in-routers`: under `src/server/features/`, only a `*-router.ts` file imports from
 *   `src/server/trpc/`. Services, repositories, jobs and plain routes take the neutral types of
 *   `src/server/services.ts`, so they can be called without tRPC (jobs, webhooks, tests).
 *
 * - `feature-imports`: a feature uses another only as `FEATURES` below allows, and only through
 *   the modules that feature offers. The table is the one in docs/architecture.md#layers.
 *
 * - `table-ownership`: a feature's queries name only the tables it owns (`owns` below); another's
 *   it reaches through a module the owner offers (tools/eslint/table-ownership.js).
 *
 * Like tools/eslint/client-boundaries.js, built on tools/eslint/import-rule.js.
 */

/**
 * The server's layers, lowest first (docs/architecture.md#layers, ADR 116): a feature uses only
 * features of its own layer or of one below, never one above. Each layer is a folder of
 * `src/server/features/`, named by its place and name (`1-platform/audit/`: tools/move-to-layers.mjs
 * puts each feature there).
 * - platform: what every feature may use and that knows no feature (the audit log, the mail outbox
 *   and its templates, image uploads);
 * - catalogue: products, their categories and search;
 * - accounts: who someone is, and what they send the shop (contact, newsletter);
 * - orders: the cart, orders and the reviews of what was ordered;
 * - payments; invoices;
 * - summaries: read-only pages over the features below (customers, overview, site, stats);
 * - demo: seeds every feature below it, so it sits above them all.
 */
export const LAYERS = ['platform', 'catalogue', 'accounts', 'orders', 'payments', 'invoices', 'summaries', 'demo'];

/** The folder of a layer under src/server/features: its place, then its name. @example layerFolder('platform') // '1-platform' */
export function layerFolder(layer) {
  const index = LAYERS.indexOf(layer);
  if (index < 0) throw new Error(`${layer} is not a layer of LAYERS in tools/eslint/server-boundaries.js`);
  return `${index + 1}-${layer}`;
}

/** A layer's folder name (`1-platform`): how featureOf tells a layer folder from a feature folder. */
export const LAYER_FOLDER = /^\d+-[a-z]+$/;

/**
 * Each feature: the tables it owns (SQL names; only it queries them), the features it may use,
 * and the modules it offers the others (paths inside the feature folder, without `.ts`).
 * Everything else in a feature folder is its own business.
 * Keep docs/architecture.md#layers in step (test/server/platform/server-import-boundaries.test.ts
 * compares them).
 */
export const FEATURES = {
  accounts: { owns: ['users', 'sessions', 'oauth_accounts', 'rate_limit_hits', 'account_tokens'], uses: ['audit', 'mail'], offers: ['sessions/authenticate-request', 'passwords', 'account-figures', 'seed-accounts', 'retire-logins', 'customer-accounts', 'user-lookups', 'rate-limits/ip-budget', 'customer-directory', 'demo-accounts', 'email-links/email-proof-repository'] },
  addresses: { owns: ['addresses'], uses: [], offers: ['saved-addresses'] },
  audit: { owns: ['audit_log'], uses: [], offers: ['audit-log-repository', 'role-changes', 'audit-labels'] },
  cart: { owns: ['cart_lines', 'cart_merges'], uses: ['addresses', 'companies', 'orders', 'price-lists', 'products', 'shipping'], offers: ['cart-refill', 'cart-contents'] },
  companies: { owns: ['companies', 'company_locations', 'company_members', 'company_member_locations', 'company_invitations', 'business_applications'], uses: ['accounts', 'audit', 'mail'], offers: ['memberships', 'company-labels', 'company-lookups', 'location-of', 'company-locks', 'company-credit', 'seed-companies'] },
  contact: { owns: ['contact_messages'], uses: ['accounts', 'mail'], offers: [] },
  customers: { owns: [], uses: ['accounts', 'addresses', 'audit', 'orders', 'payments'], offers: [] },
  demo: { owns: [], uses: ['accounts', 'companies', 'invoices', 'orders', 'payments', 'price-lists', 'products', 'reviews'], offers: [] },
  invoices: { owns: ['invoices', 'credit_notes', 'document_numbers', 'account_payments', 'payment_allocations', 'invoice_reminders'], uses: ['accounts', 'audit', 'companies', 'mail', 'orders', 'payments'], offers: ['issue-documents'] },
  mail: { owns: ['mail_outbox'], uses: [], offers: ['outbox-repository', 'templates/mail-layout', 'templates/account-mails', 'templates/order-mails', 'templates/contact-mails', 'templates/newsletter-mails', 'templates/company-mails', 'templates/invoice-mails', 'shop-inbox', 'delivery/mail-attachments'] },
  newsletter: { owns: ['newsletter_subscriptions'], uses: ['accounts', 'mail'], offers: [] },
  orders: { owns: ['orders', 'order_lines', 'order_events', 'order_tax_lines'], uses: ['accounts', 'audit', 'companies', 'mail', 'price-lists', 'products', 'shipping'], offers: ['order-timeline', 'open-unpaid-orders', 'order-figures', 'seed-orders', 'paid-orders', 'order-owners', 'order-receipt', 'place-order', 'order-lines', 'customer-orders', 'order-labels', 'order-line-restocks', 'account-orders', 'bought-lines'] },
  overview: { owns: [], uses: ['orders', 'products'], offers: [] },
  payments: { owns: ['order_payments', 'payment_events', 'payment_refunds', 'payment_intents', 'order_refunds'], uses: ['accounts', 'audit', 'mail', 'orders', 'products'], offers: ['paid-amounts', 'refund-reasons', 'seed-test-intents'] },
  'price-lists': { owns: ['price_lists', 'price_list_entries', 'company_price_lists'], uses: ['audit', 'companies', 'products'], offers: ['buyer-prices', 'seed-price-lists'] },
  products: { owns: ['products', 'product_slugs', 'categories', 'catalogue_words', 'catalogue_lexemes'], uses: ['audit', 'uploads'], offers: ['live-products', 'product-figures', 'seed-products', 'stock-repository', 'cart-products', 'product-labels', 'product-refs'] },
  'requisition-lists': { owns: ['requisition_lists', 'requisition_list_lines'], uses: ['accounts', 'cart', 'companies', 'price-lists', 'products'], offers: [] },
  reviews: { owns: ['reviews'], uses: ['accounts', 'audit', 'orders'], offers: ['review-figures', 'seed-reviews'] },
  shipping: { owns: ['shipping_zones', 'shipping_methods', 'tax_rates'], uses: ['audit'], offers: ['order-charges'] },
  site: { owns: [], uses: ['accounts'], offers: [] },
  stats: { owns: [], uses: ['accounts', 'orders', 'products', 'reviews'], offers: [] },
  uploads: { owns: [], uses: ['audit'], offers: ['store-image'] },
};

/** Each feature's layer (LAYERS): a feature uses only features of its own layer or one below. */
export const LAYER_OF = {
  audit: 'platform',
  mail: 'platform',
  uploads: 'platform',
  products: 'catalogue',
  accounts: 'accounts',
  addresses: 'accounts',
  companies: 'accounts',
  contact: 'accounts',
  newsletter: 'accounts',
  'price-lists': 'accounts',
  cart: 'orders',
  orders: 'orders',
  'requisition-lists': 'orders',
  reviews: 'orders',
  shipping: 'orders',
  payments: 'payments',
  invoices: 'invoices',
  customers: 'summaries',
  overview: 'summaries',
  site: 'summaries',
  stats: 'summaries',
  demo: 'demo',
};

/** Tables of src/server outside the features (the response cache's versions): no feature queries them. */
export const PLATFORM_TABLES = ['cache_versions'];

const repoRoot = path.resolve(import.meta.dirname, '../..');
const featuresRoot = path.join(repoRoot, 'src/server/features');
const trpcRoot = path.join(repoRoot, 'src/server/trpc');

const trpcOnlyInRouters = importRule('Under src/server/features, only *-router.ts files import from src/server/trpc.', (file) => {
  if (!isInside(featuresRoot, file) || file.endsWith('-router.ts')) return null;
  return (target) =>
    isInside(trpcRoot, target)
      ? `${path.relative(featuresRoot, file)} may not import src/server/trpc: only a feature's *-router.ts does. Take AppServices, ContextUser or RequestContext from src/server/services.ts.`
      : null;
});

/**
 * The folder of a feature: in its layer's folder (`src/server/features/1-platform/audit`), or
 * straight under features/ in a tree tools/move-to-layers.mjs has not laid out yet.
 */
export function featureDir(name) {
  const layered = path.join(featuresRoot, layerFolder(LAYER_OF[name]), name);
  return existsSync(layered) ? layered : path.join(featuresRoot, name);
}

/** The feature a file under src/server/features belongs to (inside its layer's folder, if any), and its path inside that folder. */
export function featureOf(file) {
  if (!isInside(featuresRoot, file)) return null;
  const parts = path.relative(featuresRoot, file).split(path.sep);
  const [name, ...rest] = LAYER_FOLDER.test(parts[0]) ? parts.slice(1) : parts;
  if (!name || rest.length === 0) return null;
  return { name, module: rest.join('/').replace(/\.ts$/, '') };
}

/** Why feature file `from` may not import feature module `to`, or null when it may. */
function featureViolation(from, to) {
  if (from.name === to.name) return null;
  const rules = FEATURES[from.name];
  if (!rules) return `features/${from.name} is not in the feature table: add it to FEATURES in tools/eslint/server-boundaries.js and to docs/architecture.md#layers.`;
  if (!rules.uses.includes(to.name)) {
    return `features/${from.name} may not use features/${to.name} (docs/architecture.md#layers): add the dependency to the table, or move what both need to a module one of them offers.`;
  }
  const offers = FEATURES[to.name]?.offers ?? [];
  if (!offers.includes(to.module)) {
    return `features/${from.name} may use features/${to.name} only through ${offers.map((m) => `${m}.ts`).join(', ') || 'nothing'}; ${to.module}.ts is its own.`;
  }
  return null;
}

const featureImports = betweenRule(
  'A server feature uses another only as the feature table allows, and only through the modules it offers.',
  featureOf,
  featureViolation,
);

export const serverBoundaries = {
  rules: {
    'trpc-only-in-routers': trpcOnlyInRouters,
    'feature-imports': featureImports,
    'table-ownership': tableOwnershipRule(featureOf, FEATURES, PLATFORM_TABLES),
  },
};
