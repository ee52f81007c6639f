/**
 * Which builds are missing or older than their sources, so `npm start` rebuilds only those (and
 * nothing at all on a second start). Plain JavaScript: it runs before anything is compiled.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const common = ['src/shared', 'package.json', 'package-lock.json'];

/** Each build: the file it writes last, and every file or folder it is made from. */
export const builds = {
  // src/client/pages/prerender-plugin.mjs (run inside `vite build`, and under src/client) writes
  // the pages, then index.html last.
  client: { output: 'dist/client/index.html', inputs: ['src/client', 'vite.config.ts', 'scripts/compressed-assets-plugin.mjs', ...common] },
  server: { output: 'dist/server/main.js', inputs: ['src/server', 'migrations', 'scripts/build-server.mjs', ...common] },
};

/** The compiled server's entry points, by the name `node scripts/start.mjs <name>` takes. */
export const serverEntries = {
  main: 'src/server/main.ts',
  'scripts/migrate': 'src/server/scripts/migrate.ts',
  'scripts/seed': 'src/server/scripts/seed.ts',
};

/** Newest modification time under `target` in ms; 0 when it does not exist (e.g. no sources in an image). */
function newestChange(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * The names among `names` whose output is missing or older than one of its inputs.
 * @param {string} root the project folder
 * @param {Array<keyof typeof builds>} names
 */
export function staleBuilds(root, names) {
  return names.filter((name) => {
    const { output, inputs } = builds[name];
    const built = newestChange(path.join(root, output));
    return built === 0 || inputs.some((input) => newestChange(path.join(root, input)) > built);
  });
}
