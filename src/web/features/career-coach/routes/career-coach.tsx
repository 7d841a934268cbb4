import { prefetchForMember } from "../../../lib/prefetch";
import { messagesQuery } from "../api";
import { CoachChat } from "../components/coach-chat";
import { WeekPlan } from "../components/week-plan";

export function meta() {
  return [{ title: "Career Coach · Finance Careers" }];
}

// The chat history is asked for while this screen's code downloads (lib/prefetch.ts). The week's plan
// is not: it is read afresh whenever the screen mounts, so a request made earlier would only repeat.
export const clientLoader = () => prefetchForMember((client) => [client.prefetchQuery(messagesQuery)]);

// /app/career-coach: this week's plan from the member's own data, and a chat with the coach.
export default function CareerCoachRoute() {
  return (
    <section className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Career Coach</h1>
        <p className="text-slate-600">
          What to do this week, from your deadlines, applications and practice results, and a coach to ask
          about anything in finance recruiting.
        </p>
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <WeekPlan />
        <CoachChat />
      </div>
    </section>
  );
}
