import { PortfolioPage } from '../../features/portfolio/portfolio-page';

export function PortfolioRoute() {
  return <PortfolioPage />;
}
