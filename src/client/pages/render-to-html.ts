import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The tree's HTML once everything in it is ready, lazy components included (nothing else suspends
 * once the router has loaded): what the browser hydrates, every Suspense boundary complete. Used by
 * the build's prerender (pages/prerender.tsx) and the per-request render (pages/server-render.tsx);
 * rejects when the tree is not ready within `timeoutMs`.
 */
export function renderToHtml(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`render: not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    // An unbounded chunk size keeps every finished part in place: React otherwise moves a large
    // one (over about 12 KB) after the page, with an inline script to put it back, which the CSP
    // refuses, leaving that part hidden.
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
}
