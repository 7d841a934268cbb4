import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import {
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeQuery,
  unsubscribeQuerySchema,
} from "../../../../shared/schemas/unsubscribe";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { UnsubscribeCard } from "../components/unsubscribe-card";
import { resubscribe, unsubscribe, unsubscribeLinkQuery } from "../unsubscribe-api";

export function meta() {
  return [{ title: "Email settings · Finance Careers" }, { name: "robots", content: "noindex" }];
}

/** The link from the email, or null when a part is missing or malformed. */
function linkOf(search: URLSearchParams): UnsubscribeQuery | null {
  const parsed = unsubscribeQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}

// /unsubscribe: the visible link in announcement and job-alert emails. Opening it changes nothing (mail
// scanners open links); the member confirms, can undo, and needs no sign-in: the signed link names them.
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  const link = linkOf(search);
  return link ? <UnsubscribeFlow link={link} /> : <BadLink />;
}

function UnsubscribeFlow({ link }: { link: UnsubscribeQuery }) {
  const texts = UNSUBSCRIBE_TEXTS[link.s];
  const check = useQuery(unsubscribeLinkQuery(link));
  const stop = useMutation({ mutationFn: () => unsubscribe(link) });
  const restart = useMutation({
    mutationFn: () => resubscribe(link, { job_update_frequency: stop.data?.previous_frequency ?? undefined }),
  });

  if (check.isPending)
    return (
      <UnsubscribeCard title="Email settings">
        <p role="status" className="text-slate-600">
          Checking your link...
        </p>
      </UnsubscribeCard>
    );
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 400) return <BadLink />;
    return (
      <UnsubscribeCard title="Email settings">
        <LoadError onRetry={() => check.refetch()}>Error: {check.error.message}</LoadError>
      </UnsubscribeCard>
    );
  }

  if (restart.isSuccess)
    return (
      <UnsubscribeCard title="You're subscribed again" focusKey="resumed" settingsLink>
        <Notice tone="success">{restart.data.message}</Notice>
      </UnsubscribeCard>
    );

  if (stop.isSuccess || !check.data.subscribed)
    return (
      <UnsubscribeCard title="You're unsubscribed" focusKey="stopped" settingsLink>
        <Notice tone="success">{stop.isSuccess ? stop.data.message : texts.alreadyOff}</Notice>
        {restart.isError && <Notice tone="error">{restart.error.message}</Notice>}
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600">Changed your mind?</span>
          <Button variant="secondary" onClick={() => restart.mutate()} disabled={restart.isPending}>
            {restart.isPending ? "Saving..." : stop.isSuccess ? "Undo" : "Turn them back on"}
          </Button>
        </div>
      </UnsubscribeCard>
    );

  return (
    <UnsubscribeCard title={texts.question} settingsLink>
      <p className="text-slate-700">{texts.explains}</p>
      {stop.isError && <Notice tone="error">{stop.error.message}</Notice>}
      <Button onClick={() => stop.mutate()} disabled={stop.isPending} className="w-full sm:w-auto">
        {stop.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </UnsubscribeCard>
  );
}

function BadLink() {
  return (
    <UnsubscribeCard title="This link does not work" focusKey="bad" settingsLink>
      <Notice tone="error">
        This unsubscribe link is not valid or is incomplete, so nothing has changed.
      </Notice>
    </UnsubscribeCard>
  );
}
