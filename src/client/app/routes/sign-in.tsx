import { getRouteApi } from '@tanstack/react-router';
import { SignInForm } from '../../features/auth/sign-in-form';

const route = getRouteApi('/signin');

export function SignInRoute() {
  const { redirect, error } = route.useSearch();
  return <SignInForm redirect={redirect} oauthError={error} />;
}
