// Walks a keyset-paged list from its first page to its last, following each page's next_cursor, and
// returns every row in the order served and the size of each page.

export async function everyPage<Row>(
  page: (cursor: string | undefined) => Promise<{ rows: Row[]; next_cursor: string | null }>,
  limit = 100,
): Promise<{ rows: Row[]; sizes: number[] }> {
  const rows: Row[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < limit; i++) {
    const answer = await page(cursor);
    rows.push(...answer.rows);
    sizes.push(answer.rows.length);
    if (!answer.next_cursor) return { rows, sizes };
    cursor = answer.next_cursor;
  }
  throw new Error(`still paging after ${limit} pages`);
}
