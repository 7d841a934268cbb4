import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { QueryGroup } from "../../platform/search-vocabulary";

// "Did you mean": a word of the query that no role's title, firm or terms contains (not even as the
// start of a word) is replaced by the most similar word they do contain, by trigram similarity
// (pg_trgm's `%`, at its default threshold of 0.3, over search_words). Known phrases of the field and numbers are never corrected.

const MIN_LENGTH = 3;

async function closestWord(db: Db, word: string): Promise<string | null> {
  const [known] = await queryRows<{ found: boolean }>(
    db,
    // Query words are letters and digits only (platform/search-vocabulary.ts), so LIKE needs no escaping.
    sql`select exists(select 1 from search_words where word like ${`${word}%`}) as found`,
  );
  if (known?.found) return null;
  const [best] = await queryRows<{ word: string }>(
    db,
    sql`select word from search_words
      where word % ${word}
      order by similarity(word, ${word}) desc, abs(length(word) - length(${word})), word
      limit 1`,
  );
  return best?.word ?? null;
}

/** The query with its misspelt words corrected, or null when there is nothing to correct. */
export async function correctQuery(db: Db, groups: QueryGroup[]): Promise<string | null> {
  let changed = false;
  const words: string[] = [];
  for (const group of groups) {
    const candidate = !group.known && group.text.length >= MIN_LENGTH && !/^\d+$/.test(group.text);
    const replacement = candidate ? await closestWord(db, group.text) : null;
    if (replacement) changed = true;
    words.push(replacement ?? group.text);
  }
  return changed ? words.join(" ") : null;
}
