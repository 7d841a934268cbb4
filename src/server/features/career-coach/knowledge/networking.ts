import type { KnowledgeEntry } from "./entry";

// Networking: reaching out, coffee chats, events and following up.

const NETWORKING = { href: "/app/networking", label: "Open networking" };

export const NETWORKING_ENTRIES: KnowledgeEntry[] = [
  {
    id: "networking-outreach",
    topic: "networking",
    title: "Reaching out to people in the industry",
    terms: "networking linkedin message cold email alumni reach out contact bankers connect outreach",
    text: "Start with warm links: alumni of your university or school, society speakers and people you met at events. Send a short, personal message on LinkedIn or by email: who you are, why them in particular (shared university, their team, a talk they gave), and a small request such as 15 minutes for a call about their path. Do not ask for a job or a referral in the first message. Send a polite follow-up after about a week if you hear nothing, and keep a record of everyone you contact.",
    link: NETWORKING,
  },
  {
    id: "coffee-chats",
    topic: "networking",
    title: "Coffee chats and informational calls",
    terms: "coffee chat informational interview call networking call what to ask preparation",
    text: "Treat a networking call like a short interview that you lead: prepare a 30-second introduction and five or six questions about their path, their team's work, what they look for in interns and what they would do in your position. Keep to the time you asked for, listen more than you speak, and ask at the end whether there is anyone else they would suggest you speak to. Note what you learned straight afterwards: it becomes your 'why this firm' material. Thank them within a day.",
    link: NETWORKING,
  },
  {
    id: "networking-etiquette",
    topic: "networking",
    title: "Networking etiquette",
    terms: "networking etiquette follow up thank you email how often polite professional mistakes",
    text: "Be brief, specific and easy to help: one clear request per message, flexible on timing, and respectful of busy weeks. Thank people within 24 hours and tell them later when their advice helped, for example when you get an interview. Do not send the same copied message to many people at one firm, and do not mention someone's name in an application without asking them. Stay in touch a few times a year with news, not requests.",
    link: NETWORKING,
  },
  {
    id: "careers-events",
    topic: "networking",
    title: "Careers fairs, presentations and firm events",
    terms: "careers fair event presentation campus society networking event recruiter booth",
    text: "At firm presentations and careers fairs, arrive knowing which people you want to meet and one or two questions for each, and introduce yourself with your name, year, course and interest. Ask for the person's name and whether you may follow up, then send a short note within a day that mentions what you discussed. Recruiters often attend these events, so behave as if it is part of the process. Use what you learn in your applications, naming the event where it fits.",
    link: NETWORKING,
  },
  {
    id: "thank-you-notes",
    topic: "networking",
    title: "Thank-you notes after interviews",
    terms: "thank you email after interview follow up note recruiter",
    text: "A short thank-you email after an interview or a superday is polite and does no harm, although it will rarely change a decision. Send it within a day to the recruiter or the interviewers whose addresses you have, mention something specific you discussed, and keep it to three or four sentences. Do not chase for a result before the date you were given; after it passes, a polite note to the recruiter asking about the timeline is fine.",
  },
];
