import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { COMPANY_ROLE_LABEL, INVITATION_NEEDS_PROOF_MESSAGE, type PendingInvitation } from '../../../shared/schemas/company';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { useAcceptInvitation, useMyInvitations } from './api/invitations';
import { COMPANY_AREA } from './company-area';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

// undefined locale: the visitor's own.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * /dashboard/company-invitations: the invitations to the account's address that wait for an
 * answer. Accepting here needs a verified e-mail; otherwise the e-mailed link accepts (and proves it).
 */
export function PendingInvitationsPage() {
  const invitations = useMyInvitations();

  return (
    <section className={styles.page} aria-labelledby="invitations-title">
      <PageHeading id="invitations-title" title="Company invitations" />
      {invitations.isPending ? (
        <Skeleton label="Loading your invitations" count={1} />
      ) : invitations.isError ? (
        <ErrorNotice title="We couldn't load your invitations." error={invitations.error} onRetry={() => void invitations.refetch()} retrying={invitations.isRefetching} />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState>No invitations are waiting for you. A company admin invites you by e-mail; the invitation shows here until it expires.</EmptyState>
      ) : (
        <>
          {invitations.data.emailVerified ? null : <FormAlert role="status" message={`${INVITATION_NEEDS_PROOF_MESSAGE}: My Profile can send you a verification link.`} />}
          <ul className={styles.list} aria-label="Invitations">
            {invitations.data.items.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} canAccept={invitations.data.emailVerified} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function InvitationCard({ invitation, canAccept }: { invitation: PendingInvitation; canAccept: boolean }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation({
    onSuccess: async ({ companyName }) => {
      toast.success(`You joined ${companyName}`);
      await navigate({ to: COMPANY_AREA });
    },
  });
  return (
    <li className={styles.item} aria-label={invitation.companyName}>
      <h2>{invitation.companyName}</h2>
      <p>
        Role: {COMPANY_ROLE_LABEL[invitation.role]}
        {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''}
      </p>
      <p className={styles.note}>
        Expires <time dateTime={invitation.expiresAt}>{dateFormat.format(new Date(invitation.expiresAt))}</time>
      </p>
      {canAccept ? (
        <div className={styles.actions}>
          <button type="button" className={button.primary} disabled={accept.isPending} onClick={() => accept.mutate({ invitationId: invitation.id })}>
            {accept.isPending ? 'Joining…' : `Accept and join ${invitation.companyName}`}
          </button>
        </div>
      ) : (
        <p className={styles.note}>To accept, open the link in the invitation e-mail.</p>
      )}
      <FormAlert message={accept.error?.message} />
    </li>
  );
}

/** A line for My Profile while invitations wait: nothing otherwise. */
export function PendingInvitationsNotice() {
  const invitations = useMyInvitations();
  const count = invitations.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <p className={styles.notice} role="status">
      {count === 1 ? 'A company invited you to buy with them.' : `${count} companies invited you to buy with them.`}{' '}
      <Link to="/dashboard/company-invitations">See the invitations</Link>
    </p>
  );
}
