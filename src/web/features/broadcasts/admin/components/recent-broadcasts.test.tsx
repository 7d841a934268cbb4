// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type AdminBroadcast, adminBroadcastsQuery } from "../api";
import { RecentBroadcasts } from "./recent-broadcasts";

// Recent Broadcasts says whom each one went to: a broadcast to one plan's members must not read as if it
// went to everyone.

afterEach(cleanup);

function broadcast(overrides: Partial<AdminBroadcast>): AdminBroadcast {
  return {
    id: crypto.randomUUID(),
    title: "Leeds careers evening",
    message: "Thursday at 6pm.",
    delivery_method: "both",
    target_audience: "all",
    recipient_count: null,
    audience_filter: null,
    status: "sent",
    failure_reason: null,
    in_app_count: 1,
    email_count: 1,
    created_at: "2026-11-29T10:42:35.857Z",
    sent_at: "2026-11-29T10:42:37.530Z",
    ...overrides,
  } as AdminBroadcast;
}

function renderList(broadcasts: AdminBroadcast[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(adminBroadcastsQuery.queryKey, { broadcasts } as never);
  render(
    <QueryClientProvider client={client}>
      <RecentBroadcasts />
    </QueryClientProvider>,
  );
  return screen.getAllByTestId("broadcast-item").map((item) => item.textContent ?? "");
}

describe("Recent Broadcasts audience", () => {
  it("names the filters of a broadcast sent to matching members", () => {
    const [segment, everyone, chosen] = renderList([
      broadcast({
        target_audience: "segment",
        audience_filter: { plan: "University Bulk", licence: "FRZP-PZAB-37PU" },
      }),
      broadcast({ target_audience: "all" }),
      broadcast({ target_audience: "selected", recipient_count: 2 }),
    ]);
    expect(segment).toContain(
      "Both Email & In-App · Members matching plan University Bulk, licence FRZP-PZAB-37PU",
    );
    expect(segment).not.toContain("All users");
    expect(everyone).toContain("· All users ·");
    expect(chosen).toContain("· 2 selected members ·");
  });
});
