/**
 * The processes a load run measures, each on its own: the compiled production server exactly as
 * `npm start` runs it (dist/server/main.js under plain Node), and the bare server beside it. Both
 * read the same environment, so they count open orders and write e-mails alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './free-port';

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Running {
  child: ChildProcess;
  base: string;
}

/**
 * Production settings for `databaseUrl`; bench buyers (unverified) place many unpaid orders, and the global
 * per-IP limit would refuse a load generator on one address. The bench pays with test cards, which
 * production allows only in a demo shop.
 */
export function benchEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'test',
    DEMO_MODE: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://127.0.0.1',
    MAX_OPEN_UNPAID_ORDERS: '1000000',
    // Bench buyers are unverified and hold every unit they order unpaid: the cap would stop the load, not measure it.
    UNVERIFIED_MAX_HELD_UNITS: '1000000000',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
}

/** `node dist/server/main.js` on a free port, once /readyz answers 200; its log lines are dropped. */
export async function startCompiledApp(env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    await sleep(20);
  }
  return { child, base };
}

/** The bare routes (bench/bare-server.ts) in a process of their own. */
export async function startBareServer(env: NodeJS.ProcessEnv): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` };
}

/** SIGTERM, and wait until it has gone (the app closes gracefully). */
export async function stop({ child }: Running): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a running process, in MB (Linux /proc). */
export function rssMb({ child }: Running): number {
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** CPU time (user and system) a running process has used so far, in ms (Linux /proc). */
export function cpuMs({ child }: Running): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
