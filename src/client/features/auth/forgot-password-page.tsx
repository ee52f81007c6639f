import { Link } from '@tanstack/react-router';
import { forgotPasswordSchema, RESET_REQUESTED } from '../../../shared/schemas/account-links';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useForgotPassword } from './api/forgot-password';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const request = useForgotPassword();
  const pending = form.formState.isSubmitting;

  return (
    <section className={styles.card} aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title">Forgot your password?</h1>
      {request.isSuccess ? (
        <p role="status">{RESET_REQUESTED}</p>
      ) : (
        <form className={styles.form} noValidate aria-busy={pending} onSubmit={form.submit((input) => request.mutateAsync(input))}>
          <p className={styles.note}>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
          <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <button type="submit" className={`${button.primary} ${button.large}`} disabled={pending}>
            Send the link
          </button>
          {pending && <Loader label="Sending the link" />}
          <FormAlert message={form.formError} />
        </form>
      )}
      <p>
        Remembered it? <Link to="/signin">Sign in</Link>
      </p>
    </section>
  );
}
