import { type Guide, list, paragraph } from "./guide-types";

export const YOUR_STORY_GUIDE: Guide = {
  id: "your-story",
  title: 'Telling your story: "walk me through your CV"',
  kind: "Behavioural",
  summary:
    "The first question of most interviews: a two-minute answer that explains your choices and ends at this role.",
  sections: [
    {
      heading: "What the interviewer wants",
      blocks: [
        paragraph(
          '"Walk me through your CV" or "tell me about yourself" is rarely a test of what is on the page: they have read it. They want to hear why you made your choices, whether your interest in this role is real and has grown over time, and whether you can speak clearly and briefly. It sets the tone for the rest of the interview, so it is the answer to prepare most.',
        ),
      ],
    },
    {
      heading: "A structure that works",
      blocks: [
        list(
          [
            "Start: one sentence on where you are now or where it began, such as your degree and university. Not your GCSEs.",
            "The path: two or three steps in order, each with the reason you took it and what it taught you. The reasons matter more than the facts.",
            "The turning point: the experience that drew you to this area of finance, such as an internship, a society role, an investment competition or a conversation with someone in the industry.",
            "What you have done about it since: courses, networking, spring weeks, reading, the skills you have built.",
            "The hand-off: why this role at this firm is the logical next step. End there, so the next question follows from it.",
          ],
          true,
        ),
        paragraph(
          'Aim for 90 seconds to two minutes, about 250 to 300 words spoken. Have a 30-second version for when the interviewer says "briefly".',
        ),
      ],
    },
    {
      heading: "An example",
      blocks: [
        paragraph(
          "\"I'm in my final year of Economics at Leeds. I chose economics because I liked understanding why businesses and markets behave as they do, and in my second year I joined the investment society, where I now run the equity research team. Pitching a UK mid-cap stock in a national competition was the first time I valued a real business, and I enjoyed the mix of analysis and judgement. That led me to a spring week in corporate finance, where I saw how much of the work is helping a client make one big decision well. Last summer I interned in a mid-market M&A boutique, building comparables and helping on a sell-side process, which confirmed that deal work is what I want to do. I'm applying to your summer analyst programme because your team's mid-market focus means analysts get real responsibility on live deals early, which is how I learn best.\"",
        ),
      ],
    },
    {
      heading: "Mistakes to avoid",
      blocks: [
        list([
          "Reading out the CV line by line, with no reasons.",
          "Going on for five minutes: the interviewer loses interest and has less time for your strengths.",
          "Listing every society and prize: choose the two or three that support your story.",
          'A story that does not end at this role, which leaves "so why are you here?" unanswered.',
          "Sounding memorised: learn the structure and the key points, not a script. Record yourself and listen back.",
        ]),
      ],
    },
  ],
};
