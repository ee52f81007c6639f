import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { INVALID_NEWSLETTER_LINK, newsletterTokenSchema } from '../../../shared/schemas/newsletter';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { serverErrorOf } from '../../lib/server-errors';
import styles from './newsletter.module.css';
import button from '../../components/button.module.css';

interface LinkAction {
  mutate: (input: { token: string }) => void;
  isPending: boolean;
  isSuccess: boolean;
  data?: { message: string };
  error: unknown;
}

interface NewsletterLinkPageProps {
  token?: string;
  title: string;
  intro: string;
  actionLabel: string;
  pendingLabel: string;
  action: LinkAction;
}

/**
 * A page an e-mailed newsletter link opens. Opening it changes nothing: the reader presses the
 * button. Mail scanners open links, some run the page's scripts, and a confirmation (or an
 * unsubscription) they made would speak for nobody.
 */
export function NewsletterLinkPage({ token, title, intro, actionLabel, pendingLabel, action }: NewsletterLinkPageProps) {
  const wellFormed = newsletterTokenSchema.safeParse({ token }).success;
  const outcome = useRef<HTMLParagraphElement>(null);
  const failed = action.error !== null && action.error !== undefined;
  // The button that had the focus is gone: the answer takes it, and a screen reader reads it.
  useEffect(() => {
    if (action.isSuccess || failed) outcome.current?.focus();
  }, [action.isSuccess, failed]);

  return (
    <section className={styles.card} aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title">{title}</h1>
      {!wellFormed ? (
        <FormAlert message={INVALID_NEWSLETTER_LINK} />
      ) : action.isSuccess ? (
        <p ref={outcome} role="status" tabIndex={-1}>
          {action.data?.message}
        </p>
      ) : failed ? (
        <p ref={outcome} role="alert" tabIndex={-1} className={styles.refusal}>
          {serverErrorOf(action.error).message}
        </p>
      ) : (
        <>
          <p>{intro}</p>
          <button type="button" className={button.primary} disabled={action.isPending} onClick={() => action.mutate({ token: token! })}>
            {actionLabel}
          </button>
          {action.isPending && <Loader label={pendingLabel} />}
        </>
      )}
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </section>
  );
}
