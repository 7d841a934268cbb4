import type { Article } from "../article";

// spec 000 §2.1: the internship guide. The spec's copy is cut off at section 4; asks for the
// complete guide, so every section below runs to its end.
export const navigatingFinanceInternships: Article = {
  id: "navigating-finance-internships",
  title: "Navigating Finance Internships: A Complete UK Guide",
  excerpt:
    "Spring weeks, summer internships, off-cycle roles and placement years: what each one is, when applications open, how selection works and how to turn an internship into a graduate offer.",
  image: "/blog/navigating-finance-internships.svg",
  date: "2025-09-01",
  author: "Finance Careers Editorial Team",
  category: "Internships",
  body: [
    {
      type: "paragraph",
      text: "In UK finance, most graduate jobs are filled through internships. Banks, asset managers and many other firms use their internship programmes as an extended interview, and a large share of their graduate analysts are interns who received a return offer. That makes the internship, not the graduate application, the main event. This guide walks through the types of internship, the recruiting calendar, each stage of selection and how to make the most of the placement once you are in.",
    },
    { type: "heading", text: "1. The four kinds of finance internship" },
    {
      type: "list",
      items: [
        {
          term: "Spring weeks (spring insight programmes).",
          text: "Short programmes, usually a few days to a week around the Easter break, for first-year students on three-year degrees or second-years on four-year degrees. They introduce the divisions of a firm, and some firms invite strong spring interns to a fast-tracked process for the following summer.",
        },
        {
          term: "Summer internships.",
          text: "Paid programmes of roughly eight to ten weeks between June and September, aimed at penultimate-year students. This is the main route into graduate analyst programmes: good interns are offered a full-time role starting after they graduate.",
        },
        {
          term: "Off-cycle internships.",
          text: "Placements that run outside the summer, often for three to six months. They suit graduates, master's students and people on a gap year, and they are usually advertised when a team has a specific need, so they appear throughout the year.",
        },
        {
          term: "Industrial placements.",
          text: "Six- to twelve-month placements taken as a year in industry on a four-year sandwich degree. You do real work for a long period, and many firms make graduate offers to placement students who perform well.",
        },
      ],
    },
    { type: "heading", text: "2. The recruiting calendar" },
    {
      type: "paragraph",
      text: "The most common mistake is applying too late. Finance recruits roughly a year ahead of the start date, and many firms review applications on a rolling basis, which means places can be filled before the published closing date. Exact dates change every year and differ between firms, so treat the pattern below as a guide and check each firm's careers site.",
    },
    {
      type: "list",
      items: [
        {
          term: "Summer to early autumn:",
          text: "summer internship applications for the following year open, many of them in the summer holidays. Apply as early as you can produce a strong application.",
        },
        {
          term: "Autumn:",
          text: "spring week applications open, often from September or October. This is also when online tests, video interviews and the first assessment centres begin for summer internships.",
        },
        {
          term: "Winter:",
          text: "many summer and spring programmes close or fill; assessment centres continue into the new year.",
        },
        {
          term: "Spring:",
          text: "spring weeks take place; later-closing programmes, smaller firms and off-cycle roles keep recruiting.",
        },
        {
          term: "Summer:",
          text: "internships run, return offers are made towards the end, and the next cycle opens.",
        },
      ],
    },
    {
      type: "tip",
      text: "Keep a single list of every programme you want, with its opening date, closing date and status. Set a reminder a week before each one opens so you can submit in the first days rather than the last.",
    },
    { type: "heading", text: "3. Choosing where and what to apply for" },
    {
      type: "paragraph",
      text: "Applying everywhere with the same answers rarely works, because the motivational questions ask why this firm and why this division. Aim for a focused list you can research properly. Think about the type of work as much as the name on the door: investment banking divisions advise on mergers, acquisitions and capital raising; sales and trading teams make markets for clients; research analysts cover companies or economies; asset managers invest money for pension funds, insurers and individuals; and risk, operations and technology teams keep the whole business running. Each has different hours, skills and exit routes.",
    },
    {
      type: "paragraph",
      text: "Cast your net beyond the largest banks as well. Boutique advisory firms, mid-market banks, asset managers, insurers, the Big Four's deals and valuations teams and corporate finance departments at large companies all run internships, and competition for them can be less intense. Where your degree, location or visa status affects your eligibility, check the requirements before you invest time in an application.",
    },
    { type: "heading", text: "4. The selection process, stage by stage" },
    {
      type: "list",
      ordered: true,
      items: [
        {
          term: "Online application.",
          text: "Personal details, education with grades, work experience and usually two or three motivational questions with word limits. Some firms still ask for a CV and cover letter. Answer the question asked, name specifics about the firm and the division, and keep within the limit.",
        },
        {
          term: "Online tests.",
          text: "Numerical and verbal reasoning, situational judgement tests, game-based assessments or personality questionnaires. They are often sent straight after you apply and have their own deadlines, so set aside quiet time to take them.",
        },
        {
          term: "Video interview.",
          text: "A recorded interview in which a question appears on screen and you record an answer within a time limit. Expect motivational and competency questions such as why finance, why this firm and a time you worked in a team.",
        },
        {
          term: "Assessment centre or superday.",
          text: "A final round of several back-to-back interviews, sometimes with a group exercise, case study or presentation. Expect competency, motivational and technical questions, and be ready to discuss recent deals or market moves that interest you.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "At every stage the firm is looking for the same three things: that you genuinely understand and want the role, that you can do the work accurately under pressure, and that people would want to sit next to you for long days. Prepare stories from your own experience that show each of these, and rehearse them out loud.",
    },
    { type: "heading", text: "5. Making the most of the internship" },
    {
      type: "paragraph",
      text: "Once you start, you are being assessed on work quality, attitude and how you fit the team. Small habits make a large difference. Write down instructions, repeat them back and ask clarifying questions at the start rather than halfway through. Check every number and every slide before sending anything, because attention to detail is what juniors are judged on first. Give your staffer honest updates on your workload, and if you finish a task, ask for the next one.",
    },
    {
      type: "list",
      items: [
        "Meet people across the team, not only your direct manager; short coffees are normal and expected.",
        "Ask for feedback at the midpoint so you have time to act on it before the final review.",
        "Keep notes of what you worked on, what you learned and who you met; they help in the final review and later interviews.",
        "Be reliable on the basics: arrive on time, reply promptly and respect confidentiality at all times.",
      ],
    },
    { type: "heading", text: "6. Return offers and what to do without one" },
    {
      type: "paragraph",
      text: "Return offers are usually decided in the final weeks and communicated at the end of the programme or shortly after. If you receive one, read the terms carefully and ask how long you have to decide. If you do not, ask politely for feedback and keep in touch with the people you worked with, who may refer you elsewhere. The experience still counts: graduate schemes, off-cycle internships, smaller firms and related roles such as audit, corporate finance or consulting all value a finance internship on your CV, and many successful careers started on a second attempt.",
    },
    {
      type: "heading",
      text: "Your checklist",
    },
    {
      type: "list",
      items: [
        "Build a target list by division and firm, with opening and closing dates.",
        "Prepare a one-page CV and tailored answers for each firm before applications open.",
        "Practise numerical, verbal and situational judgement tests in timed conditions.",
        "Rehearse answers to why finance, why this firm, why this division and your key competency stories.",
        "Learn the technical basics: the three financial statements, valuation methods and current market themes.",
        "Apply early, track every application and follow up on every deadline.",
      ],
    },
  ],
};
