import type { APIRequestContext } from "playwright-core";
import { type Api, apiOf, BUSY_UNIVERSITY, onboarding, ukDay } from "./busy-member-api";
import { createUser } from "./fixtures";
import type { TestServer } from "./server";

// The busy member's job search: applications at every stage with long names, contacts with chats and
// follow-ups, and alumni of the same university, one asked for a chat.

const LONG_FIRMS = [
  "J.P. Morgan Chase & Co. Corporate & Investment Bank",
  "Lazard Frères Banque – Financial Advisory",
  "Mitsubishi UFJ Financial Group (MUFG) Securities EMEA",
  "Rothschild & Co Global Advisory",
  "Evercore Partners International LLP",
  "Houlihan Lokey (Europe) Limited",
  "Schroders Investment Management",
  "Bank of America Merrill Lynch International",
];
const STAGES = [
  "saved",
  "applied",
  "online_tests",
  "interviews",
  "assessment_centre",
  "offer",
  "rejected",
  "withdrawn",
] as const;

/** One application per stage and a few more, with deadlines, events, a reminder, a checklist and notes. */
export async function addApplications(api: Api): Promise<string> {
  let first = "";
  for (const [i, firm] of LONG_FIRMS.entries()) {
    const stage = STAGES[i % STAGES.length] ?? "saved";
    const { application } = await api.post<{ application: { id: string } }>("/api/tracker/applications", {
      firm_name: firm,
      role_title:
        i % 2 === 0
          ? "Investment Banking Summer Analyst Programme 2027 – Mergers & Acquisitions (London)"
          : "Graduate Analyst, Leveraged Finance and Capital Markets",
      programme_type: i % 2 === 0 ? "summer_internship" : "graduate_programme",
      location: "London, Canary Wharf (hybrid, three days in the office)",
      url: `https://careers.example.com/jobs/${"investment-banking-".repeat(4)}${i}`,
      deadline: ukDay(2 + i * 3),
      stage,
      notes: "Spoke to two analysts at the LSE careers fair; they stressed technicals and deal knowledge.",
    });
    first ||= application.id;
  }
  await api.patch(`/api/tracker/applications/${first}`, {
    checklist: [
      { id: "cv", label: "Tailor the CV to the M&A team's recent deals", done: true },
      { id: "letter", label: "Cover letter naming the Rothschild contact", done: false },
    ],
  });
  await api.post(`/api/tracker/applications/${first}/events`, {
    kind: "interview",
    starts_at: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
    format: "Video interview (HireVue)",
    location: "Online, link sent by the graduate recruitment team",
    notes: "Prepare the why-this-bank answer and two deal stories.",
  });
  await api.post(`/api/tracker/applications/${first}/reminders`, {
    remind_at: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    text: "Chase the recruiter about the assessment centre date",
  });
  return first;
}

export async function addNetworking(api: Api, applicationId: string) {
  const people = [
    {
      name: "Alexandra Montgomery-Fitzwilliam",
      firm: "Goldman Sachs International",
      role: "Vice President",
      team: "Technology, Media and Telecoms M&A",
      met_via: "alumni",
      university: BUSY_UNIVERSITY,
      email: "alexandra.montgomery-fitzwilliam@investment-banking-division.example.com",
      linkedin_url: "https://www.linkedin.com/in/alexandra-montgomery-fitzwilliam-investment-banking-london",
      tags: ["alumni", "M&A", "TMT", "warm intro"],
      notes: "Met at the LSE alumni evening; happy to look over my CV before the summer deadline.",
    },
    {
      name: "Tom O'Connor",
      firm: "Rothschild & Co",
      role: "Associate",
      team: "Debt Advisory",
      met_via: "event",
    },
    {
      name: "Zoë Müller",
      firm: "Société Générale",
      role: "Analyst",
      team: "Global Markets",
      met_via: "linkedin",
    },
    {
      name: "James Okafor",
      firm: "Lazard",
      role: "Summer Analyst",
      met_via: "cold_email",
      stage: "reached_out",
    },
  ];
  const ids: string[] = [];
  for (const person of people) {
    const { contact } = await api.post<{ contact: { id: string } }>("/api/networking/contacts", person);
    ids.push(contact.id);
  }
  const [alexandra = "", tom = "", zoe = ""] = ids;
  await api.post(`/api/networking/contacts/${alexandra}/interactions`, {
    kind: "coffee_chat",
    occurred_on: ukDay(-1),
    notes: "Talked about the TMT team's recent deals and how the summer programme rotates.",
  });
  await api.post(`/api/networking/contacts/${tom}/interactions`, { kind: "call", occurred_on: ukDay(-12) });
  await api.post(`/api/networking/contacts/${zoe}/interactions`, { kind: "email", occurred_on: ukDay(0) });
  await api.put("/api/networking/settings", { monthly_chat_goal: 4 });
  await api.put(`/api/networking/applications/${applicationId}/contacts/${alexandra}`, {});
}

export async function addAlumni(request: APIRequestContext, server: TestServer) {
  const alumni = [
    {
      firstName: "Oliver",
      lastName: "Grant",
      firm: "Morgan Stanley & Co. International plc",
      role: "Associate, Global Capital Markets – Equity Syndicate",
    },
    {
      firstName: "Priya",
      lastName: "Shah",
      firm: "KKR (Kohlberg Kravis Roberts)",
      role: "Private Equity Analyst",
    },
  ];
  for (const person of alumni) {
    const alum = await createUser(server, { firstName: person.firstName, lastName: person.lastName });
    const signIn = await fetch(`${server.url}/api/account/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: alum.email, password: alum.password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in of ${alum.email} answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const asAlum = async (method: string, url: string, data: object) => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify(data),
      });
      if (!response.ok)
        throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    };
    await asAlum("PUT", "/api/profile/onboarding", onboarding(alum, "graduate"));
    await asAlum("PUT", "/api/alumni/listing", {
      listed: true,
      firm: person.firm,
      role: person.role,
      note: "Happy to talk about applications, superdays and the first year as an analyst.",
    });
  }
  const api = apiOf(request, server);
  const { alumni: listed } = await api.get<{ alumni: { id: string; name: string }[] }>("/api/alumni");
  const oliver = listed.find((alum) => alum.name.startsWith("Oliver"));
  if (!oliver) throw new Error("the alumni of the member's university are not listed");
  await api.post(`/api/alumni/${oliver.id}/requests`, {
    message:
      "Hi Oliver, I am a second-year economist at the LSE applying for summer internships. Could we talk for 15 minutes?",
  });
}
