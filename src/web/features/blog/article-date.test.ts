import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./article-date";
import { ARTICLES } from "./article-list";

describe("formatArticleDate", () => {
  it("writes day, short month and year", () => {
    expect(formatArticleDate("2025-09-01")).toBe("01 Sep 2025");
    expect(formatArticleDate("2024-12-31")).toBe("31 Dec 2024");
  });

  it.each(ARTICLES.map((a) => a.date))("%s reads as date-fns' 'dd MMM yyyy' does", (date) => {
    expect(formatArticleDate(date)).toBe(format(parseISO(date), "dd MMM yyyy"));
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatArticleDate("1 September 2025")).toThrow(/not an ISO date/);
  });
});
