import { describe, expect, it } from 'vitest';
import { fontChains, fontRuns, MISSING_GLYPH } from '../../../src/server/features/invoices/pdf/pdf-fonts';

const chain = fontChains().regular;
const runs = (text: string) => fontRuns(text, chain).map((run) => [run.face, run.text]);

describe('fontRuns (DejaVu Sans, Noto Sans JP, Noto Emoji)', () => {
  it('gives each character the first font that has it', () => {
    expect(runs('Łódź 日本 🌱')).toEqual([
      [0, 'Łódź '],
      [1, '日本'],
      [0, ' '],
      [2, '🌱'],
    ]);
    expect(runs('Αθήνα Москва')).toEqual([[0, 'Αθήνα Москва']]);
  });

  it('keeps an emoji sequence (joiners, skin tone, variation selector) and a combining accent in one run', () => {
    expect(runs('👨‍👩‍👧👍🏽')).toEqual([[2, '👨‍👩‍👧👍🏽']]);
    // DejaVu Sans has the heart (a dingbat) and the selector after it: both stay in its run.
    expect(runs('🌱❤️')).toEqual([
      [2, '🌱'],
      [0, '❤️'],
    ]);
    expect(runs('Cafe\u0301')).toEqual([[0, 'Cafe\u0301']]);
  });

  it('prints a character no font has as U+FFFD in the first font, and keeps line breaks', () => {
    expect(runs('서울\n1')).toEqual([[0, `${MISSING_GLYPH}${MISSING_GLYPH}\n1`]]);
  });

  it('loads the fonts once per process', () => {
    expect(fontChains()).toBe(fontChains());
    expect(fontChains().bold[2]!.font).toBe(fontChains().regular[2]!.font);
  });
});
