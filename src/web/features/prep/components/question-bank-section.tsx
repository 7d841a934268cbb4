import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Mic } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { QuestionCategory } from "../../../../shared/interview";
import { PREP_CATEGORIES, QUESTION_SEARCH_MAX } from "../../../../shared/schemas/prep";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState } from "../../../components/ui/notice";
import { questionsQuery } from "../api";
import { QuestionResult } from "./question-result";

// The question bank interview practice asks from, searchable by word and filtered by category.

const count = new Intl.NumberFormat("en-GB");
/** Typing waits this long before it searches, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 250;

function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function QuestionBankSection() {
  const [text, setText] = useState("");
  const [category, setCategory] = useState<QuestionCategory | "">("");
  const q = useSettled(text.trim());
  // The page belongs to one search: a new search or category starts at its first page.
  const searchKey = `${category}|${q}`;
  const [paging, setPaging] = useState({ searchKey, page: 1 });
  const page = paging.searchKey === searchKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ searchKey, page: next });
  const query = useQuery(questionsQuery({ q, category, page }));
  const data = query.data;

  return (
    <div className="space-y-4">
      <search aria-label="Question bank" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-1">
          <Label htmlFor="prep-question-search">Search questions</Label>
          <Input
            id="prep-question-search"
            type="search"
            value={text}
            maxLength={QUESTION_SEARCH_MAX}
            placeholder="e.g. DCF, EBITDA, teamwork"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="prep-question-category">Category</Label>
          <NativeSelect
            id="prep-question-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as QuestionCategory | "")}
          >
            <option value="">All categories</option>
            {PREP_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>

      <p className="text-sm text-slate-600" aria-live="polite">
        {data && (data.total === 1 ? "1 question" : `${count.format(data.total)} questions`)}
        {data && data.pages > 1 && ` · page ${data.page} of ${data.pages}`}
      </p>

      {query.isPending && <p className="text-sm text-slate-600">Loading questions…</p>}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not search the question bank.")}
        </LoadError>
      )}
      {data && data.total === 0 && (
        <EmptyState
          title={
            q ? `No questions match “${q}”${category ? " in this category" : ""}.` : "No questions here yet."
          }
          hint={`Try fewer or shorter words, such as DCF, EBITDA or leadership${category ? ", or choose All categories" : ""}.`}
        />
      )}
      {data && data.questions.length > 0 && (
        <ul className="space-y-3">
          {data.questions.map((question) => (
            <QuestionResult key={question.id} question={question} />
          ))}
        </ul>
      )}
      {data && data.pages > 1 && (
        <nav
          aria-label="Question pages"
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </Button>
          <span className="text-slate-600">
            Page {data.page} of {data.pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= data.pages}
            onClick={() => setPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Mic aria-hidden className="size-4" />
        These are the questions mock interviews ask.
        <Link to="/app/interview" className="font-medium text-brand-700 underline">
          Practise answering them aloud
        </Link>
      </p>
    </div>
  );
}
