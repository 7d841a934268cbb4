// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminUserRow } from "../api/users";
import { UsersTable } from "./users-table";

// The dashboard counts staff apart from members, so User Management marks which listed account is an
// admin's.

afterEach(cleanup);

const row = (name: string, staff: boolean): AdminUserRow =>
  ({
    id: crypto.randomUUID(),
    name,
    email: `${name.toLowerCase().replace(" ", ".")}@example.com`,
    signupDate: "2026-11-29T10:30:00.000Z",
    status: "Active",
    planType: "Free",
    staff,
  }) as AdminUserRow;

describe("UsersTable", () => {
  it("marks an admin's account as staff and no member's", () => {
    render(
      <UsersTable
        users={[row("Ops Admin", true), row("Rhea Referred", false)]}
        onDetails={() => {}}
        onEdit={() => {}}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent?.includes("Staff"))).toEqual([true, false]);
  });
});
