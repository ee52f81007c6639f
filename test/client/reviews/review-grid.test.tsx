// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewGrid } from '../../../src/client/features/reviews/review-grid';
import type { Review } from '../../../src/shared/schemas/review';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

function review(n: number, rating = 4): Review {
  return {
    _id: `9e4b2c7d-1f3a-4d6e-8b5c-7a1e0000000${n}`.slice(0, 36),
    name: `Reviewer ${n}`,
    reviewInformation: { rating, review: `Review text number ${n}` },
    date: '2026-11-01T10:00:00.000Z',
  };
}

describe("Our Customer's Review", () => {
  it('shows the loader while reviews load', async () => {
    renderWithApp(<ReviewGrid />, { api: { 'reviews.list': never } });
    expect(await screen.findByRole('status', { name: 'Loading reviews' })).toBeTruthy();
  });

  it('shows read-only stars out of five, the review text and the reviewer', async () => {
    renderWithApp(<ReviewGrid />, { api: { 'reviews.list': () => [review(1, 4), review(2, 5)] } });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(items[0]!).getByText('Review text number 1')).toBeTruthy();
    expect(within(items[0]!).getByText('Reviewer 1')).toBeTruthy();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    // Read-only: nothing to click or type.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the newest six and offers the rest', async () => {
    const many = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => review(n));
    renderWithApp(<ReviewGrid />, { api: { 'reviews.list': () => many } });
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 8 reviews' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('says in words that the reviews could not load, and Retry loads them', async () => {
    let failing = true;
    const list = () => (failing ? Promise.reject(new TypeError('Failed to fetch')) : [review(1)]);
    renderWithApp(<ReviewGrid />, { api: { 'reviews.list': list } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We couldn't load the reviews.We couldn't reach the shop. Check your connection and try again.Retry");
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Review text number 1')).toBeTruthy();
  });

  it('says so when nobody has reviewed yet', async () => {
    renderWithApp(<ReviewGrid />, { api: { 'reviews.list': () => [] } });
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });
});
