// The layout first: the one stylesheet keeps its rules in import order (the layout's before the pages').
import { RootLayout } from '../../components/root-layout';
import { NotFoundPage } from '../../components/not-found-page';

/** Every page's layout: the header, the page, the footer. */
export function RootRoute() {
  return <RootLayout />;
}

/** What an unknown path shows, inside the layout. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
