// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesPage } from '../../../src/client/features/admin-messages/messages-page';
import type { ContactMessageView } from '../../../src/shared/schemas/contact-message';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const messageOf = (id: number, name: string, message: string): ContactMessageView => ({
  id: String(id),
  name,
  email: `${name.toLowerCase()}@garden.com`,
  message,
  sentAt: '2026-03-01T10:00:00.000Z',
});

describe('the Messages page', () => {
  it('lists the messages newest first, a page at a time', async () => {
    const pages: Record<string, { messages: ContactMessageView[]; next: string | null }> = {
      first: { messages: [messageOf(3, 'Sage', 'Forty spades\nby May?'), messageOf(2, 'Basil', 'Do you ship to Kew?')], next: '2' },
      '2': { messages: [messageOf(1, 'Rose', 'Trade prices?')], next: null },
    };
    renderWithApp(<MessagesPage />, { api: { 'contact.list': (input) => pages[(input as { cursor?: string }).cursor ?? 'first'] } });

    await screen.findByRole('heading', { name: 'Messages' });
    const table = await screen.findByRole('table');
    const senders = () => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(senders()).toEqual(['Sagesage@garden.com', 'Basilbasil@garden.com']);
    expect(within(table).getByRole('link', { name: 'sage@garden.com' }).getAttribute('href')).toBe('mailto:sage@garden.com');
    expect(within(table).getByText(/Forty spades/).textContent).toBe('Forty spades\nby May?');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByText('Trade prices?');
    expect(senders()).toEqual(['Roserose@garden.com']);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await within(table).findByText('Do you ship to Kew?');
  });

  it('says so when there are none', async () => {
    renderWithApp(<MessagesPage />, { api: { 'contact.list': () => ({ messages: [], next: null }) } });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
