/**
 * docs/benchmarks.md is written by the bench itself: every line a stage prints is kept, and at the
 * end of a run the stage's section of that page is replaced by them, headed by the date, the
 * commit, the machine and its load. Hand-written text outside the sections (what each stage
 * measures, why a miss is a miss) stays as it is. A stage that did not run keeps its last section.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

export type Stage = 'core' | 'catalogue' | 'contracts' | 'accounts' | 'bulk' | 'lighthouse';

const page = new URL('../docs/benchmarks.md', import.meta.url);
const kept: Record<Stage, string[]> = { core: [], catalogue: [], contracts: [], accounts: [], bulk: [], lighthouse: [] };
let current: Stage = 'core';

/** From now on, what `out` prints belongs to `stage`. */
export function startStage(stage: Stage): void {
  current = stage;
}

/** Prints a line of the bench's report and keeps it for docs/benchmarks.md. */
export function out(line = ''): void {
  console.log(line);
  kept[current].push(line);
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'not a git checkout';
  }
}

/** The section of `stage` as it appears in the page, between its two markers. */
export function section(stage: Stage, lines: string[], when: Date): string {
  const machine = `${os.cpus().length} cores, ${os.type()} ${os.release()}, Node ${process.versions.node}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`;
  const body = lines.join('\n').replace(/^\n+|\n+$/g, '');
  return [
    `<!-- bench:${stage} -->`,
    `Run ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${commit()}; ${machine}.`,
    '',
    '```',
    body,
    '```',
    `<!-- /bench:${stage} -->`,
  ].join('\n');
}

/** Replaces each stage's section that ran in docs/benchmarks.md (appending it when missing). */
export async function writeBenchmarksDoc(): Promise<void> {
  let text = await readFile(page, 'utf8');
  const when = new Date();
  for (const stage of Object.keys(kept) as Stage[]) {
    if (kept[stage].length === 0) continue;
    const start = `<!-- bench:${stage} -->`;
    const end = `<!-- /bench:${stage} -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    const fresh = section(stage, kept[stage], when);
    text = from >= 0 && to > from ? text.slice(0, from) + fresh + text.slice(to + end.length) : `${text.trimEnd()}\n\n${fresh}\n`;
  }
  await writeFile(page, text);
  console.log(`\nWritten to docs/benchmarks.md.`);
}
