import { renderMail, siteLink, SHOP_NAME, type MailSite } from './mail-layout';
import type { OutgoingMail } from '../../../../services';

/**
 * The invitation to join a company: its single-use link (the token only here, never stored) works
 * for `days` days and only for the invited address; `role` is the role's name on screen. Secret: opening the link proves the address.
 */
export function companyInvitationMail(site: MailSite, invitation: { email: string; companyName: string; role: string; invitedBy: string | null; token: string; days: number }): OutgoingMail {
  const who = invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited';
  return renderMail(site, {
    to: invitation.email,
    kind: 'company-invitation',
    subject: `Join ${invitation.companyName} on ${SHOP_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${who} to buy with ${invitation.companyName} on ${SHOP_NAME}.`,
      `The link works once, for ${invitation.days} days, and only for ${invitation.email}: sign in with this address, or create an account with it, and accept. Nobody joins a company without accepting.`,
    ],
    details: [
      ['Company', invitation.companyName],
      ['Your role', invitation.role],
    ],
    action: { label: 'See the invitation', url: siteLink(site, ['company-invitation'], { token: invitation.token }) },
    footnote: 'If you do not know this company, ignore this e-mail: nothing changes unless you accept.',
    secret: true,
  });
}

/** The applicant's business account is open: they are its first company admin. */
export function applicationApprovedMail(site: MailSite, applicant: { email: string; name: string }, companyName: string): OutgoingMail {
  return renderMail(site, {
    to: applicant.email,
    kind: 'business-application-approved',
    subject: `Your ${SHOP_NAME} business account for ${companyName} is open`,
    greeting: `Hello ${applicant.name},`,
    paragraphs: [
      `We approved your application: ${companyName} now has a business account, and you are its company admin.`,
      'Add your delivery locations and invite the people who buy with you from the Company page of your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: siteLink(site, ['dashboard']) },
  });
}

/** The application was declined, with the shop admin's reason. */
export function applicationDeclinedMail(site: MailSite, applicant: { email: string; name: string }, companyName: string, reason: string): OutgoingMail {
  return renderMail(site, {
    to: applicant.email,
    kind: 'business-application-declined',
    subject: `Your ${SHOP_NAME} business account application`,
    greeting: `Hello ${applicant.name},`,
    paragraphs: [`We could not open a business account for ${companyName}. Our reason:`],
    quote: reason,
    footnote: `You can still buy as a customer, and apply again from the Business account page of your dashboard: ${siteLink(site, ['dashboard', 'business-account'])}`,
  });
}
