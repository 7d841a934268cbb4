// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, expect, it } from "vitest";
import { toast, useToasterWanted } from "./toast";

// The toaster is mounted only once a toast is raised, and that first toast is still shown.

afterEach(cleanup);

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function Root() {
  const wanted = useToasterWanted();
  return (
    <>
      <p>{wanted ? "toaster mounted" : "no toaster"}</p>
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

it("mounts the toaster with the first toast and shows that toast", async () => {
  render(<Root />);
  expect(screen.getByText("no toaster")).toBeTruthy();
  toast.success("Application saved", { description: "Moved to Applied." });
  expect(await screen.findByText("toaster mounted")).toBeTruthy();
  // sonner loads on this first toast; its first import takes a while under the test runner.
  expect(await screen.findByText("Application saved", {}, { timeout: 15_000 })).toBeTruthy();
  expect(await screen.findByText("Moved to Applied.")).toBeTruthy();
  toast.error("Could not save");
  expect(await screen.findByText("Could not save")).toBeTruthy();
});
