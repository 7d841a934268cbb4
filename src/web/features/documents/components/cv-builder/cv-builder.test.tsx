// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BULLET_ISSUE_TEXT } from "../../../../../shared/cv-writing";
import type { CvDraft } from "../../../../../shared/schemas/cv";
import { CvBuilder } from "./cv-builder";
import { CV_DRAFT_STORAGE_KEY } from "./draft-storage";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const entry = (name: string) => screen.getByRole("group", { name });

function fillRequired() {
  type(field("Full name"), "  Amira Khan ");
  type(field("Email"), "amira@example.com");
  const school = within(entry("school 1"));
  type(school.getByLabelText("University or school"), "London School of Economics");
  type(school.getByLabelText("Qualification"), "BSc Economics");
  const role = within(entry("role 1"));
  type(role.getByLabelText("Role"), "Summer Analyst");
  type(role.getByLabelText("Firm or organisation"), "Barclays");
}

describe("CvBuilder", () => {
  it("flags a weak bullet and rewrites its opening with a suggested verb", async () => {
    render(<CvBuilder onExport={vi.fn()} />);
    const bullet = within(entry("role 1")).getByLabelText("Bullet 1") as HTMLTextAreaElement;
    type(bullet, "Responsible for the society budget");

    expect(await screen.findByText(BULLET_ISSUE_TEXT["no-action-verb"])).toBeTruthy();
    expect(screen.getByText(BULLET_ISSUE_TEXT["no-number"])).toBeTruthy();
    expect(screen.getByText("Start with an action verb (for example Led, Built, Analysed).")).toBeTruthy();

    const verbs = screen.getByRole("group", { name: "Stronger verbs for Bullet 1" });
    fireEvent.click(within(verbs).getByRole("button", { name: "Managed" }));

    await waitFor(() => expect(bullet.value).toBe("Managed the society budget"));
    expect(screen.queryByText(BULLET_ISSUE_TEXT["no-action-verb"])).toBeNull();
    expect(screen.getByText(BULLET_ISSUE_TEXT["no-number"])).toBeTruthy();
    expect(document.activeElement).toBe(bullet);
  });

  it("exports the parsed draft in the chosen format", async () => {
    const onExport = vi.fn<(draft: CvDraft, format: "pdf" | "docx") => Promise<void>>().mockResolvedValue();
    render(<CvBuilder onExport={onExport} />);
    fillRequired();
    const role = within(entry("role 1"));
    type(role.getByLabelText("Bullet 1"), "Built a DCF model for 3 targets");
    fireEvent.click(role.getByRole("button", { name: "Add bullet" }));
    type(role.getByLabelText("Bullet 2"), "Led a team of 4 analysts");
    fireEvent.click(role.getByRole("button", { name: "Move bullet 2 of role 1 up" }));

    fireEvent.click(screen.getByRole("button", { name: "Export DOCX" }));

    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
    const [draft, format] = onExport.mock.calls[0] ?? [];
    expect(format).toBe("docx");
    expect(draft?.contact.fullName).toBe("Amira Khan");
    expect(draft?.education[0]?.qualification).toBe("BSc Economics");
    expect(draft?.experience[0]?.bullets).toEqual([
      "Led a team of 4 analysts",
      "Built a DCF model for 3 targets",
    ]);
    expect(draft?.leadership).toEqual([]);
  });

  it("does not export an invalid draft, and says why", async () => {
    const onExport = vi.fn().mockResolvedValue(undefined);
    render(<CvBuilder onExport={onExport} />);
    fireEvent.click(screen.getByRole("button", { name: "Export PDF" }));

    expect(await screen.findByText("Enter your full name.")).toBeTruthy();
    expect(screen.getByText(/Some fields need attention/)).toBeTruthy();
    expect(field("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(onExport).not.toHaveBeenCalled();
  });

  it("shows the CV in the preview and warns when it runs past a page", async () => {
    const bullet =
      "Analysed quarterly results of 12 FTSE 100 banks and presented a buy case to the portfolio manager";
    const job = { role: "Analyst", organisation: "Barclays", location: "", start: "", end: "", bullets: [] };
    const long: CvDraft = {
      contact: { fullName: "Amira Khan", email: "a@example.com", phone: "", location: "", linkedin: "" },
      education: [],
      experience: Array.from({ length: 8 }, () => ({ ...job, bullets: Array(8).fill(bullet) })),
      leadership: [],
      skills: { technical: "", languages: "", certifications: "", interests: "" },
    };
    render(<CvBuilder initial={long} onExport={vi.fn()} />);

    const preview = screen.getByRole("region", { name: "CV preview" });
    expect(within(preview).getByText("Amira Khan")).toBeTruthy();
    expect(within(preview).getByText("EXPERIENCE")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(
      /^This CV runs to about \d pages\. Finance CVs in the UK are one page: cut or shorten bullets\.$/,
    );
  });

  it("keeps what was typed across a reload, and still works when storage refuses writes", () => {
    const first = render(<CvBuilder onExport={vi.fn()} />);
    type(field("Full name"), "Amira Khan");
    expect(window.localStorage.getItem(CV_DRAFT_STORAGE_KEY)).toContain("Amira Khan");
    first.unmount();

    render(<CvBuilder onExport={vi.fn()} />);
    expect(field("Full name").value).toBe("Amira Khan");
    cleanup();

    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    render(<CvBuilder onExport={vi.fn()} />);
    act(() => {
      type(field("Phone"), "07700 900123");
    });
    expect(field("Phone").value).toBe("07700 900123");
  });
});
