/**
 * The demo accounts. Their credentials are public on purpose: in demo mode the About page shows
 * the admin's so reviewers can try the admin pages. Outside demo mode nothing shows them.
 * Addresses use example.com (RFC 2606), which no real person owns.
 */
export const DEMO_ADMIN = {
  id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000001',
  name: 'Demo Admin',
  email: 'demo.admin@example.com',
  password: 'toolyard-admin-demo',
} as const;

/** A customer who can sign in, order and review. */
export const DEMO_CUSTOMER = {
  id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000002',
  name: 'Demo Customer',
  email: 'demo.customer@example.com',
  password: 'toolyard-customer-demo',
} as const;

/** A business buyer who can sign in: the demo company's admin, buying on its account at its contract prices. */
export const DEMO_BUYER = {
  id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000006',
  name: 'Demo Buyer',
  email: 'demo.buyer@example.com',
  password: 'toolyard-buyer-demo',
} as const;

/** Customers who only wrote the demo reviews; they have no password and cannot sign in. */
export const DEMO_REVIEWERS = [
  { id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000003', name: 'Amina Rahman', email: 'amina.rahman@example.com' },
  { id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000004', name: 'Lars Eriksen', email: 'lars.eriksen@example.com' },
  { id: '0c7e5a6e-3f1d-4a7b-9c2e-5d8f1a000005', name: 'Priya Nair', email: 'priya.nair@example.com' },
] as const;

const DEMO_LOGIN_EMAILS: ReadonlySet<string> = new Set([DEMO_ADMIN.email, DEMO_CUSTOMER.email, DEMO_BUYER.email]);
const DEMO_ACCOUNT_EMAILS: ReadonlySet<string> = new Set([...DEMO_LOGIN_EMAILS, ...DEMO_REVIEWERS.map((reviewer) => reviewer.email)]);

/** One of the demo logins, whose passwords are published (by e-mail: the seed upserts by e-mail). */
export function isDemoLogin(email: string): boolean {
  return DEMO_LOGIN_EMAILS.has(email.toLowerCase());
}

/** Any account the demo seed owns: the logins and the reviewers. */
export function isDemoAccount(email: string): boolean {
  return DEMO_ACCOUNT_EMAILS.has(email.toLowerCase());
}
