import { Link, useNavigate } from '@tanstack/react-router';
import { signUpSchema } from '../../../shared/schemas/credentials';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/** /signup: name, e-mail and password; signed in and home afterwards. */
export function SignUpForm() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useZodForm(signUpSchema, { name: '', email: '', password: '' });
  const signUp = trpc.auth.signUp.useMutation({
    meta: { authErrorsHandled: true },
    async onSuccess({ user }) {
      utils.auth.me.setData(undefined, { user });
      await navigate({ to: '/' });
    },
  });

  return (
    <section className={styles.card} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Sign Up</h1>
      <form className={styles.form} noValidate aria-busy={signUp.isPending} onSubmit={form.handleSubmit((input) => signUp.mutate(input))}>
        <InputField label="Name" autoComplete="name" {...form.field('name')} />
        <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <InputField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <button type="submit" className={`${button.primary} ${button.large}`} disabled={signUp.isPending}>
          Sign Up
        </button>
        {signUp.isPending && <Loader label="Creating your account" />}
        {signUp.isError && (
          <p role="alert" className={styles.error}>
            {signUp.error.message}
          </p>
        )}
      </form>
      <p>
        Already have an account? <Link to="/signin">Please Signin</Link>
      </p>
    </section>
  );
}
