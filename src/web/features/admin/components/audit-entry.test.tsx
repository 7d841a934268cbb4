// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../api/audit";
import { AuditEntryItem } from "./audit-entry";

// An audit entry names its record the way the admin knows it: a broadcast by its title, not its id.

afterEach(cleanup);

const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  ({
    id: "1",
    admin_email: "ops@example.com",
    action: "broadcast.create",
    label: "Created broadcast",
    target_type: "broadcast",
    target_id: "11299bae-edc8-46c1-baf6-14b4a05010ba",
    target_name: null,
    before: null,
    after: { id: "11299bae-edc8-46c1-baf6-14b4a05010ba", title: "Leeds careers evening", status: "queued" },
    created_at: "2026-11-29T10:42:35.857Z",
    ...overrides,
  }) as AuditEntry;

describe("AuditEntryItem", () => {
  it("names a broadcast by its title", () => {
    render(
      <ul>
        <AuditEntryItem entry={entry({})} onViewUser={() => {}} />
      </ul>,
    );
    const heading = screen.getByText(/Created broadcast/);
    expect(heading.textContent).toContain("Broadcast Leeds careers evening");
    expect(heading.textContent).not.toContain("11299bae");
  });

  it("keeps the id when the record has no name", () => {
    render(
      <ul>
        <AuditEntryItem entry={entry({ after: { status: "queued" } })} onViewUser={() => {}} />
      </ul>,
    );
    expect(screen.getByText(/Created broadcast/).textContent).toContain("11299bae");
  });
});
