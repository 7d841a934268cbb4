import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import { openPage, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// (Lighthouse, total JS): the blog's pages carry their articles as prerendered loader data
// instead of a script holding all nine. These are the paths that data takes through the browser.

const ARTICLE = { path: "/blog/navigating-finance-internships", title: /Navigating Finance Internships/ };

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("blog pages and their data", () => {
  test("following a card loads the article's data file and shows the whole article", async () => {
    const { page } = await browser.newTab();
    const data: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".data")) data.push(pathname);
    });
    await openPage(page, "/blog");
    await page.getByRole("link", { name: ARTICLE.title }).click();
    await waitForPath(page, ARTICLE.path);
    await page.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    expect(data).toEqual([`${ARTICLE.path}.data`]);

    // The same article as the prerendered page: compare the text the two routes to it show.
    const viaLink = await page.locator("article").textContent();
    const direct = (await browser.newTab()).page;
    await openPage(direct, ARTICLE.path);
    expect(viaLink).toBe(await direct.locator("article").textContent());
    expect(viaLink).toMatch(/\d+ min read/);

    await page.getByRole("link", { name: "Back to all articles" }).first().click();
    await waitForPath(page, "/blog");
    await page.getByRole("heading", { level: 1, name: "Finance Careers Blog" }).waitFor();
    expect(await page.getByRole("article").count()).toBe(9);
  });

  test("an article id that does not exist says so, opened directly, with a 404", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.expectHttpError(404);
    const response = await fetch(`${server.url}/blog/no-such-article`);
    expect(response.status).toBe(404);
    await openPage(page, "/blog/no-such-article");
    await page.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
    expect(await page.title()).toBe("Article not found · Finance Careers");
    const back = page.getByRole("link", { name: "Back to all articles" });
    expect(await back.getAttribute("href")).toBe("/blog");
  });

  test("the data file of an article that does not exist is a 404", async () => {
    const response = await fetch(`${server.url}/blog/no-such-article.data`);
    expect(response.status).toBe(404);
  });
});
