import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many folders and files the report names. */
const SHOWN = 12;

/** A file's time: its worker's set-up, imports, setup files, and every test and hook in it. */
function fileTime(module: TestModule): number {
  const time = module.diagnostic();
  return time.environmentSetupDuration + time.prepareDuration + time.collectDuration + time.setupDuration + time.duration;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/**
 * Ends `npm test` with where the time went: the test folders (test/server/<feature>/, …) by the
 * summed time of their files, then the slowest files. With two workers the sums add up to about
 * twice the wall time; they are for comparing folders and runs, not for the clock.
 */
export default class TimeReporter implements Reporter {
  private started = 0;

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const files = testModules.map((module) => ({ file: path.relative(process.cwd(), module.moduleId), time: fileTime(module) }));
    const folders = new Map<string, { time: number; files: number }>();
    for (const { file, time } of files) {
      const folder = path.dirname(file);
      const entry = folders.get(folder) ?? { time: 0, files: 0 };
      folders.set(folder, { time: entry.time + time, files: entry.files + 1 });
    }
    const total = files.reduce((sum, { time }) => sum + time, 0);
    const lines = [
      '',
      `Test time: ${seconds(total).trim()} in ${files.length} files, ${seconds(performance.now() - this.started).trim()} on the clock`,
      'Slowest folders:',
      ...[...folders]
        .sort((a, b) => b[1].time - a[1].time)
        .slice(0, SHOWN)
        .map(([folder, { time, files: count }]) => `${seconds(time)}  ${String(count).padStart(3)} files  ${folder}/`),
      'Slowest files:',
      ...files
        .sort((a, b) => b.time - a.time)
        .slice(0, SHOWN)
        .map(({ file, time }) => `${seconds(time)}  ${file}`),
    ];
    console.log(lines.join('\n'));
  }
}
