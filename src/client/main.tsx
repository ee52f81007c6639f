import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { router } from './app/router';
import { signOut } from './lib/sign-out';
import { onAuthError } from './lib/auth-errors';
import './styles/global.css';

// docs/product.md#on-screen: a 401 or 403 from the API signs the user out and returns to the home page.
onAuthError(() => void signOut(() => router.navigate({ to: '/' })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
