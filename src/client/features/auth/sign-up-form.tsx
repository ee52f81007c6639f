import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { signUpSchema } from '../../../shared/schemas/credentials';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/** /signup: name, e-mail and password; signed in and home afterwards. */
export function SignUpForm() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(signUpSchema, { name: '', email: '', password: '' });
  const signUp = useMutation(trpc.auth.signUp.mutationOptions({
    meta: { authErrorsHandled: true },
    async onSuccess({ user }) {
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
      await navigate({ to: '/' });
    },
  }));
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
        Already have an account? <Link to="/signin">Please Signin</Link>
      </p>
    </section>
  );
}
