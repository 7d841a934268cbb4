// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { Dialog } from "./dialog";

// A dialog opened by state (no radix Trigger) gives focus back to the button that opened it.

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add contact
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add contact">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

it("focus returns to the opening button when the dialog closes", async () => {
  render(<Opener />);
  const button = screen.getByRole("button", { name: "Add contact" });
  button.focus();
  fireEvent.click(button);
  // The dialog's code loads on first open; the first import of radix takes a while under the test runner.
  const dialog = await screen.findByRole("dialog", {}, { timeout: 15_000 });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(button));
});
