import { useMatches } from "react-router";
import { APP_SCREENS, type AppScreen } from "../../lib/app-screens";

/**
 * spec 000 §2.10: a screen whose feature is not built yet says plainly what will be there, and shows
 * no made-up data. The route id is the screen's id in the table of app screens.
 */
export default function PlannedScreen() {
  const id = useMatches().at(-1)?.id ?? "";
  const screen: Pick<AppScreen, "title" | "description"> = (APP_SCREENS as readonly AppScreen[]).find(
    (s) => s.id === id,
  ) ?? {
    title: "This page",
    description: "This part of the product is being built.",
  };
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{screen.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{screen.description}</p>
      <p className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        This screen is not available yet. We are building it now, and it will appear here as soon as it is
        ready.
      </p>
    </section>
  );
}
