import { describe, expect, it } from 'vitest';
import { normalTaxId, taxIdShape } from '../../src/shared/rules/tax-id';

describe('a VAT id’s shape for its country', () => {
  it.each([
    ['ATU12345678', 'AT'],
    ['BE0123456789', 'BE'],
    ['DE123456789', 'DE'],
    ['DE 123 456 789', 'DE'],
    ['ESX1234567X', 'ES'],
    ['ESA12345678', 'ES'],
    ['FR12345678901', 'FR'],
    ['FRXX123456789', 'FR'],
    ['IE1234567WA', 'IE'],
    ['IE1S23456A', 'IE'],
    ['IT12345678901', 'IT'],
    ['NL123456789B01', 'NL'],
    ['nl.123456789.b01', 'NL'],
    ['PL1234567890', 'PL'],
    ['SE123456789001', 'SE'],
    ['EL123456789', 'EL'],
    ['GB123456789', 'GB'],
    ['GB123456789012', 'GB'],
    ['GBGD123', 'GB'],
    ['XI123456789', 'XI'],
  ])('accepts %s (prefix %s) whatever the company’s country', (id, prefix) => {
    const shape = taxIdShape(id, 'US');
    expect(shape.ok && shape.vat.prefix).toBe(prefix);
  });

  it.each([
    ['DE12345678', 'DE VAT ids look like DE123456789'],
    ['DE1234567890', 'DE VAT ids look like DE123456789'],
    ['ATU1234567', 'AT VAT ids look like ATU12345678'],
    ['AT12345678', 'AT VAT ids look like ATU12345678'],
    ['NL123456789C01', 'NL VAT ids look like NL123456789B01'],
    ['FRI1123456789', 'FR VAT ids look like FR12345678901'],
    ['SE123456789002', 'SE VAT ids look like SE123456789001'],
    ['GB12345678', 'GB VAT ids look like GB123456789'],
    ['GBGD567', 'GB VAT ids look like GB123456789'],
  ])('refuses %s', (id, message) => {
    expect(taxIdShape(id, null)).toEqual({ ok: false, message });
  });

  it('reads an id without a prefix as the company’s country (Greece’s as EL), and refuses one with neither', () => {
    expect(taxIdShape('123 456 789', 'GB')).toEqual({ ok: true, vat: { prefix: 'GB', number: '123456789' } });
    expect(taxIdShape('123456789', 'DE')).toEqual({ ok: true, vat: { prefix: 'DE', number: '123456789' } });
    expect(taxIdShape('094259216', 'GR')).toEqual({ ok: true, vat: { prefix: 'EL', number: '094259216' } });
    expect(taxIdShape('12345678', 'DE')).toEqual({ ok: false, message: 'DE VAT ids look like DE123456789' });
    expect(taxIdShape('123456789', null)).toEqual({ ok: false, message: 'Start the VAT id with its country’s two letters, like DE123456789' });
    expect(taxIdShape('12-3456789', 'US')).toEqual({ ok: false, message: 'Reverse charge needs an EU or UK VAT id; US tax ids cannot be checked' });
  });

  it('reads past spaces, dots and dashes, in any case', () => {
    expect(normalTaxId(' de 123.456-789 ')).toBe('DE123456789');
  });
});
