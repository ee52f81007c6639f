import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: what a field typed into asks the server about,
 * so that typing "120" asks once, not for 1, 12 and 120. The first render has it at once.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
