import type { KnowledgeEntry } from "./entry";

// Interviews and assessment centres: formats and how to answer.

const INTERVIEW = { href: "/app/interview", label: "Practise an interview" };

export const INTERVIEW_ENTRIES: KnowledgeEntry[] = [
  {
    id: "superdays",
    topic: "interviews",
    title: "Superdays and assessment centres",
    terms: "superday super day assessment centre ac final round group exercise case study presentation",
    text: "A superday or assessment centre is the final round: several back-to-back interviews with bankers of different seniority, sometimes with a group exercise, a written or Excel case study or a presentation. Each interviewer usually scores you separately and the scores are compared at the end, so one weak interview can be outweighed and every interview is a fresh start. Expect behavioural, motivational and technical questions plus questions about the firm's recent deals. Prepare two or three thoughtful questions for each interviewer and keep your energy up all day.",
    link: INTERVIEW,
  },
  {
    id: "star-answers",
    topic: "interviews",
    title: "Behavioural answers with STAR",
    terms:
      "star situation task action result competency behavioural question tell me about a time teamwork leadership",
    text: "Answer 'tell me about a time' questions with STAR: a brief Situation and Task (a quarter of the answer), then the Actions you personally took (half), then the Result, with a number if possible, and what you learned. Say 'I', not 'we', when describing what you did. Aim for about two minutes. Prepare six to eight stories that can cover teamwork, leadership, failure, conflict, pressure and initiative, and practise telling them aloud.",
    link: INTERVIEW,
  },
  {
    id: "tell-me-about-yourself",
    topic: "interviews",
    title: "'Walk me through your CV' and 'tell me about yourself'",
    terms: "walk me through your cv tell me about yourself introduction story opening",
    text: "This opening question is a one to two minute story, not a reading of your CV: where you started, the choices you made and why, the experiences that drew you to finance, and why you are in this interview for this role now. End on the role, so the story leads naturally to 'why this firm'. Keep it chronological and connect each step with a reason. Rehearse it until it is natural but not memorised word for word.",
    link: INTERVIEW,
  },
  {
    id: "commercial-awareness",
    topic: "interviews",
    title: "Commercial awareness and markets questions",
    terms:
      "commercial awareness market news current affairs deal you followed interest rates ftse markets view",
    text: "Interviewers ask about a deal you have followed, what is happening in markets or a company you find interesting. Follow one or two deals in detail: who bought what, the price and multiple if reported, the strategic rationale, how it was financed and the risks. Know the current Bank of England Bank Rate and the direction of recent moves, the level of the FTSE 100 and major themes in your chosen sector. Read the Financial Times or a daily markets newsletter and practise explaining a story in two minutes.",
  },
  {
    id: "questions-to-ask",
    topic: "interviews",
    title: "Questions to ask your interviewer",
    terms: "questions to ask interviewer end of interview any questions for me",
    text: "Have two or three questions ready for each interviewer that show interest and research: about their own path and what they enjoy, how the team's work has changed recently, what distinguishes the best analysts or interns they have seen, or a deal the firm announced. Avoid questions answered on the careers page and questions about pay or holidays at this stage. Listen and follow up on the answer: it becomes a conversation, which is what they remember.",
  },
  {
    id: "asset-management-interviews",
    topic: "interviews",
    title: "Asset management and stock pitches",
    terms: "asset management stock pitch investment idea buy side portfolio equity research fund long short",
    text: "Asset management, equity research and hedge fund interviews often ask for a stock pitch: a company, your recommendation (buy or sell), two or three reasons the market has it wrong, a valuation that supports the target price, the main risks and what would change your mind. Pick a company you really know, prepare for questions two levels deep, and be ready to discuss a second idea. Expect questions on how you follow markets, your view on an asset class and your investment philosophy.",
  },
  {
    id: "sales-and-trading-interviews",
    topic: "interviews",
    title: "Sales and trading interviews",
    terms: "sales and trading s&t markets trader trading floor mental maths brainteasers trade idea",
    text: "Sales and trading interviews test market knowledge, quick thinking and communication: expect 'pitch me a trade', questions on what moved markets this week, how interest rates affect bond prices (prices fall when yields rise), and mental maths or probability puzzles. Have a trade idea with the rationale, the risk and how you would exit it. Follow a few markets daily so your views are current. Think aloud on puzzles: the method matters as much as the number.",
  },
  {
    id: "private-equity-careers",
    topic: "interviews",
    title: "Getting into private equity",
    terms: "private equity pe buy side career path associate analyst graduate entry",
    text: "Most private equity associates join after two or three years as an investment banking or transaction services analyst, although some funds hire graduates directly into small analyst programmes and some take summer or off-cycle interns. PE interviews test modelling (an LBO test, sometimes timed in Excel), deal judgement and a case or investment memo on a business. Build the basics first: accounting, valuation and a paper LBO. Networking matters, because many funds recruit through headhunters and referrals.",
  },
];
