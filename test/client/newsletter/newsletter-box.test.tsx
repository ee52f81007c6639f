// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';
import { NewsletterSignup } from '../../../src/client/features/newsletter/newsletter-signup';
import { SIGNUP_ANSWER } from '../../../src/shared/schemas/newsletter';
import { renderWithApp, type FakeApi } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const renderBox = (api: FakeApi) => renderWithApp(<ContactSection newsletter={(headingId) => <NewsletterSignup headingId={headingId} />} />, { api });

describe('the newsletter box', () => {
  it('checks the address, sends it, then says to check the inbox (focused)', async () => {
    const sent: unknown[] = [];
    renderBox({ 'newsletter.subscribe': (input) => (sent.push(input), { success: true, message: SIGNUP_ANSWER }), 'contact.send': () => ({}) });
    const user = userEvent.setup();
    const box = await screen.findByRole('form', { name: 'Newsletter' });
    const subscribe = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await subscribe();
    expect(box.textContent).toContain('Email is required');
    await user.type(box.querySelector('input')!, 'ivy@');
    await subscribe();
    expect(box.textContent).toContain('Enter a valid email');
    expect(sent).toEqual([]);

    await user.clear(box.querySelector('input')!);
    await user.type(box.querySelector('input')!, 'Ivy@Garden.com');
    await subscribe();
    const answer = await screen.findByRole('status');
    expect(answer.textContent).toBe('Check your inbox to confirm: we sent a link to that address. It works for 48 hours.');
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(sent).toEqual([{ email: 'ivy@garden.com' }]);
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByText(/Sign-ups open soon/)).toBeNull();
  });

  it("shows the server's refusal and keeps the address", async () => {
    renderBox({
      'newsletter.subscribe': () => {
        throw serverError('Too many sign-ups from your network just now. Please wait a minute and try again.', 429);
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('form', { name: 'Newsletter' });
    await user.type(box.querySelector('input')!, 'ivy@garden.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups from your network just now. Please wait a minute and try again.');
    expect((box.querySelector('input') as HTMLInputElement).value).toBe('ivy@garden.com');
  });
});
