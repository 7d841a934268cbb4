import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/notice";
import { QueryState } from "../../../components/ui/query-state";
import { directoryQuery } from "../api";
import { AlumCard } from "./alum-card";

export const ALUMNI_SECTION_HEADING = "Alumni from your university";

/**
 * Alumni from your university: the listed alumni who studied where the member does, each with a way to
 * ask for a chat. Shown on the Alumni page and, through its slot, on the networking page.
 */
export function AlumniSection({ headingId = "alumni-heading" }: { headingId?: string }) {
  const directory = useQuery(directoryQuery);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {ALUMNI_SECTION_HEADING}
        </h2>
        {directory.data?.university && (
          <p className="mt-1 text-sm text-slate-600">
            Graduates of {directory.data.university} who offer to talk to students about their firm and role.
            Your email is shared only if they accept.
          </p>
        )}
      </div>
      <QueryState query={directory} what="alumni">
        {({ university, listed_self, alumni }) =>
          !university ? (
            <EmptyState
              title="Add your university to see its alumni"
              hint="Alumni are shown to students of their own university. Add yours under Your answers in your profile."
            />
          ) : alumni.length === 0 ? (
            <EmptyState
              title={`No ${listed_self ? "other " : ""}alumni from ${university} are listed yet`}
              hint={
                listed_self
                  ? "When other graduates list themselves, they appear here."
                  : "Graduates list themselves in their profile's privacy settings. If you have graduated, you can list yourself there too."
              }
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {alumni.map((alum) => (
                <li key={alum.id}>
                  <AlumCard alum={alum} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {directory.data && !directory.data.university && (
        <Link to="/app/profile" className="inline-block text-sm font-medium text-brand-700 underline">
          Go to your profile
        </Link>
      )}
      {directory.data?.listed_self && (
        <p className="text-sm text-slate-600">
          You are listed as an alum for students of {directory.data.university}.{" "}
          <Link to="/app/profile" className="font-medium text-brand-700 underline">
            Change or end your listing in your profile
          </Link>
          .
        </p>
      )}
    </section>
  );
}
