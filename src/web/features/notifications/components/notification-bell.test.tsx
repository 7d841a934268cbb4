// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionQuery } from "../../../lib/session";
import { type NotificationList, notificationsQuery } from "../api";
import { NotificationBell } from "./notification-bell";

// The bell's accessible name holds the number its badge shows, so voice control ("click 3 unread") and a
// screen reader agree with what is on screen. axe's label-content-name-mismatch needs a canvas, which
// jsdom lacks: tests/e2e/notifications.test.ts runs it in Chromium.

afterEach(cleanup);

function renderBell(unread: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sessionQuery.queryKey, {
    user: { id: "member" },
    profile: { id: "member" },
    premium: false,
    plan: "Free",
    is_admin: false,
  } as never);
  client.setQueryData(notificationsQuery.queryKey, {
    notifications: [],
    unread_count: unread,
  } as unknown as NotificationList);
  render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  );
  return screen.getByRole("button");
}

describe("NotificationBell", () => {
  it.each([
    [3, "3", "Open notifications, 3 unread", null],
    [12, "9+", "Open notifications, 9+ unread", "12 unread"],
  ])("%i unread: the badge reads %s and the name says it", (unread, badge, name, description) => {
    const bell = renderBell(unread);
    expect(screen.getByTestId("notification-badge").textContent).toBe(badge);
    expect(bell.getAttribute("aria-label")).toBe(name);
    const describedBy = bell.getAttribute("aria-describedby");
    expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe(description);
  });

  it("no unread: no badge, and the name is the spec's label", () => {
    const bell = renderBell(0);
    expect(screen.queryByTestId("notification-badge")).toBeNull();
    expect(bell.getAttribute("aria-label")).toBe("Open notifications");
    expect(bell.getAttribute("aria-describedby")).toBeNull();
  });
});
