import { toast } from 'sonner';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { useResendVerification } from './api/resend-verification';
import styles from './profile.module.css';
import button from '../../components/button.module.css';

/** Whether the account's e-mail is proven; if not, a way to get the link again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const resend = useResendVerification({ onSuccess: () => toast.success('We sent you a new link. Please check your e-mail.') });

  if (verified) {
    return (
      <p className={`${styles.badge} ${styles.verified}`}>
        <span aria-hidden="true">✓</span> E-mail verified
      </p>
    );
  }
  return (
    <div className={styles.verification}>
      <p className={styles.badge}>E-mail not verified yet</p>
      <button type="button" className={button.primary} disabled={resend.isPending} onClick={() => resend.mutate()}>
        Send the link again
      </button>
      {resend.isPending && <Loader label="Sending the link" />}
      <FormAlert message={resend.error?.message} />
    </div>
  );
}
