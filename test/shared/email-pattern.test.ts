import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailSchema, pathEmailSchema } from '../../src/shared/schemas/email';
import { seededRandom } from '../helpers/seeded-random';

// recheck's pure JavaScript backend, as in regex-safety.test.ts: no Java, works offline.
process.env.RECHECK_SYNC_BACKEND = 'pure';

/** The spec's pattern as it was: every string it took stays an e-mail (exponential on `a@aaa…!`). */
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
  it('accepts every string the spec pattern accepts, so no existing account is locked out', () => {
    const inputs = candidates(5000);
    const lost = inputs.filter((input) => SPEC_PATTERN.test(input) && !EMAIL_PATTERN.test(input));
    expect(lost).toEqual([]);
    // Both answers are well represented, so the comparison means something.
    const accepted = inputs.filter((input) => SPEC_PATTERN.test(input)).length;
    expect(accepted).toBeGreaterThan(500);
    expect(inputs.length - accepted).toBeGreaterThan(500);
  });

  it.each(['ann@example.com', 'a.b-c_d@mail.example.co.uk', 'x@y.io', 'A1@B2.C3d', 'a@b.cd.ef', 'a@b-c.de', 'a@b.c-d.efg', 'a@b.cd.efgh.ij'])(
    'accepts the spec\'s %j',
    (email) => {
      expect(SPEC_PATTERN.test(email)).toBe(true);
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each(['a@b.info', 'a@b.garden', 'ann@shop.london', 'a@b.cd.efgh', 'a@müller.de', 'a@xn--mller-kva.de', 'a@пример.рф', 'a@b.XN--P1AI', 'a@b--c.de'])(
    'accepts %j, which the spec refused (any top-level domain of 2+ letters, internationalised domains)',
    (email) => {
      expect(SPEC_PATTERN.test(email)).toBe(false);
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    },
  );

  it.each(['ann', 'a@b', 'a@b.c', '.a@b.cd', 'a.@b.cd', 'a..b@c.de', 'a@b..cd', 'a@b-.cd', 'a@-b.cd', 'a@b.cd-', 'a@b.cd.', 'a@@b.cd', 'a b@c.de', 'a@b.cd\n', '\na@b.cd', 'é@b.cd', 'a@b.c-de', 'a@b.1', 'a@b.ü', 'a@b.xn--', 'a@b.xn--p1ai-'])(
    'refuses %j',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );

  it('is linear-time by the project\'s regex checker, and answers a 50,000-character hostile input at once', () => {
    expect(checkSync(EMAIL_PATTERN.source, EMAIL_PATTERN.flags)).toMatchObject({ status: 'safe', complexity: { type: 'linear' } });
    // The shapes that froze the spec's pattern: long runs the domain could split many ways, then a mismatch.
    for (const hostile of [`a@${'a-'.repeat(25_000)}!`, `a@${'a.'.repeat(25_000)}a1!`, `a@${'ü'.repeat(50_000)}.1`]) {
      const started = performance.now();
      expect(EMAIL_PATTERN.test(hostile)).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
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

  it('stores one spelling: lower-case, and composed when typed with combining marks', () => {
    expect(emailSchema.parse(' Ann@Mu\u0308ller.DE ')).toBe('ann@m\u00fcller.de');
    expect(pathEmailSchema.parse(encodeURIComponent('Ann@Mu\u0308ller.DE'))).toBe('ann@m\u00fcller.de');
  });

  it.each([
    ['', 'Email is required'],
    ['ann@b.c', 'Enter a valid email'],
  ])('keeps the spec\'s messages: %j is refused with %j', (email, message) => {
    // A form shows a field's first message.
    expect(emailSchema.safeParse(email).error?.issues[0]?.message).toBe(message);
  });

  it('accepts an address of exactly the maximum length', () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - 7)}@ab.com`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailSchema.parse(email)).toBe(email);
    expect(pathEmailSchema.parse(encodeURIComponent(email))).toBe(email);
  });
});
