import { randomUUID } from "node:crypto";
import type { Db } from "../../src/server/db/client";
import { premiumSignups, profiles, siteFigures, user } from "../../src/server/db/schema";
import { addTestimonial, createCampaign } from "../../src/server/features/landing/site-content.service";

// A landing page as a live site has it: a running campaign with seats taken, more published
// testimonials than the carousel shows, admin figures, and a few hundred members, some of them new
// this week. Written through the product's own service functions where they exist.

const DAY = 86_400_000;
/** What the seeded page holds, for the benchmark's check of the answer and its report. */
export const SEEDED = { members: 400, newThisWeek: 40, seatCap: 100, premium: 40, testimonials: 8 };

export async function seedLanding(db: Db, now = new Date()) {
  await createCampaign(db, {
    name: "Spring intake",
    starts_at: new Date(now.getTime() - 3 * DAY),
    ends_at: new Date(now.getTime() + 7 * DAY),
    seat_cap: SEEDED.seatCap,
  });
  for (let position = 0; position < SEEDED.testimonials; position++) {
    await addTestimonial(db, {
      quote: `The tracker kept my applications straight and the interview practice got me ready (${position + 1}).`,
      name: `Member ${position + 1}`,
      school: "University of Leeds",
      company: "Barclays",
      role: "Summer Analyst",
      rating: 5,
      consent_at: new Date(now.getTime() - 30 * DAY),
      published: position < SEEDED.testimonials - 1,
      position,
    });
  }
  await db.insert(siteFigures).values([
    { key: "offers-secured", label: "Offers secured", value: "120", source: "2026 member survey" },
    { key: "firms-monitored", label: "Firms monitored", value: "85", source: "Our job sources" },
    { key: "placements", label: "Placements", value: "64", source: "2026 member survey" },
  ]);

  // Members over the last 60 days, SEEDED.newThisWeek of them within the last week.
  const every = SEEDED.members / SEEDED.newThisWeek;
  const members = Array.from({ length: SEEDED.members }, (_, i) => {
    const id = randomUUID();
    const ageDays = i % every === 0 ? (i % 7) + 0.5 : 8 + (i % 52);
    return {
      id,
      name: `Bench Member${i}`,
      firstName: "Bench",
      lastName: `Member${i}`,
      email: `bench-landing-${i}-${id.slice(0, 8)}@example.com`,
      createdAt: new Date(now.getTime() - ageDays * DAY),
    };
  });
  await db.insert(user).values(members);
  await db
    .insert(profiles)
    .values(
      members.map((m, i) => ({ id: m.id, university: "University of Leeds", showInJoinAlerts: i % 2 === 0 })),
    );
  // Premium sign-ups since the campaign began, none in the last minute (no "just joined" during the run).
  await db.insert(premiumSignups).values(
    members.slice(0, SEEDED.premium).map((m, i) => ({
      userId: m.id,
      source: "licence",
      createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
    })),
  );
}
