// undefined locale: the visitor's own (the spec shows local-locale timestamps).
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 time from the API, in the visitor's locale and time zone. */
export const formatTime = (iso: string) => dateFormat.format(new Date(iso));
