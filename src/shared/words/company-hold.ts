/** What a member of a company on hold reads where checkout would be. */
export const COMPANY_ON_HOLD_MESSAGE = 'Your company account is on hold: checkout is paused. Contact us to lift the hold.';
