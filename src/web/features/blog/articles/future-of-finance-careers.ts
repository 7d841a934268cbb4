import type { Article } from "../article";

export const futureOfFinanceCareers: Article = {
  id: "future-of-finance-careers",
  title: "The Future of Finance Careers: Banking, Asset Management, Private Equity and Hedge Funds",
  excerpt:
    "How careers in investment banking, asset management, private equity and hedge funds usually start and progress, and how automation, data and private markets are changing them.",
  image: "/blog/future-of-finance-careers.svg",
  date: "2025-03-10",
  author: "Finance Careers Editorial Team",
  category: "Careers",
  body: [
    {
      type: "paragraph",
      text: "Finance is often described as one industry, but the day-to-day work, hours and routes in differ a lot between its main areas. Choosing well early saves time and helps your applications, because firms want to hear why you chose their part of the industry. This article outlines the four areas students ask about most, then looks at the changes shaping careers over the next decade.",
    },
    { type: "heading", text: "Investment banking" },
    {
      type: "paragraph",
      text: "Investment banks advise companies, governments and investors on mergers and acquisitions and help them raise capital through equity and debt markets. The corporate finance side (often called IBD) is organised into industry and product teams, while the markets side covers sales, trading and research. Most people join as analysts through a graduate programme, usually after a summer internship, and progress to associate, vice president and director. The work is demanding, with long hours during live deals, but it builds strong technical and client skills that are valued across the industry.",
    },
    { type: "heading", text: "Asset management" },
    {
      type: "paragraph",
      text: "Asset managers invest money on behalf of pension schemes, insurers, charities and individuals, across equities, bonds, multi-asset funds and alternatives. Graduate roles include investment analyst positions, which support portfolio managers with research, and roles in distribution, product, risk and operations. Many large managers run their own graduate schemes and internships. The pace is steadier than in banking, and the work rewards deep research, long-term thinking and clear writing. Professional qualifications such as the CFA or the Investment Management Certificate are common in this area.",
    },
    { type: "heading", text: "Private equity" },
    {
      type: "paragraph",
      text: "Private equity firms buy stakes in private companies, work to improve them and sell them several years later. Teams are small and the work combines financial modelling, due diligence and oversight of portfolio companies. Most junior hires join as associates after two or three years in investment banking, consulting or transaction services, although a growing number of firms run analyst programmes for graduates. If private equity is your goal, a strong grounding in modelling and a first role with good deal exposure are the usual path.",
    },
    { type: "heading", text: "Hedge funds" },
    {
      type: "paragraph",
      text: "Hedge funds run investment strategies that aim for returns in different market conditions, from fundamental long and short equity investing to global macro, credit and systematic quantitative trading. Teams are lean and judged closely on performance. Fundamental funds often hire analysts with experience in banking or research, while quantitative funds hire graduates with strong mathematics, statistics or computer science backgrounds straight from university, sometimes from PhD programmes. Some of the largest funds now run structured internships and graduate programmes.",
    },
    { type: "heading", text: "The trends reshaping these careers" },
    { type: "subheading", text: "Automation and AI" },
    {
      type: "paragraph",
      text: "Routine tasks such as formatting presentations, gathering data and producing first drafts of documents are increasingly automated or assisted by AI tools. That does not remove the need for junior staff, but it changes what they spend time on: more checking, interpreting and communicating, and less manual production. Graduates who can use these tools well and judge when their output is wrong will have an advantage.",
    },
    { type: "subheading", text: "Data skills across every role" },
    {
      type: "paragraph",
      text: "Data work is no longer confined to quantitative teams. Analysts in research, investing and risk are expected to handle larger data sets, and basic programming in Python or SQL is becoming a common expectation rather than a bonus. Even a small project that shows you can gather, clean and analyse data gives you something concrete to discuss in interviews.",
    },
    { type: "subheading", text: "The rise of private markets" },
    {
      type: "paragraph",
      text: "Private equity, private credit, infrastructure and real estate have grown substantially over the past decade, and many traditional asset managers and banks have expanded into them. This has created more entry points into private markets than existed before, including graduate roles at managers and in the teams that finance and advise them.",
    },
    { type: "subheading", text: "Sustainable finance and regulation" },
    {
      type: "paragraph",
      text: "Climate risk, sustainability disclosure and stewardship are now part of mainstream lending and investing. Regulation also continues to shape the industry, from capital rules for banks to the Financial Conduct Authority's Consumer Duty, which sets higher standards for how firms treat retail customers. Risk, compliance and sustainability teams offer strong careers in their own right, not only as support functions.",
    },
    { type: "heading", text: "What this means for you" },
    {
      type: "list",
      items: [
        "Pick a direction early enough to tailor applications, but keep your first role broad enough to learn transferable skills.",
        "Build modelling and accounting foundations, since they carry across banking, investing and private markets.",
        "Add data skills and practise using AI tools critically, checking their output rather than trusting it.",
        "Follow the industry: read about deals, fund launches and regulation so you can explain why an area interests you.",
        "Talk to people in each area before deciding; a short conversation reveals more about the daily work than any article.",
      ],
    },
    {
      type: "paragraph",
      text: "Careers in finance are rarely linear. Many people move from banking to private equity, from research to asset management or from risk to trading. The first role matters less than what you learn in it, so choose somewhere you will be trained well and given real responsibility.",
    },
  ],
};
