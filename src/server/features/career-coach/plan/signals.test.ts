import { describe, expect, test } from "vitest";
import { type Clock, clockAt, isoWeek, relativeDay } from "./clock";
import { byRank, type PlanItem, type Signal } from "./plan-item";
import { type AptitudeFacts, type AptitudeResult, aptitudeSignal, othersNorms } from "./signals/aptitude";
import { chatGoalSignal, monthOf } from "./signals/chat-goal";
import { cvMatchSignal } from "./signals/cv-match";
import { deadlineSignal } from "./signals/deadlines";
import { interviewSignal } from "./signals/interview";
import { starterSignal } from "./signals/starters";
import { stuckSignal } from "./signals/stuck";
import { targetSignal } from "./signals/targets";
import type { TrackedApplication } from "./tracked-applications";

// Each signal's rule, on plain facts (no database): what makes an item, what it says and where it
// points, and the plan's order across signals.

// Wednesday 13 May 2026, 09:00 in London.
const NOW = new Date("2026-05-13T08:00:00Z");
const clock: Clock = clockAt(NOW);

function pure<F>(definition: Signal<F>, facts: F): PlanItem[] {
  return definition.items(facts, clock);
}

function app(overrides: Partial<TrackedApplication> = {}): TrackedApplication {
  return {
    id: overrides.id ?? crypto.randomUUID(),
    jobId: null,
    firmName: "Goldman Sachs",
    roleTitle: "Summer Analyst",
    programmeType: "summer_internship",
    stage: "saved",
    deadline: null,
    rolling: false,
    appliedAt: null,
    createdAt: new Date("2026-04-01T10:00:00Z"),
    archivedAt: null,
    ...overrides,
  };
}

describe("clock", () => {
  test("ISO weeks start on Monday and week 1 holds the first Thursday", () => {
    expect(isoWeek("2026-05-13")).toBe("2026-W20");
    expect(isoWeek("2026-05-11")).toBe("2026-W20");
    expect(isoWeek("2026-05-10")).toBe("2026-W19");
    expect(isoWeek("2021-01-03")).toBe("2020-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });

  test("relative days read as a person says them", () => {
    expect(relativeDay("2026-05-13", "2026-05-13")).toBe("today");
    expect(relativeDay("2026-05-14", "2026-05-13")).toBe("tomorrow");
    expect(relativeDay("2026-05-16", "2026-05-13")).toBe("in 3 days");
    expect(relativeDay("2026-05-11", "2026-05-13")).toBe("2 days ago");
  });
});

describe("deadlines", () => {
  test("a Saved application closing within two weeks is an item, soonest first; later or applied ones are not", () => {
    const soon = app({ id: "a1", deadline: "2026-05-16" });
    const sooner = app({
      id: "a2",
      firmName: "Barclays",
      roleTitle: "Spring Insight",
      deadline: "2026-05-14",
    });
    const later = app({ id: "a3", deadline: "2026-06-30" });
    const applied = app({ id: "a4", stage: "applied", deadline: "2026-05-15" });
    const items = pure(deadlineSignal, { applications: [soon, sooner, later, applied], events: [] }).sort(
      byRank,
    );
    expect(items.map((i) => i.key)).toEqual(["deadline:a2", "deadline:a1"]);
    expect(items[1]).toMatchObject({
      kind: "deadline",
      title: "Apply to Goldman Sachs Summer Analyst — closes in 3 days",
      link: { href: "/app/tracker/a1", label: "Open in tracker" },
    });
    expect(items[1]?.why).toContain("Sat 16 May");
    expect(items[0]?.title).toBe("Apply to Barclays Spring Insight — closes tomorrow");
  });

  test("a deadline that passed in the last few days asks for the card to be updated, after what is to come", () => {
    const passed = app({ id: "p1", deadline: "2026-05-11" });
    const long = app({ id: "p2", deadline: "2026-04-01" });
    const coming = app({ id: "c1", deadline: "2026-05-27" });
    const items = pure(deadlineSignal, { applications: [passed, long, coming], events: [] }).sort(byRank);
    expect(items.map((i) => i.key)).toEqual(["deadline:c1", "deadline:p1"]);
    expect(items[1]?.title).toBe("Update Goldman Sachs Summer Analyst: the deadline passed 2 days ago");
  });

  test("events in the next two weeks become items pointing where to prepare", () => {
    const items = pure(deadlineSignal, {
      applications: [],
      events: [
        {
          id: "e1",
          applicationId: "a1",
          kind: "interview",
          startsAt: new Date("2026-05-15T13:00:00Z"),
          firmName: "JP Morgan",
          roleTitle: "IBD Analyst",
        },
        {
          id: "e2",
          applicationId: "a2",
          kind: "offer_deadline",
          startsAt: new Date("2026-05-20T16:00:00Z"),
          firmName: "Rothschild & Co",
          roleTitle: "Graduate Analyst",
        },
      ],
    });
    expect(items[0]).toMatchObject({
      key: "event:e1",
      title: "Prepare for your JP Morgan IBD Analyst interview — in 2 days",
      link: { href: "/app/interview" },
    });
    expect(items[0]?.why).toContain("Fri 15 May at 14:00");
    expect(items[1]).toMatchObject({ key: "event:e2", link: { href: "/app/tracker/a2" } });
  });
});

describe("stuck applications", () => {
  test("an application in Applied for 30 days is followed up; one for 10 days is not", () => {
    const old = app({ id: "s1", stage: "applied" });
    const fresh = app({ id: "s2", stage: "applied" });
    const entered = new Map([
      ["s1:applied", new Date("2026-04-13T12:00:00Z")],
      ["s2:applied", new Date("2026-05-03T12:00:00Z")],
    ]);
    const items = pure(stuckSignal, { applications: [old, fresh], enteredAt: entered });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: "stuck:s1:applied",
      kind: "stuck",
      title: "Follow up on Goldman Sachs Summer Analyst — 30 days in Applied",
      link: { href: "/app/tracker/s1" },
    });
    expect(items[0]?.why).toContain("since Mon 13 Apr");
  });

  test("the longest wait comes first, and Saved or finished stages are never stuck", () => {
    const entered = new Map([
      ["a:applied", new Date("2026-04-20T12:00:00Z")],
      ["b:interviews", new Date("2026-03-01T12:00:00Z")],
      ["c:saved", new Date("2026-01-01T12:00:00Z")],
      ["d:offer", new Date("2026-01-01T12:00:00Z")],
    ]);
    const items = pure(stuckSignal, {
      applications: [
        app({ id: "a", stage: "applied" }),
        app({ id: "b", stage: "interviews" }),
        app({ id: "c", stage: "saved" }),
        app({ id: "d", stage: "offer" }),
      ],
      enteredAt: entered,
    }).sort(byRank);
    expect(items.map((i) => i.key)).toEqual(["stuck:b:interviews", "stuck:a:applied"]);
  });
});

describe("interview criteria", () => {
  test("criteria averaging under 3 of 5 are named, weakest first, at most two, with their feedback", () => {
    const items = pure(interviewSignal, {
      answers: 4,
      criteria: [
        { id: "structure", label: "Structure", average: 2.5, answers: 4, lastWhy: "No result was stated." },
        { id: "specificity", label: "Specificity", average: 1.8, answers: 4, lastWhy: null },
        { id: "delivery", label: "Delivery", average: 2.9, answers: 4, lastWhy: null },
        { id: "relevance", label: "Relevance", average: 4.2, answers: 4, lastWhy: null },
      ],
    });
    expect(items.map((i) => i.key)).toEqual(["interview:specificity", "interview:structure"]);
    expect(items[1]?.title).toBe("Practise structure in your interview answers — 2.5 of 5");
    expect(items[1]?.why).toContain("Feedback: No result was stated.");
    expect(items[1]?.link.href).toBe("/app/interview");
  });

  test("no weak criterion, no item", () => {
    expect(
      pure(interviewSignal, {
        answers: 2,
        criteria: [{ id: "structure", label: "Structure", average: 3, answers: 2, lastWhy: null }],
      }),
    ).toEqual([]);
  });
});

describe("aptitude against the norm", () => {
  const result = (overrides: Partial<AptitudeResult>): AptitudeResult => ({
    kind: "numerical",
    mode: "Timed",
    percent: 40,
    correct: 4,
    itemCount: 10,
    percentile: null,
    completedAt: NOW,
    bestTimed: null,
    ...overrides,
  });
  const facts = (latest: AptitudeResult[], norms: AptitudeFacts["norms"] = []): AptitudeFacts => ({
    latest,
    norms,
  });

  test("a stored percentile under the median is below the norm; above it is not", () => {
    const low = pure(aptitudeSignal, facts([result({ percentile: 30 })]));
    expect(low[0]).toMatchObject({
      key: "aptitude:numerical",
      title: "Practise numerical reasoning — 40% on your last test",
      link: { href: "/app/assessment-prep/aptitude?kind=numerical" },
    });
    expect(low[0]?.why).toContain("better than 30% of members");
    expect(pure(aptitudeSignal, facts([result({ percentile: 70, percent: 40 })]))).toEqual([]);
  });

  test("without a percentile, the members' average decides once enough members took it", () => {
    const norms = [{ kind: "verbal", members: 8, average: 75 }];
    const items = pure(
      aptitudeSignal,
      facts([result({ kind: "verbal", percent: 67, correct: 8, itemCount: 12 })], norms),
    );
    expect(items[0]?.why).toContain("the average of 8 members' best Timed scores is 75%");
    expect(pure(aptitudeSignal, facts([result({ kind: "verbal", percent: 80 })], norms))).toEqual([]);
  });

  test("the stored norm counts every member; the member's own best is taken out of it", () => {
    const stored = [
      { kind: "numerical", members: 6, bestTotal: 5 * 0.8 + 0.5 },
      { kind: "verbal", members: 5, bestTotal: 5 * 0.6 },
    ];
    const latest = [result({ bestTimed: 0.5 }), result({ kind: "verbal", mode: "Practice" })];
    expect(othersNorms(stored, latest)).toEqual([
      { kind: "numerical", members: 5, average: 80 },
      { kind: "verbal", members: 5, average: 60 },
    ]);
    expect(
      othersNorms(
        [{ kind: "logical", members: 1, bestTotal: 0.9 }],
        [result({ kind: "logical", bestTimed: 0.9 })],
      ),
    ).toEqual([{ kind: "logical", members: 0, average: 0 }]);
  });

  test("with too few members, the fixed benchmark decides", () => {
    const norms = [{ kind: "logical", members: 2, average: 95 }];
    expect(pure(aptitudeSignal, facts([result({ kind: "logical", percent: 70 })], norms))).toEqual([]);
    expect(pure(aptitudeSignal, facts([result({ kind: "logical", percent: 50 })], norms))[0]?.why).toContain(
      "below the 60%",
    );
  });
});

describe("CV match", () => {
  test("a low latest score for a Saved role is an item; a higher later score, or an applied role, is not", () => {
    const a = app({ id: "cv1", jobId: "job1" });
    const b = app({ id: "cv2", firmName: "HSBC", roleTitle: "Graduate Analyst" });
    const c = app({ id: "cv3", stage: "applied" });
    const items = pure(cvMatchSignal, {
      applications: [a, b, c],
      runs: [
        // Newest first: a's latest (by its job) is 42; b improved from 30 to 72.
        { applicationId: null, jobId: "job1", score: 42, createdAt: NOW },
        { applicationId: "cv2", jobId: null, score: 72, createdAt: NOW },
        { applicationId: "cv2", jobId: null, score: 30, createdAt: new Date("2026-05-01") },
        { applicationId: "cv3", jobId: null, score: 20, createdAt: NOW },
      ],
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: "cv-match:cv1",
      title: "Improve your CV for Goldman Sachs Summer Analyst — match 42 of 100",
      link: { href: "/app/documents" },
    });
  });
});

describe("targets", () => {
  test("each targeted role type with nothing tracked links to the feed filtered by the targets", () => {
    const items = pure(targetSignal, {
      targets: {
        targeted_role_types: ["spring_week", "summer_internship", "other"],
        targeted_finance_areas: ["investment_banking", "private_equity"],
        targeted_locations: ["london"],
      },
      applications: [app({ programmeType: "summer_internship" })],
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: "target:spring_week",
      title: "Track your first spring week roles",
    });
    expect(items[0]?.link.href).toBe(
      "/app/job-feed?type=spring_week&area=investment_banking%2Cprivate_equity&location=london",
    );
    expect(items[0]?.why).toContain("in London");
  });

  test("a member without targets is asked to set them", () => {
    expect(pure(targetSignal, { targets: null, applications: [] })).toEqual([
      expect.objectContaining({
        key: "target:profile",
        link: { href: "/app/profile", label: expect.any(String) },
      }),
    ]);
  });
});

describe("starter steps", () => {
  const none = {
    hasApplications: false,
    hasTargets: false,
    hasInterviewAnswers: false,
    hasAptitudeResults: false,
    hasCvMatches: false,
  };

  test("a brand-new member gets every first step, in order", () => {
    expect(pure(starterSignal, none).map((i) => i.key)).toEqual([
      "start:track",
      "start:interview",
      "start:aptitude",
      "start:cv-match",
    ]);
  });

  test("each step goes once it is done; targets replace 'track your first roles'", () => {
    const items = pure(starterSignal, {
      ...none,
      hasTargets: true,
      hasInterviewAnswers: true,
      hasCvMatches: true,
    });
    expect(items.map((i) => i.key)).toEqual(["start:aptitude"]);
  });
});

describe("monthly chat goal", () => {
  test("short of the goal: how many chats are left and how long the month has", () => {
    const [item, ...rest] = pure(chatGoalSignal, { goal: 4, chats: 1 });
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      key: "chat-goal:2026-05",
      kind: "chat-goal",
      title: "Book 3 more chats to meet your monthly goal",
      link: { href: "/app/networking", label: "Open networking" },
    });
    expect(item?.why).toContain("1 of 4 chats this month so far and 18 days are left this month");
  });

  test("no goal, or the goal met, asks for nothing", () => {
    expect(pure(chatGoalSignal, { goal: null, chats: 0 })).toEqual([]);
    expect(pure(chatGoalSignal, { goal: 3, chats: 3 })).toEqual([]);
    expect(pure(chatGoalSignal, { goal: 3, chats: 5 })).toEqual([]);
  });

  test("the UK month's bounds, leap years included", () => {
    expect(monthOf("2026-05-13")).toEqual({ first: "2026-05-01", last: "2026-05-31", daysLeft: 18 });
    expect(monthOf("2028-02-29")).toEqual({ first: "2028-02-01", last: "2028-02-29", daysLeft: 0 });
    expect(monthOf("2026-12-01")).toEqual({ first: "2026-12-01", last: "2026-12-31", daysLeft: 30 });
  });
});

describe("the plan's order", () => {
  test("deadlines soonest first, then stalled applications, weak scores, targets, starters", () => {
    const items = [
      ...pure(starterSignal, {
        hasApplications: true,
        hasTargets: true,
        hasInterviewAnswers: true,
        hasAptitudeResults: false,
        hasCvMatches: true,
      }),
      ...pure(targetSignal, {
        targets: { targeted_role_types: ["spring_week"], targeted_finance_areas: [], targeted_locations: [] },
        applications: [],
      }),
      ...pure(interviewSignal, {
        answers: 1,
        criteria: [{ id: "structure", label: "Structure", average: 2, answers: 1, lastWhy: null }],
      }),
      ...pure(stuckSignal, {
        applications: [app({ id: "s", stage: "applied" })],
        enteredAt: new Map([["s:applied", new Date("2026-03-01T12:00:00Z")]]),
      }),
      ...pure(deadlineSignal, {
        applications: [
          app({ id: "late", deadline: "2026-05-25" }),
          app({ id: "soon", deadline: "2026-05-15" }),
        ],
        events: [],
      }),
    ].sort(byRank);
    expect(items.map((i) => i.kind)).toEqual([
      "deadline",
      "deadline",
      "stuck",
      "interview",
      "target",
      "starter",
    ]);
    expect(items[0]?.key).toBe("deadline:soon");
  });
});
