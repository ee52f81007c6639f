import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { EmailVerification } from './email-verification';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

/** Dashboard index: the signed-in user's record, editable. */
export function MyProfile() {
  const trpc = useTRPC();
  const { user } = useSession();
  const record = useQuery(trpc.users.me.queryOptions(undefined, { enabled: Boolean(user) }));
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h1 id="profile-title">My Profile</h1>
      {!user || record.isPending ? (
        <Loader label="Loading your profile" />
      ) : record.isError ? (
        <ErrorNotice title="We couldn't load your profile." error={record.error} onRetry={() => void record.refetch()} retrying={record.isFetching} />
      ) : (
        <>
          <EmailVerification verified={record.data.emailVerified} />
          <ProfileForm user={record.data} />
        </>
      )}
    </section>
  );
}
