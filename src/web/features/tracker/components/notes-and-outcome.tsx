import { type FormEvent, useState } from "react";
import type { ApplicationUpdateInput } from "../../../../shared/schemas/tracker";
import { NOTES_MAX, TRACKER_STAGES } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import type { Detail } from "../api";
import { useUpdateApplication } from "../use-update";

// The member's notes, and what came of the application: an offer's terms or where and why it ended.

export function Notes({ application }: { application: Detail }) {
  const update = useUpdateApplication(application.id);
  const [notes, setNotes] = useState(application.notes);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ input: { notes }, done: "Notes saved" });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor="application-notes">Notes</Label>
      <Textarea
        id="application-notes"
        rows={6}
        value={notes}
        maxLength={NOTES_MAX}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-slate-600">
          {notes.length.toLocaleString("en-GB")} / {NOTES_MAX.toLocaleString("en-GB")}
        </span>
        <Button type="submit" size="sm" disabled={update.isPending || notes === application.notes}>
          Save notes
        </Button>
      </div>
    </form>
  );
}

export function Outcome({ application }: { application: Detail }) {
  const update = useUpdateApplication(application.id);
  const [outcome, setOutcome] = useState({
    offer_salary: application.outcome.offer_salary ?? "",
    offer_start_date: application.outcome.offer_start_date ?? "",
    offer_reply_by: application.outcome.offer_reply_by ?? "",
    rejected_at_stage: application.outcome.rejected_at_stage ?? "",
    rejection_reason: application.outcome.rejection_reason ?? "",
  });
  const set = (key: keyof typeof outcome) => (value: string) => setOutcome((o) => ({ ...o, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      input: { outcome: outcome as ApplicationUpdateInput["outcome"] },
      done: "Outcome saved",
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Offer</legend>
        <div className="space-y-1">
          <Label htmlFor="offer-salary">Salary</Label>
          <Input
            id="offer-salary"
            value={outcome.offer_salary}
            onChange={(e) => set("offer_salary")(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="offer-start">Start date</Label>
          <Input
            id="offer-start"
            type="date"
            value={outcome.offer_start_date}
            onChange={(e) => set("offer_start_date")(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="offer-reply">Reply by</Label>
          <Input
            id="offer-reply"
            type="date"
            value={outcome.offer_reply_by}
            onChange={(e) => set("offer_reply_by")(e.target.value)}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Rejection</legend>
        <div className="space-y-1">
          <Label htmlFor="rejected-stage">Rejected at stage</Label>
          <NativeSelect
            id="rejected-stage"
            value={outcome.rejected_at_stage}
            onChange={(e) => set("rejected_at_stage")(e.target.value)}
          >
            <option value="">Not set</option>
            {TRACKER_STAGES.filter((s) => !["offer", "rejected", "withdrawn"].includes(s.value)).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="rejected-reason">Reason</Label>
          <Input
            id="rejected-reason"
            value={outcome.rejection_reason}
            onChange={(e) => set("rejection_reason")(e.target.value)}
          />
        </div>
      </fieldset>
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save outcome
      </Button>
    </form>
  );
}
