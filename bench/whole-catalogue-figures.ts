/**
 * `GET /api/products` at the catalogue's full size: the time to the first byte of one request
 * (the first after the start, which builds the answer, then one served from memory), and load
 * runs during which the app process's resident memory is sampled every 50 ms. The row's p99 is
 * the whole answer's time, not its first byte's.
 */
import http from 'node:http';
import { connections, seconds, type Row } from './load';
import { cpuMs, rssMb, type Running } from './processes';

export interface FirstByte {
  ms: number;
  /** The body's size as sent. */
  bytes: number;
}

/** One GET: milliseconds until the answer's first bytes (its head) arrived, and its body's size. */
export function timeToFirstByte(url: string, headers: http.OutgoingHttpHeaders, agent?: http.Agent): Promise<FirstByte> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent }, (response) => {
        const ms = performance.now() - started;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve({ ms, bytes }) : reject(new Error(`${url}: ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

/**
 * `connections` clients on keep-alive sockets, each asking for `url` again as soon as its last
 * answer ended, for `seconds` (after a second of warm-up), sampling the app's RSS every 50 ms
 * throughout. Node's own http client, not autocannon: autocannon took over a second per 6 MB
 * body where curl takes 10 ms, so it measured itself.
 */
export async function loadWithPeakRss(name: string, app: Running, url: string, headers: Record<string, string>): Promise<{ row: Row; peakRssMb: number }> {
  let peakRssMb = rssMb(app);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(app))), 50);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run = async (ms: number) => {
    const latencies: number[] = [];
    let bytes = 0;
    const until = performance.now() + ms;
    const client = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await timeToFirstByte(url, headers, agent);
        bytes += answer.bytes;
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: connections }, client));
    return { latencies: latencies.sort((a, b) => a - b), bytes };
  };
  try {
    await run(1000);
    const cpuBefore = cpuMs(app);
    const startedAt = performance.now();
    const { latencies, bytes } = await run(seconds * 1000);
    const elapsed = (performance.now() - startedAt) / 1000;
    const row: Row = {
      name,
      rps: latencies.length / elapsed,
      p99: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
      cpu: (cpuMs(app) - cpuBefore) / latencies.length,
      bytesPerSecond: bytes / elapsed,
    };
    return { row, peakRssMb: Math.max(peakRssMb, rssMb(app)) };
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
}
