import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { accountTokenSchema, INVALID_LINK, newPasswordFormSchema } from '../../../shared/schemas/account-links';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/credentials';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useResetPassword } from './api/reset-password';
import styles from './auth-form.module.css';
import button from '../../components/button.module.css';

/** A dead link's message, with the way to a new one. */
function InvalidLink() {
  return (
    <>
      <FormAlert message={INVALID_LINK} />
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </>
  );
}

/** /reset-password?token=…: the new password, twice. Every session of the account ends. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const form = useSchemaForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = useResetPassword({ onSuccess: () => toast.success('Password changed') });
  const pending = form.formState.isSubmitting;
  const wellFormed = accountTokenSchema.safeParse(token).success;

  return (
    <section className={styles.card} aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">Choose a new password</h1>
      {!wellFormed ? (
        <InvalidLink />
      ) : reset.isSuccess ? (
        <>
          <p role="status">Your password was changed. Sign in with the new password.</p>
          <p>
            <Link to="/signin">Sign in</Link>
          </p>
        </>
      ) : form.formError === INVALID_LINK ? (
        <InvalidLink />
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-busy={pending}
          onSubmit={form.submit(({ password }) => reset.mutateAsync({ token: token!, password }))}
        >
          <InputField label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} {...form.field('password')} />
          <InputField label="Confirm the new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <button type="submit" className={`${button.primary} ${button.large}`} disabled={pending}>
            Change password
          </button>
          {pending && <Loader label="Changing your password" />}
          <FormAlert message={form.formError} />
        </form>
      )}
    </section>
  );
}
