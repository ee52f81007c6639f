import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { signOut } from './lib/sign-out';
import { onAuthError } from './lib/auth-errors';
import './styles/global.css';

// docs/product.md#on-screen: a 401 or 403 from the API signs the user out and returns to the home page.
onAuthError(() => void signOut(() => router.navigate({ to: '/' })));

// The page arrives prerendered (docs/decisions/072). React replaces that markup on its first
// render, so it waits until the route's guard has answered and its lazy chunk has loaded: an
// earlier render would swap the prerendered page for an empty pending one, then back.
// createRoot rather than hydrateRoot: the prerender has no data and no user, which the browser
// may already have by now, so the markup is not guaranteed to match. The first render is a
// transition: the prerendered page stays on screen meanwhile, and React renders in slices that
// leave the main thread free for the visitor's input instead of one long task.
void router
  .load()
  .catch(() => {}) // the router shows a failed load itself once it renders
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(<App router={router} />));
  });
