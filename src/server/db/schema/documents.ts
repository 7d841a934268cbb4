import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CvDraft } from "../../../shared/schemas/cv";
import { user } from "./auth";
import { jobs } from "./jobs";
import { applications } from "./tracker";

// A member's documents (CVs, cover letters, transcripts), each with every version kept; the bytes live
// in the blob store under `blob_key`, the extracted text here so scoring never re-reads the file.

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(), // a DOCUMENT_KINDS value (src/shared/schemas/documents.ts)
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_user_idx").on(t.userId, t.updatedAt)],
);

export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(), // pdf | docx
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    blobKey: text("blob_key").notNull(),
    text: text("text").notNull().default(""),
    pageCount: integer("page_count"),
    hasImages: boolean("has_images").notNull().default(false),
    wordCount: integer("word_count").notNull().default(0),
    // The CV builder's structured draft, so a built CV can be opened again in the editor.
    source: jsonb("source").$type<CvDraft>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_versions_doc_version_idx").on(t.documentId, t.version),
    index("document_versions_user_idx").on(t.userId),
  ],
);

// Which document went with which tracker application, and the version that was current when attached.
export const applicationDocuments = pgTable(
  "application_documents",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.documentId] }),
    index("application_documents_doc_idx").on(t.documentId),
  ],
);

// Every CV match a member ran: counts the Free plan's monthly allowance and keeps the score history.
export const cvMatchRuns = pgTable(
  "cv_match_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    versionId: uuid("version_id").references(() => documentVersions.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    score: integer("score").notNull(),
    engine: text("engine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first per member; the trailing columns are what the coach reads of each run, so that read
    // is answered from the index alone.
    index("cv_match_runs_user_idx").on(t.userId, t.createdAt, t.applicationId, t.jobId, t.score),
  ],
);
