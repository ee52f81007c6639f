/**
 * `GET /api/products` at the catalogue's full size: the time to the first byte of one request
 * (the first after the start, which builds the answer, then one served from memory), and load
 * runs during which the app process's resident memory is sampled every 50 ms.
 */
import http from 'node:http';
import { load, type Row } from './load';
import { rssMb, type Running } from './processes';

export interface FirstByte {
  ms: number;
  /** The body's size as sent. */
  bytes: number;
}

/** One GET: milliseconds until the answer's first bytes (its head) arrived, and its body's size. */
export function timeToFirstByte(url: string, headers: http.OutgoingHttpHeaders): Promise<FirstByte> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        const ms = performance.now() - started;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve({ ms, bytes }) : reject(new Error(`${url}: ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

/** A load run of `url` on `app`, with the peak RSS of the app process while it ran (warm-up included). */
export async function loadWithPeakRss(name: string, app: Running, url: string, headers: Record<string, string>): Promise<{ row: Row; peakRssMb: number }> {
  let peakRssMb = rssMb(app);
  const sample = () => (peakRssMb = Math.max(peakRssMb, rssMb(app)));
  const row = await load(name, app, { url, headers }, sample);
  return { row, peakRssMb: Math.max(peakRssMb, rssMb(app)) };
}
