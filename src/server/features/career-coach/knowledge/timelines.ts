import type { KnowledgeEntry } from "./entry";

// When UK finance recruiting happens, programme by programme.

const JOB_FEED = { href: "/app/job-feed", label: "Find roles in the job feed" };
const TRACKER = { href: "/app/tracker", label: "Open your tracker" };

export const TIMELINE_ENTRIES: KnowledgeEntry[] = [
  {
    id: "spring-weeks",
    topic: "timelines",
    title: "Spring weeks",
    terms: "spring week insight programme first year freshers easter fast track spring insight",
    text: "Spring weeks (spring insight programmes) are short programmes of one to five days, usually around Easter, for first-year undergraduates (second-years on four-year courses). Most banks open applications in the autumn and review them as they arrive, so applying in September to November matters more than the published closing date. The process is often an online application, online tests and a short video or phone interview. Many firms use the week itself as an assessment: strong participants can be fast-tracked to an interview, or offered a place, on the next year's summer internship.",
    link: { href: "/app/job-feed?type=spring_week", label: "Spring weeks in the job feed" },
  },
  {
    id: "summer-internships",
    topic: "timelines",
    title: "Summer internships: the UK timeline",
    terms:
      "summer internship summer analyst penultimate year intern timeline when apply open close return offer",
    text: "Summer internships (summer analyst programmes) run for about 8 to 10 weeks from June to September and are aimed at penultimate-year students. Applications usually open in July to September of the year before and most investment banks fill places on a rolling basis, so many programmes are effectively full well before their official deadline; aim to submit your best applications by October or early November. Expect online tests, a video interview and then an assessment centre or superday. The internship is a long interview: most analyst hires at the big banks come from return offers made at the end of it.",
    link: { href: "/app/job-feed?type=summer_internship", label: "Summer internships in the job feed" },
  },
  {
    id: "graduate-programmes",
    topic: "timelines",
    title: "Graduate programmes and full-time analyst roles",
    terms: "graduate scheme grad programme full time analyst final year graduates direct entry",
    text: "Graduate (full-time analyst) programmes are for final-year students and recent graduates and usually start in July to September. Because banks fill most front-office analyst places with their own summer interns, fewer places are left for direct graduate applications, so apply early and widely, including to mid-market banks, boutiques, Big Four deal advisory and asset managers. Applications generally open in the late summer and autumn of your final year. If you did not intern, lead with the closest experience you have and a clear story of why this role now.",
    link: { href: "/app/job-feed?type=graduate_programme", label: "Graduate programmes in the job feed" },
  },
  {
    id: "off-cycle-internships",
    topic: "timelines",
    title: "Off-cycle internships",
    terms: "off cycle offcycle internship autumn winter spring intern graduates gap",
    text: "Off-cycle internships run outside the summer, usually for three to six months, and firms recruit for them through much of the year. They suit graduates, master's students and those with a gap before a job, and are common in investment banking, private equity, asset management and equity research. Many lead to full-time offers when a team needs an analyst, so treat them as seriously as a summer programme. Apply when roles are posted: places are filled as candidates are found.",
    link: { href: "/app/job-feed?type=off_cycle_internship", label: "Off-cycle internships in the job feed" },
  },
  {
    id: "industrial-placements",
    topic: "timelines",
    title: "Industrial placements (a year in industry)",
    terms: "industrial placement placement year year in industry sandwich degree twelve months",
    text: "Industrial placements are paid roles of about 12 months, taken between the second and final year of a degree that allows a placement year. Recruiting runs mainly in the autumn of your second year, with online tests and assessment centres like an internship's. A placement gives a year of real experience, and many firms make graduate offers to placement students who perform well. Check with your university early that your course allows it.",
    link: { href: "/app/job-feed?type=industrial_placement", label: "Placements in the job feed" },
  },
  {
    id: "insight-days",
    topic: "timelines",
    title: "Insight days and first-year programmes",
    terms: "insight day open day discovery programme diversity programme first year school leaver",
    text: "Insight days, open days and discovery programmes are one-day or virtual events where firms introduce their divisions; some are reserved for under-represented groups. They rarely need more than a short application, and they give you names, conversations and examples to use later in a 'why this firm' answer. Keep a note of who you met and what you learned that same day. Attend a few in different areas of finance before you choose what to apply for.",
    link: { href: "/app/job-feed?type=insight_programme", label: "Insight programmes in the job feed" },
  },
  {
    id: "rolling-applications",
    topic: "timelines",
    title: "Rolling applications: why early beats on time",
    terms: "rolling basis deadline early apply first come closing date filled",
    text: "Most investment banks and many other firms review applications on a rolling basis: they assess and invite candidates as applications arrive, and close a programme once it is full. An application sent in the last week before the deadline can be competing for a handful of remaining places. Plan backwards from the opening dates, prepare your CV and motivations in the summer, and submit your priority applications in the first weeks they are open. Put every deadline in your tracker so you see what is closing next.",
    link: TRACKER,
  },
  {
    id: "application-strategy",
    topic: "timelines",
    title: "How many applications, and which",
    terms: "how many applications number spread target list strategy quality quantity",
    text: "Quality beats volume: a tailored application to a firm you have researched is worth several generic ones. Build a list across tiers (large banks, mid-market and boutique advisers, and adjacent roles such as Big Four deal advisory, asset management or corporate banking) so you are not relying on a few highly competitive programmes. Prioritise by closing date and by how well you can show motivation for each firm. Track them all in one place, with each deadline, so nothing is missed.",
    link: JOB_FEED,
  },
];
