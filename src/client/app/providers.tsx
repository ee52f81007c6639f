import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient, trpcClient } from '../lib/api-client';
import { trpc } from '../lib/trpc';

/**
 * Data and toasts for the whole app. Toasts: 4 s, bottom-right, where they cover no navigation
 * (sonner spans the bottom edge on a phone) (docs/product.md#9-business-constants).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="bottom-right" duration={4000} richColors closeButton />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
