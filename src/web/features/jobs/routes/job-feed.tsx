import { useInfiniteQuery } from "@tanstack/react-query";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CLOSING_WINDOWS, FEED_SORTS, WORKPLACES } from "../../../../shared/job-labels";
import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "../../../../shared/onboarding-choices";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { prefetchForMember } from "../../../lib/prefetch";
import { cn } from "../../../lib/utils";
import { feedParamsOf, feedQuery } from "../api";
import { DidYouMean } from "../components/did-you-mean";
import { ImportJob } from "../components/import-job";
import { JobCard } from "../components/job-card";
import { SavedCount } from "../components/saved-count";

export function meta() {
  return [{ title: "Job feed · Finance Careers" }];
}

// The URL is the state: every filter lives in the query string, so a search can be shared and bookmarked.
const LIST_FILTERS = [
  { key: "type", legend: "Role type", options: ROLE_TYPES },
  { key: "area", legend: "Area", options: FINANCE_AREAS },
  { key: "location", legend: "Location", options: LOCATIONS },
  { key: "workplace", legend: "Workplace", options: WORKPLACES },
] as const;

const withoutOther = <T extends { value: string }>(list: readonly T[]) =>
  list.filter((o) => o.value !== "other");

// The first page of roles is asked for while this screen's code downloads (lib/prefetch.ts).
export const clientLoader = ({ request }: { request: Request }) =>
  prefetchForMember((client) => [
    client.prefetchInfiniteQuery(feedQuery(feedParamsOf(new URL(request.url).searchParams))),
  ]);

export default function JobFeedRoute() {
  const [urlSearch, setSearch] = useSearchParams();
  // A filter shows its new state at once; the URL (and with it the list) follows when the navigation
  // lands, a moment later. Until then the controls read the change the member just made.
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a landed navigation (or Back) supersedes it.
  useEffect(() => setPending(null), [urlSearch]);
  const search = pending ?? urlSearch;
  const params = feedParamsOf(search);
  const feed = useInfiniteQuery(feedQuery(params));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const savedTab = search.get("saved") === "true";

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setPending(next);
    setSearch(next, { replace: false, preventScrollReset: true });
  };

  const listValue = (key: string) => (search.get(key) ?? "").split(",").filter(Boolean);
  const toggle = (key: string, value: string) => {
    const current = listValue(key);
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    update({ [key]: next.join(",") || null });
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" && q.trim() ? q.trim() : null });
  };

  const activeFilters = [...LIST_FILTERS.map((f) => f.key), "premier", "closing", "firm"].filter((key) =>
    search.get(key),
  );
  const jobs = feed.data?.pages.flatMap((page) => page.jobs) ?? [];
  const first = feed.data?.pages[0];
  const limited = feed.data?.pages.at(-1)?.limited;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Job feed</h1>
          {/* Two lines kept on a phone: the ranked wording is longer, and it replaces the plain one when
              the first page lands, which would otherwise push the whole screen down. */}
          <p className="mt-1 min-h-12 text-slate-600 sm:min-h-0">
            {first?.personalised
              ? "Ranked by your answers: the best matches for you come first."
              : "Finance roles from the firms we monitor."}
          </p>
          {savedTab && <SavedCount />}
        </div>
        <nav aria-label="Feed views" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {[
            { label: "All roles", saved: false },
            { label: "Saved", saved: true },
          ].map((tab) => (
            <button
              key={tab.label}
              type="button"
              aria-current={savedTab === tab.saved ? "page" : undefined}
              onClick={() => update({ saved: tab.saved ? "true" : null })}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                savedTab === tab.saved
                  ? "bg-white text-slate-900 shadow-sm"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              {tab.label}
            </button>
          ))}
        </nav>
      </div>

      <search className="mt-6 block">
        <form onSubmit={submitSearch} className="flex gap-2" key={search.get("q") ?? ""}>
          <label htmlFor="feed-search" className="sr-only">
            Search roles
          </label>
          <div className="relative flex-1">
            <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="feed-search"
              name="q"
              type="search"
              defaultValue={search.get("q") ?? ""}
              placeholder="Search by title, firm or keyword"
              className="pl-9"
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </search>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="feed-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden className="size-4" /> Filters
          {activeFilters.length > 0 && ` (${activeFilters.length})`}
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Sort by
          <select
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={search.get("sort") ?? "relevance"}
            onChange={(event) =>
              update({ sort: event.target.value === "relevance" ? null : event.target.value })
            }
          >
            {FEED_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        {search.get("firm") && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            Firm: {search.get("firm")}
            <button type="button" aria-label="Remove the firm filter" onClick={() => update({ firm: null })}>
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        )}
        <div className="ml-auto">
          <ImportJob />
        </div>
        {activeFilters.length > 0 && (
          <Button
            variant="link"
            size="sm"
            onClick={() => update(Object.fromEntries(activeFilters.map((key) => [key, null])))}
          >
            Clear filters
          </Button>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          id="feed-filters"
          aria-label="Filters"
          className={cn("space-y-5 lg:block", filtersOpen ? "block" : "hidden")}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Focus</legend>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={search.get("premier") === "true"}
                onChange={(event) => update({ premier: event.target.checked ? "true" : null })}
              />
              Premier firms only
            </label>
            <label className="block text-sm text-slate-700">
              <span className="sr-only">Closing window</span>
              <select
                className="mt-1 h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
                value={search.get("closing") ?? ""}
                onChange={(event) => update({ closing: event.target.value || null })}
              >
                <option value="">Any closing date</option>
                {CLOSING_WINDOWS.map((window) => (
                  <option key={window.value} value={window.value}>
                    {window.label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          {LIST_FILTERS.map((filter) => (
            <fieldset key={filter.key} className="space-y-1.5">
              <legend className="text-sm font-semibold text-slate-900">{filter.legend}</legend>
              {withoutOther<{ value: string; label: string }>(filter.options).map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={listValue(filter.key).includes(option.value)}
                    onChange={() => toggle(filter.key, option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ))}
        </aside>

        <div className="min-w-0 space-y-4" aria-live="polite" aria-busy={feed.isFetching}>
          {feed.isPending && <Spinner />}
          {feed.isError && (
            <LoadError onRetry={() => feed.refetch()}>
              {errorMessage(feed.error, "Could not load roles.")}
            </LoadError>
          )}
          {feed.isSuccess && jobs.length === 0 && (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-medium text-slate-900">
                {savedTab ? "You have not saved any roles yet." : "No roles match this search."}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {savedTab
                  ? "Use Save on a role to keep it here."
                  : "Try fewer filters or another keyword; new roles arrive every day."}
              </p>
            </div>
          )}
          {first?.did_you_mean && (
            <DidYouMean
              query={search.get("q") ?? ""}
              suggestion={first.did_you_mean}
              onAccept={(suggestion) => update({ q: suggestion })}
            />
          )}
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
          {limited && (
            <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
              <p className="font-medium text-brand-900">There are more roles for this search.</p>
              <p className="mt-1 text-sm text-brand-900">{limited.message}</p>
              <Button asChild className="mt-3">
                <Link to="/app/billing">See Premium</Link>
              </Button>
            </div>
          )}
          {feed.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => feed.fetchNextPage()}
                disabled={feed.isFetchingNextPage}
              >
                {feed.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
