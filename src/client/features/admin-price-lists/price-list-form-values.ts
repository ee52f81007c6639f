import { z } from 'zod';
import { priceListInputSchema, type PriceListDto, type PriceListInput } from '../../../shared/schemas/price-list';

/*
 * The price-list dialog's values as its inputs hold them (text; the window as the browser's
 * date-time inputs give it, in the admin's own time zone), and the shared schema they are checked
 * with once turned into the API's input, so the form shows the procedure's messages on its fields.
 */

export interface PriceListFormValues {
  name: string;
  priority: string;
  /** `YYYY-MM-DDTHH:mm` in the admin's time zone, or '' for none. */
  startsAt: string;
  endsAt: string;
  catalogueDiscountPercent: string;
}

export const BLANK_PRICE_LIST: PriceListFormValues = { name: '', priority: '0', startsAt: '', endsAt: '', catalogueDiscountPercent: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a date-time input shows it, in the local time zone. @example localInput('2027-01-01T00:00:00Z') // '2027-01-01T01:00' in Paris */
export function localInput(instant: string | null): string {
  if (!instant) return '';
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date-time input's value as an ISO instant; '' stays null, and text that is no date stays as typed for the schema to refuse. */
function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** A number typed in a box; undefined when empty (the schema then says what to enter). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A list as its dialog edits it. */
export function priceListFormValues(list: PriceListDto): PriceListFormValues {
  return {
    name: list.name,
    priority: String(list.priority),
    startsAt: localInput(list.startsAt),
    endsAt: localInput(list.endsAt),
    catalogueDiscountPercent: list.catalogueDiscountPercent === null ? '' : String(list.catalogueDiscountPercent),
  };
}

/** The API's input from the dialog's values. */
export function priceListInputOf(values: PriceListFormValues): PriceListInput {
  const percent = values.catalogueDiscountPercent.trim();
  return {
    name: values.name,
    priority: numberOf(values.priority) as number,
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    catalogueDiscountPercent: percent === '' ? null : Number(percent),
  };
}

export const priceListFormSchema = z.custom<PriceListFormValues>().transform(priceListInputOf).pipe(priceListInputSchema);
