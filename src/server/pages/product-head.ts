import { centsAsDecimal } from '../../shared/money';
import { SITE_NAME, pageTitle } from '../../shared/pages';
import { stockState, type StockState } from '../../shared/rules/product-offer';
import { smallestOrder } from '../../shared/rules/quantity-rules';
import type { ProductListRow } from '../features/2-catalogue/products/products-repository';
import { metaDescription, type PageHead } from './page-head';

/** schema.org's word for each stock state. */
const AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/**
 * The head of a product's public page, `/products/{slug}` (issue 36), every URL absolute on
 * PUBLIC_URL: title, description and canonical URL, Open Graph tags for link previews, and
 * `Product` structured data (schema.org JSON-LD) with the price in dollars, its currency and the
 * stock's availability, read by search engines before any script runs.
 */
export function productPageHead(publicUrl: string, product: ProductListRow): PageHead {
  const canonical = `${publicUrl}/products/${product.slug}`;
  const description = metaDescription(product.description);
  const images = product.images.map((image) => `${publicUrl}${image}`);
  const price = centsAsDecimal(product.priceCents);
  return {
    title: pageTitle(product.name),
    description,
    canonical,
    openGraph: {
      'og:type': 'product',
      'og:site_name': SITE_NAME,
      'og:title': product.name,
      'og:description': description,
      'og:url': canonical,
      ...(images[0] ? { 'og:image': images[0] } : {}),
      'product:price:amount': price,
      'product:price:currency': 'USD',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      image: images,
      url: canonical,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price,
        priceCurrency: 'USD',
        availability: AVAILABILITY[stockState(product)],
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: smallestOrder(product), unitCode: 'C62' },
      },
    },
  };
}
