import { sampleCvDraft } from "../../../src/server/features/documents/export/cv.fixtures";
import type { Api } from "./busy-member-api";

// The busy member's practice: finished and unfinished mock interviews, aptitude and personality results,
// a CV and a cover letter, a STAR story and a question to the coach.

const STRONG_ANSWER =
  "In my second year I was treasurer of the university investment society when our membership fell by a third. My task was to rebuild attendance before the spring term. I surveyed 120 students, found the talks were too technical, and I redesigned the programme with beginner workshops and a stock pitch competition. As a result membership grew from 80 to 150 members in one term.";
const NO_RESULT_ANSWER =
  "Last summer I worked in a team of four on a consulting project for a local charity. The team disagreed about the scope and two members stopped coming to meetings. I organised a call, listened to everyone's concerns and split the work so each person owned one part of the analysis.";

/** Two finished interviews (the second with a follow-up question) and one left in progress. */
export async function addInterviews(api: Api): Promise<string> {
  type Created = { id: string; currentQuestionId: string | null };
  let finished = "";
  for (const answer of [STRONG_ANSWER, NO_RESULT_ANSWER]) {
    const session = await api.post<Created>("/api/interview/sessions", {
      questionType: "Behavioural",
      persona: "friendly-analyst",
      mode: "Practice",
      questionCount: 3,
    });
    let next = session.currentQuestionId;
    while (next) {
      const answered = await api.post<{ next: { id: string } | null }>(
        `/api/interview/sessions/${session.id}/answers`,
        { questionId: next, text: answer, input: "typed" },
      );
      next = answered.next?.id ?? null;
    }
    await api.post(`/api/interview/sessions/${session.id}/complete`);
    finished = session.id;
  }
  await api.post("/api/interview/sessions", {
    questionType: "Technical",
    persona: "tough-managing-director",
    mode: "Practice",
    questionCount: 3,
  });
  return finished;
}

export async function addAssessments(api: Api) {
  let aptitudeAttemptId = "";
  for (const kind of ["numerical", "verbal", "logical"]) {
    const attempt = await api.post<{ id: string; items: { item: { id: string } }[] }>(
      "/api/assessments/aptitude",
      { kind, mode: "Practice" },
    );
    for (const [i, { item }] of attempt.items.entries()) {
      await api.post(`/api/assessments/aptitude/${attempt.id}/answers`, {
        itemId: item.id,
        choice: i % 3,
        seconds: 25,
      });
    }
    await api.post(`/api/assessments/aptitude/${attempt.id}/complete`);
    aptitudeAttemptId ||= attempt.id;
  }
  const personality = await api.post<{ id: string }>("/api/assessments/personality");
  const answers: Record<string, number> = {};
  for (let page = 1; page <= 12; page++) {
    const { items } = await api.get<{ items: { id: string }[] }>(
      `/api/assessments/personality/items?page=${page}`,
    );
    for (const [i, item] of items.entries()) answers[item.id] = (i % 5) + 1;
  }
  await api.put(`/api/assessments/personality/${personality.id}/answers`, { answers });
  await api.post(`/api/assessments/personality/${personality.id}/complete`);
  return { aptitudeAttemptId, personalityAttemptId: personality.id };
}

export async function addDocuments(api: Api, jobId: string) {
  const draft = sampleCvDraft();
  await api.post("/api/documents/cv-builder/export", {
    draft,
    format: "pdf",
    name: "CV – Investment Banking Summer Analyst applications 2027 (tailored for M&A)",
  });
  const { text } = await api.post<{ text: string }>("/api/documents/cover-letters/draft", { jobId });
  await api.post("/api/documents/cover-letters", { jobId, text });
}

export async function addPrepAndCoach(api: Api) {
  await api.post("/api/prep/stories", {
    title: "Rebuilding the investment society's membership after a difficult year",
    situation: "Membership of the university investment society had fallen by a third.",
    task: "As treasurer I had to rebuild attendance before the spring term.",
    action: "I surveyed 120 students and redesigned the programme around beginner workshops.",
    result: "Membership grew from 80 to 150 in one term and sponsorship rose by 40%.",
    competencies: ["leadership", "teamwork"],
    tags: ["society", "leadership"],
    usedIn: "Goldman Sachs first round, March; Rothschild HireVue",
  });
  await api.post("/api/career-coach/messages", {
    question: "How should I prepare for a leveraged finance interview at a bulge-bracket bank?",
  });
}

/** Two alumni of the member's university, listed with long firm and role names; the member asks one. */
