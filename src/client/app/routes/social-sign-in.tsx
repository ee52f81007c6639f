import { SocialSignIn } from '../../features/auth/social-sign-in';
import styles from './social-sign-in.module.css';

export function SocialSignInPage() {
  return (
    <section className={styles.card} aria-labelledby="social-sign-in-title">
      <h1 id="social-sign-in-title">Social sign-in</h1>
      <SocialSignIn />
    </section>
  );
}
