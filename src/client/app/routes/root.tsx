// The layout first: the one stylesheet keeps its rules in import order (the layout's before the pages').
import { Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type * as NotFoundModuleType from '../../components/not-found-page';
import { RootLayout } from '../../components/root-layout';
import { Loader } from '../../components/loader';
import { RouteError } from '../../components/route-error';
import { DeferredCartLink } from '../../features/cart/deferred-cart';
import { useInAdminWorkspace } from '../dashboard/in-admin-workspace';

/**
 * Every page's layout: the header (with the cart's link, which also merges a visitor's cart once
 * the session appears: features/cart/use-cart-merge.ts), the page, the footer. An admin's
 * dashboard pages have the admin workspace's layout instead (app/dashboard/admin-workspace.tsx).
 */
export function RootRoute() {
  const inWorkspace = useInAdminWorkspace();
  return inWorkspace ? <Outlet /> : <RootLayout cartLink={<DeferredCartLink />} />;
}

type NotFoundModule = typeof NotFoundModuleType;
let notFoundModule: NotFoundModule | undefined;

/**
 * The not-found page's code, outside the first download of every other page. main.tsx loads it
 * before the first render when the server answered with the not-found page (and the prerender
 * before rendering it), so that page is replaced by itself, not by a loader.
 */
export async function loadNotFoundPage(): Promise<NotFoundModule> {
  return (notFoundModule ??= await import('../../components/not-found-page'));
}

/** What an unknown path shows, inside the layout: a moment's loader on a navigation to one, while its code arrives. */
export function NotFoundRoute() {
  const [module, setModule] = useState(notFoundModule);
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (!module) loadNotFoundPage().then(setModule, setFailed);
  }, [module]);
  if (failed) throw failed; // the code did not arrive: the layout's error page says so
  return module ? <module.NotFoundPage /> : <Loader label="Loading the page" />;
}

/** What any page that fails shows in its place (the router's default), inside the layout around it. */
export function RouteErrorRoute({ error, reset }: ErrorComponentProps) {
  return <RouteError error={error} reset={reset} />;
}

/** The layout's own failure: the layout drawn again around the error, so the header and footer stay. */
export function RootErrorRoute({ error, reset }: ErrorComponentProps) {
  return (
    <RootLayout cartLink={<DeferredCartLink />}>
      <RouteError error={error} reset={reset} />
    </RootLayout>
  );
}

/** A page still loading after the router's wait (its code, its guard): the loader inside the layout. */
export function RoutePendingRoute() {
  return <Loader label="Loading the page" />;
}
