import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { AboutRoute } from './routes/about';
import { BlogsRoute } from './routes/blogs';
import { HomePage } from './routes/home';
import { PortfolioRoute } from './routes/portfolio';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
const blogsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blogs', component: BlogsRoute });
const portfolioRoute = createRoute({ getParentRoute: () => rootRoute, path: '/portfolio', component: PortfolioRoute });
const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/about', component: AboutRoute });

const routeTree = rootRoute.addChildren([homeRoute, blogsRoute, portfolioRoute, aboutRoute]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
