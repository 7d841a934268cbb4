// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BroadcastForm } from "./broadcast-form";

// "Send to all users" tells the truth about the audience: it is off while the broadcast goes to the
// members matching filters, and switching it on again sends to everyone.

afterEach(cleanup);

// The switch measures its thumb with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <BroadcastForm />
    </QueryClientProvider>,
  );
  return screen.getByRole("switch", { name: "Send to all users" });
}

describe("BroadcastForm audience switch", () => {
  it("is off for members matching filters and on again for everyone", () => {
    const all = renderForm();
    expect(all.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(all);
    expect(all.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(screen.getByRole("radio", { name: /Members matching filters/ }));
    expect(screen.getByRole("group", { name: "Members matching" })).toBeTruthy();
    expect(all.getAttribute("aria-checked"), "a segment is not everyone").toBe("false");
    fireEvent.click(all);
    expect(all.getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByRole("group", { name: "Members matching" })).toBeNull();
  });
});
