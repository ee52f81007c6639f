/**
 * One autocannon load run and its row in the bench's table: requests per second, p99 latency and
 * the serving process's CPU time per request, after a second of warm-up that is not counted.
 */
import autocannon from 'autocannon';
import { cpuMs, type Running } from './processes';

export const connections = 32;
/** Each load run's length in seconds (BENCH_SECONDS, default 5). */
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export interface Row {
  name: string;
  rps: number;
  p99: number;
  /** CPU time the serving process spent per request, ms. */
  cpu: number;
  /** Bytes per second received, when a run reports it. */
  bytesPerSecond?: number;
  ratio?: number;
  target?: number;
  /** Non-2xx answers and failed requests, for a run that counts them instead of stopping (checkouts). */
  errors?: number;
}

/**
 * One run against `server` after a second of warm-up (JIT, pools, caches), which is not counted;
 * `during` is called every 50 ms of both (to sample the process).
 */
export async function load(name: string, server: Running, options: autocannon.Options, during?: () => void): Promise<Row> {
  const sampler = during ? setInterval(during, 50) : undefined;
  let result: autocannon.Result;
  let cpuBefore: number;
  try {
    await autocannon({ connections, duration: 1, ...options });
    cpuBefore = cpuMs(server);
    result = await autocannon({ connections, duration: seconds, ...options });
  } finally {
    clearInterval(sampler);
  }
  const cpu = (cpuMs(server) - cpuBefore) / result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99, cpu, bytesPerSecond: result.throughput.average };
}

/** `row` as a ratio to `bare`, with the ratio it must reach (none: a Check judges it). */
export const against = (row: Row, bare: Row, target?: number): Row => ({ ...row, ratio: row.rps / bare.rps, target });
