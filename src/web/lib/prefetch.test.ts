// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchForMember } from "./prefetch";
import { appQueryClient } from "./query-client";
import { sessionQuery } from "./session";

afterEach(() => appQueryClient().clear());

describe("prefetchForMember", () => {
  it("starts the screen's requests into the page's query client once a member is signed in", async () => {
    appQueryClient().setQueryData(sessionQuery.queryKey, { user: { id: "m1" }, profile: null } as never);
    const start = vi.fn(() => [Promise.resolve("board")]);
    expect(prefetchForMember(start)).toBeNull();
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(appQueryClient()));
  });

  it("asks for nothing when the session says nobody is signed in", async () => {
    appQueryClient().setQueryData(sessionQuery.queryKey, { user: null, profile: null } as never);
    const start = vi.fn(() => [Promise.resolve("board")]);
    prefetchForMember(start);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
  });
});
