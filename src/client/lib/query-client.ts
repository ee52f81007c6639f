import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportApiError } from './auth-errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // One place sees every failed request, so a 401/403 anywhere signs the user out (docs/product.md#on-screen).
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
