// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../../src/client/components/not-found-page';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

// Which message shows at which width is CSS, checked in test/browser/not-found.test.ts.
describe('the not-found page', () => {
  it('says what went wrong and leads back home', async () => {
    const { router } = renderWithApp(<NotFoundPage />, { path: '/no/such/page', notFound: true });
    // One heading: the spec's wide-screen words, then "Oops! Page not found" (the small screen's heading).
    expect(await screen.findByRole('heading', { level: 1, name: 'Woof, something went wrong! Oops! Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back To Home' });
    expect(home.getAttribute('href')).toBe('/');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
  });
});
