import { sql } from 'kysely';
import type { DB } from '../../../../db/database';
import { oneEditAway } from './search-terms';

/** One word of a search as the catalogue knows it. */
export interface SearchWord {
  word: string;
  /** An English stop word ("the", "for"): the names and descriptions do not index it. */
  stopWord: boolean;
  /** Known words a typo most likely meant (at most 3, nearest first); none when the word starts a known word. */
  corrections: string[];
  /**
   * The known lexemes (catalogue_lexemes) that start with the word, stemmed or as typed, when
   * there are 1 to MAX_LEXEMES: the search matches them exactly, which the text index answers far
   * faster than the prefix, and finds the same products. Null: none, too many, or a word the
   * parser splits; the search keeps the prefix.
   */
  lexemes: string[] | null;
}

/** The most lexemes a word's prefix is replaced by; past this, the prefix is cheaper to scan. */
const MAX_LEXEMES = 16;

/**
 * Looks a search's words up in `catalogue_words`, in one statement (a `union all` of one select
 * per word, each with its word as a constant, so each probes the indexes). A word that starts a
 * known word needs no help (the search takes it as a prefix). Otherwise its corrections are the
 * known words one edit away (oneEditAway, by the primary key: a swap counts as one) first, then
 * those two edits away among the words sharing enough trigrams (the trigram index), nearest by
 * Levenshtein distance. Its lexemes are those of catalogue_lexemes that start with its English
 * stem or with the word itself (`^@`: a range of the primary key, the stem being folded to a
 * constant). Costs a few index probes per word, whatever the catalogue's size.
 */
export async function lookUpSearchWords(db: DB, words: string[]): Promise<SearchWord[]> {
  if (words.length === 0) return [];
  // Each `word` holds letters and digits only (searchTerms), so it is no LIKE wildcard.
  const selects = words.map((word, position) => sql`
    select ${position}::int as position, numnode(to_tsquery('english'::regconfig, ${word})) = 0 as stop_word,
      case when exists (select from catalogue_words where word like ${`${word}%`}) then '{}'::text[]
      else array(
        select known.word from catalogue_words known
        where known.word = any(${oneEditAway(word)}::text[])
          or (known.word % ${word} and levenshtein_less_equal(known.word, ${word}, 2) <= 2)
        order by known.word = any(${oneEditAway(word)}::text[]) desc, levenshtein(known.word, ${word}), known.word
        limit 3)
      end as corrections,
      case when length(to_tsvector('english'::regconfig, ${word})) = 1 then array(select lexeme from catalogue_lexemes
        where lexeme ^@ (tsvector_to_array(to_tsvector('english'::regconfig, ${word})))[1] or lexeme ^@ ${word}
        order by lexeme limit ${MAX_LEXEMES + 1})
      else '{}'::text[] end as lexemes`);
  const { rows } = await sql<{ position: number; stopWord: boolean; corrections: string[]; lexemes: string[] }>`${sql.join(selects, sql` union all `)} order by position`.execute(db);
  return words.map((word, position) => {
    const row = rows[position] ?? { stopWord: false, corrections: [], lexemes: [] };
    const lexemes = row.lexemes.length > 0 && row.lexemes.length <= MAX_LEXEMES ? row.lexemes : null;
    return { word, stopWord: row.stopWord, corrections: row.corrections, lexemes };
  });
}
