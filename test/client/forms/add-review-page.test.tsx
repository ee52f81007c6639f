// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddReviewPage } from '../../../src/client/features/reviews/add-review-page';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const author = { id: '6f1c2a52-5d0e-4c55-9a53-2f1d1b0c8e11', email: 'tanvir@garden.com', name: 'Tanvir', role: 'user' as const };

describe('the add-review form', () => {
  it('focuses the stars when the rating is missing, posts under your own e-mail and starts afresh', async () => {
    const sent: unknown[] = [];
    renderWithApp(<AddReviewPage />, {
      api: {
        'auth.me': () => ({ user: author }),
        'reviews.add': (input) => (sent.push(input), { insertedId: '0b7e8f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b' }),
        'reviews.list': () => [],
      },
    });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Add Review' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' })));
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please write a review')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.queryByText('Choose a rating')).toBeNull();
    await user.type(screen.getByLabelText('Your review'), 'Sharp shears.');
    expect(screen.getByText('13/1000 characters')).toBeTruthy();
    await user.click(submit);

    await waitFor(() => expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(''));
    expect(sent).toEqual([{ email: 'tanvir@garden.com', reviewInformation: { rating: 4, review: 'Sharp shears.' } }]);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(false);
  });
});
