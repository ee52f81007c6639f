// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscribersPage } from '../../../src/client/features/admin-subscribers/subscribers-page';
import type { Subscriber } from '../../../src/shared/schemas/newsletter';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const ivy: Subscriber = { id: '1', email: 'ivy@garden.com', status: 'confirmed', subscribedAt: '2026-11-01T09:00:00.000Z', confirmedAt: '2026-11-01T09:05:00.000Z', unsubscribedAt: null };
const rue: Subscriber = { id: '2', email: 'rue@garden.com', status: 'pending', subscribedAt: '2026-11-02T09:00:00.000Z', confirmedAt: null, unsubscribedAt: null };

describe('the Subscribers page', () => {
  it('lists the addresses with their status, links the CSV, and asks for the chosen status', async () => {
    const asked: unknown[] = [];
    const chosen: unknown[] = [];
    renderWithApp(<SubscribersPage status="pending" onStatusChange={(status) => chosen.push(status)} />, {
      api: { 'newsletter.subscribers': (input) => (asked.push(input), { subscribers: [rue, ivy], next: null }) },
    });
    await screen.findByText('rue@garden.com');
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual(['rue@garden.com', 'ivy@garden.com']);
    expect(within(rows[1]!).getByText('Awaiting confirmation')).toBeTruthy();
    expect(asked).toEqual([expect.objectContaining({ status: 'pending', limit: 25 })]);
    expect(screen.getByRole('link', { name: 'Export confirmed (CSV)' }).getAttribute('href')).toBe('/api/admin/subscribers.csv');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Any status');
    expect(chosen).toEqual(['confirmed', undefined]);
  });

  it('says when nobody has signed up', async () => {
    renderWithApp(<SubscribersPage onStatusChange={() => {}} />, { api: { 'newsletter.subscribers': () => ({ subscribers: [], next: null }) } });
    expect(await screen.findByText('Nobody has signed up for the newsletter yet.')).toBeTruthy();
  });
});
