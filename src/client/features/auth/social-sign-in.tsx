import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc';
import styles from './auth-form.module.css';

/**
 * One button per social provider the server has enabled. They are plain links: the server
 * redirects to the provider and back (GET /auth/:provider), then on to `redirect`. While the list
 * loads, when it cannot be loaded and when no provider is enabled it shows `whenNone` (by default
 * nothing: e-mail and password are the way in, and the page need not say what it lacks).
 */
export function SocialSignIn({ redirect, whenNone = null }: { redirect?: string; whenNone?: ReactNode }) {
  const trpc = useTRPC();
  const providers = useQuery(trpc.auth.providers.queryOptions(undefined, { staleTime: Infinity }));
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return whenNone;

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
