import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { Notice } from "../../../../components/ui/notice";
import { ApiError } from "../../../../lib/api";
import { localDateTime } from "../../../../lib/format";
import { lookupReferral } from "../api";

/** 001 §8: the server's error, or 'Not found'; a network failure says 'Network error'. */
function lookupError(error: Error) {
  if (error instanceof ApiError && error.status === 0) return "Network error";
  return error.message || "Not found";
}

/** 001 §2 Referral Code Lookup. */
export function ReferralLookup() {
  const [code, setCode] = useState("");
  const lookup = useMutation({ mutationFn: lookupReferral });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) lookup.mutate(code.trim());
  };
  const result = lookup.data;
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <FormField id="lookup-code" label="Referral Code">
            <Input
              id="lookup-code"
              value={code}
              autoComplete="off"
              spellCheck={false}
              className="font-mono uppercase"
              placeholder="e.g. GRAD2027"
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={!code.trim() || lookup.isPending}>
          {lookup.isPending ? "Looking up..." : "Lookup"}
        </Button>
      </form>
      {lookup.isError && <Notice tone="error">{lookupError(lookup.error)}</Notice>}
      {result && !lookup.isPending && (
        <section aria-label="Lookup result" className="rounded-md border border-slate-200 bg-slate-50 p-4">
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Code</dt>
            <dd className="flex flex-wrap items-center gap-2 font-mono font-semibold">
              {result.code}
              {!result.active && <Badge tone="grey">Inactive</Badge>}
            </dd>
            <dt className="text-slate-600">Influencer</dt>
            <dd>{result.influencer}</dd>
            <dt className="text-slate-600">Last Signup</dt>
            <dd>{result.lastSignup ? localDateTime(result.lastSignup) : "No sign-ups yet"}</dd>
            <dt className="text-slate-600">Signups</dt>
            <dd className="tabular-nums">{result.signups}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
