const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Publication date as 'dd MMM yyyy' (for example 01 Sep 2025), read from the ISO date's digits: the
 * same day in every time zone, and no date library in the public pages' scripts (Lighthouse).
 */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const name = MONTHS[Number(month) - 1];
  if (!year || !day || !name) throw new Error(`not an ISO date: ${isoDate}`);
  return `${day} ${name} ${year}`;
}
