// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddReviewPage } from '../../../src/client/features/reviews/add-review-page';
import type { MyReview } from '../../../src/shared/schemas/review';
import { never, renderWithApp, type FakeApi } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

const author = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'tanvir@garden.com', name: 'Tanvir', role: 'user' as const };
const REVIEW_ID = '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const existing = (fields: Partial<NonNullable<MyReview['review']>> = {}): MyReview => ({
  canReview: true,
  review: { _id: REVIEW_ID, reviewInformation: { rating: 3, review: 'Decent rakes.' }, date: '2026-03-01T10:00:00.000Z', updatedAt: null, hidden: false, ...fields },
});

function renderPage(api: FakeApi) {
  renderWithApp(<AddReviewPage />, { api: { 'auth.me': () => ({ user: author }), 'reviews.list': () => [], 'stat.get': () => ({}), ...api } });
  return userEvent.setup();
}

const textArea = () => screen.getByLabelText('Your review') as HTMLTextAreaElement;

describe('the add-review page', () => {
  it('shows a loader while it learns whether you may review', async () => {
    renderPage({ 'reviews.mine': never });
    expect(await screen.findByRole('status', { name: 'Loading your review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Review' })).toBeNull();
  });

  it('says why there is no form for a customer without a paid order, with a link to My Orders', async () => {
    renderPage({ 'reviews.mine': () => ({ canReview: false, review: null }) });
    expect(await screen.findByText(/Only customers who have paid for an order can leave a review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
  });

  it('says what failed when it cannot load', async () => {
    renderPage({ 'reviews.mine': () => Promise.reject(new Error('Database is resting')) });
    expect(await screen.findByText("We couldn't load your review.")).toBeTruthy();
    expect(screen.getByText('Database is resting')).toBeTruthy();
  });

  it('focuses the stars when the rating is missing, posts under your own e-mail, then offers to update it', async () => {
    const sent: unknown[] = [];
    let mine: MyReview = { canReview: true, review: null };
    const user = renderPage({
      'reviews.mine': () => mine,
      'reviews.add': (input) => {
        sent.push(input);
        mine = existing({ reviewInformation: { rating: 4, review: 'Sharp shears.' } });
        return { insertedId: REVIEW_ID, updated: false };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Add a Review' })).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Add Review' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' })));
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please write a review')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.queryByText('Choose a rating')).toBeNull();
    await user.type(textArea(), 'Sharp shears.');
    expect(screen.getByText('13/1000 characters')).toBeTruthy();
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Update your review' })).toBeTruthy();
    expect(sent).toEqual([{ email: 'tanvir@garden.com', reviewInformation: { rating: 4, review: 'Sharp shears.' } }]);
    expect(textArea().value).toBe('Sharp shears.');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeTruthy();
  });

  it('loads your review into the form and sends the edit', async () => {
    const sent: unknown[] = [];
    const user = renderPage({
      'reviews.mine': () => existing(),
      'reviews.add': (input) => (sent.push(input), { insertedId: REVIEW_ID, updated: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Update your review' })).toBeTruthy();
    expect(textArea().value).toBe('Decent rakes.');
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.clear(textArea());
    await user.type(textArea(), 'Great rakes after all.');
    await user.click(screen.getByRole('button', { name: 'Update Review' }));

    await waitFor(() => expect(sent).toEqual([{ email: 'tanvir@garden.com', reviewInformation: { rating: 5, review: 'Great rakes after all.' } }]));
    expect(textArea().value).toBe('Great rakes after all.');
  });

  it('tells the author when an admin hid the review', async () => {
    renderPage({ 'reviews.mine': () => existing({ hidden: true }) });
    expect(await screen.findByText("An admin has hidden this review from the shop's pages. Edits stay hidden too.")).toBeTruthy();
  });

  it("shows the server's refusal under the form", async () => {
    const user = renderPage({
      'reviews.mine': () => existing(),
      'reviews.add': () => {
        throw serverError('Only customers who have paid for an order can leave a review', 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Update Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only customers who have paid for an order can leave a review');
  });
});
