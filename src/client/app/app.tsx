import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { Providers } from './providers';

/** The whole client around `router`: the tree the browser renders and the build prerenders alike. */
export function App({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
