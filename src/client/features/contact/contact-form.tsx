import { useEffect, useRef } from 'react';
import { CONTACT_MESSAGE_SENT, contactMessageSchema } from '../../../shared/schemas/contact-message';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { TextAreaField } from '../../components/text-area-field';
import { useHydrated } from '../../lib/hydration-safe';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSendMessage } from './api/send-message';
import styles from './contact-section.module.css';
import button from '../../components/button.module.css';

/**
 * "Send us a message": checked with the schema `contact.send` takes, then stored and mailed to the
 * shop. Once sent, the form gives way to the confirmation, which takes the focus (the button that
 * had it is gone). Loaded on demand, so the form library stays out of the home page's download.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  // Inert in the prerendered page until hydrated (docs/decisions/101): a submit before would go nowhere useful.
  const hydrated = useHydrated();
  const form = useSchemaForm(contactMessageSchema, { name: '', email: '', message: '' });
  const send = useSendMessage();
  const pending = form.formState.isSubmitting;
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (send.isSuccess) confirmation.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <p ref={confirmation} role="status" tabIndex={-1} className={styles.sent}>
        {CONTACT_MESSAGE_SENT}
      </p>
    );
  }
  return (
    <form className={styles.form} inert={!hydrated} aria-labelledby={headingId} noValidate aria-busy={pending} onSubmit={form.submit((input) => send.mutateAsync(input))}>
      <InputField label="Name" autoComplete="name" {...form.field('name')} />
      <InputField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
      <TextAreaField label="Message" rows={5} {...form.field('message')} />
      <button type="submit" className={`${button.primary} ${styles.button}`} disabled={pending}>
        Send message
      </button>
      {pending && <Loader label="Sending your message" />}
      <FormAlert message={form.formError} />
    </form>
  );
}
