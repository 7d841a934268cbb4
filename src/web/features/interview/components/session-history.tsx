import { Link } from "react-router";
import type { HistoryData } from "../api";

// The member's mock interviews, newest first: a table where there is room for its six columns, and on a
// phone one card per interview, so nothing is cut off or scrolls sideways.

type HistorySession = HistoryData["sessions"][number];

/** A row's height (a card's on a phone), for the placeholders of rows still loading. */
export const SESSION_ROW_HEIGHT = "h-[150px] sm:h-[41px]";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const dateOf = (s: HistorySession) => DATE.format(new Date(s.createdAt));

function scoreOf(s: HistorySession): string {
  if (s.status !== "completed") return "In progress";
  return s.overall === null ? "n/a" : `${s.overall.toFixed(1)} / 5`;
}

function OpenLink({ session }: { session: HistorySession }) {
  return (
    <Link to={`/app/interview/${session.id}`} className="font-medium text-brand-700 underline">
      {session.status === "completed" ? "Open" : "Continue"}
      <span className="sr-only"> the interview of {dateOf(session)}</span>
    </Link>
  );
}

function HistoryTable({ sessions }: { sessions: HistorySession[] }) {
  return (
    // `relative`: the links' screen-reader text is positioned, and must stay inside this scroll box.
    <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Your mock interviews, newest first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {["Date", "Type", "Interviewer", "Firm", "Score", ""].map((h) => (
              <th key={h || "open"} scope="col" className="px-3 py-2 font-medium">
                {h || <span className="sr-only">Open</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className="border-b border-slate-100">
              <td className="px-3 py-2 whitespace-nowrap">{dateOf(s)}</td>
              <td className="px-3 py-2">{s.questionType}</td>
              <td className="px-3 py-2">{s.persona.name}</td>
              <td className="px-3 py-2">{s.firm?.name ?? "None"}</td>
              <td className="px-3 py-2 font-medium">{scoreOf(s)}</td>
              <td className="px-3 py-2">
                <OpenLink session={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoryCards({ sessions }: { sessions: HistorySession[] }) {
  return (
    <ul aria-label="Your mock interviews, newest first" className="space-y-3 sm:hidden">
      {sessions.map((s) => (
        <li key={s.id} className="relative rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-semibold text-slate-900">{s.questionType} interview</p>
            <p className="shrink-0 text-sm font-medium text-slate-900">{scoreOf(s)}</p>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Date</dt>
            <dd>{dateOf(s)}</dd>
            <dt className="text-slate-600">Interviewer</dt>
            <dd>{s.persona.name}</dd>
            <dt className="text-slate-600">Firm</dt>
            <dd className="break-words">{s.firm?.name ?? "None"}</dd>
          </dl>
          <p className="mt-3 text-sm">
            <OpenLink session={s} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SessionHistory({ sessions }: { sessions: HistorySession[] }) {
  return (
    <>
      <HistoryTable sessions={sessions} />
      <HistoryCards sessions={sessions} />
    </>
  );
}
