/**
 * A `LIKE`/`ILIKE` pattern that finds `text` anywhere in a value, taking the text literally: `%`,
 * `_` and the escape character `\` (Postgres's default) are escaped, so a search for `50%` does not
 * match everything and `a_b` does not match `axb`.
 *
 * @example
 * containsPattern('ann'); // '%ann%'
 * containsPattern('50%_off\\'); // '%50\\%\\_off\\\\%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
