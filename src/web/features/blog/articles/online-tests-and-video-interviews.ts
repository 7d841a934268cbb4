import type { Article } from "../article";

export const onlineTestsAndVideoInterviews: Article = {
  id: "3",
  title: "Online Tests and Video Interviews: How to Pass the First Filters",
  excerpt:
    "Numerical and verbal reasoning, situational judgement, game-based assessments and recorded video interviews: what each measures and how to prepare.",
  image: "/blog/3.svg",
  date: "2025-10-20",
  author: "Finance Careers Editorial Team",
  category: "Assessments",
  body: [
    {
      type: "paragraph",
      text: "After you submit an application, most large finance firms send you online assessments within days. These tests filter large numbers of applicants before any person reads your answers closely, so a strong CV can be stopped here by a rushed test. The good news is that the formats are well known and improve quickly with practice.",
    },
    { type: "heading", text: "Numerical reasoning" },
    {
      type: "paragraph",
      text: "You are given tables and charts, often about company financials or market data, and answer multiple-choice questions under time pressure. The mathematics is not advanced: percentages, percentage changes, ratios, averages and currency conversions. The difficulty is speed and reading the data correctly. A calculator is usually allowed, but check the instructions for each test.",
    },
    {
      type: "list",
      items: [
        "Practise percentage change, reverse percentages and ratios until you do them without thinking.",
        "Read the units and the time period of each table before calculating.",
        "If a question takes too long, make your best estimate and move on; most tests do not let you return.",
      ],
    },
    { type: "heading", text: "Verbal reasoning" },
    {
      type: "paragraph",
      text: "You read short passages and decide whether each statement is true, false or cannot be determined from the passage. The most common mistake is using outside knowledge. Judge each statement only on what the passage says: if the text does not state or clearly imply it, the answer is cannot say, even if you know it to be true in real life.",
    },
    { type: "heading", text: "Logical and inductive reasoning" },
    {
      type: "paragraph",
      text: "These tests show sequences of shapes or patterns and ask you to find the rule and pick the next item. Look for one change at a time: position, rotation, colour, number of elements. With practice you start to recognise the common rules, which saves a lot of time.",
    },
    { type: "heading", text: "Situational judgement tests" },
    {
      type: "paragraph",
      text: "Situational judgement tests describe workplace scenarios, such as a missed deadline, a conflict between colleagues or a client request, and ask you to rate or rank possible responses. They measure how closely your judgement matches the behaviours the firm values. Read the firm's stated values beforehand. Good answers usually involve taking ownership, communicating early, escalating problems appropriately and keeping the client's interest and integrity in view.",
    },
    { type: "heading", text: "Game-based assessments and personality questionnaires" },
    {
      type: "paragraph",
      text: "Some firms use short games that measure traits such as attention, risk-taking and memory, or questionnaires about your working style. There are no right answers in the conventional sense, and trying to second-guess what the firm wants tends to produce inconsistent results. Take them when you are rested, in a quiet place, and answer honestly.",
    },
    { type: "heading", text: "Recorded video interviews" },
    {
      type: "paragraph",
      text: "In a recorded video interview, a question appears on screen, you have a short time to prepare and then record your answer within a time limit, usually one to three minutes. There is no interviewer to react, which many people find awkward at first. The questions are usually motivational and competency-based: why this firm, why this role, tell us about a challenge you overcame, or what a recent news story means for the industry.",
    },
    {
      type: "list",
      items: [
        "Look at the camera, not at your own image on screen.",
        "Start with a one-sentence answer, then give your reasons or your example.",
        "Use a simple structure for competency stories: situation, action, result.",
        "Place a few keywords next to the screen, not a script; reading aloud is obvious on video.",
        "Record yourself answering practice questions and watch it back once; it is the fastest way to improve.",
      ],
    },
    {
      type: "tip",
      text: "Check your lighting, background, sound and internet connection before starting, and close other applications. Most platforms offer a practice question; always use it.",
    },
    { type: "heading", text: "A preparation plan" },
    {
      type: "paragraph",
      text: "Start practising before applications open, because tests often arrive the same day you apply. Do timed practice tests for each format, review every mistake and keep a note of the question types that slow you down. In the week before a big deadline, do a short session each day rather than one long session. Many university careers services provide free access to practice tests, so check there first.",
    },
    { type: "heading", text: "A note on integrity" },
    {
      type: "paragraph",
      text: "Take every test yourself. Firms often re-test candidates at the assessment centre or compare results across stages, and inconsistent scores raise questions. Getting help with a test also breaches the terms you accept when you apply. Practice, not shortcuts, is what gets you through.",
    },
  ],
};
