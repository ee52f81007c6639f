import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';

/** What every embedded cluster was given before passwords were generated. */
export const LEGACY_PASSWORD = 'toolyard';

/**
 * The embedded cluster's password, kept in `file` for the owner only (0600): generated on first
 * use (24 random bytes, base64url) and read on every start after. Written before the cluster is
 * created, so a start that dies half-way never loses it.
 */
export async function loadOrCreatePassword(file: string): Promise<string> {
  try {
    await fs.writeFile(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copied or restored file may have come back with looser rights.
  await fs.chmod(file, 0o600);
  const password = (await fs.readFile(file, 'utf8')).trim();
  if (!password) throw new Error(`The embedded Postgres password file ${file} is empty`);
  return password;
}
