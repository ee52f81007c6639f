import { Link, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../../../shared/safe-redirect';
import { signUpSchema } from '../../../shared/schemas/credentials';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSignUp } from './api/sign-up';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/**
 * /signup: name, e-mail and password; signed in and home afterwards, or back to `redirect` (a
 * same-site path: the company invitation that sent them here, its address as `email`).
 */
export function SignUpForm({ redirect, email = '' }: { redirect?: string; email?: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpSchema, { name: '', email, password: '' });
  const signUp = useSignUp({ onSuccess: () => navigate({ href: safeRedirect(redirect, '/') }) });
  const pending = form.formState.isSubmitting;

  return (
    <section className={styles.card} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Sign Up</h1>
      <form className={styles.form} noValidate aria-busy={pending} onSubmit={form.submit((input) => signUp.mutateAsync(input))}>
        <InputField label="Name" autoComplete="name" {...form.field('name')} />
        <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <InputField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <button type="submit" className={`${button.primary} ${button.large}`} disabled={pending}>
          Sign Up
        </button>
        {pending && <Loader label="Creating your account" />}
        <FormAlert message={form.formError} />
      </form>
      <p>
        Already have an account? <Link to="/signin" search={{ redirect }}>Please Signin</Link>
      </p>
    </section>
  );
}
