import type { CvEntry, CvFacts } from "./cv-facts";
import { TOOL, unitOnly } from "./organisation-words";

// Whether the organisation a CV's reading gives an entry reads as an employer a letter may name ("at
// Deloitte", "my time at Pret A Manger"). A CV set in two columns, or a bullet wrapped onto a line of its
// own, can leave the reader taking a stray line for the employer: a language with its rating dots, the
// tail of a sentence, the member's own name over their headline, the team inside the firm, a tool from the
// skills line. Such a string is never written after "at": the result is still the member's, and is said
// without naming where it was done.

// Rating dots, stars and boxes: a skill or language level, never part of a firm's name.
const RATING = /[\u2580-\u259F\u25A0-\u25FF\u2605\u2606\u2B24\u2B58]/u;

// Lower-case words a firm's or a school's name is written with: "Bank of England", "Marks and Spencer",
// "Banco de Sabadell", "Aviva plc".
const NAME_WORD =
  /^(?:of|and|the|for|in|on|at|to|de|del|des|du|da|di|la|le|les|van|von|der|den|y|e|et|und|plc|ltd|llp|inc|co|limited|&)$/;
// Words a sentence ends on, never a name: "… top customer feedback score in".
const DANGLING =
  /\s(?:of|and|the|for|in|on|at|to|with|by|from|a|an|as|into|onto|across|over|under|per|than|or|its|their|our|my)$/i;

// A firm's name with the kind of place after it: "Yorkshire Building Society branch", "Aylesbury food
// bank", "Imperial Theoretical Physics group".
const PLACE_AFTER =
  /(?<=^\p{Lu}.*?)(?:\s+\p{Ll}[\p{Ll}-]*)?\s+(?:branch|store|shop|office|bank|group|company|centre|center|library|restaurant|cafe|café|pub|hotel|charity|clinic|site)$/u;
// The member described, as a headline or profile line says it ("Final-year Economics and Finance student
// targeting …", "Penultimate-year Economics & Finance student"): a person, never a place of work. Only the
// lower-case word counts, so "Graduate School of Business" is still a school.
const PERSON_WORD =
  /(?:^|\s)(?:student|students|undergraduate|graduate|postgraduate|finalist|candidate|applicant)(?:\s|$)/u;
// A year of study opens a description of the member, not of a place ("Family-run cafe" does).
const STUDY_YEAR = /^(?:first|second|third|fourth|final|penultimate|pre-final|sandwich|placement)-year\s/i;
// Firms that spell their own name in lower case.
const LOWER_CASE_FIRM = /^(?:abrdn|bp|npower|boohoo)$/;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();

/** Whether `name` reads as an employer in a letter written for the owner of `cv`. */
export function plausibleEmployer(name: string, cv: Pick<CvFacts, "name" | "skills">): boolean {
  const text = name.trim();
  if (!text || RATING.test(text) || /\s\|\s/.test(text)) return false;
  if (DANGLING.test(text) || PERSON_WORD.test(text) || STUDY_YEAR.test(text)) return false;
  // "a family-run cafe" describes the place in lower case; a description of a firm opens with a capital
  // and an adjective, and is named as one ("a family-run cafe"), so only words past a bracket are let be.
  const words = text
    .replace(PLACE_AFTER, "")
    .replace(/\([^)]*\)/g, " ")
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const described = /^(?:\p{Lu}\p{Ll}+-\p{Ll}+|Family|Local|Independent|Small|Busy|Village)\s/u.test(text);
  // "eBay", "easyJet": a lower-case word with a capital inside is a brand's own spelling.
  const sentence = words.filter(
    (w) =>
      /^\p{Ll}/u.test(w) &&
      !NAME_WORD.test(w.replace(/[.,]$/, "")) &&
      !/\p{Lu}/u.test(w) &&
      !LOWER_CASE_FIRM.test(text),
  );
  if (sentence.length && !described) return false;
  const own = cv.name ? plain(cv.name) : "";
  if (own && (plain(text) === own || (plain(text).split(" ").length >= 2 && own.includes(plain(text)))))
    return false;
  if (unitOnly(words.join(" "))) return false;
  if (TOOL.test(text) || cv.skills.some((skill) => plain(skill) === plain(text))) return false;
  return true;
}

/**
 * The CV as a letter uses it: an organisation that does not read as an employer is taken off its entry
 * (and off every result read under it), and an institution that does not read as one off its degree, so
 * no sentence says "at" it. The entry keeps its post and
 * results; the reading itself is left as it is.
 */
export function namedSafely(cv: CvFacts): CvFacts {
  const swapped = new Map<CvEntry, CvEntry>();
  const safe = (entry: CvEntry): CvEntry => {
    if (!entry.organisation || plausibleEmployer(entry.organisation, cv)) return entry;
    const known = swapped.get(entry);
    if (known) return known;
    const bare = { ...entry, organisation: null };
    swapped.set(entry, bare);
    return bare;
  };
  return {
    ...cv,
    // "my BSc Economics at …" names the institution the same way.
    education: cv.education.map((e) =>
      e.institution && !plausibleEmployer(e.institution, cv) ? { ...e, institution: null } : e,
    ),
    entries: cv.entries.map(safe),
    achievements: cv.achievements.map((a) => {
      const entry = safe(a.entry);
      return entry === a.entry ? a : { ...a, entry };
    }),
  };
}
