/**
 * Whether a VAT id has the shape its country gives them (issue 38): what a shop admin must have
 * on a company before marking it reverse charge. Only the shape: whether the number is registered
 * is the online check's (the server's TaxIdVerifier, VIES in a real shop).
 *
 * Which country: an EU VAT id always starts with its country's two letters (Greece's are EL,
 * Northern Ireland's XI), and VIES checks it by them, so a prefix decides. An id written without
 * one (a UK number given as `123456789`) is read as the company's own country, its first
 * location's; with neither, it cannot be checked.
 */

/** The number after the prefix, per VAT prefix, and an id of that shape to show in a refusal. */
const VAT_SHAPES: Record<string, { pattern: RegExp; example: string }> = {
  AT: { pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { pattern: /^\d{9}$/, example: 'EE123456789' },
  EL: { pattern: /^\d{9}$/, example: 'EL123456789' },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { pattern: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  SE: { pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { pattern: /^\d{10}$/, example: 'SK1234567890' },
  // The UK's: 9 or 12 digits, or a government department's (GD) or health authority's (HA).
  GB: { pattern: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: 'GB123456789' },
  XI: { pattern: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: 'XI123456789' },
};

/** The VAT prefix of a country (ISO 3166-1 alpha-2) where it differs: Greece writes EL. */
const PREFIX_OF_COUNTRY: Record<string, string> = { GR: 'EL' };

/** A VAT id as VIES takes it: its prefix and the number after it, no spaces or dots. */
export interface VatNumber {
  prefix: string;
  number: string;
}

export type TaxIdShape = { ok: true; vat: VatNumber } | { ok: false; message: string };

/**
 * A VAT id without what people write between its parts (spaces, dots, dashes), upper case.
 *
 * @example
 * normalTaxId(' de 123.456-789 '); // 'DE123456789'
 */
export function normalTaxId(taxId: string): string {
  return taxId.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Checks `taxId`'s shape for the country its prefix names or, without a prefix, for `country`
 * (the company's own); answers the VAT number as VIES takes it, or why not in words.
 *
 * @example
 * taxIdShape('DE 123 456 789', null); // { ok: true, vat: { prefix: 'DE', number: '123456789' } }
 * taxIdShape('123456789', 'GB'); // { ok: true, vat: { prefix: 'GB', number: '123456789' } }
 * taxIdShape('094259216', 'GR'); // { ok: true, vat: { prefix: 'EL', number: '094259216' } }
 * taxIdShape('NL123456789B01', 'DE').ok; // true: the prefix decides
 * taxIdShape('FR1234', null); // { ok: false, message: 'FR VAT ids look like FR12345678901' }
 * taxIdShape('12-3456789', 'US'); // { ok: false, message: 'Reverse charge needs an EU or UK VAT id; US tax ids cannot be checked' }
 * taxIdShape('123456789', null).ok; // false: no prefix, no country
 */
export function taxIdShape(taxId: string, country: string | null): TaxIdShape {
  const id = normalTaxId(taxId);
  const head = id.slice(0, 2);
  const prefixed = /^[A-Z]{2}$/.test(head) && VAT_SHAPES[head] !== undefined;
  const prefix = prefixed ? head : country === null ? null : (PREFIX_OF_COUNTRY[country] ?? country);
  if (prefix === null) return { ok: false, message: 'Start the VAT id with its country’s two letters, like DE123456789' };
  const shape = VAT_SHAPES[prefix];
  if (!shape) return { ok: false, message: `Reverse charge needs an EU or UK VAT id; ${country} tax ids cannot be checked` };
  const number = prefixed ? id.slice(2) : id;
  if (!shape.pattern.test(number)) return { ok: false, message: `${prefix} VAT ids look like ${shape.example}` };
  return { ok: true, vat: { prefix, number } };
}
