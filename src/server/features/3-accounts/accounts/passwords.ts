import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's minimum parameters (19 MiB, 2 passes): strong yet fast enough to sign in.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password or a malformed hash; never throws on user input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}
