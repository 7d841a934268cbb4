import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { advertMatchSchema } from "../../../../shared/schemas/documents";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type AdvertAnswer, DOCUMENTS_KEY, matchAdvert } from "../api";
import { AdvertNextSteps } from "./advert-next-steps";
import { CvPicker, useDefaultCv } from "./cv-picker";
import { MatchResult } from "./match-result";
import { isUpgradeError, UpgradeNotice } from "./upgrade-notice";
import { UPLOAD_TOAST_ID } from "./upload-zone";

// Match an advert (Jobscan's core use): paste an advert, or a link to one, and see the CV match for it
// without tracking it first; then save it to the tracker or write a letter for it. The form checks its
// input with the same schema the server uses.

type Values = z.input<typeof advertMatchSchema>;
type Mode = "text" | "url";

export function MatchAdvertPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("text");
  const [chosen, setChosen] = useState("");
  const documentId = useDefaultCv(chosen);
  const [answer, setAnswer] = useState<AdvertAnswer | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the page's Match an advert button: focus moves to the panel it opened, and the upload
  // toast, which would cover the panel's lower fields (Role title beside it at 1280 px), goes.
  useEffect(() => {
    heading.current?.focus();
    toast.dismiss(UPLOAD_TOAST_ID);
  }, []);
  const form = useForm<Values>({
    resolver: zodResolver(advertMatchSchema),
    defaultValues: { documentId: "", text: "", url: "", firm: "", title: "" },
  });
  const { errors } = form.formState;
  const score = useMutation({
    mutationFn: (values: Values) => matchAdvert(values),
    onSuccess: (data) => {
      setAnswer(data);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The CV picker keeps its own choice; the form sends it with the advert.
    form.setValue("documentId", documentId);
    return form.handleSubmit((values) =>
      score.mutate({
        ...values,
        text: mode === "text" ? values.text : "",
        url: mode === "url" ? values.url : "",
      }),
    )(event);
  };
  const error = score.error instanceof ApiError ? score.error : null;
  const usage = answer?.usage;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="space-y-1">
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          Match an advert
        </h2>
        <p className="text-sm text-slate-600">
          Paste any job advert, or a link to it, to see how well your CV fits before you track it.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CvPicker id={`${id}-cv`} value={documentId} onChange={setChosen} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">The advert</legend>
          <div role="radiogroup" aria-label="How to give the advert" className="flex flex-wrap gap-4 text-sm">
            {(
              [
                ["text", "Paste its text"],
                ["url", "Give a link"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {label}
              </label>
            ))}
          </div>
          {mode === "text" ? (
            <FormField id={`${id}-text`} label="Advert text" error={errors.text?.message}>
              <Textarea
                {...fieldProps(`${id}-text`, errors.text?.message)}
                rows={10}
                placeholder="Paste the whole advert: what the role involves and what it asks for."
                {...form.register("text")}
              />
            </FormField>
          ) : (
            <FormField
              id={`${id}-url`}
              label="Link to the advert"
              error={errors.url?.message}
              hint="A Greenhouse or Lever job link, or a careers page that publishes the job."
            >
              <Input
                {...fieldProps(`${id}-url`, errors.url?.message)}
                type="url"
                inputMode="url"
                {...form.register("url")}
              />
            </FormField>
          )}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-firm`} label="Firm (optional)" error={errors.firm?.message}>
            <Input {...fieldProps(`${id}-firm`, errors.firm?.message)} {...form.register("firm")} />
          </FormField>
          <FormField id={`${id}-role`} label="Role title (optional)" error={errors.title?.message}>
            <Input {...fieldProps(`${id}-role`, errors.title?.message)} {...form.register("title")} />
          </FormField>
        </div>
        {documentId && (
          <Button type="submit" disabled={score.isPending}>
            {score.isPending ? "Scoring…" : answer ? "Score again" : "Score my CV"}
          </Button>
        )}
      </form>
      {error &&
        (isUpgradeError(error.code) ? (
          <UpgradeNotice message={error.message} kept="Your earlier scores are unchanged." />
        ) : (
          <Notice tone="error">{error.message}</Notice>
        ))}
      {score.isError && !error && <Notice tone="error">Could not score the CV. Please try again.</Notice>}
      {answer && (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">
            {answer.document.name}, version {answer.document.version}
            {usage?.maxMatches != null &&
              ` · ${usage.matchesThisMonth} of ${usage.maxMatches} free scores used this month`}
          </p>
          <MatchResult result={answer.match} suggestions={answer.suggestions} />
          <AdvertNextSteps key={answer.advert.text} advert={answer.advert} />
        </div>
      )}
    </section>
  );
}
