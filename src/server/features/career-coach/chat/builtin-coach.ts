import type { CoachLink } from "../../../db/schema";
import { foldAccents } from "../../../platform/search-vocabulary";
import { retrieve, searchTerms } from "../knowledge/retrieval";
import { formatDay } from "../plan/clock";
import type { PlanItem } from "../plan/plan-item";
import { type MemberContext, resultsLines } from "./member-context";

// The built-in coach: no model, so it answers by rules over the member's own data and by retrieval
// from the prep guides (knowledge/). Rules catch the questions only the member's data can answer
// ("what should I do next?", "how am I doing?", "what are my deadlines?", a question naming a firm
// they track); retrieval finds the guides the question's words are about; the two are combined, and
// a guide is tied back to the member's results where one is weak. Every answer says it is the
// built-in coach, and every part depends on the question's words.

export const BUILTIN_INTRO =
  "Built-in coach: I answer from the app's prep guides and your own data, without an AI model.";

const NEXT =
  /\b(what|which)\b[^?.]*\b(next|first|focus|priorit\w*|start)\b|\b(this|next) week\b|\bmy plan\b|\bto-?do\b|\bwhere (do|should) i (start|begin)\b/;
const PROGRESS =
  /\bhow am i doing\b|\bhow (is|are) my\b|\bmy (progress|results?|scores?|stats|strengths?|weakness(es)?)\b|\bam i (ready|on track|improving)\b|\bwhat am i (bad|weak|good) at\b/;
const DEADLINES =
  /\b(my|upcoming|coming up|next)\b[^?.]*\b(deadlines?|closing dates?|due dates?)\b|\bwhat(?:'s| is) (closing|due)\b|\bwhen (do|does) my\b/;

/** A retrieved guide this strong is shown even beside an answer from the member's data. */
const STRONG_MATCH = 6;
const MAX_LINKS = 5;
// A firm's first word alone names it only when it is not a word many firms share.
const SHARED_FIRM_WORDS = new Set(["bank", "the", "capital", "global", "group", "partners", "investment"]);

export type BuiltinAnswer = { content: string; links: CoachLink[] };

const bullet = (text: string) => `• ${text}`;
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;

function namesFirm(question: string, firm: string): boolean {
  const folded = foldAccents(firm).trim();
  if (!folded) return false;
  const words = (text: string) => ` ${text.replace(/[^a-z0-9&]+/g, " ").trim()} `;
  const q = words(question);
  if (q.includes(words(folded))) return true;
  const first = folded.split(/\s+/)[0] ?? "";
  return first.length >= 4 && !SHARED_FIRM_WORDS.has(first) && q.includes(` ${first} `);
}

function planLines(items: PlanItem[]): string[] {
  return items.map((item) => bullet(`${item.title}. ${firstSentence(item.why)}`));
}

function nextSteps(context: MemberContext, links: CoachLink[]): string[] {
  const top = context.plan.slice(0, 3);
  if (top.length === 0) {
    return [
      "Your plan is clear this week: nothing in your data needs action. A practice interview or test keeps you sharp.",
    ];
  }
  for (const item of top) links.push(item.link);
  return [`Your next steps, from this week's plan:`, ...planLines(top)];
}

function progress(context: MemberContext, links: CoachLink[]): string[] {
  const weak = context.plan.filter((i) => ["interview", "aptitude", "cv-match", "stuck"].includes(i.kind));
  for (const item of weak.slice(0, 3)) links.push(item.link);
  const practised =
    context.interview.criteria.length > 0 || context.aptitude.length > 0 || context.cvMatches.length > 0;
  let verdict: string[];
  if (weak.length > 0) verdict = ["What to work on first:", ...planLines(weak.slice(0, 3))];
  else if (practised)
    verdict = [
      "Nothing in your results is below the marks the coach watches for. Keep practising to keep it that way.",
    ];
  else {
    links.push({ href: "/app/interview", label: "Practise an interview" });
    verdict = [
      "You have no practice results yet: take a practice interview and an online test, and the coach will say how you compare.",
    ];
  }
  return ["Where you stand:", ...resultsLines(context).map(bullet), ...verdict];
}

function deadlines(context: MemberContext, links: CoachLink[]): string[] {
  const { nextDeadlines, nextEvents } = context.tracker;
  if (nextDeadlines.length === 0 && nextEvents.length === 0) {
    links.push({ href: "/app/tracker", label: "Open your tracker" });
    return [
      "Nothing in your tracker has a deadline or an event coming up. Add deadlines to the roles you track so the coach can remind you in time.",
    ];
  }
  for (const d of nextDeadlines.slice(0, 3))
    links.push({ href: `/app/tracker/${d.applicationId}`, label: `${d.firm} in your tracker` });
  return [
    "Coming up in your tracker:",
    ...nextDeadlines.map((d) =>
      bullet(`${d.firm} ${d.role}: applications close ${formatDay(d.day)} (still in ${d.stage}).`),
    ),
    ...nextEvents.map((e) => bullet(`${e.firm} ${e.role}: ${e.kind.toLowerCase()} on ${formatDay(e.day)}.`)),
  ];
}

function aboutFirms(
  question: string,
  context: MemberContext,
  links: CoachLink[],
): { lines: string[]; firms: string[] } {
  const roles = context.tracker.roles.filter((r) => namesFirm(question, r.firm));
  if (roles.length === 0) return { lines: [], firms: [] };
  const firms = [...new Set(roles.map((r) => r.firm))];
  for (const r of roles.slice(0, 2))
    links.push({ href: `/app/tracker/${r.applicationId}`, label: `${r.firm} in your tracker` });
  const events = context.tracker.nextEvents.filter((e) => firms.includes(e.firm));
  return {
    firms,
    lines: [
      `What your tracker says about ${firms.join(" and ")}:`,
      ...roles.map((r) =>
        bullet(
          `${r.role}: ${r.stage}${r.deadline ? `, deadline ${formatDay(r.deadline)}` : ", no deadline set"}.`,
        ),
      ),
      ...events.map((e) => bullet(`${e.kind} on ${formatDay(e.day)}.`)),
    ],
  };
}

/** A guide tied back to the member: their weak result in the guide's area, if there is one. */
function tieIn(topic: string, context: MemberContext): string | null {
  const applies: Record<string, (item: PlanItem) => boolean> = {
    interviews: (i) => i.kind === "interview" || i.kind === "event",
    technicals: (i) => i.key === "interview:technical",
    "online-tests": (i) => i.kind === "aptitude",
    applications: (i) => i.kind === "cv-match" || i.kind === "deadline",
    timelines: (i) => i.kind === "deadline" || i.kind === "target",
    offers: (i) => i.kind === "event" || i.kind === "stuck",
  };
  const item = context.plan.find((i) => applies[topic]?.(i));
  return item ? `For you: ${item.title}. ${firstSentence(item.why)}` : null;
}

export function builtinAnswer(
  question: string,
  context: MemberContext,
  knownFirms: string[] = [],
): BuiltinAnswer {
  const folded = foldAccents(question);
  const links: CoachLink[] = [];
  const sections: string[][] = [];

  if (NEXT.test(folded)) sections.push(nextSteps(context, links));
  if (PROGRESS.test(folded)) sections.push(progress(context, links));
  if (DEADLINES.test(folded)) sections.push(deadlines(context, links));
  const firms = aboutFirms(folded, context, links);
  if (firms.lines.length) sections.push(firms.lines);

  // Firm names are the member's data, not a topic: "my Goldman Sachs interview" is about interviews.
  const ignore = new Set(
    [...knownFirms, ...context.tracker.roles.map((r) => r.firm)]
      .filter((f) => namesFirm(folded, f))
      .flatMap(searchTerms),
  );
  const fromData = sections.length > 0;
  const guides = retrieve(question, { ignore }).filter((g) => !fromData || g.score >= STRONG_MATCH);
  const [top, ...related] = guides;
  if (top) {
    const guide = [`From the prep guide “${top.entry.title}”:`, top.entry.text];
    const personal = tieIn(top.entry.topic, context);
    if (personal) guide.push(personal);
    if (related.length) guide.push(`See also: ${related.map((g) => g.entry.title).join("; ")}.`);
    sections.push(guide);
    for (const g of guides) if (g.entry.link) links.push(g.entry.link);
  }

  if (sections.length === 0) {
    const asked = question.length > 120 ? `${question.slice(0, 117)}…` : question;
    sections.push([
      `I could not find a prep guide that answers “${asked}”.`,
      "I can help with application timelines (spring weeks, summer internships, graduate programmes), CVs and cover letters, online tests, interviews and superdays, technical questions (accounting, DCF, LBOs, M&A), networking, and offers and rejections. You can also ask “What should I do next?” or “How am I doing?”.",
    ]);
  }

  const seen = new Set<string>();
  return {
    content: [BUILTIN_INTRO, ...sections.map((lines) => lines.join("\n"))].join("\n\n"),
    links: links.filter((l) => !seen.has(l.href) && seen.add(l.href)).slice(0, MAX_LINKS),
  };
}
