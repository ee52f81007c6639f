import { z } from 'zod';
import { paymentTermsInputSchema, type CompanyCredit, type PaymentTermsInput, type PaymentTermsMode } from '../../../shared/schemas/account-terms';

/*
 * The payment-terms form's values as its inputs hold them (text), and the shared schema they are
 * checked with once turned into the API's input, so the form shows the procedure's messages on
 * its fields.
 */

export interface PaymentTermsFormValues {
  mode: PaymentTermsMode;
  netDays: string;
  /** Dollars, as typed: `5000`, `5,000.50` or `$5000`. */
  creditLimit: string;
}

/** What a company on card terms is offered when the admin chooses "On account". */
const DEFAULT_NET_DAYS = '30';
const AMOUNT = /^\d+(\.\d+)?$/;
const NOT_AN_AMOUNT = 'Enter the credit limit in dollars, such as 5000 or 5000.50';

/** The company's terms as the form starts. */
export function paymentTermsFormValues(credit: CompanyCredit): PaymentTermsFormValues {
  return credit.mode === 'account'
    ? { mode: 'account', netDays: String(credit.netDays ?? DEFAULT_NET_DAYS), creditLimit: credit.creditLimit === null ? '' : String(credit.creditLimit) }
    : { mode: 'card', netDays: DEFAULT_NET_DAYS, creditLimit: '' };
}

/** A number typed in a box; undefined when empty (the schema then says what to enter). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** An amount as typed without its dollar sign, thousands separators and spaces; '' when none was typed. */
const amountText = (text: string) => text.replace(/[$,\s]/g, '');

/**
 * The API's input from the form: card sends the mode alone (the figures it had are kept); an
 * amount may carry a dollar sign and thousands separators.
 *
 * @example paymentTermsInputOf({ mode: 'account', netDays: '30', creditLimit: '$5,000.50' }); // { mode: 'account', netDays: 30, creditLimit: 5000.5 }
 */
export function paymentTermsInputOf(values: PaymentTermsFormValues): Partial<PaymentTermsInput> {
  if (values.mode !== 'account') return { mode: values.mode };
  const limit = amountText(values.creditLimit);
  return { mode: 'account', netDays: numberOf(values.netDays), creditLimit: limit === '' ? undefined : AMOUNT.test(limit) ? Number(limit) : Number.NaN };
}

export const paymentTermsFormSchema = z
  .custom<PaymentTermsFormValues>()
  .superRefine((values, ctx) => {
    const limit = amountText(values.creditLimit);
    if (values.mode === 'account' && limit !== '' && !AMOUNT.test(limit)) ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: NOT_AN_AMOUNT });
  })
  .transform(paymentTermsInputOf)
  .pipe(paymentTermsInputSchema);
