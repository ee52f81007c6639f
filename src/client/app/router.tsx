import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { HomePage } from './routes/home';
import { requireSignedIn } from '../features/auth/require-signed-in';
import { validateSignInSearch } from './auth-search';
import { DashboardPage, MyProfilePage } from './routes/dashboard';
import { SignInPage } from './routes/sign-in';
import { SignUpPage } from './routes/sign-up';
import { SocialSignInPage } from './routes/social-sign-in';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signin', validateSearch: validateSignInSearch, component: SignInPage });
const signUpRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup', component: SignUpPage });
const socialSignInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/socialsignin', component: SocialSignInPage });

/** The dashboard shell (signed in only). Features add their pages as its children. */
export const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', beforeLoad: requireSignedIn, component: DashboardPage });
const myProfileRoute = createRoute({ getParentRoute: () => dashboardRoute, path: '/', component: MyProfilePage });

const routeTree = rootRoute.addChildren([
  homeRoute,
  signInRoute,
  signUpRoute,
  socialSignInRoute,
  dashboardRoute.addChildren([myProfileRoute]),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
