import type { SeedCompany } from '../../3-accounts/companies/seed-companies';
import type { SeedPriceList } from '../../3-accounts/price-lists/seed-price-lists';

/*
 * The demo's business customer: a landscaping firm with two sites, buying on account (Net 30, a
 * $5,000.00 limit) at its contract prices, whose company admin is the demo buyer login. Fixed ids,
 * so a second seed adds nothing.
 */

/** Its members are added by e-mail (the demo buyer), as the seed knows their ids. */
export const DEMO_COMPANY: Omit<SeedCompany, 'members'> = {
  id: '7d2f4b1a-9c3e-4f5d-8a6b-1e2c3d000001',
  name: 'Greenway Landscaping Ltd',
  taxId: null,
  locations: [
    { id: '7d2f4b1a-9c3e-4f5d-8a6b-1e2c3d000101', name: 'Leeds depot', address: 'Greenway Landscaping\nUnit 4, Canal Wharf\nLeeds LS11 5PS', country: 'GB', phone: '0113 496 0001', billingAddress: null },
    { id: '7d2f4b1a-9c3e-4f5d-8a6b-1e2c3d000102', name: 'York yard', address: 'Greenway Landscaping\n12 Foss Islands Road\nYork YO31 7UL', country: 'GB', phone: '01904 496 002', billingAddress: null },
  ],
  terms: { netDays: 30, creditLimitCents: 500_000 },
};

/** Its contract: 8% off the catalogue, fixed prices on the spades and trowels it buys by the hundred. */
export const DEMO_PRICE_LIST: SeedPriceList = {
  id: '7d2f4b1a-9c3e-4f5d-8a6b-1e2c3d000201',
  name: 'Greenway contract 2027',
  priority: 10,
  catalogueDiscountBp: 800,
  entries: [
    {
      productId: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000001', // Stainless Border Spade, list $34.99
      priceCents: 2_990,
      priceTiers: [{ minQuantity: 25, priceCents: 2_790 }],
    },
    { productId: '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000006', percentOffBp: 1500 }, // Hand Trowel: 15% off its price and tiers
  ],
  companyIds: [DEMO_COMPANY.id],
};
