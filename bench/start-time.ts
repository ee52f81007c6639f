/**
 * Time to ready: `npm start` run on one data folder, as a user would: the first start creates the
 * embedded Postgres and the demo data; the next ones, on existing data, are what the target is
 * about (issue 26: /readyz answers 200 within 1 s, every run), so that start is timed
 * `LATER_STARTS` times. Each process group is ended with SIGTERM, so npm's child (the server)
 * stops with it. `START_TIMING=1` in the bench's environment passes on: each start's phases
 * (docs/decisions/100) are printed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `npm start`, waits for /readyz 200, stops it; the milliseconds from spawn to ready. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', process.env.START_TIMING === '1' ? 'inherit' : 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const status = (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status;
      if (status === 200) return Date.now() - started;
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      await sleep(20);
    }
  } finally {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    // npm may leave before the server has stopped its Postgres: wait for the port to close, then
    // for Postgres itself (it stops after the jobs and the pool), so the next start or the
    // folder's removal never meets a Postgres still writing.
    while (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null)) await sleep(50);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    for (const stopBy = Date.now() + 30_000; existsSync(pidFile) && Date.now() < stopBy; ) await sleep(50);
  }
}

/** Starts on existing data timed after the first; each must meet the target. */
const LATER_STARTS = 3;

/** The first start of `npm start` on one fresh data folder, and the later ones on the data it made. */
export async function measureStarts(): Promise<{ firstMs: number; laterMs: number[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toolyard-start-'));
  // Run as root, the embedded Postgres runs as `postgres`, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  try {
    const firstMs = await startOnce(dataDir);
    const laterMs: number[] = [];
    for (let i = 0; i < LATER_STARTS; i += 1) laterMs.push(await startOnce(dataDir));
    return { firstMs, laterMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
