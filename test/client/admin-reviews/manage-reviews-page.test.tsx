// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManageReviewsPage } from '../../../src/client/features/admin-reviews/manage-reviews-page';
import type { AdminReview } from '../../../src/shared/schemas/review';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const me = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'boss@garden.com', name: 'Boss', role: 'admin' as const };

function reviewOf(n: number, name: string, text: string, hidden = false): AdminReview {
  return {
    _id: `0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`,
    name,
    email: `${name.toLowerCase()}@garden.com`,
    reviewInformation: { rating: 4, review: text },
    date: '2026-03-01T10:00:00.000Z',
    updatedAt: null,
    hidden,
    hiddenAt: hidden ? '2026-03-02T10:00:00.000Z' : null,
  };
}

/** A fake server holding two reviews, one hidden, whose state the page can change. */
function fakeReviews() {
  const reviews = [reviewOf(1, 'Basil', 'Buy cheap watches'), reviewOf(2, 'Sage', 'Lovely trowels', true)];
  const calls: Array<[string, unknown]> = [];
  const change = (kind: 'hide' | 'show') => (input: unknown) => {
    calls.push([kind, input]);
    const review = reviews.find((candidate) => candidate._id === (input as { reviewId: string }).reviewId)!;
    if (review.hidden === (kind === 'hide')) return { modifiedCount: 0 };
    review.hidden = kind === 'hide';
    return { modifiedCount: 1 };
  };
  const api = {
    'auth.me': () => ({ user: me }),
    'reviews.adminPage': () => ({ reviews: reviews.map((review) => ({ ...review })), next: null }),
    'reviews.list': () => [],
    'stat.get': () => ({}),
    'reviews.hide': change('hide'),
    'reviews.show': change('show'),
  };
  return { api, calls };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Manage Reviews', () => {
  it('lists every review with its author, e-mail and state, hidden ones included', async () => {
    renderWithApp(<ManageReviewsPage />, { api: fakeReviews().api });
    await screen.findByText('Buy cheap watches');
    expect(within(rowOf('Basil')).getByText('basil@garden.com')).toBeTruthy();
    expect(within(rowOf('Basil')).getByText('Shown')).toBeTruthy();
    expect(within(rowOf('Sage')).getByText('Hidden')).toBeTruthy();
    expect(within(rowOf('Basil')).getByRole('button', { name: "Hide Basil's review" })).toBeTruthy();
    expect(within(rowOf('Sage')).getByRole('button', { name: "Show Sage's review" })).toBeTruthy();
  });

  it('hides a review only after the confirmation, then shows it as hidden', async () => {
    const { api, calls } = fakeReviews();
    const info = vi.spyOn(toast, 'info');
    renderWithApp(<ManageReviewsPage />, { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Hide Basil's review" }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it shown' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Hide Basil's review" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, hide it' }));

    await waitFor(() => expect(within(rowOf('Basil')).getByText('Hidden')).toBeTruthy());
    expect(calls).toEqual([['hide', { reviewId: reviewOf(1, 'Basil', '')._id }]]);
    expect(info).toHaveBeenCalledWith('Review hidden');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a hidden review again at once', async () => {
    const { api, calls } = fakeReviews();
    renderWithApp(<ManageReviewsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: "Show Sage's review" }));
    await waitFor(() => expect(within(rowOf('Sage')).getByText('Shown')).toBeTruthy());
    expect(calls).toEqual([['show', { reviewId: reviewOf(2, 'Sage', '')._id }]]);
  });

  it("keeps the dialog open with the server's message when hiding fails", async () => {
    const { api } = fakeReviews();
    renderWithApp(<ManageReviewsPage />, {
      api: {
        ...api,
        'reviews.hide': () => {
          throw serverError('No such review', 404);
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Hide Basil's review" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, hide it' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('No such review');
  });

  it('has loading, empty and error states', async () => {
    renderWithApp(<ManageReviewsPage />, { api: { 'reviews.adminPage': never } });
    expect(await screen.findByText('Loading reviews…')).toBeTruthy();
    cleanup();
    renderWithApp(<ManageReviewsPage />, { api: { 'reviews.adminPage': () => ({ reviews: [], next: null }) } });
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    cleanup();
    renderWithApp(<ManageReviewsPage />, { api: { 'reviews.adminPage': () => Promise.reject(new Error('Database is resting')) } });
    expect(await screen.findByText("We couldn't load the reviews.")).toBeTruthy();
  });
});
