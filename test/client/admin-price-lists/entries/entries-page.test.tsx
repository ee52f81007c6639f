// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceListEntriesRoute } from '../../../../src/client/app/routes/price-list-entries';
import { validatePriceListEntriesSearch } from '../../../../src/client/app/search/price-list-entries-search';
import { entryWords, oneLineCsv } from '../../../../src/client/features/admin-price-lists/entries/entry-words';
import type { PriceListEntryDto } from '../../../../src/shared/schemas/price-list';
import { never, renderWithApp, type FakeApi } from '../../../helpers/render-client';

afterEach(cleanup);

const LIST_ID = '00000000-0000-4000-8000-0000000000c1';
const spade: PriceListEntryDto = { productId: '00000000-0000-4000-8000-000000000001', sku: 'SP-1', name: 'Border spade', listPrice: 20, percentOff: 12.5, tiers: null };
const fork: PriceListEntryDto = {
  productId: '00000000-0000-4000-8000-000000000002',
  sku: 'FK-1',
  name: 'Border fork',
  listPrice: 30,
  percentOff: null,
  tiers: [
    { minQuantity: 1, price: 25 },
    { minQuantity: 10, price: 22.5 },
  ],
};

function renderEntries(path: string, api: FakeApi) {
  return renderWithApp(null, {
    path,
    api,
    routes: (root) => {
      const dashboard = createRoute({ getParentRoute: () => root, path: '/dashboard' });
      const admin = createRoute({ getParentRoute: () => dashboard, id: '_admin' });
      return [
        dashboard.addChildren([
          admin.addChildren([createRoute({ getParentRoute: () => admin, path: '/price-lists/$id/entries', validateSearch: validatePriceListEntriesSearch, component: PriceListEntriesRoute })]),
        ]),
      ];
    },
  });
}

const rowsText = () => within(screen.getByRole('table', { name: 'Entries' })).getAllByRole('row').slice(1).map((row) => row.textContent);

describe("a price list's entries page", () => {
  it("is headed with the list's name, shows each entry in words beside the list price, and searches by the URL", async () => {
    const asked: unknown[] = [];
    const { router } = renderEntries(`/dashboard/price-lists/${LIST_ID}/entries`, {
      'priceListEntries.list': (input) => {
        asked.push(input);
        const q = (input as { q?: string }).q;
        return { priceList: { id: LIST_ID, name: 'Acme 2027' }, items: q ? [fork] : [fork, spade], nextCursor: null };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme 2027: entries' })).toBeTruthy();
    await waitFor(() => expect(rowsText()).toHaveLength(2));
    expect(rowsText()[0]).toContain('$25.00; 10+ $22.50');
    expect(rowsText()[1]).toContain('12.5% off');
    expect(rowsText()[1]).toContain('$20.00');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/price-lists/${LIST_ID}/entries.csv`);

    await userEvent.type(screen.getByRole('searchbox', { name: 'SKU or product name' }), 'fork{Enter}');
    await waitFor(() => expect(rowsText()).toHaveLength(1));
    expect(router.state.location.search).toEqual({ q: 'fork' });
    expect(asked.at(-1)).toEqual({ id: LIST_ID, q: 'fork', limit: 25 });
  });

  it('says when the list is empty or nothing matches, and shows a failure to load', async () => {
    renderEntries(`/dashboard/price-lists/${LIST_ID}/entries?q=zed`, { 'priceListEntries.list': () => ({ priceList: { id: LIST_ID, name: 'Empty' }, items: [], nextCursor: null }) });
    expect(await screen.findByText('No entry\'s SKU starts with "zed" or product name contains it.')).toBeTruthy();
    cleanup();
    renderEntries(`/dashboard/price-lists/${LIST_ID}/entries`, {
      'priceListEntries.list': () => {
        throw new Error('No such price list');
      },
    });
    expect(await screen.findByText("We couldn't load the entries.")).toBeTruthy();
    cleanup();
    renderEntries(`/dashboard/price-lists/${LIST_ID}/entries`, { 'priceListEntries.list': never });
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list entries' })).toBeTruthy();
  });
});

describe('entry words', () => {
  it('writes a percentage, fixed tiers and the one-line CSV the dialog sends', () => {
    expect(entryWords(spade)).toBe('12.5% off');
    expect(entryWords(fork)).toBe('$25.00; 10+ $22.50');
    expect(oneLineCsv({ sku: ' sp-1 ', percentOff: '', price: '9.50', priceTiers: '10:9,5' })).toBe('sku,percentOff,price,priceTiers\r\nsp-1,,9.50,"10:9,5"\r\n');
  });
});
