import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { LoadMore, PlaceholderRow } from "../../../components/ui/load-more";
import { EmptyState, Notice } from "../../../components/ui/notice";
import { directoryQuery } from "../api";
import { AlumCard } from "./alum-card";

/** About a card's height, for the places of cards still loading. */
const CARD_PLACEHOLDER = "h-44";

export const ALUMNI_SECTION_HEADING = "Alumni from your university";

/**
 * Alumni from your university: the listed alumni who studied where the member does, each with a way to
 * ask for a chat. Shown on the Alumni page and, through its slot, on the networking page.
 */
export function AlumniSection({ headingId = "alumni-heading" }: { headingId?: string }) {
  const directory = useInfiniteQuery(directoryQuery);
  const first = directory.data?.pages[0];
  const alumni = directory.data?.pages.flatMap((page) => page.alumni) ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {ALUMNI_SECTION_HEADING}
        </h2>
        {first?.university && (
          <p className="mt-1 text-sm text-slate-600">
            Graduates of {first.university} who offer to talk to students about their firm and role. Your
            email is shared only if they accept.
          </p>
        )}
      </div>
      {directory.isPending ? (
        <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
          <p role="status" className="sr-only">
            Loading alumni…
          </p>
          <PlaceholderRow className={CARD_PLACEHOLDER} />
          <PlaceholderRow className={CARD_PLACEHOLDER} />
        </div>
      ) : directory.isError && !first ? (
        <Notice tone="error">
          Failed to load alumni: {directory.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => directory.refetch()}>
            Retry
          </Button>
        </Notice>
      ) : !first?.university ? (
        <EmptyState
          title="Add your university to see its alumni"
          hint="Alumni are shown to students of their own university. Add yours under Your answers in your profile."
        />
      ) : alumni.length === 0 ? (
        <EmptyState
          title={`No ${first.listed_self ? "other " : ""}alumni from ${first.university} are listed yet`}
          hint={
            first.listed_self
              ? "When other graduates list themselves, they appear here."
              : "Graduates list themselves in their profile's privacy settings. If you have graduated, you can list yourself there too."
          }
        />
      ) : (
        <div>
          <ul className="grid gap-4 md:grid-cols-2">
            {alumni.map((alum) => (
              <li key={alum.id}>
                <AlumCard alum={alum} />
              </li>
            ))}
          </ul>
          {directory.isFetchNextPageError && (
            <Notice tone="error">
              Could not load more alumni: {directory.error?.message}{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => directory.fetchNextPage()}>
                Retry
              </Button>
            </Notice>
          )}
          <LoadMore
            hasMore={directory.hasNextPage && !directory.isFetchNextPageError}
            loading={directory.isFetchingNextPage}
            onLoad={() => directory.fetchNextPage()}
            label="Load more alumni"
            placeholder={<PlaceholderRow className={CARD_PLACEHOLDER} />}
            placeholders={2}
          />
        </div>
      )}
      {first && !first.university && (
        <Link to="/app/profile" className="inline-block text-sm font-medium text-brand-700 underline">
          Go to your profile
        </Link>
      )}
      {first?.listed_self && (
        <p className="text-sm text-slate-600">
          You are listed as an alum for students of {first.university}.{" "}
          <Link to="/app/profile" className="font-medium text-brand-700 underline">
            Change or end your listing in your profile
          </Link>
          .
        </p>
      )}
    </section>
  );
}
