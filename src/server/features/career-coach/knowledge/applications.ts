import type { KnowledgeEntry } from "./entry";

// CVs, cover letters and the questions on application forms.

const DOCUMENTS = { href: "/app/documents", label: "Open your documents" };

export const APPLICATION_ENTRIES: KnowledgeEntry[] = [
  {
    id: "cv-conventions",
    topic: "applications",
    title: "A UK finance CV",
    terms: "cv resume one page format layout photo education grades a levels 2:1 degree classification pdf",
    text: "A UK finance CV is one page, in reverse-chronological order, with education first: university, degree, expected or achieved classification (for example a predicted 2:1 or First) and relevant modules, then A-levels or equivalent with grades. Then experience, then leadership and activities, then skills and interests. Leave out a photo, date of birth and marital status, and send it as a PDF with consistent fonts, dates and spacing. Screeners spend seconds on a first read, so make the firm names, your grades and your results easy to find.",
    link: DOCUMENTS,
  },
  {
    id: "cv-bullets",
    topic: "applications",
    title: "Writing CV bullet points",
    terms: "cv bullet points action verbs quantify numbers impact achievements experience section",
    text: "Write each bullet as action, task and result: start with a strong verb, say what you did and end with what changed, with a number wherever you can ('Built a DCF model of a FTSE 250 retailer, presented to a panel of 4 portfolio managers; the pitch placed 2nd of 30 teams'). One or two lines per bullet and three or four bullets per role is plenty. Part-time jobs count: show responsibility, customers, money handled or problems solved. Cut duties that any holder of the job would list and keep what only you did.",
    link: DOCUMENTS,
  },
  {
    id: "cover-letters",
    topic: "applications",
    title: "Cover letters",
    terms: "cover letter motivation letter covering letter why firm structure paragraphs dear",
    text: "Fewer finance employers ask for cover letters than before, but when one is asked for it is read. Keep it to one page: an opening that names the role, a paragraph on why this firm and division with specifics (a deal, a conversation with someone there, the way the team works), one or two paragraphs of evidence from your experience tied to what the role needs, and a short close. Address a named person if you know one, otherwise 'Dear Hiring Manager'. Check the firm's name in every line: a letter naming another bank is an instant rejection.",
    link: DOCUMENTS,
  },
  {
    id: "why-this-firm",
    topic: "applications",
    title: "Answering 'why this firm?' or 'why this bank?'",
    terms: "why this bank why this firm why us motivation research company culture deals",
    text: "A convincing 'why this firm' answer has reasons that would not fit another bank: a recent deal or mandate and what interested you about it, a strength of the firm in a sector or region, what people you spoke to said about the team and training, or the structure of the programme. Two or three specific reasons, each tied to you, beat a list of compliments. Prepare it from the firm's own news, its deal announcements in the financial press and your conversations with its people, and keep notes per firm.",
  },
  {
    id: "why-this-division",
    topic: "applications",
    title: "Answering 'why investment banking?' or 'why this division?'",
    terms: "why investment banking why ib why markets why asset management why division motivation",
    text: "Say what the work is and why it suits you: for advisory, the analysis behind transactions, the pace, the steep learning curve and working in teams on deals; for markets, the speed and the link to live prices; for asset management, forming long-term views on companies and markets. Back each reason with something you have done (a society, a competition, an internship, your own investing). Show you understand the lifestyle and still want it. Avoid leading with money or prestige.",
  },
  {
    id: "application-questions",
    topic: "applications",
    title: "Written application questions",
    terms: "application form questions word limit competency questions written answers strengths",
    text: "Application forms often ask why you want the role, about a time you showed a competency, or about a commercial topic, with a word or character limit. Answer the question in the first sentence, then give one well-chosen example with a result, and use most of the limit without padding. Reuse good material across firms but rewrite the firm-specific parts every time. Draft in a document first, check spelling and names, then paste.",
  },
];
