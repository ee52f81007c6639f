/** Who may open a page: anyone, a signed-in user, or an admin. */
export type PageAudience = 'everyone' | 'signed-in' | 'admin';

/** One page of the web client, as both the client router and the server that sends its HTML know it. */
export interface Page {
  /** The route's full path, `$name` standing for one path segment (TanStack Router's notation). */
  path: string;
  /** The whole `<title>`. */
  title: string;
  /** The meta description: what a search result says under the title. */
  description: string;
  audience: PageAudience;
}

export const SITE_NAME = 'Toolyard';

/** A page's title: `Hand Trowel · Toolyard`. */
export function pageTitle(name: string): string {
  return `${name} · ${SITE_NAME}`;
}

const SHOP = 'Toolyard: garden tools ordered in quantity, for growers, landscapers and shops.';

const page = (path: string, name: string, description: string, audience: PageAudience = 'everyone'): Page => ({
  path,
  title: pageTitle(name),
  description,
  audience,
});
const account = (path: string, name: string, description: string) => page(path, name, description, 'signed-in');
const admin = (path: string, name: string, description: string) => page(path, name, description, 'admin');

/**
 * Every page path of the client router (src/client/app/router.tsx; test/client/router-pages.test.ts
 * keeps the two equal). The server answers any other path 404 with the not-found page, and sends
 * a signed-out visitor of a signed-in page to /signin (src/server/pages/page-heads.ts).
 */
export const pages: readonly Page[] = [
  { path: '/', title: `${SITE_NAME} · Garden tools in quantity`, description: SHOP, audience: 'everyone' },
  page('/blogs', 'Blogs', 'Questions a new buyer asks Toolyard, answered: ordering in quantity, stock and payment.'),
  page('/portfolio', 'Portfolio', 'The engineer behind Toolyard: skills, projects and contact.'),
  page('/about', 'About', 'Who Toolyard is and how ordering garden tools in quantity works.'),
  page('/products', 'Products', 'Every garden tool Toolyard sells, by category, with its price and minimum order.'),
  page('/products/$slug', 'Product', 'A garden tool sold in quantity by Toolyard: its packs, volume prices and stock.'),
  page('/signin', 'Sign in', 'Sign in to Toolyard to order garden tools and follow your orders.'),
  page('/signup', 'Sign up', 'Open a Toolyard account to order garden tools in quantity.'),
  page('/forgot-password', 'Forgot password', 'Get a link to choose a new Toolyard password.'),
  page('/reset-password', 'Choose a new password', 'Choose a new Toolyard password.'),
  page('/verify-email', 'Confirm your e-mail', 'Confirm the e-mail address of your Toolyard account.'),
  page('/company-invitation', 'Company invitation', 'An invitation to buy with a company on Toolyard: accept it with the invited e-mail address.'),
  page('/socialsignin', 'Signing in', 'Signing in to Toolyard.'),
  page('/newsletter/confirm', 'Confirm your subscription', 'Confirm your subscription to the Toolyard newsletter.'),
  page('/newsletter/unsubscribe', 'Unsubscribe', 'Stop receiving the Toolyard newsletter.'),
  page('/purchase/$id', 'Place an order', 'Order a garden tool from Toolyard in quantity.', 'signed-in'),
  page('/payment/$id', 'Payment', 'Pay for your Toolyard order.', 'signed-in'),
  page('/cart', 'Cart', 'Your Toolyard cart: every line at its volume price, ready for one checkout.'),
  page('/quick-order', 'Quick order', 'Order many garden tools at once by SKU and quantity, pasted from a spreadsheet.'),
  page('/checkout', 'Checkout', 'Check out your Toolyard cart: delivery, PO number and note, then one payment.', 'signed-in'),
  account('/dashboard', 'My Profile', 'Your Toolyard profile: name, contact details and education.'),
  account('/dashboard/my-orders', 'My Orders', 'Your Toolyard orders: payment, shipping and tracking.'),
  account('/dashboard/orders/$orderId', 'Order', 'One of your orders: its status and history, payment, invoice and credit notes.'),
  account('/dashboard/documents', 'Documents', 'Your invoices and credit notes, newest first, to download.'),
  account('/dashboard/company', 'My Company', 'Your company account: its locations, members and orders.'),
  account('/dashboard/company/products', 'Products we buy', 'Every product your company ordered in the last 12 months, at your price now: search, sort, and add several to the cart at once.'),
  account('/dashboard/company/statement', 'Statement', 'Your company’s statement: its open invoices with their due dates, the ageing of what is owed, and the credit used and available.'),
  account('/dashboard/addresses', 'Addresses', 'Your saved delivery addresses: checkout offers them, the default first.'),
  account('/dashboard/lists', 'Lists', 'Your requisition lists and those your company shares with you: products and quantities to add to your cart in one step.'),
  account('/dashboard/lists/$listId', 'List', 'A requisition list: its products and quantities at your prices today, to add to your cart.'),
  account('/dashboard/business-account', 'Business account', 'Apply for a business account for your company, or see where your application stands.'),
  account('/dashboard/company-invitations', 'Company invitations', 'Invitations to buy with a company, waiting for your answer.'),
  account('/dashboard/add-review', 'Add Review', 'Rate Toolyard and tell other buyers how ordering went.'),
  admin('/dashboard/overview', 'Overview', 'Sales, orders and stock of the shop at a glance.'),
  admin('/dashboard/add-product', 'Add Product', 'Add a product to the Toolyard catalogue.'),
  admin('/dashboard/make-admin', 'Make Admin', 'Give a Toolyard account the admin role.'),
  admin('/dashboard/manage-products', 'Manage Products', 'Edit, publish and archive the products of the catalogue.'),
  admin('/dashboard/manage-categories', 'Manage Categories', 'Create, rename and order the catalogue’s categories.'),
  admin('/dashboard/manage-all-orders', 'Manage All Orders', 'Every customer’s orders: search, ship, cancel and export.'),
  admin('/dashboard/customers', 'Customers', 'Every customer with their orders and spending: search by name or e-mail.'),
  admin('/dashboard/customers/$customerId', 'Customer', 'One customer: profile, orders and role changes.'),
  admin('/dashboard/companies', 'Companies', 'Every business account: search by name, tax id or a member’s e-mail, and create one.'),
  admin('/dashboard/companies/$companyId', 'Company', 'One company: its status, locations, members, statement and audit trail.'),
  admin('/dashboard/receivables', 'Receivables', 'Who owes what and since when: every company’s balance on account, aged in buckets, with the totals.'),
  admin('/dashboard/price-lists/$id/entries', 'Price list entries', 'A price list’s entries: search by SKU or name, edit, import and export them as CSV.'),
  admin('/dashboard/shipping', 'Shipping & tax', 'Where the shop delivers and what it charges: shipping zones with their methods, and tax rates.'),
  admin('/dashboard/price-lists', 'Price lists', 'Contract prices: every price list with its priority, validity, catalogue-wide discount, entries and companies.'),
  admin('/dashboard/price-lists/$id', 'Price list', 'One price list: its settings, the companies it prices and its entries.'),
  admin('/dashboard/manage-reviews', 'Manage Reviews', 'Customers’ reviews: hide or show them on the home page.'),
  admin('/dashboard/audit-log', 'Audit Log', 'Who changed what in the shop, and when.'),
  admin('/dashboard/messages', 'Messages', 'What visitors sent through the contact form, newest first.'),
  admin('/dashboard/business-applications', 'Business Applications', 'Customers’ applications for a business account: approve or decline them.'),
  admin('/dashboard/subscribers', 'Subscribers', 'The newsletter’s subscribers, by status, with a CSV export.'),
];

/** The head of the not-found page, and of a page whose product or order does not exist. */
export const notFoundPage = { title: pageTitle('Page not found'), description: 'There is no page at this address on Toolyard.' };

/** The page whose route is `path` (a full path as `pages` writes it). */
export function pageOfRoute(path: string): Page | undefined {
  return pages.find((candidate) => candidate.path === path);
}
