import { SignUpForm } from '../../features/auth/sign-up-form';

export function SignUpPage() {
  return <SignUpForm />;
}
