import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, fontChains, fontRuns, MISSING_GLYPH } from '../../../src/server/features/6-invoices/invoices/pdf/pdf-fonts';

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

  it('takes every font from a production dependency, which the image installs (`npm ci --omit=dev`)', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const file of [...FONT_FILES.regular, ...FONT_FILES.bold]) {
      const name = file.startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!;
      expect(Object.keys(manifest.dependencies), file).toContain(name);
    }
  });

  it('loads the fonts once per process', () => {
    expect(fontChains()).toBe(fontChains());
    expect(fontChains().bold[2]!.font).toBe(fontChains().regular[2]!.font);
  });
});
