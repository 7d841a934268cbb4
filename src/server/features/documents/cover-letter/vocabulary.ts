// Whether a phrase lifted from the posting or the member's data starts with an ordinary word or a name,
// so that it can sit mid-sentence: "Your posting asks for strong analytical skills" but "… for Excel
// skills". The texts themselves decide: a word they write in lower case is ordinary, one they capitalise
// mid-sentence is a name; a few names students write everywhere are known in advance.

export type Vocabulary = { lower: Set<string>; names: Set<string> };

const KNOWN_NAMES = new Set(
  "Excel PowerPoint Word Python Bloomberg Microsoft VBA SQL R MATLAB Stata Tableau English French German Spanish Italian Mandarin Cantonese Arabic Hindi Urdu Japanese".split(
    " ",
  ),
);

export function vocabularyOf(texts: string[]): Vocabulary {
  const lower = new Set([
    "the",
    "a",
    "an",
    "our",
    "we",
    "your",
    "you",
    "this",
    "each",
    "strong",
    "excellent",
    "good",
  ]);
  const names = new Set(KNOWN_NAMES);
  for (const text of texts) {
    for (const word of text.match(/(?<![\p{L}'’])\p{Ll}[\p{Ll}'’-]*/gu) ?? []) lower.add(word);
    for (const word of text.match(/(?<=\p{Ll}[,;]?[ \t])\p{Lu}[\p{L}+#-]*/gu) ?? []) names.add(word);
  }
  return { lower, names };
}

/** Lower-cases a phrase's first letter when its first word is an ordinary word rather than a name. */
export function lowerFirst(text: string, vocabulary: Vocabulary): string {
  const first = /^\p{Lu}[\p{Ll}'’-]*(?![\p{L}])/u.exec(text)?.[0];
  if (!first) return text;
  if (!vocabulary.lower.has(first.toLowerCase()) && vocabulary.names.has(first)) return text;
  return `${first.charAt(0).toLowerCase()}${text.slice(1)}`;
}
