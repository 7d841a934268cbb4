import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Logo } from "../../../components/ui/logo";
import { Spinner } from "../../../components/ui/spinner";
import { premierFirmsQuery } from "../api";
import { sectorLabel } from "../labels";

export function meta() {
  return [{ title: "Premier firms · Finance Careers" }];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

// The premier firms as a browsable directory (logo, sector, description, open roles, next deadline);
// admins choose them on Site Content → Premier firms.
export default function PremierFirmsRoute() {
  const firms = useQuery(premierFirmsQuery);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Premier firms</h1>
      <p className="mt-1 text-slate-600">
        The firms students most want to join, with their open roles and next deadline.
      </p>
      {firms.isPending && <Spinner />}
      {firms.isError && (
        <LoadError className="mt-6" onRetry={() => firms.refetch()}>
          {errorMessage(firms.error, "Could not load the firms.")}
        </LoadError>
      )}
      {firms.isSuccess && firms.data.firms.length === 0 && (
        <p className="mt-6 text-slate-600">No premier firms are listed yet.</p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {firms.data?.firms.map((firm) => (
          <li
            key={firm.slug}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <Logo src={firm.logo_url} name={firm.name} />
              <div className="min-w-0">
                <h2 className="truncate font-semibold text-slate-900">{firm.name}</h2>
                <p className="text-sm text-slate-600">{sectorLabel(firm.sector)}</p>
              </div>
            </div>
            {firm.description && (
              <p className="mt-3 text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
                {firm.description}
              </p>
            )}
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-500">Open roles</dt>
                <dd className="font-medium text-slate-900">{firm.open_roles}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Next deadline</dt>
                <dd className="font-medium text-slate-900">
                  {firm.next_deadline ? dateFormat.format(new Date(firm.next_deadline)) : "None listed"}
                </dd>
              </div>
            </dl>
            <div className="mt-4 flex-1" />
            <Button variant="secondary" size="sm" asChild disabled={firm.open_roles === 0}>
              <Link to={`/app/job-feed?firm=${firm.slug}&sort=closing`}>
                View roles<span className="sr-only"> at {firm.name}</span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
