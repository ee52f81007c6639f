// undefined locale: the reader's own, in their own time zone.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as the reader's local date and time, e.g. "20 Nov 2026, 11:00". */
export function localDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
