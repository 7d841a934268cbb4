import { eq } from "drizzle-orm";
import { stageLabel, type TrackerStage } from "../../../shared/schemas/tracker";
import type { DbOrTx } from "../../db/client";
import { applications } from "../../db/schema";

// When two applications are the same one: the same link, or the same firm and role once case, accents,
// spaces and punctuation are set aside ("J.P. Morgan" and "JP Morgan", "Rothschild & Co" and
// "Rothschild and Co"). Adding by hand warns, and an import skips such rows unless the member says
// otherwise, so a re-imported export does not double every deadline, reminder and calendar event.

/** An application a new one would duplicate, as the warning names it. */
export type TrackedApplication = {
  id: string;
  firm_name: string;
  role_title: string;
  stage: TrackerStage;
  archived: boolean;
};

// Query parameters that only say where a click came from: the same posting with or without them.
const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|ref|source|src)$/i;

/** A link without scheme, "www.", fragment, tracking parameters or trailing slash; null when unreadable. */
export function linkKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  const host = parsed.host.toLowerCase().replace(/^www\./, "");
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${host}${path}${query}`.toLowerCase();
}

/** Letters and digits only, lower case and without accents: "Société Générale" is "societegenerale". */
export function nameKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The keys an application is recognised by: its link (when it has one) and its firm and role. */
export function applicationKeys(application: { firm: string; role: string; url: string | null }): string[] {
  const keys: string[] = [];
  const link = application.url ? linkKey(application.url) : null;
  if (link) keys.push(`link:${link}`);
  const firm = nameKey(application.firm);
  const role = nameKey(application.role);
  if (firm && role) keys.push(`role:${firm}|${role}`);
  return keys;
}

/** Every application the member tracks (archived ones too), by each of its keys. */
export async function trackedByKey(db: DbOrTx, userId: string): Promise<Map<string, TrackedApplication>> {
  const rows = await db
    .select({
      id: applications.id,
      firmName: applications.firmName,
      roleTitle: applications.roleTitle,
      url: applications.url,
      stage: applications.stage,
      archivedAt: applications.archivedAt,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(applications.createdAt);
  const byKey = new Map<string, TrackedApplication>();
  for (const row of rows) {
    const tracked: TrackedApplication = {
      id: row.id,
      firm_name: row.firmName,
      role_title: row.roleTitle,
      stage: row.stage as TrackerStage,
      archived: row.archivedAt !== null,
    };
    for (const k of applicationKeys({ firm: row.firmName, role: row.roleTitle, url: row.url })) {
      if (!byKey.has(k)) byKey.set(k, tracked);
    }
  }
  return byKey;
}

/** The application a new one with this firm, role and link would duplicate, or null. */
export async function findTracked(
  db: DbOrTx,
  userId: string,
  application: { firm: string; role: string; url: string | null },
): Promise<TrackedApplication | null> {
  const keys = applicationKeys(application);
  if (keys.length === 0) return null;
  const tracked = await trackedByKey(db, userId);
  return keys.map((k) => tracked.get(k)).find((a) => a !== undefined) ?? null;
}

/** "Goldman Sachs: Summer Analyst (Applied)", or "(archived)" when it is no longer on the board. */
export function describeTracked(tracked: TrackedApplication): string {
  const where = tracked.archived ? "archived" : stageLabel(tracked.stage);
  return `${tracked.firm_name}: ${tracked.role_title} (${where})`;
}
