import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { accountTokenSchema, INVALID_LINK } from '../../../shared/schemas/account-links';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { useVerifyEmail } from './api/verify-email';
import styles from './auth-form.module.css';

/** /verify-email?token=…: proves the e-mail as soon as the page opens. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const wellFormed = accountTokenSchema.safeParse(token).success;
  // Once per page, even when React runs the effect twice (the server answers a repeat alike anyway).
  const asked = useRef(false);
  useEffect(() => {
    if (!wellFormed || asked.current) return;
    asked.current = true;
    mutate({ token: token! });
  }, [token, wellFormed, mutate]);

  return (
    <section className={styles.card} aria-labelledby="verify-email-title">
      <h1 id="verify-email-title">Confirm your e-mail</h1>
      {verify.isSuccess ? (
        <>
          <p role="status">Thank you, your e-mail is confirmed.</p>
          <p>
            <Link to="/">Back to the shop</Link>
          </p>
        </>
      ) : !wellFormed || verify.isError ? (
        <>
          <FormAlert message={wellFormed ? verify.error?.message : INVALID_LINK} />
          <p className={styles.note}>
            Signed in? <Link to="/dashboard">My Profile</Link> can send you a new link.
          </p>
        </>
      ) : (
        <Loader label="Confirming your e-mail" />
      )}
    </section>
  );
}
