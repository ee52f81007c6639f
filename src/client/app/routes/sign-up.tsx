import { getRouteApi } from '@tanstack/react-router';
import { SignUpForm } from '../../features/auth/sign-up-form';

const route = getRouteApi('/signup');

export function SignUpRoute() {
  const { redirect, email } = route.useSearch();
  return <SignUpForm redirect={redirect} email={email} />;
}
