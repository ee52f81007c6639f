import { useCallback, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** How long a closed dialog's trigger is watched: the refetch that removes its row comes well before. */
const WATCH_MS = 30_000;

/** The first heading of the section (or page) around `element`, found while it is still on the page. */
function headingAround(element: Element): HTMLElement | null {
  for (let section = element.closest('section, main'); section; section = section.parentElement?.closest('section, main') ?? null) {
    const heading = section.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) return heading;
  }
  return document.querySelector<HTMLElement>('main h1');
}

/** Focuses `element`, making a heading focusable by script (not by Tab) first. */
function focusOn(element: HTMLElement) {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Where a dialog's trigger stands: its row and its section's heading, to fall back on once it is gone. */
interface TriggerPlace {
  trigger: HTMLElement;
  row: Element | null;
  heading: HTMLElement | null;
}

function placeOf(trigger: HTMLElement): TriggerPlace {
  return { trigger, row: trigger.closest('tr, li'), heading: headingAround(trigger) };
}

/**
 * Returns the focus to a closed dialog's trigger, and keeps it from falling to `<body>` when the
 * trigger is gone or then leaves the page (its row deleted, or the action swapped for another once
 * the list refetches): it moves to what is left of the trigger's row (its first control), else to
 * the heading of the trigger's section.
 */
function returnFocus(place: TriggerPlace): void {
  const { trigger, row, heading } = place.trigger.isConnected ? placeOf(place.trigger) : place;
  const fallback = () => (row?.isConnected ? row.querySelector<HTMLElement>(FOCUSABLE) : null) ?? (heading?.isConnected ? heading : null);
  const lost = () => document.activeElement === null || document.activeElement === document.body;

  if (!trigger.isConnected) {
    const next = fallback();
    if (next) focusOn(next);
    return;
  }
  trigger.focus();
  const watch = new MutationObserver(() => {
    if (trigger.isConnected && document.activeElement === trigger) return;
    watch.disconnect();
    const next = !trigger.isConnected && lost() ? fallback() : null;
    if (next) focusOn(next);
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), WATCH_MS);
}

/**
 * For a Radix dialog: the ref for its `Dialog.Trigger` and the `onCloseAutoFocus` of its
 * `Dialog.Content`, so closing it returns the focus to the trigger or, when the trigger is gone,
 * near where it stood (returnFocus).
 *
 * @example
 * const { trigger: triggerRef, onCloseAutoFocus } = useFocusReturn();
 * <Dialog.Trigger asChild ref={triggerRef}>…</Dialog.Trigger>
 * <Dialog.Content onCloseAutoFocus={onCloseAutoFocus}>…</Dialog.Content>
 */
export function useFocusReturn() {
  // Noted while the trigger is on the page; React calls the ref with null once it has left, which keeps the note.
  const place = useRef<TriggerPlace | null>(null);
  const trigger = useCallback((element: HTMLElement | null) => {
    if (element) place.current = placeOf(element);
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (place.current) returnFocus(place.current);
  }, []);
  return { trigger, onCloseAutoFocus };
}
