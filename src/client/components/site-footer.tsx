import { Link } from '@tanstack/react-router';
import type { SocialNetwork } from '../../shared/schemas/site-config';
import { useBrowserValue } from '../lib/hydration-safe';
import { useSiteConfig } from '../lib/use-site-config';
// A file of its own (?no-inline), not a data URL inside the first download's script (docs/decisions/099).
import paymentCards from './footer-art/payment-cards.svg?no-inline';
import { SocialIcon } from './social-icons';
import styles from './site-footer.module.css';

const networkNames: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X' };

/** The shop's social accounts from SOCIAL_LINKS (site.config); nothing at all while there are none. */
function SocialLinks() {
  const links = useSiteConfig().data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <>
      <p className={styles.heading}>Follow us</p>
      <ul className={styles.social}>
        {links.map(({ network, url }) => (
          <li key={network}>
            <a href={url} rel="me noopener" aria-label={`Toolyard on ${networkNames[network]}`}>
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

const currentYear = () => new Date().getFullYear();

/** The footer of every page: what Toolyard is, the way around, the cards it takes, its social accounts and the copyright line (docs/product.md#home-page-sections). */
export function SiteFooter() {
  // The visitor's year, not the build's or the server's: hydration-safe (a prerendered page may be read a year later).
  const year = useBrowserValue(currentYear, null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>Toolyard</p>
          <p className={styles.muted}>Garden tools in quantity, for growers, landscapers and garden shops.</p>
        </div>

        <nav className={styles.column} aria-label="Footer">
          <p className={styles.heading}>Explore</p>
          <ul className={styles.links}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/blogs">Blogs</Link>
            </li>
            <li>
              <Link to="/portfolio">Portfolio</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
          </ul>
        </nav>

        <div className={styles.column}>
          <p className={styles.heading}>We accept</p>
          <img className={styles.cards} src={paymentCards} alt="Visa, Mastercard and American Express" width={232} height={40} loading="lazy" />
          <SocialLinks />
        </div>
      </div>
      <p className={styles.copyright}>© {year} Toolyard. All rights reserved.</p>
    </footer>
  );
}
