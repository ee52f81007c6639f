import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full collection, without starting Node with --expose-gc: the flag set at run time exposes
 * `gc` to contexts made after it. Used only where the process knows it just let go of many
 * megabytes that V8 would otherwise keep until its heap grows further (docs/decisions/107).
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
setFlagsFromString('--no-expose-gc');

/** At most one full collection in this many milliseconds, however often it is asked for. */
const AT_MOST_EVERY_MS = 1000;

/**
 * Asks for a full collection soon (after the current requests' callbacks), at most one a second:
 * dropped answers are large strings in V8's old generation and buffers outside it, freed only by a
 * full collection, which V8 starts by its heap's growth, not by what was dropped (measured in ADR
 * 107: 50-95 MB of them still held seconds after the cache was emptied).
 */
export function garbageCollector(atMostEveryMs = AT_MOST_EVERY_MS) {
  let last = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    collectSoon(): void {
      if (timer) return;
      const wait = Math.max(0, last + atMostEveryMs - Date.now());
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        gc();
      }, wait);
      timer.unref();
    },
  };
}
