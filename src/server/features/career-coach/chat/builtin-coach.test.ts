import { describe, expect, test } from "vitest";
import type { PlanItem } from "../plan/plan-item";
import { BUILTIN_INTRO, builtinAnswer } from "./builtin-coach";
import type { MemberContext } from "./member-context";

// The built-in coach on a member's context: it always says what it is, its rules answer from the
// member's data, and what it retrieves depends on the question's words.

const deadlineItem: PlanItem = {
  key: "deadline:a1",
  kind: "deadline",
  title: "Apply to Goldman Sachs Summer Analyst — closes in 3 days",
  why: "Your tracker has its deadline on Sat 16 May and it is still in Saved. Firms often fill places early.",
  link: { href: "/app/tracker/a1", label: "Open in tracker" },
  rank: 3,
};
const interviewItem: PlanItem = {
  key: "interview:structure",
  kind: "interview",
  title: "Practise structure in your interview answers — 2 of 5",
  why: "Your last 3 practice answers scored 2 out of 5 on structure. Use STAR.",
  link: { href: "/app/interview", label: "Practise an interview" },
  rank: 202,
};

function context(overrides: Partial<MemberContext> = {}): MemberContext {
  return {
    targets: {
      roleTypes: ["Summer internship"],
      areas: ["Investment banking (M&A, ECM, DCM)"],
      locations: ["London"],
      education: null,
      experience: null,
      vision: null,
    },
    tracker: {
      total: 2,
      byStage: [
        { stage: "saved", label: "Saved", count: 1 },
        { stage: "applied", label: "Applied", count: 1 },
      ],
      nextDeadlines: [
        {
          applicationId: "a1",
          firm: "Goldman Sachs",
          role: "Summer Analyst",
          day: "2026-05-16",
          stage: "Saved",
        },
      ],
      nextEvents: [],
      roles: [
        {
          applicationId: "a1",
          firm: "Goldman Sachs",
          role: "Summer Analyst",
          stage: "Saved",
          deadline: "2026-05-16",
        },
        { applicationId: "a2", firm: "Lazard", role: "Spring Insight", stage: "Applied", deadline: null },
      ],
    },
    interview: {
      answers: 3,
      sessionsCompleted: 1,
      criteria: [{ id: "structure", label: "Structure", average: 2, answers: 3, lastWhy: null }],
    },
    aptitude: [],
    cvMatches: [],
    plan: [deadlineItem, interviewItem],
    ...overrides,
  };
}

describe("the built-in coach", () => {
  test("every answer starts by saying it is the built-in coach", () => {
    for (const question of ["What is an LBO?", "What should I do next?", "Recommend a pizza recipe"]) {
      expect(builtinAnswer(question, context()).content.startsWith(BUILTIN_INTRO)).toBe(true);
    }
  });

  test("what it retrieves depends on the question", () => {
    const lbo = builtinAnswer("What is an LBO?", context());
    const networking = builtinAnswer("How do I reach out to alumni on LinkedIn?", context());
    expect(lbo.content).toContain("Leveraged buyouts (LBOs)");
    expect(lbo.content).not.toContain("Reaching out to people in the industry");
    expect(networking.content).toContain("Reaching out to people in the industry");
    expect(networking.content).not.toContain("Leveraged buyouts");
  });

  test("'what should I do next?' answers with the top of this week's plan and links to it", () => {
    const answer = builtinAnswer("What should I do next?", context());
    expect(answer.content).toContain("Apply to Goldman Sachs Summer Analyst — closes in 3 days");
    expect(answer.content).toContain("Practise structure in your interview answers");
    expect(answer.links).toContainEqual({ href: "/app/tracker/a1", label: "Open in tracker" });
  });

  test("'how am I doing?' summarises the member's results and what to work on", () => {
    const answer = builtinAnswer("How am I doing?", context());
    expect(answer.content).toContain("Tracker: 2 applications (1 Saved, 1 Applied).");
    expect(answer.content).toContain("Structure 2");
    expect(answer.content).toContain("What to work on first:");
    expect(answer.content).not.toContain("Apply to Goldman Sachs");
  });

  test("'what are my deadlines?' lists the tracker's, or says there are none", () => {
    expect(builtinAnswer("What are my deadlines?", context()).content).toContain(
      "Goldman Sachs Summer Analyst: applications close Sat 16 May",
    );
    const empty = context({ tracker: { ...context().tracker, nextDeadlines: [] } });
    expect(builtinAnswer("What are my upcoming deadlines?", empty).content).toContain(
      "Nothing in your tracker has a deadline",
    );
  });

  test("a question naming a tracked firm gets that application, and the guide for the rest of the question", () => {
    const answer = builtinAnswer("How do I prepare for the Goldman superday?", context(), ["Goldman Sachs"]);
    expect(answer.content).toContain("What your tracker says about Goldman Sachs:");
    expect(answer.content).toContain("Summer Analyst: Saved, deadline Sat 16 May.");
    expect(answer.content).toContain("Superdays and assessment centres");
    expect(answer.content).not.toContain("Lazard");
  });

  test("a guide about interviews is tied to the member's weak interview score", () => {
    const answer = builtinAnswer("How do I answer behavioural questions with STAR?", context());
    expect(answer.content).toContain("Behavioural answers with STAR");
    expect(answer.content).toContain("For you: Practise structure in your interview answers");
  });

  test("a question the guides do not cover says so, quoting it, and says what it can answer", () => {
    const answer = builtinAnswer("Recommend a pizza recipe", context());
    expect(answer.content).toContain(
      "I could not find a prep guide that answers “Recommend a pizza recipe”.",
    );
    expect(answer.links).toEqual([]);
  });
});
