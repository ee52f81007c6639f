import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Asks for a password reset link (the answer is the same whether or not the account exists); nothing cached changes. */
export function useForgotPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions());
}
