import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { PERSONALITY_PAGE_COUNT } from "../../../../../shared/personality";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../components/ui/load-error";
import { Notice } from "../../../../components/ui/notice";
import { overviewQuery } from "../../overview-api";
import {
  completePersonality,
  type PersonalityAttempt,
  type PersonalityPage,
  personalityOverviewQuery,
} from "../../personality-api";
import { AnswerProgress } from "./answer-progress";
import { SaveStatus } from "./save-status";
import { StatementGroup } from "./statement-group";
import { useAnswerSaver } from "./use-answer-saver";

const LIST = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

type Gap = { page: number; numbers: number[]; ids: string[] };

/** Statements not answered yet, with their numbers as shown (1 to 120), per page. */
function gapsOn(pages: PersonalityPage[], answers: Record<string, unknown>): Gap[] {
  return pages.flatMap((page, pageIndex) => {
    const open = page.items
      .map((item, i) => ({ id: item.id, number: pageIndex * page.items.length + i + 1 }))
      .filter((item) => answers[item.id] === undefined);
    return open.length
      ? [{ page: page.page, numbers: open.map((i) => i.number), ids: open.map((i) => i.id) }]
      : [];
  });
}

const statementWords = (numbers: number[]) =>
  `${numbers.length === 1 ? "Statement" : "Statements"} ${LIST.format(numbers.map(String))} ${
    numbers.length === 1 ? "is" : "are"
  } not answered yet.`;

/**
 * The questionnaire ten statements at a time. It opens on the first page with a statement left, moves
 * on only when the page is answered, and on the last page scores the attempt and shows the result.
 */
export function Questionnaire({ attempt, pages }: { attempt: PersonalityAttempt; pages: PersonalityPage[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saver = useAnswerSaver(attempt.id, attempt.answers, () => {
    // The intro page and the hub show progress; they read it afresh next time they open.
    queryClient.invalidateQueries({ queryKey: personalityOverviewQuery.queryKey });
    queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
  });
  const [page, setPage] = useState(() => gapsOn(pages, attempt.answers)[0]?.page ?? PERSONALITY_PAGE_COUNT);
  const [flagged, setFlagged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const current = pages[page - 1];
  const gaps = gapsOn(pages, saver.answers);
  const gapHere = gaps.find((gap) => gap.page === page);
  const answered = Object.keys(saver.answers).length;
  const last = page === PERSONALITY_PAGE_COUNT;

  const goTo = (next: number) => {
    // Rendered at once, so the new page starts at its top with focus on its heading, like a new screen.
    flushSync(() => {
      setFlagged(false);
      setPage(next);
    });
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  };

  const finish = useMutation({
    mutationFn: async () => {
      await saver.flush();
      return completePersonality(attempt.id);
    },
    onSuccess: (result) => {
      // The result page opens on the new result at once, without waiting for the list to reload.
      queryClient.setQueryData(personalityOverviewQuery.queryKey, (old) =>
        old ? { current: null, results: [result, ...old.results.filter((r) => r.id !== result.id)] } : old,
      );
      queryClient.invalidateQueries({ queryKey: personalityOverviewQuery.queryKey });
      queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
      navigate(`/app/assessment-prep/personality/results/${result.id}`);
    },
  });

  /** Marks what is left on this page and takes the member to the first of them. */
  const flagGap = (gap: Gap) => {
    setFlagged(true);
    const first = document.getElementById(`statement-${gap.ids[0]}`);
    first?.focus();
    first?.scrollIntoView({ block: "center" });
  };

  const next = () => {
    if (gapHere) return flagGap(gapHere);
    if (!last) return goTo(page + 1);
    if (gaps.length === 0) finish.mutate();
  };

  if (!current) return null;
  const elsewhere = last && !gapHere ? gaps[0] : undefined;
  // Once flagged, the message follows the answers: it shrinks as they are given.
  const stillFlagged = flagged && gapHere ? gapHere : null;

  return (
    <div className="space-y-5">
      <div className="sticky top-16 z-10 -mx-4 space-y-1 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur">
        <AnswerProgress answered={answered} />
        <SaveStatus state={saver.state} onRetry={() => saver.flush().catch(() => {})} />
      </div>

      <h2 ref={heading} tabIndex={-1} className="scroll-mt-40 text-lg font-semibold outline-none">
        Page {page} of {PERSONALITY_PAGE_COUNT}
      </h2>
      <p className="text-sm text-slate-600">
        How accurately does each statement describe you as you are now, not as you wish to be?
      </p>

      <div className="space-y-3">
        {current.items.map((item, i) => (
          <StatementGroup
            key={item.id}
            number={(page - 1) * current.items.length + i + 1}
            itemId={item.id}
            text={item.text}
            value={saver.answers[item.id]}
            missing={!!stillFlagged?.ids.includes(item.id)}
            onChange={(value) => saver.choose(item.id, value)}
          />
        ))}
      </div>

      {stillFlagged && (
        <Notice tone="error">
          {statementWords(stillFlagged.numbers)} Answer every statement on this page to go on.
        </Notice>
      )}
      {elsewhere && (
        <Notice tone="error">
          {statementWords(elsewhere.numbers)} They are on page {elsewhere.page}.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => goTo(elsewhere.page)}>
            Go to page {elsewhere.page}
          </Button>
        </Notice>
      )}
      {finish.error && (
        <Notice tone="error">
          {errorMessage(finish.error, "Your results could not be worked out.")} Your answers are kept; try
          again.
        </Notice>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {page > 1 ? (
          <Button variant="secondary" onClick={() => goTo(page - 1)}>
            <ArrowLeft aria-hidden className="size-4" />
            Previous page
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          <Button onClick={next} disabled={finish.isPending || !!elsewhere}>
            {finish.isPending ? "Working out your results…" : "See my results"}
          </Button>
        ) : (
          <Button onClick={next}>
            Next page
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </div>
  );
}
