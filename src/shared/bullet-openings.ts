import { actionVerbOf, pastTense } from "./action-verbs";

// A bullet that opens with a duty ("Responsible for …") or with help ("Helped with …") rather than with
// what the member did. The stronger opening must keep the bullet's meaning: "Responsible for managing
// the budget" becomes "Managed the budget", "Responsible for helping with the model" becomes
// "Contributed to the model" (not "Led helping with the model"), and "Helped organise the event"
// becomes "Contributed to organising the event", since helping is not leading. Each suggestion replaces
// the same opening words, so the helper's buttons and the CV match's advice agree.

export type WeakOpening = {
  /** The words at the start of the bullet that a suggestion replaces. */
  replaced: string;
  suggestions: string[];
};

// Openings that state a duty: what follows is what the member did.
const DUTY =
  /^(?:i\s+was\s+|was\s+)?(responsible for|in charge of|tasked with|charged with|duties included|my role (?:was to|involved)|role involved|accountable for|worked on|did|was)\s+/i;
// Openings that say the member helped: what follows is someone else's work they contributed to.
const HELP = /^(?:i\s+)?(helped|assisted|involved in|was involved in|participated in|took part in|aided)\s+/i;
// What a helping phrase adds before the work ("helping with", "assisting in").
const HELPING =
  /^(helping|assisting|supporting|aiding|contributing|participating|being involved)(\s+(with|in|to|on))?\s+/i;
const TO = /^to\s+/i;
const AFTER_HELP = /^(to|with|in|on)\s+/i;

// When the duty names no verb: verbs that take over the duty without claiming more.
const DUTY_VERBS: Record<string, string[]> = {
  "responsible for": ["Managed", "Oversaw", "Ran"],
  "in charge of": ["Managed", "Oversaw", "Ran"],
  "accountable for": ["Managed", "Oversaw", "Ran"],
  "tasked with": ["Delivered", "Completed", "Handled"],
  "charged with": ["Delivered", "Completed", "Handled"],
  "duties included": ["Managed", "Handled", "Delivered"],
  "worked on": ["Built", "Developed", "Delivered"],
  did: ["Completed", "Delivered", "Produced"],
  was: ["Served as", "Acted as"],
};
const HELP_VERBS = ["Contributed to", "Supported"];

const word = (text: string) => /^[A-Za-z-]+/.exec(text)?.[0] ?? "";

/** The weak opening of a bullet and the openings that replace it, or undefined when it opens well. */
export function weakOpening(bullet: string): WeakOpening | undefined {
  const duty = DUTY.exec(bullet);
  const help = duty ? null : HELP.exec(bullet);
  const opening = duty ?? help;
  if (!opening) return undefined;
  let replaced = opening[0];
  let rest = bullet.slice(replaced.length);
  const helping = HELPING.exec(rest);
  if (helping) {
    // "Responsible for helping with the model": the member helped, whatever the duty's words.
    replaced += helping[0];
    rest = rest.slice(helping[0].length);
    const verb = actionVerbOf(word(rest));
    if (verb && word(rest).toLowerCase() === verb.gerund) {
      return { replaced: `${replaced}${word(rest)}`, suggestions: [`Contributed to ${verb.gerund}`] };
    }
    return { replaced: replaced.trimEnd(), suggestions: HELP_VERBS };
  }
  if (help) {
    // "Helped organise the event", "Helped to prepare …", "Assisted in preparing …", "Helped with …".
    const after = rest.replace(AFTER_HELP, "");
    const verb = actionVerbOf(word(after));
    if (verb) {
      const toWord = rest.length - after.length;
      return {
        replaced: `${replaced}${rest.slice(0, toWord)}${word(after)}`,
        suggestions: [`Contributed to ${verb.gerund}`],
      };
    }
    const taking = /^(participated in|took part in)$/i.test(opening[1] ?? "");
    const suggestions = taking ? ["Competed in", "Contributed to"] : HELP_VERBS;
    return { replaced: `${replaced}${rest.slice(0, rest.length - after.length)}`.trimEnd(), suggestions };
  }
  // "Responsible for managing the budget" → "Managed the budget"; "My role was to prepare" → "Prepared".
  const after = rest.replace(TO, "");
  const verb = actionVerbOf(word(after));
  const written = word(after).toLowerCase();
  if (verb && (written === verb.gerund || written === verb.lemma) && !/^(was|did)$/i.test(opening[1] ?? "")) {
    return {
      replaced: `${replaced}${rest.slice(0, rest.length - after.length)}${word(after)}`,
      suggestions: [pastTense(verb)],
    };
  }
  const key = (opening[1] ?? "").toLowerCase();
  return {
    replaced: replaced.trimEnd(),
    suggestions: DUTY_VERBS[key] ?? ["Managed", "Delivered", "Handled"],
  };
}

/** The bullet with its weak opening replaced by the chosen one. */
export function replaceOpening(bullet: string, chosen: string): string | undefined {
  const weak = weakOpening(bullet);
  if (!weak) return undefined;
  return `${chosen} ${bullet.slice(weak.replaced.length).trimStart()}`.trim();
}
