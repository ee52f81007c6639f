/**
 * `npm start`: builds whatever is missing or older than its sources, then runs the compiled server
 * with plain Node in this process (no TypeScript loader, no second process between the signals and
 * the server). `node scripts/start.mjs scripts/seed` runs another compiled entry the same way.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEntries, staleBuilds } from './build-state.mjs';

performance.mark('start:node and scripts/start.mjs loaded');
const root = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2] ?? 'main';
if (!Object.hasOwn(serverEntries, entry)) {
  console.error(`toolyard: unknown entry "${entry}"; one of ${Object.keys(serverEntries).join(', ')}`);
  process.exit(1);
}

for (const name of staleBuilds(root, entry === 'main' ? ['client', 'server'] : ['server'])) {
  console.log(`Building the ${name}: missing or older than its sources`);
  if (name === 'server') {
    const { buildServer } = await import('./build-server.mjs');
    await buildServer(root);
  } else {
    const vite = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
}

performance.mark('start:build state checked');
// No --enable-source-maps: it makes every error's stack walk the bundle's map, which blocks the
// event loop. The bundle is not minified and names each source file, so its stacks still read.
await import(pathToFileURL(path.join(root, 'dist/server', `${entry}.js`)).href);
