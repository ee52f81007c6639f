// undefined locale: the visitor's own (docs/product.md#9-business-constants: local-locale timestamps).
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An ISO 8601 time as the customer reads it, in their locale: with the time of day, or the day alone. */
export const formatOrderTime = (iso: string, { dayOnly = false } = {}) => (dayOnly ? dateFormat : dateTimeFormat).format(new Date(iso));
