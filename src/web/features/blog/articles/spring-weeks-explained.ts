import type { Article } from "../article";

export const springWeeksExplained: Article = {
  id: "1",
  title: "Spring Weeks Explained: How First-Years Get a Foot in the Door",
  excerpt:
    "Who spring weeks are for, when to apply, what happens during the week and how to use one as a route to a summer internship.",
  image: "/blog/1.svg",
  date: "2025-09-22",
  author: "Finance Careers Editorial Team",
  category: "Internships",
  body: [
    {
      type: "paragraph",
      text: "Spring weeks, also called spring insight programmes, are the earliest formal entry point into many UK finance firms. They are short, usually lasting a few days to a week, and are designed for students who are not yet eligible for summer internships. For many people, a spring week is the first time they see a trading floor or sit in on a deal team, and at some firms it can lead directly to a summer internship.",
    },
    { type: "heading", text: "Who can apply" },
    {
      type: "paragraph",
      text: "Most spring weeks are open to first-year undergraduates on three-year degrees and second-years on four-year degrees, in other words students who are two years away from graduating. Many firms accept applications from any degree subject; history, languages and engineering students are welcome alongside economics and finance students. Some programmes are aimed at particular groups, such as women, students from under-represented ethnic backgrounds or students from lower-income households, so read the eligibility details on each firm's site.",
    },
    { type: "heading", text: "When to apply" },
    {
      type: "paragraph",
      text: "Applications typically open in the autumn of your first year, often from September or October, and many close by the end of the year or in January. Because firms review applications as they arrive and places are limited, applying in the first few weeks gives you the best chance. This means you may be applying only weeks after starting university, so it helps to prepare your CV and research firms over the summer before you arrive.",
    },
    {
      type: "tip",
      text: "Make a list of the firms you are interested in before term starts, and check their careers pages weekly from September so you can apply as soon as each programme opens.",
    },
    { type: "heading", text: "The application process" },
    {
      type: "paragraph",
      text: "The process is usually shorter than for a summer internship but follows the same pattern: an online application with motivational questions, one or more online tests, and often a recorded video interview. Some firms add a short telephone or video interview or a virtual assessment event. Firms know first-years have limited experience, so they focus on motivation, potential and how you use the experiences you do have.",
    },
    {
      type: "list",
      items: [
        {
          term: "Why this firm?",
          text: "Mention something specific: a business area, a value you saw in practice at an event, or a conversation with someone who works there.",
        },
        {
          term: "Why finance?",
          text: "Link it to something real, such as a module you enjoyed, an investment society project or a news story you followed closely.",
        },
        {
          term: "Evidence of skills.",
          text: "Part-time jobs, volunteering, sport and school leadership roles all provide examples of teamwork, responsibility and resilience.",
        },
      ],
    },
    { type: "heading", text: "What happens during the week" },
    {
      type: "paragraph",
      text: "A typical spring week combines presentations from different divisions, panel discussions with current analysts, shadowing sessions, networking events and group exercises such as a case study or pitch. You are often assessed during these activities, sometimes formally, so treat every session as part of an interview. Arrive prepared with questions, take notes and speak to as many people as you can.",
    },
    {
      type: "list",
      items: [
        "Research the divisions you will meet so your questions go beyond what is on the website.",
        "Contribute in group exercises by structuring the discussion, keeping time or summarising, not only by talking most.",
        "Note the names of people you speak to and send a short thank-you message afterwards.",
        "Be professional throughout, including at social events.",
      ],
    },
    { type: "heading", text: "From spring week to summer internship" },
    {
      type: "paragraph",
      text: "Some firms offer strong spring interns a fast-track to their summer internship, for example a direct invitation to a final-round interview or, occasionally, an internship offer at the end of the week. Others simply give you a head start through contacts and knowledge of the firm. Either way, the experience is valuable: it helps you choose a division, gives you concrete examples for future applications and shows recruiters you started early.",
    },
    { type: "heading", text: "If you do not get a place" },
    {
      type: "paragraph",
      text: "Spring weeks are very competitive, and many successful bankers and investors never did one. There are other ways to build the same experience: insight days and open evenings, university society events with firms, virtual work experience programmes, investment competitions and part-time roles in any business. Use your first year to build a record of interest and skills, then apply early for penultimate-year summer internships with everything you have learned.",
    },
    {
      type: "paragraph",
      text: "Whichever route you take, keep a record of every application: the firm, the programme, the dates and the outcome. Patterns in your results show where your applications need work, and your notes from one cycle make the next one faster and stronger.",
    },
  ],
};
