import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import page from '../../components/static-page.module.css';
import { useSiteConfig } from '../../lib/use-site-config';
import styles from './about-page.module.css';
import button from '../../components/button.module.css';

/** The demo admin's credentials, shown only when the server says it runs in demo mode. */
function DemoAccess() {
  const config = useSiteConfig();
  if (config.isPending) return <Loader label="Loading demo details" />;
  if (config.isError) return <ErrorNotice title="We couldn't load the demo details." error={config.error} />;
  const admin = config.data.demoAdmin;
  if (!admin) return null;
  return (
    <section className={styles.demo} aria-labelledby="demo-title">
      <h2 id="demo-title">Try the admin pages</h2>
      <p>This shop runs in demo mode with sample data. Sign in as the demo admin to add and edit products, ship orders and manage roles:</p>
      <dl className={styles.credentials}>
        <div>
          <dt>Email</dt>
          <dd>
            <code>{admin.email}</code>
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <code>{admin.password}</code>
          </dd>
        </div>
      </dl>
      <a href="/signin" className={button.primary}>
        Go to Sign In
      </a>
    </section>
  );
}

/** /about: what Toolyard is and, in demo mode, how reviewers can try the admin features. */
export function AboutPage() {
  return (
    <div className={styles.page}>
      <header>
        <p className={page.eyebrow}>About</p>
        <h1 className={page.title}>What Toolyard is</h1>
      </header>
      <p className={page.lead}>Toolyard is the storefront of a garden-tools maker that sells in quantity: to growers, landscaping crews, allotment societies and garden shops.</p>
      <div className={styles.facts}>
        <section className={page.card} aria-labelledby="how-title">
          <h2 id="how-title">How ordering works</h2>
          <ul>
            <li>Every tool has a minimum order and the stock we hold; you order any quantity between the two.</li>
            <li>The price is per unit and the total is worked out for you as you change the quantity.</li>
            <li>Pay by card to confirm the order. An unpaid order holds its stock for a limited time; cancel it, or let it lapse, and the stock goes back on the shelf.</li>
            <li>Your dashboard shows each order from pending to processing to shipped, and once you have paid for an order you can review the shop.</li>
          </ul>
        </section>
        <section className={page.card} aria-labelledby="promise-title">
          <h2 id="promise-title">What we promise</h2>
          <ul>
            <li>Tools that last seasons, not weeks.</li>
            <li>Honest stock figures: we never sell a unit we do not have.</li>
            <li>Prices kept exact to the cent, from the order form to the receipt.</li>
          </ul>
        </section>
      </div>
      <DemoAccess />
    </div>
  );
}
