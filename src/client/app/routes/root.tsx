// The layout first: the one stylesheet keeps its rules in import order (the layout's before the pages').
import { Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { RootLayout } from '../../components/root-layout';
import { Loader } from '../../components/loader';
import { NotFoundPage } from '../../components/not-found-page';
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

/** What an unknown path shows, inside the layout. */
export function NotFoundRoute() {
  return <NotFoundPage />;
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
