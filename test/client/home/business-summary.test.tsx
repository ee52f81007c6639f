// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessSummary } from '../../../src/client/features/stats/business-summary';
import { never, renderWithApp } from '../../helpers/render-client';

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

  it('shows the error message when the figures cannot load', async () => {
    renderWithApp(<BusinessSummary />, { api: { 'stat.get': () => Promise.reject(new Error('Internal server error')) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the business summary.");
    expect(alert.textContent).toContain('Internal server error');
  });
});
