import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';

/** forgot-password: asking for a password-reset link. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
