import { useCallback, useState } from 'react';

/** localStorage, when the browser lets us use it (private modes and tests may not). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A yes/no kept in this browser's localStorage under `key`, so it survives a reload. */
export function useStoredFlag(key: string): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => storage()?.getItem(key) === 'true');
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        storage()?.setItem(key, String(next));
      } catch {
        // A full or refused storage only means the choice lasts until the reload.
      }
    },
    [key],
  );
  return [value, set];
}
