import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Runs the compiled entry point with plain Node, as `npm start` does once the build is current
 * (the global setup compiles the server when it is missing or stale), with the given environment.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
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
