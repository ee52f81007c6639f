/** Each known carrier's tracking page, by the carrier's name as an admin types it (lower case, letters only). */
const TRACKING_PAGES: Record<string, (trackingNumber: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  royalmail: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
};

/**
 * The carrier's tracking page for this parcel, or null when the carrier is unknown (or either is
 * missing): the customer then reads the number as plain text. The carrier is matched whatever its
 * case, spaces and punctuation (`Royal Mail`, `royal-mail`); the number is URL-encoded.
 *
 * @example trackingUrl('UPS', '1Z999AA10123456784') // 'https://www.ups.com/track?tracknum=1Z999AA10123456784'
 * @example trackingUrl('Royal Mail', 'AB123456789GB') // 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB'
 * @example trackingUrl('Parcelforce', 'PF123') // null
 */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier.toLowerCase().replace(/[^a-z]/g, '')];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
