// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyPriceLists, PriceCheckForm, priceCheckWords } from '../../../src/client/features/admin-companies/company-price-lists';
import type { CompanyDetail } from '../../../src/shared/schemas/company';
import type { PriceListDto } from '../../../src/shared/schemas/price-list';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

const company = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Acme Landscaping' } as CompanyDetail;
const list = (n: number, name: string, priority: number): PriceListDto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  priority,
  startsAt: null,
  endsAt: null,
  catalogueDiscountPercent: null,
  entryCount: 0,
  companies: [],
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const contract = list(1, 'Acme contract', 10);
const spring = list(2, 'Spring promotion', 10);
const clearance = list(3, 'Clearance', 5);
const product = (id: string, sku: string, name: string) => ({ _id: id, sku, name });

describe("a company's price lists", () => {
  it('shows them in order and changes them in a dialog: add, reorder, remove, then saves the set', async () => {
    const written: unknown[] = [];
    renderWithApp(<CompanyPriceLists company={company} />, {
      api: {
        'priceLists.companyLists': () => [contract, spring],
        'priceLists.list': () => [contract, spring, clearance],
        'priceLists.setCompanyLists': (input) => (written.push(input), []),
      },
    });
    const shown = await screen.findByRole('list', { name: 'Price lists of Acme Landscaping' });
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme contract (priority 10)', 'Spring promotion (priority 10)']);

    await userEvent.click(screen.getByRole('button', { name: 'Change price lists' }));
    const dialog = screen.getByRole('dialog', { name: 'Price lists of Acme Landscaping' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Add a list'), clearance.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Spring promotion up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Acme contract' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen price lists, in order' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Spring promotion', 'Clearance']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save lists' }));
    await waitFor(() => expect(written).toEqual([{ id: company.id, priceListIds: [spring.id, clearance.id] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the company has none', async () => {
    renderWithApp(<CompanyPriceLists company={company} />, { api: { 'priceLists.companyLists': () => [] } });
    expect(await screen.findByText('No price lists: its members pay the products’ own prices.')).toBeTruthy();
  });
});

describe('the price check', () => {
  it('words what a unit costs and why', () => {
    expect(priceCheckWords({ unitPrice: 16.2, listPrice: 18, priceList: { id: contract.id, name: 'Acme contract' } })).toBe('$16.20 a unit from Acme contract');
    expect(priceCheckWords({ unitPrice: 18, listPrice: 18, priceList: null })).toBe('List price $18.00: no price list applies');
  });

  it('finds the product by SKU and answers the price this company pays for the quantity', async () => {
    const asked: unknown[] = [];
    renderWithApp(<PriceCheckForm company={company} />, {
      api: {
        'adminProducts.list': () => ({ items: [product('00000000-0000-4000-8000-0000000000a1', 'SP-100', 'Border spade'), product('00000000-0000-4000-8000-0000000000b2', 'SP-1000', 'Long spade')], nextCursor: null }),
        'priceLists.priceCheck': (input) => (asked.push(input), { unitPrice: 16.2, listPrice: 18, priceList: { id: contract.id, name: 'Acme contract' } }),
      },
    });
    await screen.findByRole('button', { name: 'Check price' });
    await userEvent.type(screen.getByLabelText('Product (SKU or name)'), 'sp-100');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('$16.20 a unit from Acme contract')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Border spade (SP-100), 12 units: $16.20 a unit from Acme contract (list price $18.00)');
    expect(asked).toEqual([{ id: company.id, productId: '00000000-0000-4000-8000-0000000000a1', quantity: 12 }]);
  });

  it('lets the admin pick among several matches, and says the list price when no list applies', async () => {
    renderWithApp(<PriceCheckForm company={company} />, {
      api: {
        'adminProducts.list': () => ({ items: [product('00000000-0000-4000-8000-0000000000a1', 'SP-100', 'Border spade'), product('00000000-0000-4000-8000-0000000000b2', 'SP-200', 'Long spade')], nextCursor: null }),
        'priceLists.priceCheck': () => ({ unitPrice: 18, listPrice: 18, priceList: null }),
      },
    });
    await screen.findByRole('button', { name: 'Check price' });
    await userEvent.type(screen.getByLabelText('Product (SKU or name)'), 'spade');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    await userEvent.selectOptions(await screen.findByLabelText('Several products match: choose one'), '00000000-0000-4000-8000-0000000000b2');
    expect(await screen.findByText('List price $18.00: no price list applies')).toBeTruthy();
  });

  it('names what is wrong: no product typed, no match, a bad quantity', async () => {
    renderWithApp(<PriceCheckForm company={company} />, {
      api: {
        'adminProducts.list': () => ({ items: [], nextCursor: null }),
        'priceLists.priceCheck': () => {
          throw new TRPCClientError('x', {} as never);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('Enter a SKU or a product name')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Product (SKU or name)'), 'rake');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('Enter a whole number of units, 1 or more')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('No product matches “rake”')).toBeTruthy();
  });
});
