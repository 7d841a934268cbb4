import type { KnowledgeEntry } from "./entry";

// Online tests: aptitude, situational judgement, games and one-way video interviews.

export const ONLINE_TEST_ENTRIES: KnowledgeEntry[] = [
  {
    id: "numerical-reasoning",
    topic: "online-tests",
    title: "Numerical reasoning tests",
    terms:
      "numerical reasoning test maths aptitude shl cappfinity aon kenexa korn ferry talent q charts tables percentages",
    text: "Numerical reasoning tests give you tables and charts and ask questions about percentages, percentage change, ratios, averages and currency conversion, under time pressure. Providers include SHL, Aon, Cappfinity, Kenexa and Korn Ferry (Talent Q); most allow a calculator, so have one ready. Practise until the common calculations are automatic, read each question's units and time period carefully, and move on when one takes too long. Employers compare your score with a norm group, so accuracy and speed both count.",
    link: { href: "/app/assessment-prep/aptitude?kind=numerical", label: "Practise numerical reasoning" },
  },
  {
    id: "verbal-reasoning",
    topic: "online-tests",
    title: "Verbal reasoning tests",
    terms: "verbal reasoning test true false cannot say passage comprehension shl",
    text: "Verbal reasoning tests give a short passage and statements to judge as True, False or Cannot say. Use only what the passage states: 'True' means it follows from the passage, 'False' means the passage contradicts it, and 'Cannot say' means the passage does not settle it, even if you know the answer from elsewhere. Watch for words such as 'all', 'some', 'only' and 'always', which change the meaning. Practise timed, because the passages are dense and the clock is short.",
    link: { href: "/app/assessment-prep/aptitude?kind=verbal", label: "Practise verbal reasoning" },
  },
  {
    id: "logical-reasoning",
    topic: "online-tests",
    title: "Logical (inductive) reasoning tests",
    terms: "logical reasoning inductive diagrammatic abstract shapes sequence pattern test",
    text: "Logical, inductive or diagrammatic tests show sequences of shapes or figures and ask for the next one or the odd one out. Look for one rule at a time: movement, rotation, count, colour, size, and which elements appear or disappear. Eliminate options that break any rule you have found rather than searching for the answer directly. These tests improve quickly with practice, because the same kinds of rules recur.",
    link: { href: "/app/assessment-prep/aptitude?kind=logical", label: "Practise logical reasoning" },
  },
  {
    id: "situational-judgement",
    topic: "online-tests",
    title: "Situational judgement tests",
    terms: "situational judgement test sjt scenarios most least effective values workplace",
    text: "Situational judgement tests describe workplace situations and ask which responses are most and least effective. They are scored against what the firm sees as good judgement, so read its stated values before you start. Strong answers usually take ownership, keep the team and the client informed, raise problems early with the right person and respect deadlines and rules; weak ones ignore the problem, pass it on or break a rule to save time. Answer as the best version of a new analyst, not as a manager.",
  },
  {
    id: "video-interviews",
    topic: "online-tests",
    title: "One-way video interviews (HireVue and similar)",
    terms: "video interview hirevue one way recorded sonru pre recorded camera first round",
    text: "Many firms use a one-way video interview as a first round: a question appears, you get a short time to prepare (often about 30 seconds) and then record an answer of a couple of minutes, usually with one attempt. Expect motivation questions (why this firm, why this division), competency questions answered with STAR and sometimes a commercial question. Look at the camera, sit in good light with a plain background, and aim for a clear structure over perfect wording. Rehearse under the same timing until it feels normal.",
    link: { href: "/app/interview", label: "Practise a timed interview" },
  },
  {
    id: "game-based-assessments",
    topic: "online-tests",
    title: "Game-based and personality assessments",
    terms: "game based assessment arctic shores pymetrics personality questionnaire psychometric",
    text: "Some firms use game-based assessments (for example from Arctic Shores) or personality questionnaires instead of, or beside, aptitude tests. They measure traits such as risk appetite, persistence and attention rather than knowledge, and there is usually no single right answer. Do them when rested and undisturbed, read the instructions fully and answer personality items honestly and consistently: trying to guess the 'ideal' profile tends to produce inconsistent results. Practising the format reduces surprise, not the score you 'should' get.",
    link: { href: "/app/assessment-prep", label: "Open assessment prep" },
  },
];
