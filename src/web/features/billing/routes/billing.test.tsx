// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type Billing, billingQuery } from "../api";
import BillingRoute from "./billing";

// The billing page pitches Premium only to members who do not have it: a University Bulk member (a
// licence code) already has every Premium feature, and is told plainly that the job guarantee needs
// paid Premium instead of being asked to upgrade.

afterEach(cleanup);

function billing(plan: Billing["plan"], premium: boolean, accessUntil: string | null): Billing {
  return {
    plan,
    premium,
    trial: { available: !premium, started_at: null, ends_at: null, days_left: 0 },
    access_until: accessUntil,
    subscription: null,
    card_payments: true,
    can_manage_subscription: false,
    free_limits: {},
  } as unknown as Billing;
}

function renderBilling(data: Billing) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(billingQuery.queryKey, data);
  const router = createMemoryRouter([{ path: "/app/billing", element: <BillingRoute /> }], {
    initialEntries: ["/app/billing"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const upgradeButton = () => screen.queryByRole("button", { name: /Upgrade to Premium/ });

describe("billing page pitch", () => {
  it("a University Bulk member is not asked to upgrade, and reads that the guarantee needs paid Premium", () => {
    renderBilling(billing("University Bulk", true, "2030-06-30T12:00:00.000Z"));
    expect(screen.getByTestId("current-plan").textContent).toBe("University Bulk");
    expect(upgradeButton()).toBeNull();
    const licence = screen.getByTestId("licence-access").textContent ?? "";
    expect(licence).toContain(
      "Your organisation's licence gives you every Premium feature until 30 June 2030",
    );
    expect(licence).toContain(
      "The 90-day job guarantee is not part of licence access: it applies only to paid Premium, a card subscription of £30 a month.",
    );
    expect(screen.getByRole("link", { name: "Read the guarantee conditions" }).getAttribute("href")).toBe(
      "/terms#guarantee",
    );
  });

  it("Free and Trial members are offered Premium; a paying member is not", () => {
    renderBilling(billing("Free", false, null));
    expect(upgradeButton()).not.toBeNull();
    expect(screen.queryByTestId("licence-access")).toBeNull();
    cleanup();
    renderBilling(billing("Trial", true, null));
    expect(upgradeButton()).not.toBeNull();
    cleanup();
    renderBilling(billing("Premium", true, null));
    expect(upgradeButton()).toBeNull();
    expect(screen.queryByTestId("licence-access")).toBeNull();
  });
});
