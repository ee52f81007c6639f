import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs the real entry point (`npm start` minus the build) with the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(tsx, ['src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the process prints `text` (or exits, or times out). */
export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`Server exited early:\n${server.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for "${text}":\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
