import type { DomainId, FacetId } from "../../../../shared/personality";

// Our own wording for every domain and facet. The IPIP statements are public domain and the bigfive
// packages are MIT, but we do not reuse any published result text: these are written for students
// weighing finance careers. Every trait has strengths at both ends, so neither end is praised or faulted,
// and nothing here is a clinical judgement.

export type TraitText = {
  /** What the trait describes, in one sentence. */
  summary: string;
  /** What a high score tends to mean. */
  high: string;
  /** What a low score tends to mean. */
  low: string;
  /** How the trait can show up in finance work, for both ends of the scale. */
  finance: string;
};

export const DOMAIN_TEXTS: Record<DomainId, TraitText> = {
  N: {
    summary: "How strongly and how often you feel worry, frustration, low mood and stress.",
    high: "You notice pressure and setbacks keenly and feel them strongly. You often see early what could go wrong.",
    low: "You tend to stay even-tempered under pressure and recover from setbacks quickly.",
    finance:
      "Live deals, deadlines and market moves bring pressure to most finance roles. A high score can mean a sharp eye for risk, useful in risk, audit and control work, and is well served by deliberate ways to recover. A low score can mean steadiness on a busy trading day or through a long deal, best paired with a habit of testing the downside.",
  },
  E: {
    summary: "How much you draw energy from people, activity and excitement.",
    high: "You enjoy company, speak up readily and like a lively, busy pace.",
    low: "You prefer smaller groups or time on your own, think before you speak and like a steadier pace.",
    finance:
      "Sales, trading floors and client coverage mean constant conversation and quick exchanges, which many high scorers enjoy. Research, modelling, quant and risk roles involve long stretches of focused work alone, which many low scorers enjoy. People at both ends do well in both kinds of role.",
  },
  O: {
    summary: "How much you are drawn to new ideas, imagination, art and different ways of doing things.",
    high: "You are curious, enjoy abstract ideas and like variety and change.",
    low: "You prefer the practical and familiar, and trust methods that have proved themselves.",
    finance:
      "A high score can suit strategy, research, structuring and fintech, where new ideas and abstract models are daily work. A low score can suit roles built on established processes, such as operations, fund accounting, audit and compliance, where consistency matters most.",
  },
  A: {
    summary:
      "How you balance other people's interests with your own: trust, candour, helpfulness and compromise.",
    high: "You are warm and cooperative, give people the benefit of the doubt and prefer to avoid conflict.",
    low: "You are sceptical and direct, comfortable with disagreement and ready to put your own case firmly.",
    finance:
      "A high score helps teamwork and long client relationships, though pushing back in a negotiation may take conscious effort. A low score can help in negotiation, due diligence, credit analysis and short-side research, where healthy scepticism is valued, though keeping relationships smooth may take conscious effort.",
  },
  C: {
    summary: "How you organise yourself, keep your commitments and pursue your goals.",
    high: "You plan ahead, work carefully, finish what you start and like things in order.",
    low: "You are flexible and spontaneous, comfortable with loose ends and often work in bursts.",
    finance:
      "Accurate financial models, clean data and hard deadlines reward careful, organised habits, which high scorers often find natural. Low scorers often adapt fast when plans change, as on a trading desk or in a start-up, and can protect their accuracy with checklists and a second pair of eyes.",
  },
};

/** Keyed by domain, then by the questions package's facet number. */
export const FACET_TEXTS: Record<DomainId, Record<FacetId, TraitText>> = {
  N: {
    1: {
      summary: "Anxiety: how readily you worry and feel tense about what might happen.",
      high: "You often think ahead to what could go wrong and feel uneasy until it is settled.",
      low: "You rarely dwell on what might go wrong and feel relaxed about the unknown.",
      finance:
        "Thinking through what could go wrong is the heart of risk management, credit and audit. Feeling relaxed about uncertainty can help when markets are volatile or a deal's outcome is open for weeks.",
    },
    2: {
      summary: "Anger: how quickly frustration and irritation build up in you.",
      high: "You feel frustration quickly when things go wrong or people let you down.",
      low: "You are slow to feel irritated and stay patient when things go wrong.",
      finance:
        "Late nights, changing requests and failed trades test patience. A high scorer may channel frustration into fixing the problem and benefits from pausing before replying; a low scorer keeps a calm tone in tense calls and reviews.",
    },
    3: {
      summary: "Depression: how prone you are to low mood and self-doubt after setbacks.",
      high: "Setbacks can weigh on you for a while and you may be hard on yourself.",
      low: "Your mood tends to stay steady and setbacks do not knock your confidence for long.",
      finance:
        "Rejections are common in applications and in work such as pitching and fundraising. A high scorer may reflect deeply on what went wrong and benefits from support and perspective; a low scorer tends to move on to the next attempt quickly.",
    },
    4: {
      summary: "Self-consciousness: how aware you are of how others see you, especially among strangers.",
      high: "You can feel awkward in new social situations and may hold back from drawing attention.",
      low: "You feel at ease with strangers and rarely worry about how you come across.",
      finance:
        "Networking events, assessment centres and client meetings involve meeting strangers. A high scorer often prepares well and listens closely, and gains ease with practice; a low scorer may find cold outreach and presenting come naturally.",
    },
    5: {
      summary: "Immoderation: how strongly you feel urges and cravings and how hard they are to resist.",
      high: "You feel strong urges and enjoy things to the full, sometimes more than you planned.",
      low: "You find it easy to resist temptation and keep your habits in moderation.",
      finance:
        "Long hours make sleep, food and downtime easy to neglect. A high scorer may enjoy intense bursts of work and play and benefits from firm routines; a low scorer keeps steady habits, which helps with discipline in trading and personal investing.",
    },
    6: {
      summary: "Vulnerability: how you cope when pressure piles up or events move fast.",
      high: "Under heavy pressure you can feel overwhelmed and prefer support or time to regroup.",
      low: "You stay composed in emergencies and feel able to cope when things pile up.",
      finance:
        "Deal deadlines and market shocks can stack up at once. A high scorer does well with clear priorities, early planning and a supportive team; a low scorer often becomes the steady voice in a crisis.",
    },
  },
  E: {
    1: {
      summary: "Friendliness: how warmly and openly you show interest in other people.",
      high: "You make friends easily and people quickly feel at ease with you.",
      low: "You are more reserved and take time before you open up to people.",
      finance:
        "Warmth builds rapport with clients and colleagues in coverage, sales and wealth management. Reserve can read as calm professionalism and suits roles where trust is earned through careful work rather than small talk.",
    },
    2: {
      summary: "Gregariousness: how much you enjoy crowds, groups and busy places.",
      high: "You enjoy large groups and lively settings and feel energised by them.",
      low: "You prefer small groups or quiet settings and find crowds tiring after a while.",
      finance:
        "A trading floor or a packed networking evening suits people who enjoy a crowd. Research, quant and modelling teams often work in quieter settings that suit people who prefer fewer, deeper conversations.",
    },
    3: {
      summary: "Assertiveness: how readily you take charge, speak up and lead.",
      high: "You speak up, take the lead and are comfortable directing others.",
      low: "You prefer to let others lead and contribute through listening and support.",
      finance:
        "Pitching, negotiating and running a deal team call for speaking up. Listening well and letting others lead suits analysis, research and team roles where the quality of the work speaks first; confidence to voice a view can grow with experience.",
    },
    4: {
      summary: "Activity level: the pace you like to live and work at.",
      high: "You like to be busy, move fast and fill your time.",
      low: "You prefer a measured pace with time to pause and reflect.",
      finance:
        "Investment banking and trading often run at a fast pace with many tasks at once. A measured pace suits long-horizon work such as equity research, asset management and risk modelling, where careful thought matters more than speed.",
    },
    5: {
      summary: "Excitement-seeking: how much you look for thrills, stimulation and risk.",
      high: "You enjoy adventure and stimulation and can get bored by routine.",
      low: "You prefer calm and predictability and avoid unnecessary risk.",
      finance:
        "Some people enjoy the buzz of live markets, which suits trading and deal-making; it is worth keeping a firm line between excitement and risk limits. Others prefer steady, predictable work, which suits compliance, operations, audit and long-term investing.",
    },
    6: {
      summary: "Cheerfulness: how often you feel joy, enthusiasm and high spirits.",
      high: "You are often upbeat and enthusiastic, and that tends to lift the people around you.",
      low: "You are more serious and even in mood, and less given to showing enthusiasm.",
      finance:
        "Enthusiasm helps in client-facing work and keeps a team going through long deals. A serious, level manner can come across as measured and credible in research, credit and risk discussions.",
    },
  },
  O: {
    1: {
      summary: "Imagination: how much you use fantasy and daydreaming to explore ideas.",
      high: "You have a vivid imagination and enjoy picturing possibilities.",
      low: "You focus on what is real and in front of you rather than what might be.",
      finance:
        "Picturing possibilities helps with scenario planning, product design and spotting new investment themes. A grounded focus helps with reconciliations, reporting and execution, where the task is to get today's facts right.",
    },
    2: {
      summary: "Artistic interests: how much you value beauty in art, music, writing and nature.",
      high: "You notice and value beauty and design, and enjoy the arts.",
      low: "You care less about artistic detail and more about function.",
      finance:
        "An eye for design can lift pitch books, presentations and client reports. A focus on function keeps attention on the numbers and the argument rather than the look of the slide.",
    },
    3: {
      summary: "Emotionality: how aware you are of your own and other people's feelings.",
      high: "You are in touch with your feelings and often sense what others feel.",
      low: "You pay less attention to feelings and tend to focus on facts.",
      finance:
        "Reading a client's or colleague's mood helps in sales, wealth management and team leadership. A facts-first focus helps keep decisions objective, as in investment committees and credit approvals.",
    },
    4: {
      summary: "Adventurousness: how keen you are to try new activities and break from routine.",
      high: "You like variety and new experiences and get restless with routine.",
      low: "You like familiar routines and prefer to stick with what you know works.",
      finance:
        "A liking for variety suits rotational graduate schemes, new markets and project-based advisory work. A liking for routine suits roles with a dependable cycle, such as fund accounting, reporting and operations, where consistency prevents errors.",
    },
    5: {
      summary: "Intellect: how much you enjoy abstract ideas, puzzles and theory.",
      high: "You enjoy abstract problems, theory and debating ideas.",
      low: "You prefer practical problems with clear, concrete answers.",
      finance:
        "Abstract thinking suits quant, economics, structuring and research. A practical focus suits execution, operations and client delivery, where results count more than theory.",
    },
    6: {
      summary: "Liberalism: how ready you are to question tradition, authority and fixed rules.",
      high: "You like to question conventions and see many issues as open to debate.",
      low: "You respect tradition and established rules and value stability.",
      finance:
        "Questioning convention helps in strategy, fintech and contrarian investing. Respect for rules and tradition helps in compliance, regulation and risk control, where established standards exist for good reason.",
    },
  },
  A: {
    1: {
      summary: "Trust: how readily you assume other people are honest and well-meaning.",
      high: "You tend to believe what people tell you and assume good intentions.",
      low: "You are wary of others' motives until they have earned your trust.",
      finance:
        "Trust helps build lasting relationships with clients and colleagues. Healthy scepticism suits due diligence, audit, fraud investigation and credit analysis, where claims need checking before they are believed.",
    },
    2: {
      summary: "Morality: how straightforward and candid you are in dealing with others.",
      high: "You are straightforward and would rather be open than use tactics to get ahead.",
      low: "You are comfortable being tactical and keeping your cards close when it helps.",
      finance:
        "Candour builds the reputation that finance careers depend on, with clients and regulators alike. Keeping your cards close can be useful in negotiation, provided it stays within the firm's rules and conduct standards.",
    },
    3: {
      summary: "Altruism: how much you enjoy helping others and putting their needs first.",
      high: "You go out of your way to help people and find that rewarding.",
      low: "You focus on your own tasks and expect others to manage theirs.",
      finance:
        "Helping others makes for a valued team member, mentor and client adviser. A focus on your own work suits roles judged on individual output, such as trading or research, though small gestures of help still build goodwill.",
    },
    4: {
      summary: "Cooperation: how much you prefer compromise to confrontation.",
      high: "You dislike conflict and will often give way to keep the peace.",
      low: "You do not mind confrontation and will argue your position hard.",
      finance:
        "A cooperative style helps deal teams and cross-desk projects run smoothly. Willingness to argue hard helps in negotiations and investment debates; it works best aimed at the issue rather than the person.",
    },
    5: {
      summary: "Modesty: how much you play down your own achievements.",
      high: "You play down your achievements and dislike talking about yourself.",
      low: "You are confident about your abilities and comfortable promoting them.",
      finance:
        "Modesty can make you a trusted team player, but in applications and reviews it pays to state your results plainly. Self-confidence helps in interviews, pitches and sales, and lands best when backed by evidence.",
    },
    6: {
      summary: "Sympathy: how strongly you feel for people who are struggling.",
      high: "You feel for people in difficulty and want to help them.",
      low: "You take a more detached view and judge situations on their facts.",
      finance:
        "Sympathy can draw people to impact investing, financial inclusion and client-focused roles. A detached view can help in restructuring, credit decisions and cost reviews, where hard calls must be made fairly and consistently.",
    },
  },
  C: {
    1: {
      summary: "Self-efficacy: how confident you feel that you can get things done.",
      high: "You feel capable and confident that you will handle what comes.",
      low: "You sometimes doubt whether you can manage a task and may seek reassurance.",
      finance:
        "Confidence in your ability helps you take on unfamiliar models and tasks. Doubt can drive thorough preparation and double-checking; asking for guidance early is normal and expected of graduates.",
    },
    2: {
      summary: "Orderliness: how much you like things tidy, structured and planned.",
      high: "You like order, lists and clear structure in your work and space.",
      low: "You are comfortable with some mess and prefer not to be tied to structure.",
      finance:
        "Orderly habits help with clean spreadsheets, version control and well-labelled files, which reviewers notice. Comfort with mess suits fast-moving desks and ad hoc requests, helped by a simple filing habit.",
    },
    3: {
      summary: "Dutifulness: how strongly you feel bound by rules, promises and obligations.",
      high: "You keep your promises and follow the rules carefully.",
      low: "You treat rules and commitments as flexible when circumstances change.",
      finance:
        "Finance is heavily regulated, so a strong sense of duty suits compliance, audit and client money roles. Flexibility helps in creative problem-solving, provided it never stretches to regulatory or conduct rules.",
    },
    4: {
      summary: "Achievement-striving: how hard you push yourself towards ambitious goals.",
      high: "You set high goals and work hard to reach them.",
      low: "You are content with doing enough and value balance over striving.",
      finance:
        "Strong drive fits competitive programmes such as investment banking and private equity. Valuing balance can fit roles and firms with steadier hours, and helps avoid burnout over a long career.",
    },
    5: {
      summary: "Self-discipline: how well you start and finish tasks despite distraction or boredom.",
      high: "You get started promptly and see tasks through even when they are dull.",
      low: "You may put off starting or drift to more interesting things.",
      finance:
        "Discipline carries you through repetitive work such as data cleaning, checking and exam study for qualifications like the CFA or ACA. If starting is hard, short deadlines, timers and study groups can provide the structure.",
    },
    6: {
      summary: "Cautiousness: how carefully you think before you act or decide.",
      high: "You think things through carefully before you act.",
      low: "You decide and act quickly, often on instinct.",
      finance:
        "Careful thought suits risk, credit, audit and valuation, where a rushed decision can be costly. Quick decisions suit fast markets and execution, best backed by limits and a habit of checking key numbers.",
    },
  },
};

export function domainText(domain: DomainId): TraitText {
  return DOMAIN_TEXTS[domain];
}

export function facetText(domain: DomainId, facet: FacetId): TraitText {
  return FACET_TEXTS[domain][facet];
}
