import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, base64url (43 characters) in the link. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (hex), so a leaked table opens no link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
