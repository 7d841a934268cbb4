import { type Guide, list, paragraph } from "./guide-types";

export const FIRM_RESEARCH_GUIDE: Guide = {
  id: "firm-research",
  title: "Firm research: what to know and where to find it",
  kind: "Research",
  summary:
    'What to know about a firm, its division and its programme, where to find it, and how to turn it into "why us".',
  sections: [
    {
      heading: "What to know about the firm",
      blocks: [
        list([
          "What it does and how it makes money: its main businesses and roughly how big each is.",
          "Its size and position: headcount, revenue or assets under management, where it ranks, its main competitors.",
          "Its UK presence: offices, teams in London and elsewhere, the clients it serves here.",
          "Its strategy and recent news: the latest results, what the chief executive says the priorities are, any big hires, exits or restructuring.",
          "Its values and culture, in its own words, and what people who work there say about it.",
        ]),
      ],
    },
    {
      heading: "What to know about the division and programme",
      blocks: [
        list([
          "What the team does day to day, and who its clients are.",
          "Two or three recent deals, funds or trades, in enough detail to say why each mattered: the parties, the size, the rationale and the firm's role.",
          "For investment banking, where the team ranks in league tables for its sector or product; for asset management, its flagship funds and their strategies; for private equity, its portfolio and typical deal size; for hedge funds, its strategy.",
          "The programme: length, rotations, training, locations, and the stages of the assessment process.",
        ]),
      ],
    },
    {
      heading: "Where to find it",
      blocks: [
        list([
          "The firm's own website: careers pages, the annual report, and the investor relations section with results presentations.",
          "Press releases and deal announcements, and the financial press: the Financial Times, Reuters, Bloomberg and City AM.",
          "Companies House for the accounts of UK subsidiaries and private firms.",
          "LinkedIn for the backgrounds of people in the team, and for alumni of your university who work there.",
          "Insight days, webinars, campus presentations and podcasts run by the firm.",
          "Conversations with people who work there: the most useful source, and the one that sets your answer apart.",
        ]),
      ],
    },
    {
      heading: "Turning research into answers",
      blocks: [
        paragraph(
          '"Why this firm?" fails when the answer fits any bank. Give two or three reasons that only this firm can satisfy, each made of a fact about the firm, why it matters to you, and evidence from your own experience. For example: "Your team advised on three of the five largest UK healthcare deals last year; I want to work in a sector team early, and my dissertation on NHS procurement gave me a head start on the sector."',
        ),
        paragraph(
          "Keep a one-page note per firm with the facts, two deals, the people you have spoken to, and your three reasons, and reread it the night before each round.",
        ),
      ],
    },
  ],
};
