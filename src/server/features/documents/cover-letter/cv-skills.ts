// The skills section: the tools a member works with, the languages they speak (wherever on the line
// they sit) and their interests, each item as the CV writes it.

export const LANGUAGES =
  /^(arabic|bengali|cantonese|czech|danish|dutch|farsi|finnish|french|german|greek|gujarati|hebrew|hindi|hungarian|italian|japanese|korean|malay|malayalam|mandarin|norwegian|persian|polish|portuguese|punjabi|romanian|russian|serbian|slovak|spanish|swahili|swedish|tamil|telugu|thai|turkish|ukrainian|urdu|vietnamese|welsh|yoruba|igbo|somali|tagalog|bulgarian|croatian|lithuanian|latvian|irish|gaelic|catalan|amharic|twi|english)$/i;

const SPOKEN_LEVEL = /^(?:bilingual|fluent|native|conversational|proficient|business|in|and|&)$/i;

/** The languages a phrase such as "Bilingual Welsh/English" names, or null when it names something else. */
function spokenIn(item: string): string[] | null {
  const words = item
    .replace(/\s*\([^)]*\)/g, "")
    .split(/[\s/]+/)
    .filter(Boolean);
  const named = words.filter((w) => LANGUAGES.test(w));
  if (words.length < 2 || !named.length || !words.every((w) => LANGUAGES.test(w) || SPOKEN_LEVEL.test(w)))
    return null;
  return named;
}

export type Skills = { skills: string[]; languages: string[]; interests: string | null };

export function readSkills(lines: string[]): Skills {
  const facts: Skills = { skills: [], languages: [], interests: null };
  for (const line of lines) {
    const labelled = /^([A-Za-z &/]{2,40}):\s*(.+)$/.exec(line.replace(/^[•\-*–]\s*/, ""));
    const label = labelled?.[1]?.toLowerCase() ?? "";
    const body = labelled?.[2] ?? line;
    // "Bilingual Welsh/English. Excel, Xero, Sage.": a full stop ends an item as a comma does.
    const items = body
      .split(/\s*[,;]\s*(?![^()]*\))|\.\s+(?=\p{Lu})/u)
      .map((item) => item.trim().replace(/[.]+$/, ""))
      .filter((item) => item && item.replace(/\s*\([^)]*\)/g, "").split(/\s+/).length <= 5)
      // "Bilingual Welsh/English", "Fluent French and Spanish": the languages a phrase names.
      .flatMap((item) => spokenIn(item) ?? [item]);
    if (/interest|hobb/.test(label)) facts.interests ??= body.trim();
    else if (/language/.test(label)) facts.languages.push(...items.filter((i) => /^\p{Lu}/u.test(i)));
    else if (items.some((i) => LANGUAGES.test(i.replace(/\s*\([^)]*\)/g, "")))) {
      // An unlabelled line that mixes tools and languages: each item goes where it belongs.
      for (const item of items) {
        if (LANGUAGES.test(item.replace(/\s*\([^)]*\)/g, ""))) facts.languages.push(item);
        else if (/^[\p{Lu}\d]/u.test(item)) facts.skills.push(item);
      }
    }
    // Tools and techniques only: a certificate or a course is not something one "works with".
    else if (
      !label ||
      /\b(technical|it|software|tools?|computer|programming|data|systems|skills|platforms)\b/.test(label)
    )
      facts.skills.push(...items.filter((i) => /^[\p{Lu}\d]/u.test(i)));
  }
  return facts;
}
