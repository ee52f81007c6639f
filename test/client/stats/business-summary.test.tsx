// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessSummary } from '../../../src/client/features/stats/business-summary';
import { never, renderWithApp } from '../../helpers/render-client';
import { serverError } from '../../helpers/server-error';

afterEach(cleanup);

describe('the business summary', () => {
  it('shows the loader while the figures load', async () => {
    renderWithApp(<BusinessSummary />, { api: { 'stat.get': never } });
    expect(await screen.findByRole('status', { name: 'Loading the business summary' })).toBeTruthy();
  });

  it('shows four counters, sell with a dollar sign', async () => {
    renderWithApp(<BusinessSummary />, { api: { 'stat.get': () => ({ customers: 1520, products: 10, sell: 1234568.19, reviews: 6 }) } });
    const counters = await screen.findAllByRole('listitem');
    expect(counters.map((counter) => counter.textContent)).toEqual(['1,520 customers', '10 products', '$1,234,568.19 sell', '6 reviews']);
  });

  it('keeps the four counters\' place while the figures load', async () => {
    renderWithApp(<BusinessSummary />, { api: { 'stat.get': never } });
    const loading = await screen.findByRole('status', { name: 'Loading the business summary' });
    expect(loading.querySelectorAll('li')).toHaveLength(4);
  });

  it('says in words that the figures could not load, and Retry loads them', async () => {
    let failing = true;
    const stat = () => (failing ? Promise.reject(serverError('Internal server error', 500)) : { customers: 1, products: 2, sell: 3, reviews: 4 });
    renderWithApp(<BusinessSummary />, { api: { 'stat.get': stat } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the business summary.");
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(alert.textContent).not.toContain('Internal server error');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
  });
});
