import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { COMPANY_ROLE_LABEL, INVITATION_INVALID_MESSAGE, INVITATION_OTHER_EMAIL_MESSAGE, invitationTokenSchema, type InvitationPreview } from '../../../shared/schemas/company';
import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { signOut } from '../../lib/sign-out';
import { useSession } from '../../lib/use-session';
import { useAcceptInvitation, useInvitationPreview } from './api/invitations';
import { COMPANY_AREA } from './company-area';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

/**
 * /company-invitation?token=…, the mailed link: the company and the role, then what the visitor
 * can do: accept (signed in with the invited address: the link proves it), sign out (signed in
 * with another), or sign in or sign up with the invited address and come back here.
 */
export function InvitationPage({ token }: { token?: string }) {
  const wellFormed = invitationTokenSchema.safeParse(token).success;
  const preview = useInvitationPreview(wellFormed ? token : undefined);

  return (
    <section className={styles.card} aria-labelledby="invitation-title">
      <h1 id="invitation-title">Company invitation</h1>
      {!wellFormed || preview.isError ? (
        <>
          <FormAlert message={wellFormed ? preview.error?.message : INVITATION_INVALID_MESSAGE} />
          <p className={styles.note}>Ask whoever invited you for a new invitation.</p>
        </>
      ) : preview.isPending ? (
        <Loader label="Loading the invitation" />
      ) : (
        <InvitationChoices token={token!} invitation={preview.data} />
      )}
    </section>
  );
}

function InvitationChoices({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const session = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation({
    onSuccess: async ({ companyName }) => {
      toast.success(`You joined ${companyName}`);
      await navigate({ to: COMPANY_AREA });
    },
  });
  const [signingOut, setSigningOut] = useState(false);
  const here = `/company-invitation?${new URLSearchParams({ token })}`;
  const user = session.user;

  return (
    <>
      <p>
        <strong>{invitation.companyName}</strong> invites you to buy with them on Toolyard as <strong>{COMPANY_ROLE_LABEL[invitation.role]}</strong>.
      </p>
      <p className={styles.note}>The invitation is for {invitation.email}. Nobody joins a company without accepting.</p>
      {session.isPending ? (
        <Loader label="Checking who is signed in" />
      ) : !user ? (
        <div className={styles.actions}>
          <Link to="/signin" search={{ redirect: here }} className={button.primary}>
            Sign in to accept
          </Link>
          <Link to="/signup" search={{ email: invitation.email, redirect: here }} className={button.primary}>
            Sign up with {invitation.email}
          </Link>
        </div>
      ) : user.email === invitation.email ? (
        <div className={styles.actions}>
          <button type="button" className={`${button.primary} ${button.large}`} disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
            {accept.isPending ? 'Joining…' : `Accept and join ${invitation.companyName}`}
          </button>
          <FormAlert message={accept.error?.message} />
        </div>
      ) : (
        <div className={styles.actions}>
          <FormAlert message={`${INVITATION_OTHER_EMAIL_MESSAGE}. You are signed in as ${user.email}.`} />
          <button
            type="button"
            className={button.primary}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut(async () => {}).finally(() => setSigningOut(false));
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </>
  );
}
