import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project folder (the one holding package.json), found by walking up from this module: the
 * same answer from `src/server` under tsx and from the bundled `dist/server/main.js`, whose folder
 * depth differs.
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (folder === path.dirname(folder)) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
