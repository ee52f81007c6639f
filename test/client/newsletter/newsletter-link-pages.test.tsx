// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterConfirmPage } from '../../../src/client/features/newsletter/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '../../../src/client/features/newsletter/newsletter-unsubscribe-page';
import { CONFIRM_LINK_USED, INVALID_NEWSLETTER_LINK, SUBSCRIPTION_CONFIRMED, UNSUBSCRIBED } from '../../../src/shared/schemas/newsletter';
import { renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const TOKEN = 'A'.repeat(43);

describe('the confirmation page', () => {
  it('changes nothing on opening, and confirms on the click', async () => {
    const sent: unknown[] = [];
    renderWithApp(<NewsletterConfirmPage token={TOKEN} />, { api: { 'newsletter.confirm': (input) => (sent.push(input), { success: true, message: SUBSCRIPTION_CONFIRMED }) } });
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(sent).toEqual([]);

    await userEvent.click(button);
    const answer = await screen.findByRole('status');
    expect(answer.textContent).toBe('Thank you: your subscription is confirmed.');
    await waitFor(() => expect(document.activeElement).toBe(answer));
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('says so when the link was already used', async () => {
    renderWithApp(<NewsletterConfirmPage token={TOKEN} />, {
      api: {
        'newsletter.confirm': () => {
          throw serverError(CONFIRM_LINK_USED, 409, { token: [CONFIRM_LINK_USED] });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This confirmation link was already used: the subscription was confirmed with it.');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });

  it('refuses a link without a whole token, with no button to press', async () => {
    renderWithApp(<NewsletterConfirmPage token="cut-short" />);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_NEWSLETTER_LINK);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes on the click, signed out', async () => {
    const sent: unknown[] = [];
    renderWithApp(<NewsletterUnsubscribePage token={TOKEN} />, { api: { 'newsletter.unsubscribe': (input) => (sent.push(input), { success: true, message: UNSUBSCRIBED }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are unsubscribed: we will not send you the newsletter.');
    expect(sent).toEqual([{ token: TOKEN }]);
  });
});
