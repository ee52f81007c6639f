import { z } from 'zod';

/** The spec's message for every required order and profile field. */
export const REQUIRED_FIELD_MESSAGE = 'Please fill out this field';
export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters';
export const DIRECTION_CHARACTERS_MESSAGE = 'Remove hidden text-direction characters';

// Control characters are what these two patterns are about, so the lint rule against them is off.
/** No C0 or C1 control character and no DEL (Postgres refuses NUL in text outright). */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The same, except tab, line feed and carriage return: the line breaks of a multi-line text. */
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/**
 * No bidirectional embedding, override or isolate (U+202A-U+202E, U+2066-U+2069): invisible, they
 * make a name or an address read otherwise than it is stored ("Trojan Source"), on screens, in
 * e-mails and on invoices. The marks U+200E and U+200F, which only hint a direction, stay allowed.
 */
const NO_DIRECTION_OVERRIDE = /^[^\u202a-\u202e\u2066-\u2069]*$/;

export interface TextRule {
  /** The longest text accepted, after trimming (our bound, unless the spec sets one). */
  max: number;
  /** Defaults to "Keep this under {max} characters". */
  tooLong?: string;
  /** Line breaks and tabs belong to the text (an address, a review). */
  multiLine?: boolean;
}

/**
 * Text a person typed: trimmed, at most `max` characters, free of control characters and of
 * text-direction overrides. Every text field of every form and procedure is made here, so one rule
 * keeps junk out of the database.
 *
 * @example
 * text({ max: 20 }).parse('  Ann  '); // 'Ann'
 * text({ max: 20 }).safeParse('A\u0000nn').success; // false: "Remove control characters"
 * text({ max: 20 }).safeParse('A\u202enn').success; // false: "Remove hidden text-direction characters"
 * text({ max: 500, multiLine: true }).parse('1 Herb Row\nKew'); // kept as typed
 */
export function text({ max, tooLong = `Keep this under ${max} characters`, multiLine = false }: TextRule, base: z.ZodString = z.string()) {
  return base
    .trim()
    .max(max, tooLong)
    .regex(multiLine ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE)
    .regex(NO_DIRECTION_OVERRIDE, DIRECTION_CHARACTERS_MESSAGE);
}

/**
 * `text` that must be filled in: `missing` (the spec's "Please fill out this field" unless given)
 * answers both a missing value and a blank one.
 *
 * @example
 * requiredText({ max: 40 }).safeParse('   ').error?.issues[0]?.message; // 'Please fill out this field'
 */
export function requiredText({ missing = REQUIRED_FIELD_MESSAGE, ...rule }: TextRule & { missing?: string }) {
  return text(rule, z.string({ error: missing })).min(1, missing);
}
