import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut } from '../lib/sign-out';
import styles from './sign-out-button.module.css';

/** The navigation's Sign Out control (docs/product.md#navigation-bar): signs out and returns to `/`. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={styles.button}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut(() => navigate({ to: '/' })).finally(() => setPending(false));
      }}
    >
      Sign Out
    </button>
  );
}
