import { useEffect, useRef } from 'react';
import { newsletterSignupSchema, SIGNUP_ANSWER } from '../../../shared/schemas/newsletter';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { useHydrated } from '../../lib/hydration-safe';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubscribe } from './api/subscribe';
import styles from './newsletter.module.css';
import button from '../../components/button.module.css';

/**
 * The newsletter box's form, checked with the schema `newsletter.subscribe` takes. Once sent it
 * gives way to "check your inbox", which takes the focus (the button that had it is gone). The
 * server answers alike for every address, so the box says the same whatever happened.
 */
export function NewsletterForm({ headingId }: { headingId: string }) {
  // Inert in the prerendered page until hydrated (docs/decisions/101): a submit before would go nowhere useful.
  const hydrated = useHydrated();
  const form = useSchemaForm(newsletterSignupSchema, { email: '' });
  const subscribe = useSubscribe();
  const pending = form.formState.isSubmitting;
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (subscribe.isSuccess) answer.current?.focus();
  }, [subscribe.isSuccess]);

  if (subscribe.isSuccess) {
    return (
      <p ref={answer} role="status" tabIndex={-1} className={styles.answer}>
        {SIGNUP_ANSWER}
      </p>
    );
  }
  return (
    <form className={styles.form} inert={!hydrated} aria-labelledby={headingId} noValidate aria-busy={pending} onSubmit={form.submit((input) => subscribe.mutateAsync(input))}>
      <InputField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
      <button type="submit" className={`${button.primary} ${styles.button}`} disabled={pending}>
        Subscribe
      </button>
      {pending && <Loader label="Signing you up" />}
      <FormAlert message={form.formError} />
      <p className={styles.note}>We e-mail you a link to confirm; every newsletter has a link to leave the list.</p>
    </form>
  );
}
