/*
 * The fonts invoices and credit notes are printed in. The PDF standard fonts (Helvetica) know only
 * Latin-1, so a Japanese, Polish or emoji name came out as other letters. pdfkit embeds a TrueType
 * font (only the glyphs a document uses) but has no fallback: a run drawn in one font shows that
 * font's empty glyph for a character it lacks. So every text is split into runs, each in the first
 * font of the chain that has its characters: DejaVu Sans (Latin, Greek, Cyrillic and many
 * symbols), Noto Sans JP (kana, kanji, full-width forms), Noto Emoji (monochrome emoji). A
 * character none of them has prints as U+FFFD, the replacement character: visibly missing, never
 * another letter.
 *
 * The files come from their npm packages (production dependencies), resolved through Node from
 * this module, so the bundled server in dist/ finds them in node_modules as the sources do. They
 * are read and parsed once per process, each when a text first needs it, and every document
 * reuses the parsed fonts (pdfkit takes a fontkit font as well as a file).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A font as fontkit parses it: what this module asks of it. pdfkit draws with the same object. */
interface ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): unknown;
}

export type Weight = 'regular' | 'bold';

/** The chain, first choice first, per weight. Noto Emoji's regular serves both weights. */
export const FONT_FILES: Record<Weight, string[]> = {
  regular: [
    'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  ],
  bold: [
    'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  ],
};

/** What stands for a character no font of the chain has (DejaVu Sans has it). */
export const MISSING_GLYPH = '\uFFFD';

/** A font of the chain as a document knows it: the name it is registered under, and the font. */
export interface Face {
  name: string;
  readonly font: ParsedFont;
}

// Not `require`: the server bundle's banner declares that name at the top of every file.
const resolveModule = createRequire(import.meta.url);
const parsed = new Map<string, ParsedFont>();
let fontkit: { create(data: Uint8Array): ParsedFont } | undefined;

/**
 * The font in `file`, read and parsed on first use, then kept for the process. fontkit is pdfkit's
 * own dependency: it is loaded from where pdfkit is, so it is the copy pdfkit draws with.
 */
function parsedFont(file: string): ParsedFont {
  let font = parsed.get(file);
  if (!font) {
    fontkit ??= createRequire(resolveModule.resolve('pdfkit'))('fontkit') as { create(data: Uint8Array): ParsedFont };
    font = fontkit.create(readFileSync(resolveModule.resolve(file)));
    parsed.set(file, font);
  }
  return font;
}

/**
 * A face whose file is read when it is first asked for a glyph: the fallbacks (11 MB of Noto Sans
 * JP) stay unread until a text needs a character DejaVu Sans lacks.
 */
class LazyFace implements Face {
  constructor(
    readonly name: string,
    private readonly file: string,
  ) {}

  get font(): ParsedFont {
    return parsedFont(this.file);
  }
}

const chains: Record<Weight, Face[]> = {
  regular: FONT_FILES.regular.map((file, i) => new LazyFace(`regular-${i}`, file)),
  bold: FONT_FILES.bold.map((file, i) => new LazyFace(`bold-${i}`, file)),
};

/** The fonts of both weights, first choice first; each is read when first needed. */
export function fontChains(): Record<Weight, Face[]> {
  return chains;
}

/** A piece of text drawn in one font of the chain (its index). */
export interface Run {
  face: number;
  text: string;
}

const within = (codePoint: number, from: number, to: number) => codePoint >= from && codePoint <= to;

/** Joiners, variation selectors and tag characters: invisible on their own. */
const isInvisible = (codePoint: number): boolean =>
  within(codePoint, 0x200c, 0x200d) || within(codePoint, 0xfe00, 0xfe0f) || within(codePoint, 0xe0020, 0xe007f) || within(codePoint, 0xe0100, 0xe01ef);

/**
 * Characters that belong to the one before them (combining marks, the invisible ones above, emoji
 * skin tones): they stay in its run when its font has them, so an accent or an emoji sequence is
 * shaped by one font.
 */
const clings = (character: string, codePoint: number): boolean => isInvisible(codePoint) || within(codePoint, 0x1f3fb, 0x1f3ff) || /^\p{M}$/u.test(character);

/** Line breaks and tabs of a multi-line text (an address): pdfkit breaks there, no font draws them. */
const isLineBreak = (character: string): boolean => character === '\n' || character === '\r' || character === '\t';

/**
 * Splits `text` into runs, each in the first font of `chain` that has its characters; a character
 * no font has becomes MISSING_GLYPH in the first font. Pure: `chain` only answers coverage.
 *
 * @example
 * // with DejaVu Sans, Noto Sans JP, Noto Emoji:
 * fontRuns('Łódź 日本 🌱', chain); // [{ face: 0, text: 'Łódź ' }, { face: 1, text: '日本' }, { face: 0, text: ' ' }, { face: 2, text: '🌱' }]
 */
export function fontRuns(text: string, chain: Array<Pick<Face, 'font'>>): Run[] {
  const runs: Run[] = [];
  const append = (face: number, piece: string) => {
    const last = runs.at(-1);
    if (last?.face === face) last.text += piece;
    else runs.push({ face, text: piece });
  };
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const last = runs.at(-1);
    if (isLineBreak(character)) {
      append(last?.face ?? 0, character);
      continue;
    }
    if (last && clings(character, codePoint)) {
      if (chain[last.face]!.font.hasGlyphForCodePoint(codePoint)) {
        last.text += character;
        continue;
      }
      if (isInvisible(codePoint)) continue;
    }
    const face = chain.findIndex(({ font }) => font.hasGlyphForCodePoint(codePoint));
    if (face >= 0) append(face, character);
    else if (!isInvisible(codePoint)) append(0, MISSING_GLYPH);
  }
  return runs;
}
