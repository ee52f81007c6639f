import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailSchema, pathEmailSchema } from '../../src/shared/schemas/email';
import { seededRandom } from '../helpers/seeded-random';

/** The spec's pattern as it was: the reference for which strings are e-mails (exponential on `a@aaa…!`). */
const SPEC_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

/** Short strings near the e-mail shape, so both answers occur often; short keeps SPEC_PATTERN fast. */
function candidates(count: number): string[] {
  const random = seededRandom(20261121);
  const sometimes = (rare: string[]) => (random.next() < 0.9 ? '' : random.pick(rare));
  const word = (max: number) => Array.from({ length: random.int(1, max) }, () => random.pick(['a', 'Z', '_', '1'])).join('') + sometimes(['', '!', ' ', 'é']);
  const runs = () => Array.from({ length: random.int(1, 3) }, () => word(3)).join(random.pick(['.', '-']) + sometimes(['.', '-', '@']));
  const at = () => (random.next() < 0.9 ? '@' : random.pick(['', '@@']));
  const tail = () => random.pick(['.', '.', '.', '-', '']) + word(4);
  return Array.from({ length: count }, () => `${sometimes(['@', '.', '-', '\n'])}${runs()}${at()}${runs()}${tail()}${sometimes(['.', '-', '\n', ' '])}`);
}

describe('the e-mail pattern', () => {
  it('accepts exactly the strings the spec pattern accepts', () => {
    const inputs = candidates(5000);
    const differing = inputs.filter((input) => EMAIL_PATTERN.test(input) !== SPEC_PATTERN.test(input));
    expect(differing).toEqual([]);
    // Both answers are well represented, so the comparison means something.
    const accepted = inputs.filter((input) => SPEC_PATTERN.test(input)).length;
    expect(accepted).toBeGreaterThan(500);
    expect(inputs.length - accepted).toBeGreaterThan(500);
  });

  it.each(['ann@example.com', 'a.b-c_d@mail.example.co.uk', 'x@y.io', 'A1@B2.C3d', 'a@b.cd.ef', 'a@b-c.de', 'a@b.c-d.efg', 'a@b.cd.efgh.ij'])(
    'accepts %j',
    (email) => {
      expect(SPEC_PATTERN.test(email)).toBe(true);
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each(['ann', 'a@b', 'a@b.c', 'a@b.cdef', 'a@b.cd.efgh', '.a@b.cd', 'a.@b.cd', 'a..b@c.de', 'a@b..cd', 'a@b-.cd', 'a@-b.cd', 'a@b.cd-', 'a@b.cd.', 'a@@b.cd', 'a b@c.de', 'a@b.cd\n', '\na@b.cd', 'é@b.cd', 'a@b.c-de'])(
    'refuses %j',
    (email) => {
      expect(SPEC_PATTERN.test(email)).toBe(false);
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('the e-mail schemas', () => {
  it.each([
    ['the form schema', emailSchema],
    ['the path schema', pathEmailSchema],
  ])('%s refuses an over-long address without running the pattern', (_name, schema) => {
    // Fails the pattern at its first character (so this test cannot hang on a slow pattern).
    const result = schema.safeParse(`!${'a'.repeat(4999)}`);
    // Only the length issue: the pattern, which would add "Enter a valid email", never ran.
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`Email must be at most ${EMAIL_MAX_LENGTH} characters`]);
  });

  it('accepts an address of exactly the maximum length', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - 7)}@ab.com`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailSchema.parse(email)).toBe(email);
    expect(pathEmailSchema.parse(encodeURIComponent(email))).toBe(email);
  });
});
