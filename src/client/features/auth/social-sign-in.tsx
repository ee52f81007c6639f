import { FormAlert } from '../../components/form-alert';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import styles from './auth-form.module.css';

/**
 * One button per social provider the server has enabled, or a plain sentence when none is. They
 * are plain links: the server redirects to the provider and back (GET /auth/:provider), then on
 * to `redirect`.
 */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const providers = trpc.auth.providers.useQuery(undefined, { staleTime: Infinity });
  if (providers.isPending) return <Loader label="Loading sign-in options" />;
  if (providers.isError) return <FormAlert message={`We couldn't load the social sign-in options: ${providers.error.message}`} />;
  const list = providers.data.providers;
  if (list.length === 0) return <p className={styles.note}>Social sign-in is not set up on this shop. Please sign in with your email and password.</p>;

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <ul className={styles.social} aria-label="Social sign-in">
      {list.map((provider) => (
        <li key={provider.id}>
          <a className={styles.socialButton} href={`${provider.url}${query}`}>
            Continue with {provider.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
