import { AboutPage } from '../../features/about/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
