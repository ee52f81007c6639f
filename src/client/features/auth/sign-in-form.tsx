import { Link, useNavigate } from '@tanstack/react-router';
import { oauthErrorMessage } from '../../../shared/oauth';
import { safeRedirect } from '../../../shared/safe-redirect';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useHydrated } from '../../lib/hydration-safe';
import { landingPage } from '../../lib/landing-page';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSignIn } from './api/sign-in';
import { SocialSignIn } from './social-sign-in';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/** /signin: e-mail and password, then back to `redirect` (a same-site path), else home (an admin: the Overview). */
export function SignInForm({ redirect, oauthError }: { redirect?: string; oauthError?: string }) {
  // Inert in the server's markup until hydrated: a submit before would go out as a plain GET, the password in its URL.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The page is rendered on the server with its data: zod loads with the first check, not before it hydrates.
  const form = useSchemaForm(() => import('./sign-in-schema').then((schemas) => schemas.signInSchema), { email: '', password: '' });
  const signIn = useSignIn({ onSuccess: ({ user }) => navigate({ href: safeRedirect(redirect, landingPage(user.role)) }) });
  const pending = form.formState.isSubmitting;

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign In</h1>
      <form inert={!hydrated} className={styles.form} noValidate aria-busy={pending} onSubmit={form.submit((input) => signIn.mutateAsync(input))}>
        <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <InputField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Link to="/forgot-password" className={styles.quiet}>
          Forgot password?
        </Link>
        <button type="submit" className={`${button.primary} ${button.large}`} disabled={pending}>
          Sign In
        </button>
        {pending && <Loader label="Signing in" />}
        <FormAlert message={form.formError ?? (oauthError && oauthErrorMessage(oauthError))} />
      </form>
      <p>
        New to Toolyard? <Link to="/signup">Create new account</Link>
      </p>
      <SocialSignIn redirect={redirect} />
    </section>
  );
}
