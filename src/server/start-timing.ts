/**
 * Where the start spends its time: each phase ends with `markStart(name)`, a `performance.mark`
 * (cheap, always taken; scripts/start.mjs takes the first ones before the server is loaded).
 * With `START_TIMING=1`, `reportStartTiming` prints one line per phase to standard error: the time
 * since the process began and the phase's own share.
 *
 * @example
 * markStart('migrations'); // after migrating
 * // START_TIMING=1 npm start
 * // start   412 ms  +58 ms  migrations
 */
export function markStart(phase: string): void {
  performance.mark(`start:${phase}`);
}

/** Prints the start's phases (START_TIMING=1 only), then forgets the marks. */
export function reportStartTiming(): void {
  const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('start:'));
  for (const mark of marks) performance.clearMarks(mark.name);
  if (process.env.START_TIMING !== '1') return;
  let previous = 0;
  for (const mark of marks) {
    const at = Math.round(mark.startTime);
    process.stderr.write(`start ${String(at).padStart(5)} ms  +${String(at - previous).padStart(4)} ms  ${mark.name.slice('start:'.length)}\n`);
    previous = at;
  }
}
