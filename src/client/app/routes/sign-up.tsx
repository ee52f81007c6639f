import { SignUpForm } from '../../features/auth/sign-up-form';

export function SignUpRoute() {
  return <SignUpForm />;
}
