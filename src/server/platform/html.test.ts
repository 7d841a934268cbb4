import { describe, expect, test } from "vitest";
import { decodeEntities, htmlBlocks, htmlToText, renderBlocks } from "./html";

describe("posting HTML to blocks, text and safe HTML", () => {
  const posting = `<div class="content"><p><strong>What you&rsquo;ll do</strong></p>
    <ul><li><p>Build financial&nbsp;models</p></li><li>Prepare <em>pitch</em> books</li></ul>
    <h2>Requirements</h2><ol><li>A 2:1 degree &amp; strong Excel</li></ol>
    <p>Apply by 1 December.<br>Good luck!</p><script>alert("x")</script><style>p{}</style></div>`;

  test("headings, list items and paragraphs, with entities decoded", () => {
    expect(htmlBlocks(posting)).toEqual([
      { kind: "h", text: "What you’ll do" },
      { kind: "li", text: "Build financial models" },
      { kind: "li", text: "Prepare pitch books" },
      { kind: "h", text: "Requirements" },
      { kind: "li", text: "A 2:1 degree & strong Excel" },
      { kind: "p", text: "Apply by 1 December." },
      { kind: "p", text: "Good luck!" },
    ]);
    expect(htmlToText(posting)).toBe(
      "What you’ll do\n• Build financial models\n• Prepare pitch books\nRequirements\n• A 2:1 degree & strong Excel\nApply by 1 December.\nGood luck!",
    );
  });

  test("the HTML is rebuilt from text: no tag, attribute or script of the source survives", () => {
    const hostile = `<p onclick="steal()">Hi <img src=x onerror="alert(1)"><a href="javascript:alert(2)">click</a></p>
      <iframe src="https://evil.example"></iframe><ul><li>&lt;script&gt;alert(3)&lt;/script&gt;</li></ul>
      <svg><script>alert(4)</script></svg><p title='a > b'>"quoted"</p>`;
    const html = renderBlocks(htmlBlocks(hostile));
    expect(html).toBe(
      "<p>Hi click</p><ul><li>&lt;script&gt;alert(3)&lt;/script&gt;</li></ul><p>&quot;quoted&quot;</p>",
    );
    expect(html).not.toMatch(/onclick|onerror|javascript:|<img|<iframe|<svg|<script/i);
  });

  test("entities: named, decimal, hex; unknown ones stay as written", () => {
    expect(decodeEntities("&pound;30 &#8211; &#x2014; &amp;lt; &bogus; &#0;")).toBe("£30 – — &lt; &bogus; ");
  });

  test("plain-text list items between line breaks become list items", () => {
    expect(renderBlocks(htmlBlocks("Duties:<br>• Build models<br>- Draft memos<br>-5% is not a list"))).toBe(
      "<p>Duties:</p><ul><li>Build models</li><li>Draft memos</li></ul><p>-5% is not a list</p>",
    );
  });

  test("hostile markup is read in one pass (a quadratic parser would not finish)", () => {
    const unclosed = "<a href='x".repeat(40_000) + "<!--".repeat(40_000);
    expect(htmlToText(`<!doctype html><p>Hello</p>${unclosed}`).startsWith("Hello")).toBe(true);
  });

  test("stray angle brackets in text are text", () => {
    expect(htmlToText("<p>Returns < 5% and > 2%</p>")).toBe("Returns < 5% and > 2%");
  });
});
