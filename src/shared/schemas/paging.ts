import { z } from "zod";

// Lists that load a page at a time (interview history, the alumni directory): the next page is asked
// for with the cursor the previous page answered, and a list that has none is complete.

export const PAGING_MESSAGES = {
  badCursor: "This list has changed since it was loaded. Reload the page to start again from the top.",
} as const;

/** ?cursor=… on a paged list's GET; without it, the first page. */
export const pageQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type PageQuery = z.infer<typeof pageQuerySchema>;
