// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileForm } from '../../../src/client/features/profile/profile-form';
import type { User } from '../../../src/shared/schemas/user';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const rowan: User = {
  _id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11',
  name: 'Rowan',
  email: 'rowan@garden.com',
  phone: '+1 555 0123',
  address: '3 Orchard Road',
  socialUrl: null,
  role: 'user',
  emailVerified: false,
  education: { instituteName: null, degree: 'Horticulture', passingYear: '2020-05-31' },
};

describe('the profile form', () => {
  it("sends the spec's nested payload, empty optional fields as null", async () => {
    const sent: unknown[] = [];
    renderWithApp(<ProfileForm user={rowan} />, { api: { 'users.update': (input) => (sent.push(input), { modifiedCount: 0 }) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      user: {
        name: 'Rowan',
        phone: '+1 555 0123',
        address: '3 Orchard Road',
        socialUrl: null,
        education: { instituteName: null, degree: 'Horticulture', passingYear: '2020-05-31' },
      },
    });
  });

  it("puts a server message for a nested field under that field, and one for no field in the form's alert", async () => {
    let answer: () => unknown = () => {
      throw serverError('Enter a valid date', 400, { 'user.education.passingYear': ['Enter a valid date'] });
    };
    renderWithApp(<ProfileForm user={rowan} />, { api: { 'users.update': () => answer() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));

    const passingYear = screen.getByLabelText('Passing year');
    await waitFor(() => expect(passingYear.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(passingYear.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid date');
    expect(document.activeElement).toBe(passingYear);
    expect(screen.queryByRole('alert')).toBeNull();

    answer = () => {
      throw serverError('Internal server error', 500);
    };
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
  });
});
