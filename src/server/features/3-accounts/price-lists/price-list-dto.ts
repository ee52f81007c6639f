import type { PriceListDto, PriceListInput } from '../../../../shared/schemas/price-list';
import type { PriceListFields, PriceListRow } from './price-lists-repository';

/** Percent (12.5) to basis points (1250), and back. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** A list as the admin reads it: percents and ISO instants. */
export function toPriceListDto(row: PriceListRow): PriceListDto {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    catalogueDiscountPercent: row.catalogueDiscountBp === null ? null : row.catalogueDiscountBp / 100,
    entryCount: Number(row.entryCount ?? 0),
    companies: row.companies,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list's columns as the form wrote them (the name trimmed). */
export function priceListFields(input: PriceListInput): PriceListFields {
  return {
    name: input.name.trim(),
    priority: input.priority,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    catalogueDiscountBp: input.catalogueDiscountPercent == null ? null : toBasisPoints(input.catalogueDiscountPercent),
  };
}
