/** What the Toolyard team has built, shown on /portfolio. */
export interface PortfolioProject {
  name: string;
  summary: string;
  stack: string[];
  /** A page of this site that shows the work, if any. */
  link?: { href: string; label: string };
}

export const TEAM_SKILLS = ['TypeScript', 'React', 'TanStack Router and Query', 'Node.js and Fastify', 'tRPC and OpenAPI', 'PostgreSQL and Kysely', 'Stripe payments', 'Accessibility (WCAG AA)', 'Vitest and Playwright'] as const;

export const PORTFOLIO_PROJECTS: readonly PortfolioProject[] = [
  {
    name: 'Toolyard storefront',
    summary: 'This shop: a calm, responsive storefront for garden tools ordered in quantity, from the product grid to the map, usable by keyboard and screen reader and fast on a phone.',
    stack: ['React', 'CSS modules', 'Leaflet'],
    link: { href: '/', label: 'Visit the home page' },
  },
  {
    name: 'One API, two faces',
    summary: 'Every server procedure is written once and served both as typed tRPC for the web app and as REST at the original storefront paths, with an OpenAPI document generated from the code.',
    stack: ['tRPC', 'trpc-to-openapi', 'zod'],
    link: { href: '/docs', label: 'Read the API reference' },
  },
  {
    name: 'Orders that never oversell',
    summary: 'Stock is taken in the same database transaction that creates an order, so parallel buyers can never take the same last unit, and cancelling returns it exactly once.',
    stack: ['PostgreSQL', 'Kysely', 'transactions'],
  },
  {
    name: 'Accounts and payments',
    summary: 'Sessions on hashed tokens, Argon2id passwords, social sign-in, and card payments through Stripe, with a test gateway so the whole shop runs offline for development.',
    stack: ['Argon2id', 'arctic', 'Stripe'],
  },
];
