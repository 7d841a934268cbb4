import type { CvEntry } from "./cv-facts";
import { article, theName, unshouted } from "./english";
import type { Pick } from "./variety";

// How a letter names the place a piece of work was done: "As an M&A Summer Intern at Harcourt Street
// Advisory", "During the Spring Insight Programme at Ashcombe Lyle", "As Treasurer of the Debating
// Society", "In the Imperial Private Equity Case Competition"; and, as a noun phrase, "my time as an
// Operations Analyst at Carrow Bank".

// A programme's own name keeps its capitals: "the Spring Insight Programme".
const PROGRAMME = /\b(programme|program|week|insight|scheme|academy)\b/i;
// "Talent Academy Participant" or "Insight Week Intern" names the person on the programme: a post one
// holds ("as a Talent Academy Participant"), never a programme one is on ("during the … Participant").
const PERSON_ON_PROGRAMME =
  /\b(?:participant|attendee|delegate|intern|member|student|trainee|apprentice|scholar|ambassador|analyst|associate)$/i;
// Something a person does rather than a post they hold: "my work experience at Hartley & Co".
const ACTIVITY =
  /^(?:(?:summer |winter |spring |industrial |professional |year-long )?(?:internship|placement)|work experience|work shadowing|shadowing)$/i;
// Posts one person holds take no article: "as Treasurer of the Investment Society".
const POSITION =
  /^(president|vice[- ]president|treasurer|secretary|captain|founder|co-founder|chair|chairman|chairwoman|head|editor|deputy|managing director|director|co-president|social secretary|events officer)\b/i;
// "UK regional finalist" places in a competition as "finalist" does.
const PLACING = /^(?:[\w-]+\s+){0,2}(winner|finalist|runner-up|semi-finalist)$/i;

// "Family-run cafe" describes a place rather than naming it: "at a family-run cafe".
const DESCRIBED =
  /^(?:\p{Lu}\p{Ll}+-\p{Ll}+|Family|Local|Independent|Small|Busy|Village)(?:\s+\p{Ll}[\p{Ll}'’-]*)+$/u;

/** How the letter names an organisation: "the University of Bristol", "a family-run cafe". */
export function placeName(name: string): string {
  const organisation = unshouted(name);
  if (DESCRIBED.test(organisation)) {
    const described = organisation.charAt(0).toLowerCase() + organisation.slice(1);
    return `${article(described)} ${described}`;
  }
  return theName(organisation);
}

export type Setting = { opening: string; noun: string } | null;

/** How the letter introduces work done in `entry`, as a sentence opening and as a noun phrase. */
export function settingOf(entry: CvEntry, pick: Pick): Setting {
  const { organisation } = entry;
  // "Part-time tutor" is a description, written in lower case mid-sentence; "Summer Analyst" is a title.
  const role = entry.role && /^\p{Lu}\S*\s+\p{Ll}/u.test(entry.role) ? entry.role.toLowerCase() : entry.role;
  const org = organisation ? placeName(organisation) : null;
  // "Bar Staff" and "Kitchen Crew" name a group one belongs to: "as bar staff", never "as a Bar Staff".
  if (role && org && /\b(?:staff|crew)$/i.test(role) && !PROGRAMME.test(role)) {
    const held = `${role.toLowerCase()} at ${org}`;
    return { opening: `As ${held}`, noun: `my time as ${held}` };
  }
  if (role && PLACING.test(role) && org)
    return { opening: `In ${org.startsWith("the ") ? org : `the ${org}`}`, noun: `the ${organisation}` };
  if (role && org) {
    if (PROGRAMME.test(role) && !POSITION.test(role) && !PERSON_ON_PROGRAMME.test(role)) {
      const name = `the ${role} at ${org}`;
      return { opening: pick([`During ${name}`, `On ${name}`]), noun: name };
    }
    if (ACTIVITY.test(role)) {
      const name = `my ${role.toLowerCase()} at ${org}`;
      return { opening: `During ${name}`, noun: name };
    }
    if (POSITION.test(role)) {
      const of = /\bof\b/.test(role) ? "at" : "of";
      return { opening: `As ${role} ${of} ${org}`, noun: `my role as ${role} ${of} ${org}` };
    }
    const held = `${article(role)} ${role} at ${org}`;
    return {
      opening: pick([`As ${held}`, `In my role as ${held}`, `While working as ${held}`]),
      noun: `my time as ${held}`,
    };
  }
  if (org) return { opening: `At ${org}`, noun: `my time at ${org}` };
  if (role) {
    const held = POSITION.test(role) ? role : `${article(role)} ${role}`;
    return { opening: `As ${held}`, noun: `my time as ${held}` };
  }
  return null;
}
