import { and, desc, eq, inArray, isNotNull, ne, notExists, sql } from "drizzle-orm";
import { type AlumniRequestStatus, universityKey } from "../../../shared/alumni";
import type { PageQuery } from "../../../shared/schemas/paging";
import type { Db, DbOrTx } from "../../db/client";
import { alumniBlocks, alumniChatRequests, alumniListings, profiles, user } from "../../db/schema";
import { beforeKeyset, decodeKeyset, keysetPage, keysetTime } from "../../http/keyset";
import { graduatedProfile, shortName, universityOf } from "./members";

// "Alumni from your university": who a member may ask to chat. Only listed alumni of the same
// university (by universityKey), never the member themselves, never an alum who blocked them, never a
// suspended account, and never an email address.

/** Alumni per page; more load as the member scrolls. */
export const DIRECTORY_PAGE_SIZE = 20;

/**
 * The conditions that make `alumId` (or every alum, without it) visible to `memberId`, over listings
 * joined to their users.
 */
function visibleTo(memberId: string, key: string, alumId?: string) {
  return and(
    alumId ? eq(alumniListings.userId, alumId) : undefined,
    isNotNull(alumniListings.listedAt),
    eq(alumniListings.universityKey, key),
    // A listing counts only while the alum's profile still names the university it was listed under,
    // and still says they have graduated. Checked per listing by the profile's primary key rather than
    // joined: the planner cannot tell how many listings pass a check across two tables, guesses almost
    // none, and then reads every listing of the university and every member to sort them, where this
    // way it walks the listings index newest first and stops once the page is full.
    sql`(select ${profiles.university} = ${alumniListings.university} and ${graduatedProfile}
      from ${profiles} where ${profiles.id} = ${alumniListings.userId})`,
    ne(alumniListings.userId, memberId),
    eq(user.banned, false),
    notExists(
      sql`(select 1 from ${alumniBlocks} where ${alumniBlocks.alumId} = ${alumniListings.userId}
        and ${alumniBlocks.blockedId} = ${memberId})`,
    ),
  );
}

// What a directory card shows, and no more.
const LISTING = {
  userId: alumniListings.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  name: user.name,
  university: alumniListings.university,
  firm: alumniListings.firm,
  role: alumniListings.role,
  note: alumniListings.note,
  listedAt: alumniListings.listedAt,
};

function listingRows(db: Db | DbOrTx) {
  return db.select(LISTING).from(alumniListings).innerJoin(user, eq(user.id, alumniListings.userId));
}

/** One alum as `memberId` may see them, or null: unknown, unlisted, elsewhere and blocked look alike. */
export async function visibleAlum(db: Db | DbOrTx, memberId: string, alumId: string) {
  const university = await universityOf(db, memberId);
  if (!university) return null;
  const [row] = await listingRows(db).where(visibleTo(memberId, universityKey(university), alumId));
  return row ?? null;
}

/** One page of the directory, newest listings first, keyset-paged on (listed_at, user_id). */
export async function listAlumni(db: Db, memberId: string, query: PageQuery = {}) {
  const cursor = decodeKeyset(query.cursor);
  const university = await universityOf(db, memberId);
  if (!university) return { university: null, listed_self: false, alumni: [], next_cursor: null };
  const visible = visibleTo(memberId, universityKey(university));
  const found = await db
    .select({ ...LISTING, cursorTime: keysetTime(alumniListings.listedAt) })
    .from(alumniListings)
    .innerJoin(user, eq(user.id, alumniListings.userId))
    .where(
      cursor ? and(visible, beforeKeyset(alumniListings.listedAt, alumniListings.userId, cursor)) : visible,
    )
    // The order of alumni_listings_university_idx (descending, nulls last) so the scan can follow it;
    // neither column is null here, so the rows come in the same order as a plain descending sort.
    .orderBy(sql`${alumniListings.listedAt} desc nulls last`, sql`${alumniListings.userId} desc nulls last`)
    .limit(DIRECTORY_PAGE_SIZE + 1);
  const { page: rows, next_cursor } = keysetPage(found, DIRECTORY_PAGE_SIZE, (row) => ({
    t: row.cursorTime,
    id: row.userId,
  }));
  // The member's latest request to each, so the list says where things stand instead of offering a form;
  // and whether the member is listed here themselves (as students see them: while their answers say they
  // have graduated), so the page can say so instead of an empty list alone. Neither waits on the other.
  const [requests, [own]] = await Promise.all([
    rows.length
      ? db
          .select({
            id: alumniChatRequests.id,
            alumId: alumniChatRequests.alumId,
            status: alumniChatRequests.status,
          })
          .from(alumniChatRequests)
          .where(
            and(
              eq(alumniChatRequests.studentId, memberId),
              inArray(
                alumniChatRequests.alumId,
                rows.map((row) => row.userId),
              ),
            ),
          )
          .orderBy(desc(alumniChatRequests.createdAt))
      : [],
    db
      .select({ university: alumniListings.university })
      .from(alumniListings)
      .innerJoin(profiles, eq(profiles.id, alumniListings.userId))
      .where(and(eq(alumniListings.userId, memberId), isNotNull(alumniListings.listedAt), graduatedProfile)),
  ]);
  return {
    university,
    listed_self: own?.university === university,
    alumni: rows.map((row) => {
      const latest = requests.find((request) => request.alumId === row.userId);
      return {
        id: row.userId,
        name: shortName(row),
        firm: row.firm,
        role: row.role,
        note: row.note,
        listed_at: row.listedAt?.toISOString() ?? null,
        request: latest ? { id: latest.id, status: latest.status as AlumniRequestStatus } : null,
      };
    }),
    next_cursor,
  };
}
