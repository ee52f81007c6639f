import { Link } from '@tanstack/react-router';
import authForm from '../../features/auth/auth-form.module.css';
import { SocialSignIn } from '../../features/auth/social-sign-in';

export function SocialSignInRoute() {
  return (
    <section className={authForm.card} aria-labelledby="social-sign-in-title">
      <h1 id="social-sign-in-title">Social sign-in</h1>
      <SocialSignIn
        whenNone={
          <p>
            <Link to="/signin">Sign in with your email and password</Link>.
          </p>
        }
      />
    </section>
  );
}
