// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useUrlParams } from "./use-url-params";

afterEach(cleanup);

type Update = ReturnType<typeof useUrlParams>[1];

const seen: { update?: Update } = {};

function Probe() {
  const [, update] = useUrlParams();
  seen.update = update;
  return null;
}

function mount(initial: string) {
  const router = createMemoryRouter([{ path: "/", element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, update: () => seen.update as Update };
}

describe("useUrlParams", () => {
  it("two changes in one go both land: the second starts from the first, not the last render", async () => {
    const { router, update } = mount("/?view=list&q=zeta");
    await act(async () => {
      // The same setter twice before React renders again, as a fast clear-then-pick does.
      const set = update();
      set({ q: "" });
      set({ stage: "offer" });
    });
    expect(router.state.location.search).toBe("?view=list&stage=offer");
  });

  it("an empty value removes the parameter; others are kept", async () => {
    const { router, update } = mount("/?view=list&stage=offer");
    await act(async () => update()({ stage: null }));
    expect(router.state.location.search).toBe("?view=list");
    await act(async () => update()({ type: "spring_week" }));
    expect(router.state.location.search).toBe("?view=list&type=spring_week");
  });
});
