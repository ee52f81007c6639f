import { getRouteApi } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { VerifyEmailPage } from '../../features/auth/verify-email-page';

const resetRoute = getRouteApi('/reset-password');
const verifyRoute = getRouteApi('/verify-email');

/** The pages e-mailed links open: the token comes from the link's search. */
export function ResetPasswordRoute() {
  return <ResetPasswordPage token={resetRoute.useSearch().token} />;
}

export function VerifyEmailRoute() {
  return <VerifyEmailPage token={verifyRoute.useSearch().token} />;
}
