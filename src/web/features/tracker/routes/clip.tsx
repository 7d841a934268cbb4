import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { splitTags } from "../../../../shared/schemas/tracker";
import {
  type ClipPayload,
  type ClipSaveInput,
  clipSaveSchema,
  readClipFragment,
} from "../../../../shared/schemas/tracker-clip";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { showFormError } from "../../../components/ui/query-state";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { checkClip, readClipLink, saveClip, TRACKER_KEY } from "../api";
import { type Duplicate, DuplicateWarning } from "../components/add-application-dialog";
import { PriorityStars } from "../components/priority-stars";

export function meta() {
  return [{ title: "Clip to tracker · Finance Careers" }];
}

// Clip to tracker's landing page. The bookmarklet or extension put what it read from the posting in the
// address's fragment (never sent to any server); the member checks the firm, role and closing date here
// before anything is saved. A page without JobPosting data is read from its link by the server's import
// reader; when that finds nothing either, the form starts from the page's title and selected text.

type Prefill = { values: ClipSaveInput; note: string | null };

function fromPayload(clip: ClipPayload): ClipSaveInput {
  return {
    firm_name: clip.firm,
    role_title: clip.title || clip.page_title,
    location: clip.location,
    url: clip.url,
    deadline: clip.deadline || null,
    description: clip.description,
    notes: clip.selection,
    priority: null,
    tags: [],
  };
}

export default function ClipRoute() {
  const { hash } = useLocation();
  const read = useMemo(() => readClipFragment(hash), [hash]);
  return (
    <section className="mx-auto w-full max-w-2xl space-y-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Clip to tracker</h1>
        <p className="mt-1 text-slate-600">Check the firm, role and closing date, then save the role.</p>
      </div>
      {"error" in read ? (
        <>
          <Notice tone="error">{read.error}</Notice>
          <Button asChild variant="secondary">
            <Link to="/app/tracker">Open your tracker</Link>
          </Button>
        </>
      ) : read.payload.source === "jsonld" ? (
        <ClipForm prefill={{ values: fromPayload(read.payload), note: null }} />
      ) : (
        <FromLink clip={read.payload} />
      )}
    </section>
  );
}

/** No JobPosting on the page: the server reads its link; failing that, the page's title and selection. */
function FromLink({ clip }: { clip: ClipPayload }) {
  const link = useQuery({
    queryKey: [...TRACKER_KEY, "clip-read", clip.url],
    queryFn: () => readClipLink({ url: clip.url }),
    enabled: clip.url !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (clip.url && link.isPending) {
    return (
      <div className="flex items-center gap-2 text-slate-700" role="status">
        <Spinner />
        Reading the posting at {new URL(clip.url).hostname}…
      </div>
    );
  }
  const base = fromPayload(clip);
  if (link.data) {
    const { posting } = link.data;
    const values = {
      ...base,
      firm_name: posting.firm,
      role_title: posting.title,
      location: posting.location ?? "",
      deadline: posting.deadline ?? base.deadline,
      url: posting.url,
      description: posting.description || base.description,
    };
    return (
      <ClipForm
        prefill={{
          values,
          note: "This page had no job data of its own, so we read the posting from its link.",
        }}
      />
    );
  }
  const reason = link.error instanceof ApiError ? ` Reading its link gave: “${link.error.message}”` : "";
  const note = `We could not read a job posting on that page, so the form starts from the page's title and the text you selected. Fill in the firm, role and closing date.${reason}`;
  return <ClipForm prefill={{ values: base, note }} />;
}

const FIELDS = ["firm_name", "role_title", "deadline", "location", "url", "notes", "description"] as const;

function ClipForm({ prefill }: { prefill: Prefill }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  // Already tracked? Asked once as the page opens, so the member hears it before confirming anything.
  // Kept outside TRACKER_KEY: saving refreshes the tracker's queries, and this one must not then find
  // the role just saved and warn about it on the way to its page.
  const { firm_name, role_title, url } = prefill.values;
  const tracked = useQuery({
    queryKey: ["tracker-clip-check", firm_name, role_title, url],
    queryFn: () => checkClip({ firm_name, role_title, url: url ?? "" }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const known = duplicate ?? tracked.data ?? null;
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const [tagText, setTagText] = useState("");
  const form = useForm<ClipSaveInput>({
    resolver: zodResolver(clipSaveSchema),
    defaultValues: prefill.values,
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: saveClip,
    onSuccess: async (result) => {
      if ("existing" in result) {
        setDuplicate(result);
        return;
      }
      const { application } = result;
      toast.success("Saved to your tracker", {
        description: `${application.firm_name}: ${application.role_title}`,
      });
      await queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
      navigate(`/app/tracker/${application.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "free_limit_reached") {
        setLimitReached(error.message);
        return;
      }
      showFormError(form, FIELDS, error, "Could not save the role");
    },
  });
  const submit = (allowDuplicate: boolean) =>
    form.handleSubmit((values) =>
      save.mutate({
        ...values,
        deadline: values.deadline || null,
        tags: splitTags(tagText),
        allow_duplicate: allowDuplicate,
      }),
    );
  const field = (name: (typeof FIELDS)[number]) => fieldProps(`clip-${name}`, errors[name]?.message);

  return (
    <form onSubmit={submit(false)} noValidate className="space-y-4">
      {prefill.note && <Notice tone="info">{prefill.note}</Notice>}
      {!duplicate && known && (
        <DuplicateWarning
          duplicate={known}
          adding={save.isPending}
          onAddAnyway={() => submit(true)()}
          onOpenExisting={() => undefined}
        />
      )}
      {limitReached && (
        <Notice tone="error">
          {limitReached} What you see here is kept until you leave the page.{" "}
          <Link to="/app/billing" className="font-medium underline">
            See Premium
          </Link>
        </Notice>
      )}
      <FormField id="clip-firm_name" label="Firm" error={errors.firm_name?.message}>
        <Input {...field("firm_name")} {...form.register("firm_name")} autoComplete="organization" />
      </FormField>
      <FormField id="clip-role_title" label="Role" error={errors.role_title?.message}>
        <Input {...field("role_title")} {...form.register("role_title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="clip-deadline"
          label="Closing date"
          error={errors.deadline?.message}
          hint="Leave it empty when the posting gives none."
        >
          <Input
            {...field("deadline")}
            {...form.register("deadline", { setValueAs: (v) => v || null })}
            type="date"
          />
        </FormField>
        <FormField id="clip-location" label="Location" error={errors.location?.message}>
          <Input {...field("location")} {...form.register("location")} />
        </FormField>
      </div>
      <FormField id="clip-url" label="Link" error={errors.url?.message}>
        <Input {...field("url")} {...form.register("url")} type="url" inputMode="url" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-slate-900">Priority</span>
          <Controller
            control={form.control}
            name="priority"
            render={({ field: priority }) => (
              <div>
                <PriorityStars
                  value={priority.value ?? null}
                  onChange={priority.onChange}
                  label="this role"
                />
              </div>
            )}
          />
        </div>
        <FormField id="clip-tags" label="Tags" hint="Separate tags with commas.">
          <Input id="clip-tags" value={tagText} onChange={(e) => setTagText(e.target.value)} />
        </FormField>
      </div>
      <FormField id="clip-notes" label="Notes" error={errors.notes?.message}>
        <Textarea {...field("notes")} {...form.register("notes")} rows={3} />
      </FormField>
      <FormField id="clip-description" label="Job description" error={errors.description?.message}>
        <Textarea {...field("description")} {...form.register("description")} rows={6} />
      </FormField>
      {duplicate && (
        <DuplicateWarning
          duplicate={duplicate}
          adding={save.isPending}
          onAddAnyway={() => submit(true)()}
          onOpenExisting={() => undefined}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="secondary">
          <Link to="/app/tracker">Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save to tracker"}
        </Button>
      </div>
    </form>
  );
}
