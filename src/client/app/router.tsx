import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from './routes/home';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const routeTree = rootRoute.addChildren([homeRoute]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
