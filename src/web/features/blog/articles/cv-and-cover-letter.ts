import type { Article } from "../article";

export const cvAndCoverLetter: Article = {
  id: "6",
  title: "Writing a CV and Cover Letter for UK Banks",
  excerpt:
    "The one-page format UK finance recruiters expect, how to write bullet points that show impact, and how to answer cover letters and motivational questions.",
  image: "/blog/6.svg",
  date: "2026-02-16",
  author: "Finance Careers Editorial Team",
  category: "Applications",
  body: [
    {
      type: "paragraph",
      text: "Recruiters at UK banks and investment firms read a very large number of applications in a short period, so your CV has to be clear at a glance. The conventions are more fixed than in many industries, and following them signals that you understand the sector. This guide covers the format, the content and the written answers that usually accompany it.",
    },
    { type: "heading", text: "The format" },
    {
      type: "list",
      items: [
        {
          term: "One page.",
          text: "For students and recent graduates, a single A4 page is the standard. Anything longer suggests you cannot prioritise.",
        },
        { term: "Reverse chronological order.", text: "Most recent first within each section." },
        {
          term: "Clean layout.",
          text: "A standard font, consistent dates aligned to the right, clear section headings and no colour, graphics or tables that may not survive an applicant tracking system.",
        },
        {
          term: "No photo or personal details beyond contact information.",
          text: "UK CVs do not include a photo, date of birth, marital status or nationality. Include your name, phone number, email and, if you like, a LinkedIn URL.",
        },
        {
          term: "PDF with a sensible file name.",
          text: "For example Firstname-Lastname-CV.pdf, so formatting stays intact.",
        },
      ],
    },
    { type: "heading", text: "Sections and what goes in them" },
    { type: "subheading", text: "Education" },
    {
      type: "paragraph",
      text: "Put education first while you are a student. Include your university, degree, dates and your predicted or achieved classification, plus strong module results if they are relevant. List A-levels or equivalent qualifications with grades, and summarise GCSEs in one line. Add scholarships, prizes and relevant coursework briefly.",
    },
    { type: "subheading", text: "Experience" },
    {
      type: "paragraph",
      text: "Include internships, part-time jobs, volunteering and substantial society roles. For each, give the organisation, your role, location and dates, then two to four bullet points. Part-time work in retail or hospitality is valuable: it shows reliability, customer skills and time management, so do not leave it out.",
    },
    { type: "subheading", text: "Leadership, skills and interests" },
    {
      type: "paragraph",
      text: "Group positions of responsibility, such as society committees and team captaincies, in their own section if you have several. Finish with a short section listing technical skills (Excel, Python, financial modelling), languages with your level, and two or three specific interests. Specific interests, such as a particular sport at a competitive level, give interviewers something genuine to talk about.",
    },
    { type: "heading", text: "Writing bullet points that show impact" },
    {
      type: "paragraph",
      text: "Each bullet should start with a strong verb, say what you did and, where possible, show the result. Quantify honestly where you can, such as the size of a budget, the number of people involved or a measurable improvement, but never inflate numbers; anything on your CV can be questioned in interview.",
    },
    {
      type: "list",
      items: [
        "Weak: Responsible for the society's social media.",
        "Stronger: Planned and ran the investment society's weekly market updates, growing event attendance over the year and securing a new sponsor.",
        "Weak: Helped with a financial analysis project.",
        "Stronger: Built a discounted cash flow model of a listed retailer in Excel and presented a buy recommendation to a panel of society alumni.",
      ],
    },
    { type: "heading", text: "Cover letters and motivational questions" },
    {
      type: "paragraph",
      text: "Many banks have replaced traditional cover letters with motivational questions in the application form, each with a word or character limit; others still ask for a letter. Either way the content is the same: why this firm, why this division, and why you. Generic answers are easy to spot, so each one should contain something that could only be written about that firm.",
    },
    {
      type: "list",
      ordered: true,
      items: [
        {
          term: "Why this firm:",
          text: "refer to its strategy, a recent deal or initiative, its culture as you experienced it at an event, or a conversation with someone who works there.",
        },
        {
          term: "Why this division:",
          text: "show you understand the daily work and explain what draws you to it, backed by something you have done.",
        },
        {
          term: "Why you:",
          text: "give two or three pieces of evidence from your CV that match what the role requires.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Keep a cover letter to one page, address it to a named person if you can find one, and avoid repeating your CV line by line. For word-limited questions, answer the question directly in the first sentence and use the remaining words for evidence.",
    },
    { type: "heading", text: "Common mistakes" },
    {
      type: "list",
      items: [
        "The wrong firm's name left in a letter or answer; check every one before submitting.",
        "Spelling mistakes and inconsistent formatting, which suggest a lack of attention to detail.",
        "Listing duties instead of achievements.",
        "Claiming skills you cannot demonstrate in an interview.",
        "Submitting on the closing date, when many places may already have gone on a rolling basis.",
      ],
    },
    {
      type: "tip",
      text: "Ask someone who has not seen your CV before to read it for thirty seconds and tell you what they remember. If it is not your strongest points, reorder them.",
    },
  ],
};
