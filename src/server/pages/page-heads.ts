import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundPage, pageTitle, type Page } from '../../shared/pages';
import { safeRedirect } from '../../shared/safe-redirect';
import { categorySlugSchema } from '../../shared/schemas/category-slug';
import { idSchema } from '../../shared/schemas/ids';
import { isOwnerOrAdmin } from '../../shared/rules/owner-or-admin';
import { accountById } from '../features/3-accounts/accounts/customer-directory';
import { authenticateRequest } from '../features/3-accounts/accounts/sessions/authenticate-request';
import { findOrderToClose } from '../features/4-orders/orders/orders-repository';
import { findCategoryBySlug } from '../features/2-catalogue/products/categories/categories-repository';
import { findLiveProduct, findLiveProductBySlug, renamedSlug } from '../features/2-catalogue/products/products-repository';
import { isSlugShaped } from '../../shared/rules/product-slug';
import type { AppServices, ContextUser } from '../services';
import { metaDescription, type PageHead } from './page-head';
import { matchPage, type PageMatch } from './page-paths';
import { productPageHead } from './product-head';

/**
 * How the server answers a page path: a redirect, or the page (`page` null for an unknown path,
 * which gets the not-found page) with its status and head.
 */
export type PageAnswer = { redirect: string; permanent?: boolean } | { status: 200 | 404; page: Page | null; head: PageHead };

interface Visit {
  services: AppServices;
  match: PageMatch;
  search: string;
  user: ContextUser | null;
}

/**
 * A page's own head; null when what it shows does not exist (a 404 with the page as it is, or
 * with the not-found page for a path in `NOT_FOUND_PAGE`); or a permanent redirect to where it is now.
 */
type HeadOf = (visit: Visit) => Promise<PageHead | null | { movedTo: string }>;

const NOT_FOUND_HEAD: PageHead = notFoundPage;

/**
 * Heads read from the database on each request (one indexed row), URLs absolute on PUBLIC_URL,
 * never on the request's Host header:
 *
 * - `/products/{slug}`: the product's page (issue 36): its name, description, canonical URL, Open
 *   Graph tags and `Product` JSON-LD (product-head.ts). A slug the product had before a rename is
 *   a 301 to its current one; an unknown slug or a product not live is a 404 with the not-found page.
 * - `/purchase/{id}`: the product's name and description, its canonical URL its product page. An
 *   unknown, deleted, draft or archived product is a 404: the client shows its "couldn't find this
 *   product".
 * - `/products`, and `/products?category={slug}` for a category that exists: the category's
 *   title, and a canonical URL without the search, sort or page parameters.
 * - `/payment/{id}`: a 404 unless the order exists and is the signed-in visitor's. Whose order an
 *   id is never shows (someone else's answers as no order at all, as the payment API does), and
 *   ids are random UUIDs, so the status tells a stranger nothing they could guess.
 * - `/dashboard/orders/{orderId}`: a 404 unless the order exists and is the signed-in visitor's
 *   or the visitor is an admin (the customer's and the admin's order page share the address), as
 *   `GET /api/orders/{id}` answers.
 * - `/dashboard/customers/{customerId}` (admins only, checked before): a 404 for no such account.
 */
const dynamicHeads: Record<string, HeadOf> = {
  '/products/$slug': async ({ services: { db, config }, match }) => {
    const slug = match.params.slug ?? '';
    if (!isSlugShaped(slug)) return null;
    const product = await findLiveProductBySlug(db, slug);
    if (product) return productPageHead(config.publicUrl, product);
    const current = await renamedSlug(db, slug);
    return current === undefined ? null : { movedTo: `/products/${current}` };
  },
  '/purchase/$id': async ({ services: { db, config }, match }) => {
    const id = idSchema.safeParse(match.params.id);
    const product = id.success ? await findLiveProduct(db, id.data) : undefined;
    if (!product) return null;
    return { title: pageTitle(product.name), description: metaDescription(product.description), canonical: `${config.publicUrl}/products/${product.slug}` };
  },
  '/products': async ({ services: { db, config }, match, search }) => {
    const slug = categorySlugSchema.safeParse(new URLSearchParams(search).get('category'));
    const category = slug.success ? await findCategoryBySlug(db, slug.data) : undefined;
    if (!category) return { title: match.page.title, description: match.page.description, canonical: `${config.publicUrl}/products` };
    return { title: pageTitle(category.name), description: match.page.description, canonical: `${config.publicUrl}/products?category=${category.slug}` };
  },
  '/payment/$id': async ({ services: { db }, match, user }) => {
    const order = await orderOf(db, match.params.id);
    return order && order.userId === user?.id ? match.page : null;
  },
  '/dashboard/orders/$orderId': async ({ services: { db }, match, user }) => {
    const order = await orderOf(db, match.params.orderId);
    return order && user && isOwnerOrAdmin(user, order.userId) ? match.page : null;
  },
  '/dashboard/customers/$customerId': async ({ services: { db }, match }) => {
    const id = idSchema.safeParse(match.params.customerId);
    return id.success && (await accountById(db, id.data).executeTakeFirst()) ? match.page : null;
  },
};

/**
 * Signed-in pages the server sends to anyone: a product's page is its public, indexed URL (in the
 * sitemap, with the product's head for search results and link previews), and the product is
 * public data. The client router's guard sends a signed-out visitor on to /signin before the order
 * form renders (the prerendered page holds only the layout and a loading placeholder).
 */
const PUBLIC_URLS = new Set(['/purchase/$id']);

/** Pages whose unknown subject answers with the not-found page itself, as an unknown path does. */
const NOT_FOUND_PAGE = new Set(['/products/$slug']);

async function orderOf(db: AppServices['db'], id: string | undefined) {
  const parsed = idSchema.safeParse(id);
  return parsed.success ? findOrderToClose(db, parsed.data) : undefined;
}

/**
 * How to answer a GET of `request.url`, a page path of the web client (src/shared/pages.ts):
 *
 * - an unknown path: 404 with the not-found page;
 * - a signed-in page without a session: a 302 to /signin, which brings the visitor back to the
 *   path afterwards (the client router's guard does the same on navigation); an admin page for a
 *   customer: a 302 to their dashboard. The page's HTML is never sent, so nothing of it shows
 *   (except `PUBLIC_URLS`);
 * - a page about a product or an order that does not exist: 404 (`dynamicHeads`); a product's
 *   old slug: a 301 to its page;
 * - anything else: 200, with the page's title and description.
 */
export async function pageAnswerOf(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<PageAnswer> {
  const [rawPath = '/', search = ''] = request.url.split('?', 2);
  const match = matchPage(rawPath);
  if (!match) return { status: 404, page: null, head: NOT_FOUND_HEAD };
  let user: ContextUser | null = null;
  if (match.page.audience !== 'everyone' && !PUBLIC_URLS.has(match.page.path)) {
    user = (await authenticateRequest(services, request, reply)).user;
    if (!user) return { redirect: `/signin?redirect=${encodeURIComponent(safeRedirect(`${match.path}${search ? `?${search}` : ''}`))}` };
    if (match.page.audience === 'admin' && user.role !== 'admin') return { redirect: '/dashboard' };
  }
  const headOf = dynamicHeads[match.page.path];
  const head = headOf ? await headOf({ services, match, search, user }) : match.page;
  if (head && 'movedTo' in head) return { redirect: `${head.movedTo}${search ? `?${search}` : ''}`, permanent: true };
  if (head) return { status: 200, page: match.page, head };
  return { status: 404, page: NOT_FOUND_PAGE.has(match.page.path) ? null : match.page, head: NOT_FOUND_HEAD };
}
