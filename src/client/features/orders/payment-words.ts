import type { OrderPayment } from '../../../shared/schemas/order';

/** Card brands as Stripe names them, as people write them. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/**
 * How an order was paid, in words: the brand and last four digits when the gateway said them.
 *
 * @example cardWords({ method: 'card', cardBrand: 'visa', cardLast4: '4242' }) // 'Visa ending 4242'
 * @example cardWords({ method: 'card', cardBrand: null, cardLast4: '4242' }) // 'Card ending 4242'
 * @example cardWords({ method: 'card', cardBrand: null, cardLast4: null }) // 'Card'
 */
export function cardWords(payment: Pick<OrderPayment, 'method' | 'cardBrand' | 'cardLast4'>): string {
  const brand = payment.cardBrand ? (BRANDS[payment.cardBrand] ?? payment.cardBrand) : 'Card';
  return payment.cardLast4 ? `${brand} ending ${payment.cardLast4}` : brand;
}
