import { Suspense, useState } from "react";
import { loadOnUse } from "../../../lib/load-on-use";
import { ImportJobButton } from "./import-job-button";

// The import form validates with zod; the feed shows only its button, so the form (and zod) is
// fetched when the member reaches for the button, and opens on the first click as before.
const { Component: ImportJobForm, warm } = loadOnUse(
  () => import("./import-job-form"),
  (module) => module.ImportJobForm,
);

export function ImportJob() {
  const [started, setStarted] = useState(false);
  const button = <ImportJobButton onClick={() => setStarted(true)} onWarm={warm} />;
  if (!started) return button;
  // Once loaded, the form keeps its own open state, so a half-typed link survives Cancel as before.
  return (
    <Suspense fallback={button}>
      <ImportJobForm />
    </Suspense>
  );
}
