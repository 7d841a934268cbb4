import { runCli } from "../../../scripts/lib/cli-context";
import { firms, jobs } from "../../../src/server/db/schema";

// Run before an e2e server starts (it needs the PGlite lock): a small, known catalogue of firms and
// roles for the job feed's browser tests. `BULK` extra roles exercise paging.

const DAY = 86_400_000;
const now = Date.now();
const bulk = Number(process.env.SEED_BULK_ROLES ?? 0);

await runCli(async ({ db }) => {
  const [goldman, blackstone, smallbank] = await db
    .insert(firms)
    .values([
      { slug: "goldman-sachs", name: "Goldman Sachs", sector: "investment_banking", premier: true },
      { slug: "blackstone", name: "Blackstone", sector: "private_equity", premier: true },
      { slug: "smallbank", name: "Smallbank Capital", sector: "investment_banking", premier: false },
    ])
    .returning();
  if (!goldman || !blackstone || !smallbank) throw new Error("firms not created");
  const base = { source: "e2e", applyUrl: "https://example.com/apply" };
  await db.insert(jobs).values([
    {
      ...base,
      externalId: "gs-summer",
      firmId: goldman.id,
      firmName: goldman.name,
      title: "Investment Banking Summer Analyst 2027",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london"],
      descriptionHtml: "<p>Join our M&amp;A team for ten weeks in London.</p><ul><li>Build models</li></ul>",
      descriptionText: "Join our M&A team for ten weeks in London. Build models",
      closesAt: new Date(now + 5 * DAY),
      firstSeenAt: new Date(now - 2 * DAY),
      requirements: {
        cv: true,
        cover_letter: true,
        online_tests: [{ kind: "Numerical reasoning", provider: "SHL" }],
      },
    },
    {
      ...base,
      externalId: "bx-offcycle",
      firmId: blackstone.id,
      firmName: blackstone.name,
      title: "Private Equity Off-Cycle Intern",
      roleType: "off_cycle_internship",
      financeAreas: ["private_equity"],
      locations: ["london"],
      workplace: "hybrid",
      descriptionHtml: "<p>Work on buyouts and portfolio companies.</p>",
      descriptionText: "Work on buyouts and portfolio companies.",
      closesAt: new Date(now + 20 * DAY),
      firstSeenAt: new Date(now - DAY),
    },
    {
      ...base,
      externalId: "sb-grad",
      firmId: smallbank.id,
      firmName: smallbank.name,
      title: "Graduate Programme, Markets",
      roleType: "graduate_programme",
      financeAreas: ["sales_trading"],
      locations: ["new_york"],
      descriptionText: "A rotational programme across our trading desks.",
      rolling: true,
      isSample: true,
      firstSeenAt: new Date(now - 10 * DAY),
    },
    ...Array.from({ length: bulk }, (_, i) => ({
      ...base,
      externalId: `bulk-${i}`,
      firmId: smallbank.id,
      firmName: smallbank.name,
      title: `Analyst role ${i + 1}`,
      roleType: "full_time",
      locations: ["manchester"],
      firstSeenAt: new Date(now - (i + 11) * DAY),
    })),
  ]);
  console.log(`Seeded 3 firms and ${3 + bulk} roles.`);
});
