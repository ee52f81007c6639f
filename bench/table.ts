/** The bench's two printed tables: load runs (with their ratios to bare) and single figures. */
import type { Row } from './load';
import { out } from './benchmarks-doc';

export interface Check {
  name: string;
  result: string;
  pass: boolean;
}

const passOrMiss = (ok: boolean) => (ok ? 'pass' : 'MISS');

/** Prints the runs; returns the misses (a ratio under its target). Errors are shown; a Check judges them. */
export function printRows(rows: Row[]): string[] {
  const missed: string[] = [];
  out(`${'run'.padEnd(38)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cpu ms'.padStart(7)} ${'errors'.padStart(6)} ${'ratio'.padStart(6)} ${'target'.padStart(7)}  pass`);
  for (const r of rows) {
    const ok = r.target === undefined || r.ratio! >= r.target;
    if (!ok) missed.push(`${r.name} at ${r.ratio!.toFixed(2)} of bare (target ${r.target})`);
    const ratio = r.ratio !== undefined ? r.ratio.toFixed(2) : r.name.startsWith('bare') ? 'bare' : '';
    const target = r.target === undefined ? '' : `>= ${r.target}`;
    out(`${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(7)} ${r.cpu.toFixed(2).padStart(7)} ${String(r.errors ?? '').padStart(6)} ${ratio.padStart(6)} ${target.padStart(7)}  ${r.target === undefined ? '' : passOrMiss(ok)}`);
  }
  return missed;
}

/** Prints the figures; returns the misses. */
export function printChecks(checks: Check[]): string[] {
  for (const f of checks) out(`${f.name.padEnd(40)} ${f.result.padEnd(48)} ${passOrMiss(f.pass)}`);
  return checks.filter((f) => !f.pass).map((f) => `${f.name}: ${f.result}`);
}
