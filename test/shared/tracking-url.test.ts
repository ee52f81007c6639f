import { describe, expect, it } from 'vitest';
import { trackingUrl } from '../../src/shared/rules/tracking-url';

describe('trackingUrl: a known carrier’s tracking page for the parcel', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', '449044304137821', 'https://www.fedex.com/fedextrack/?trknbr=449044304137821'],
    ['dhl', 'JD014600006281230704', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600006281230704'],
    ['USPS', '9400111899223456789012', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012'],
    ['Royal Mail', 'AB123456789GB', 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB'],
    ['royal-mail', 'AB123456789GB', 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB'],
  ])('%s', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('encodes the number, so it cannot change the address', () => {
    expect(trackingUrl('UPS', '1Z 99&next=https://evil.example')).toBe('https://www.ups.com/track?tracknum=1Z%2099%26next%3Dhttps%3A%2F%2Fevil.example');
  });

  it('is null for an unknown carrier or a missing part', () => {
    expect(trackingUrl('Parcelforce', 'PF123')).toBeNull();
    expect(trackingUrl(null, 'PF123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});
