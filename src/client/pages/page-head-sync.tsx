import { skipToken, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFoundPage, pageOfRoute, pageTitle } from '../../shared/pages';
import { categoryName } from '../features/products/catalogue/category-name';
import { useTRPC } from '../lib/trpc';

/** The full path (`/purchase/$id`) of the route on show, or null while the not-found page shows. */
function useRoutePath(): string | null {
  return useRouterState({
    select: ({ matches }) => {
      if (matches.some((match) => match._notFound || match.status === 'notFound')) return null;
      const path = matches.at(-1)?.fullPath ?? '/';
      return path.length > 1 ? path.replace(/\/$/, '') : path;
    },
  });
}

/**
 * The title the page on show deserves: its own from src/shared/pages.ts, the product's name on a
 * product page and the category's on a category page (from the queries those pages make, so no
 * request of its own), the not-found title for an unknown path or product.
 */
function usePageHead(): { title: string; description: string } {
  const trpc = useTRPC();
  const path = useRoutePath();
  const params = useRouterState({ select: ({ matches }) => matches.at(-1)?.params as { id?: string; slug?: string } | undefined });
  const category = useRouterState({ select: ({ location }) => (location.search as { category?: string }).category });
  const byId = useQuery(trpc.products.byId.queryOptions(path === '/purchase/$id' && params?.id ? { id: params.id } : skipToken, { retry: false }));
  const bySlug = useQuery(trpc.products.bySlug.queryOptions(path === '/products/$slug' && params?.slug ? { slug: params.slug } : skipToken, { retry: false }));
  const product = path === '/products/$slug' ? bySlug : byId;
  const tree = useQuery(trpc.categories.tree.queryOptions(path === '/products' && category ? undefined : skipToken));
  const page = path === null ? undefined : pageOfRoute(path);
  if (!page || product.error?.data?.code === 'NOT_FOUND') return notFoundPage;
  if ((path === '/purchase/$id' || path === '/products/$slug') && product.data) return { title: pageTitle(product.data.name), description: page.description };
  const categoryTitle = path === '/products' ? categoryName(tree.data, category) : undefined;
  return categoryTitle ? { title: pageTitle(categoryTitle), description: page.description } : page;
}

/**
 * Keeps the document's `<title>` and meta description those of the page on show as the client
 * router moves between pages (the server sends them with each page's HTML:
 * src/server/pages/page-heads.ts). Renders nothing. Loaded after the first paint (page-head.tsx).
 */
export default function PageHeadSync() {
  const { title, description } = usePageHead();
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
