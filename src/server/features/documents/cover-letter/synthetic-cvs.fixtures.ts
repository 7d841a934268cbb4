import { seededRandom } from "../../../platform/seeded-random";

// CVs assembled from interchangeable parts (education, jobs, society roles, skills) in several layouts,
// for the properties every letter must keep whoever writes it: 250-400 words, no unsupported fact, no
// long run copied from the posting, no paragraph shared with another member's letter to the same firm.
// People, firms and numbers are invented.

const NAMES = [
  "Maya Singh",
  "Callum Reid",
  "Zara Ahmed",
  "Ethan Brooks",
  "Grace Okoye",
  "Leo Fischer",
  "Isla Murray",
  "Noah Patel",
];
const EDUCATION = [
  ["University of Leeds", "BSc Economics", "Sep 2024 – Jun 2027", "Predicted 2:1"],
  ["King's College London", "BA Economics and Management", "Sep 2024 – Jun 2027", "On track for a First"],
  ["University of Edinburgh", "MA Economics", "Sep 2023 – Jun 2027", "Predicted 2:1"],
  ["Durham University", "BSc Mathematics", "Oct 2022 – Jun 2025", "First Class Honours"],
  ["University of Bath", "BSc Accounting and Finance", "Sep 2023 – Jun 2027", "Predicted First"],
  ["Imperial College London", "MEng Chemical Engineering", "Oct 2023 – Jun 2027", "Predicted 2:1"],
] as const;
const JOBS = [
  [
    "Corporate Finance Intern",
    "Alder Row Advisory",
    "• Built a DCF valuation for a £45m engineering business, used in the client's sale process",
    "• Researched 30 potential acquirers and wrote their profiles for a pitch book",
  ],
  [
    "Audit Intern",
    "Fenwick Gray LLP",
    "• Tested 60 revenue samples for a £90m logistics client and raised 2 control findings",
    "• Reconciled bank confirmations for 8 subsidiaries with no errors at review",
  ],
  [
    "Markets Summer Analyst",
    "Halberd Bank",
    "• Built a Python tool that priced 200 bonds a day for the rates desk, cutting manual work by 3 hours",
    "• Presented a daily 5-minute macro briefing to a team of 12 traders",
  ],
  [
    "Operations Placement Student",
    "Quayside Bank",
    "• Settled up to 150 trades a day and cleared a backlog of 400 breaks in 2 months",
    "• Automated a daily exceptions report in SQL, saving the team 4 hours a week",
  ],
  [
    "Investment Analyst Intern",
    "Moorgate Growth Partners",
    "• Screened 80 start-ups against the fund's criteria and wrote 3 first-round investment memos",
    "• Modelled returns for a £12m Series B round under 3 exit scenarios",
  ],
] as const;
const SOCIETIES = [
  [
    "Treasurer",
    "Investment Society",
    "• Managed a £14,000 budget and raised £5,000 of sponsorship from 3 firms",
  ],
  ["President", "Finance Society", "• Led a committee of 10 and grew membership from 150 to 420 in one year"],
  ["Captain", "Hockey Club", "• Captained a squad of 18 to promotion and organised 6 fundraising events"],
  ["Editor", "Economics Review", "• Edited 12 student articles a term and grew readership to 2,000"],
] as const;
const SKILLS = [
  "Excel, PowerPoint, Python",
  "Excel (advanced), VBA, SQL",
  "Excel, Bloomberg, Capital IQ",
  "Python, R, Excel",
];

function layout(parts: {
  name: string;
  education: readonly string[];
  jobs: (typeof JOBS)[number][];
  society: (typeof SOCIETIES)[number];
  skills: string;
  style: number;
}): string {
  const [institution, degree, dates, grade] = parts.education;
  const university =
    institution?.replace(/^(University of |King's College |Imperial College )/, "").split(" ")[0] ?? "";
  const education =
    parts.style === 0
      ? [`${institution}, ${degree}    ${dates}`, `${grade}`]
      : parts.style === 1
        ? [`${dates}`, `${institution}`, `${degree}`, `${grade}`]
        : [`${institution}\t${degree}`, `${dates}`, `${grade}`];
  const jobs = parts.jobs.flatMap(([role, firm, ...bullets]) =>
    parts.style === 1
      ? [`${firm} — ${role}    Jun 2025 – Aug 2025`, ...bullets]
      : [`${role} | ${firm} | London | Jul 2025 – Sep 2025`, ...bullets],
  );
  const [post, club, bullet] = parts.society;
  const heading = (text: string) =>
    parts.style === 2 ? `${text.charAt(0)}${text.slice(1).toLowerCase()}` : text;
  return [
    parts.name,
    `${parts.name.toLowerCase().replace(" ", ".")}@example.com | 07700 900${String(parts.style).padStart(3, "1")}`,
    "",
    heading("EDUCATION"),
    ...education,
    "",
    heading(parts.style === 1 ? "RELEVANT EXPERIENCE" : "EXPERIENCE"),
    ...jobs,
    "",
    heading("LEADERSHIP"),
    `${university} ${club} — ${post}    Sep 2025 – Present`,
    bullet,
    "",
    heading("SKILLS"),
    parts.skills,
  ].join("\n");
}

// Two people never write the same bullet: each CV's figures are its own.
const ownFigures = (bullet: string, i: number) =>
  bullet.replace(/\d+/g, (n) => String(Number(n) + 7 * (i + 1)));

/** `count` different CVs (no two with the same studies and first job), the same ones for the same seed. */
export function syntheticCvs(count: number, seed = "letters"): string[] {
  const random = seededRandom(seed);
  const pairs = random.shuffle(EDUCATION.flatMap((education) => JOBS.map((job) => ({ education, job }))));
  return Array.from({ length: count }, (_, i) => {
    const { education, job } = pairs[i % pairs.length] ?? { education: EDUCATION[0], job: JOBS[0] };
    const second = random.pick(JOBS.filter((j) => j !== job));
    const jobs = (random.int(0, 1) ? [job, second] : [job]).map(
      ([role, firm, ...bullets]) =>
        [role, firm, ...bullets.map((b) => ownFigures(b, i))] as unknown as (typeof JOBS)[number],
    );
    const [post, club, bullet] = random.pick(SOCIETIES);
    return layout({
      name: NAMES[i % NAMES.length] ?? "Sam Lee",
      education,
      jobs,
      society: [post, club, ownFigures(bullet, i)] as unknown as (typeof SOCIETIES)[number],
      skills: random.pick(SKILLS),
      style: i % 3,
    });
  });
}
