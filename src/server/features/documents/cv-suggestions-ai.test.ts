import { describe, expect, test } from "vitest";
import { capturingLogger } from "../../../../tests/support/capture-log";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { createAiProvider } from "../../ai/ai-provider";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { PRIVATE_EQUITY_OFF_CYCLE } from "../../ai/text/postings.fixtures";
import { suggestCvChanges } from "./cv-suggestions-ai";

// A model's suggestions beside a CV match, against a local server in the Chat Completions wire format.

const cvInput = {
  cvText: "Finance Intern, Smith & Co\n• Built an Excel model for a £5 million refinancing",
  posting: { title: "Summer Analyst", firm: "Northbridge Partners", text: PRIVATE_EQUITY_OFF_CYCLE },
  score: { missing: ["LBO", "due diligence"] },
};

describe("CV suggestions with a configured model", () => {
  const { fake, provider } = useFakeModel();

  test("asks with the missing keywords and keeps at most five trimmed suggestions of 300 characters", async () => {
    fake.replies.cv_suggestions = {
      suggestions: ["  Name the LBO model you built.  ", "", "x".repeat(301), "b", "c", "d", "e", "f"],
    };
    const made = await suggestCvChanges(provider().ai, cvInput);
    expect(made).toEqual({
      result: ["Name the LBO model you built.", "b", "c", "d", "e"],
      provider: "openai:gpt-4o-mini",
    });
    const [call] = fake.calls;
    expect(call?.body.response_format?.json_schema?.name).toBe("cv_suggestions");
    expect(call?.body.messages?.[1]?.content).toContain(
      "Keywords the score found missing: LBO, due diligence",
    );
    expect(call?.body.messages?.[1]?.content).toContain("Built an Excel model for a £5 million refinancing");
  });

  test("an answer that is not a list of strings fails, and the fallback adds nothing", async () => {
    fake.replies.cv_suggestions = { suggestions: "Add numbers" };
    const { ai, lines } = provider();
    expect(await suggestCvChanges(ai, cvInput)).toEqual({ result: [], provider: BUILTIN_PROVIDER_ID });
    expect(lines).toEqual([expect.objectContaining({ level: 40, task: "cv_suggestions" })]);
  });

  test("without a model there is nothing to add and nothing is sent", async () => {
    const made = await suggestCvChanges(createAiProvider(null, capturingLogger().logger), cvInput);
    expect(made).toEqual({ result: [], provider: BUILTIN_PROVIDER_ID });
    expect(fake.calls).toEqual([]);
  });
});
