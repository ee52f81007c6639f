import type { AppServices, TaxIdVerifier } from '../../../services';

/*
 * The online check behind reverse charge (issue 38), chosen by TAX_ID_CHECK. By the time it is
 * asked, the id's shape has passed (src/shared/rules/tax-id.ts). `offline` (the default; this
 * machine reaches no VIES) accepts every such id; `vies` asks the EU's VIES. Tests pass their own
 * TaxIdVerifier in AppServices.
 */

/** Accepts every VAT id it is asked about: the shape was checked before. */
export const offlineTaxIdVerifier: TaxIdVerifier = { verify: () => Promise.resolve('valid') };

/** VIES's REST API. */
export const VIES_API = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/**
 * Asks VIES whether the id is registered: the EU states' and Northern Ireland's (XI). GB ids are
 * HMRC's, which VIES does not hold: their shape alone passes. No answer in `timeoutMs`, or one
 * without a verdict (a member state's service down): unavailable, and the admin tries again.
 */
export function viesTaxIdVerifier(api = VIES_API, timeoutMs = 10_000): TaxIdVerifier {
  return {
    async verify(vat) {
      if (vat.prefix === 'GB') return 'valid';
      try {
        const response = await fetch(`${api}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vat.prefix, vatNumber: vat.number }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { valid?: unknown };
        return answer.valid === true ? 'valid' : answer.valid === false ? 'invalid' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}

/** The check the app was built with, else the one TAX_ID_CHECK names. */
export function taxIdVerifierOf(services: Pick<AppServices, 'taxIdVerifier' | 'config'>): TaxIdVerifier {
  return services.taxIdVerifier ?? (services.config.taxIdCheck === 'vies' ? viesTaxIdVerifier() : offlineTaxIdVerifier);
}
