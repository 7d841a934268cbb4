import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

// Which index a read goes through. A test's tables hold a few rows, where a sequential scan is cheapest
// and says nothing about the table at scale; with sequential and bitmap scans priced out (for this one
// EXPLAIN, in its own transaction) the planner shows the index it would walk once the table is large,
// and whether the index alone answers the read.

export type Sent = { sql: string; params: unknown[] };

/** A drizzle handle on `db`'s connection that records each statement with its parameters. */
export function recordingDb(db: Db): { db: Db; sent: Sent[] } {
  const sent: Sent[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void sent.push({ sql, params }) };
  const client = (db as unknown as { $client: unknown }).$client;
  const recording =
    client instanceof pg.Pool
      ? drizzlePg(client, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return { db: recording as unknown as Db, sent };
}

export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan of `statement` (not run) with sequential and bitmap scans priced out. */
export async function indexPlan(db: Db, statement: Sent): Promise<PlanNode> {
  const client = (db as unknown as { $client: unknown }).$client;
  const explain = `explain (format json) ${statement.sql}`;
  const planOf = (rows: unknown[]) =>
    (rows[0] as { "QUERY PLAN": { Plan: PlanNode }[] })["QUERY PLAN"][0]?.Plan as PlanNode;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query("begin");
      await connection.query("set local enable_seqscan = off");
      await connection.query("set local enable_bitmapscan = off");
      const { rows } = await connection.query(explain, statement.params);
      return planOf(rows);
    } finally {
      await connection.query("rollback");
      connection.release();
    }
  }
  return (client as PGlite).transaction(async (tx) => {
    await tx.query("set local enable_seqscan = off");
    await tx.query("set local enable_bitmapscan = off");
    const { rows } = await tx.query(explain, statement.params);
    return planOf(rows);
  });
}
