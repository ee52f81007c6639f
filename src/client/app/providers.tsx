import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient, trpcClient } from '../lib/api-client';
import { TRPCProvider } from '../lib/trpc';
import { DeferredToaster } from '../components/deferred-toaster';

/** Data and toasts for the whole app (the toasts' container loads after the first paint: components/deferred-toaster.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        <DeferredToaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
