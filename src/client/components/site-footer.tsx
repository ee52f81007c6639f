import { Link } from '@tanstack/react-router';
import appAndroid from './footer-art/app-android.svg';
import appIos from './footer-art/app-ios.svg';
import paymentCards from './footer-art/payment-cards.svg';
import { SocialIcon, type SocialNetwork } from './social-icons';
import styles from './site-footer.module.css';

const socialLinks: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'x', label: 'X' },
];

/** The footer of every page: apps, payments, social links and the copyright line (docs/product.md#home-page-sections). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          <p className={styles.brand}>Toolyard</p>
          <p className={styles.muted}>Garden tools in quantity, for growers, landscapers and garden shops.</p>
          <p className={styles.heading}>Mobile apps, coming soon</p>
          <div className={styles.badges}>
            <img src={appIos} alt="Toolyard for iPhone" width={168} height={50} />
            <img src={appAndroid} alt="Toolyard for Android" width={168} height={50} />
          </div>
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
          <img className={styles.cards} src={paymentCards} alt="Visa, Mastercard and American Express" width={232} height={40} />
          <p className={styles.heading}>Follow us</p>
          <ul className={styles.social}>
            {socialLinks.map(({ network, label }) => (
              <li key={network}>
                {/* Placeholder links: Toolyard has no social accounts yet. */}
                <a href="#" aria-label={`${label} (placeholder link)`} title={`${label} (coming soon)`}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>© {year} Toolyard. All rights reserved.</p>
    </footer>
  );
}
