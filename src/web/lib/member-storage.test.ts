// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ONBOARDING_STORAGE_KEY } from "../../shared/onboarding";
import { clearMemberStorage, MEMBER_STORAGE_PREFIX } from "./member-storage";

afterEach(() => window.localStorage.clear());

describe("clearMemberStorage", () => {
  it("removes what a member typed and keeps the browser's own settings", () => {
    window.localStorage.setItem(`${MEMBER_STORAGE_PREFIX}cv-builder-draft`, '{"values":{"name":"Amira"}}');
    window.localStorage.setItem(`${MEMBER_STORAGE_PREFIX}other`, "x");
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, '{"university":"LSE"}');
    window.localStorage.setItem("cookie-consent", "yes");
    clearMemberStorage();
    expect(Object.keys({ ...window.localStorage })).toEqual(["cookie-consent"]);
  });
});
