// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyProfile } from '../../../src/client/features/profile/my-profile';
import type { User } from '../../../src/shared/schemas/user';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rowan: User = {
  _id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11',
  name: 'Rowan',
  email: 'rowan@garden.com',
  phone: null,
  address: null,
  socialUrl: null,
  role: 'user',
  emailVerified: false,
  education: { instituteName: null, degree: null, passingYear: null },
};

function renderProfile(record: User, resend: (input: unknown) => unknown = () => ({ success: true })) {
  return renderWithApp(<MyProfile />, {
    api: {
      'auth.me': () => ({ user: { id: record._id, email: record.email, name: record.name, role: record.role } }),
      'users.me': () => record,
      'auth.resendVerification': resend,
    },
  });
}

describe('My Profile and the e-mail verification', () => {
  it('shows a verified e-mail, with nothing to send', async () => {
    renderProfile({ ...rowan, emailVerified: true });
    expect(await screen.findByText('E-mail verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('sends the link again for an unverified e-mail, disabled while sending, with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer: (value: unknown) => void = () => {};
    const asked: unknown[] = [];
    renderProfile(rowan, (input) => (asked.push(input), new Promise((resolve) => (answer = resolve))));
    expect(await screen.findByText('E-mail not verified yet')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('status', { name: 'Sending the link' })).toBeTruthy();
    expect(asked).toHaveLength(1);

    answer({ success: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('We sent you a new link. Please check your e-mail.'));
    expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal (too many links) in an alert", async () => {
    renderProfile(rowan, () => {
      throw serverError('Too many e-mails were sent to this address. Please try again later.', 429);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many e-mails were sent to this address. Please try again later.');
  });
});
