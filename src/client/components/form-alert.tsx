import styles from './form-alert.module.css';

interface FormAlertProps {
  /** Nothing is shown without one. */
  message: string | null | undefined;
  /** `status` for a standing notice that is not the answer to an action (a sold-out product). */
  role?: 'alert' | 'status';
}

/** The one place a form shows a message of its own: a server's refusal, a failed sign-in, a notice. */
export function FormAlert({ message, role = 'alert' }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role={role} className={styles.alert}>
      {message}
    </p>
  );
}
