import { requiredText } from './text';

/** How to reach a customer: required on every order and in My Profile (one rule for both). */
export const phoneSchema = requiredText({ max: 40, tooLong: 'Keep the phone number under 40 characters' });
export const addressSchema = requiredText({ max: 500, tooLong: 'Keep the address under 500 characters', multiLine: true });
