import type { Article } from "../article";

export const assessmentCentres: Article = {
  id: "2",
  title: "Assessment Centres and Superdays: What Happens and How to Prepare",
  excerpt:
    "Group exercises, case studies, presentations and back-to-back interviews: a practical guide to the final round of finance recruitment, in person or online.",
  image: "/blog/2.svg",
  date: "2025-10-06",
  author: "Finance Careers Editorial Team",
  category: "Assessments",
  body: [
    {
      type: "paragraph",
      text: "The assessment centre is the final stage of most graduate and internship processes in UK finance. In investment banking it is often called a superday. It brings together several exercises and interviews, usually in a single day, so the firm can see how you perform across different tasks and with different people. Many are now held online, but the structure is similar either way.",
    },
    { type: "heading", text: "What the day usually includes" },
    {
      type: "list",
      items: [
        {
          term: "Interviews.",
          text: "Typically two to four, each with one or two people from the business. Expect a mix of motivational questions (why this firm, why this division), competency questions (a time you led a team or handled a setback) and technical questions.",
        },
        {
          term: "Group exercise.",
          text: "A team of candidates discusses a business problem, such as choosing between investment options, and agrees a recommendation within a time limit while assessors observe.",
        },
        {
          term: "Case study.",
          text: "You analyse a pack of information about a company or deal, alone or in a group, and present a recommendation. Some cases include simple calculations.",
        },
        {
          term: "Presentation.",
          text: "Either prepared in advance or on the day, often based on the case study. You present for a few minutes and then take questions.",
        },
        {
          term: "Written exercise.",
          text: "Some firms ask you to draft an email or short memo summarising information for a client or senior colleague.",
        },
      ],
    },
    { type: "heading", text: "How assessors judge you" },
    {
      type: "paragraph",
      text: "Most firms score each exercise against a set of competencies, such as communication, teamwork, analytical thinking, commercial awareness and motivation, and combine the scores at a wash-up meeting at the end. That has two consequences. First, one weaker exercise does not automatically rule you out, so reset after each one. Second, you are not competing with the other candidates in the room; several people from the same group can be made offers, so helping others succeed counts in your favour.",
    },
    { type: "heading", text: "Group exercises: what good looks like" },
    {
      type: "paragraph",
      text: "Assessors look for people who move the group towards a good decision. Speaking the most is not the goal. Useful contributions include proposing a structure at the start, keeping track of time, bringing in quieter members, building on others' ideas and summarising where the group has got to. Disagree when you have a reason, politely and with evidence, and be willing to change your view when someone makes a better point.",
    },
    {
      type: "tip",
      text: "In the first minutes, suggest how to split the time: reading, discussing options, agreeing a recommendation and preparing to present. Groups that plan their time rarely run out of it.",
    },
    { type: "heading", text: "Case studies and presentations" },
    {
      type: "paragraph",
      text: "Case packs usually contain more information than you can use. Skim everything first, decide what actually drives the decision and state your recommendation clearly at the start of your presentation. Support it with the two or three most important facts or numbers, acknowledge the main risks and say how they could be reduced. When asked questions you cannot answer, say what you would need to find out rather than guessing.",
    },
    { type: "heading", text: "Interviews on the day" },
    {
      type: "paragraph",
      text: "By this stage every interviewer assumes you are capable; they are deciding whether you really want the role and whether they would want to work with you. Prepare concise stories using a simple structure: the situation, what you did and the result. Know your CV in detail, because anything on it can be questioned. For technical questions, revise the three financial statements, valuation methods and a couple of current market themes, and be ready to discuss a recent deal or investment idea.",
    },
    {
      type: "list",
      items: [
        "Prepare five or six stories that can answer many competency questions between them.",
        "Research the division and the firm's recent news, deals and strategy.",
        "Prepare two or three thoughtful questions for each interviewer.",
        "For online events, test your camera, microphone and connection the day before, and choose a quiet, well-lit space.",
      ],
    },
    { type: "heading", text: "Between exercises" },
    {
      type: "paragraph",
      text: "Lunches, breaks and informal sessions with current employees are often part of the day. They are a good chance to learn about the firm and ask questions, but stay professional; anything you say can reach the assessors. Use the breaks to reset, drink water and review your notes for the next exercise rather than dwelling on the last one.",
    },
    { type: "heading", text: "After the assessment centre" },
    {
      type: "paragraph",
      text: "Firms usually let candidates know within a few days to a few weeks. If you receive an offer, check the deadline for accepting it and any conditions. If you do not, ask for feedback; not every firm gives it, but when they do it is the most valuable preparation you can get for the next assessment centre. Write down the questions you were asked while they are fresh, and update your stories and technical notes accordingly.",
    },
  ],
};
