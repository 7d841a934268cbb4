import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { stageLabel } from "../../../../shared/tracker-labels";
import { QueryState } from "../../../components/ui/query-state";
import { boardQuery } from "../api";

// Archived applications leave the board but are kept; they are listed here, loaded only when opened,
// and each page has Unarchive. While closed the section holds nothing but its summary, so no
// "Loading…" status waits in it (a live region in a closed section can still be announced).

export function ArchivedApplications() {
  const [open, setOpen] = useState(false);
  const archived = useQuery({ ...boardQuery(true), enabled: open });
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
        Archived applications
      </summary>
      {open && (
        <div className="mt-3">
          <QueryState query={archived} what="archived applications">
            {({ applications }) =>
              applications.length === 0 ? (
                <p className="text-slate-600">Nothing archived. Archive an application from its page.</p>
              ) : (
                <ul className="space-y-1.5">
                  {applications.map((card) => (
                    <li key={card.id} className="break-words">
                      <Link
                        to={`/app/tracker/${card.id}`}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {card.firm_name}: {card.role_title}
                      </Link>{" "}
                      <span className="text-slate-600">({stageLabel(card.stage)})</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </div>
      )}
    </details>
  );
}
