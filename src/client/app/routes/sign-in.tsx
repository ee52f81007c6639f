import { getRouteApi } from '@tanstack/react-router';
import { HydrateSeparately } from '../../components/hydrate-separately';
import { SignInForm } from '../../features/auth/sign-in-form';

const route = getRouteApi('/signin');

export function SignInRoute() {
  const { redirect, error } = route.useSearch();
  return (
    <HydrateSeparately>
      <SignInForm redirect={redirect} oauthError={error} />
    </HydrateSeparately>
  );
}
