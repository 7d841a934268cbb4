// The firm's programme, what it says it values, and its other facts, as phrases a letter can use in
// the writer's own sentences: "its two-year graduate programme, which rotates graduates through three
// desks", "its commitment to lending responsibly", "the firm was named Adviser of the Year".

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A programme the firm names, and what it does when the sentence says. */
export type Programme = { name: string; does: string | null };

export function programmeOf(sentence: string): Programme | null {
  const match =
    /\b((?:its|our|the|a|an)\s+(?:(?!(?:to|for|of|our|your|and|with|in)\b)[\w-]+\s+){0,4}?(?:graduate|analyst|internship|summer|training|rotational|trainee|apprenticeship|placement|insight|mentoring|early careers|spring)\s+(?:[\w-]+\s+){0,2}?(?:programme|program|scheme|academy|week))\b([^.;]*)/i.exec(
      sentence,
    );
  if (!match?.[1]) return null;
  const name = match[1].replace(/^(?:our|the|a|an)\s+/i, "its ").replace(/^Its\b/, "its");
  const rest = (match[2] ?? "").trim();
  const verb =
    /^(?:,\s*which\s+|which\s+|that\s+)?(?:(?:in|at|across|based in)\s+(?:[\w-]+\s+){1,4}?)?((?:rotates|gives|offers|places|includes|combines|pairs|lets|trains|runs|takes|puts|starts|sends|provides)\b[^,;(]*)/i.exec(
      rest,
    )?.[1];
  // "gives you three rotations across settlements, onboarding and payments" is cut before its list
  // rather than in the middle of it.
  const rawDoes =
    verb &&
    rest
      .slice(rest.indexOf(verb) + verb.length)
      .trimStart()
      .startsWith(",")
      ? verb.replace(/\s+(?:across|through|in|including|between|covering|on)\s+[^,]*$/i, "")
      : verb;
  const does =
    rawDoes && words(rawDoes) <= 10 && words(rawDoes) >= 3
      ? rawDoes.trim().replace(/\b(?:you|our)\b/gi, (w) => (w.toLowerCase() === "our" ? "its" : "graduates"))
      : null;
  return words(name) <= 8 ? { name, does } : null;
}

const VALUE_TRIGGERS: [RegExp, string][] = [
  [/\bknown for\s+(?:its\s+)?([^.;]+)/i, "its reputation for "],
  [/\breputation for\s+(?:its\s+)?([^.;]+)/i, "its reputation for "],
  [/\bcommit(?:ted|ment) to\s+([^.;]+)/i, "its commitment to "],
  [/\bprides itself on\s+(?:its\s+)?([^.;]+)/i, "its "],
  [/\bbelieves? in\s+([^.;]+)/i, "its belief in "],
  [/\bemphasis on\s+([^.;]+)/i, "its emphasis on "],
  [/\bculture of\s+([^.;:]+)/i, "its culture of "],
  [/\bculture (?:is )?(?:built on|based on|rooted in|founded on)\s+([^.;:]+)/i, "its culture of "],
  [/\b(?:its|our)\s+((?:[\w-]+,?\s+){0,3}culture)\b/i, "its "],
  [/\bvalues\s+(?!are\b)([^.;]+)/i, "the weight it gives to "],
];

export function valueIn(sentence: string): string | null {
  for (const [pattern, frame] of VALUE_TRIGGERS) {
    const object = pattern.exec(sentence)?.[1];
    if (!object) continue;
    const cut =
      object
        .split(
          /,\s+(?:which|and it|and we|with)\b|\s+(?:which|that|so that|where|while)\s+|\s+and (?:has|have|is|was|it|its|publishes|now)\b|;|\.|\s[–—]\s/i,
        )[0]
        ?.trim() ?? "";
    const phrase = cut
      .replace(/\b(?:our|your)\b/gi, "its")
      .replace(/\bus\b/g, "it")
      .replace(/\bwe\b/gi, "it");
    if (words(phrase) >= 2 && words(phrase) <= 9) return `${frame}${phrase}`;
  }
  return null;
}

// A sentence of the profile that can follow "I was struck that": about the firm in the third person,
// short, and not opening with a participle ("Founded in 2006, …" cannot follow "that").
export function noteOf(sentence: string, firm: string): string | null {
  const text = sentence.trim().replace(/[.!]+$/, "");
  if (words(text) < 6 || words(text) > 24 || /\b(you|your)\b/i.test(text)) return null;
  if (
    /^(?:Founded|Established|Set up|Based|Headquartered|With|Since|In \d|As|Because|While|Although)\b/.test(
      text,
    )
  )
    return null;
  if (/^(?:We|Our)\b/.test(text)) return null;
  const opening = /^\S+/.exec(text)?.[0] ?? "";
  const keepsCapital =
    text.startsWith(firm) || /^[A-Z][A-Z&]+$/.test(opening) || /^[A-Z][a-z]+[A-Z]/.test(opening);
  return keepsCapital ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
