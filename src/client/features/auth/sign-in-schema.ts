// The sign-in form's schema alone, for the form to load on its first check (sign-in-form.tsx).
export { signInSchema } from '../../../shared/schemas/credentials';
