import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../lib/hydration-safe';

/**
 * A button disabled in the server's markup and while the browser hydrates it, when a click would
 * be lost without a word. Only this leaf renders again once hydrated, not the component holding
 * the button's state: each of the catalogue's 48 cards would run its cart's query and its router
 * hooks a second time, on the main thread, right after hydration.
 */
export function HydratedButton({ disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return <button type="button" {...props} disabled={!hydrated || disabled} />;
}
