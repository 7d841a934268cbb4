import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { adminKeys, refreshAfterChange } from "../../../lib/admin-keys";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import {
  type AdminUserRecord,
  correctUserDetails,
  eraseUser,
  memberExportUrl,
  sendPasswordReset,
} from "../api/users";

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields[field] : undefined;

/**
 * What an admin does for a member from their Details: a data request (export, erasure), a password
 * reset link, or a corrected name or email. Every one of them is audited by the server.
 */
export function MemberActions({ record, onErased }: { record: AdminUserRecord; onErased: () => void }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => sendPasswordReset(record.id),
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(`Could not send the reset link: ${error.message}`),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.users),
  });
  const isAdmin = record.rawUserMetadata.role === "admin";

  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <section aria-labelledby="member-data-heading" className="space-y-2">
        <h3 id="member-data-heading" className="font-semibold text-slate-900">
          Member requests
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <a
              href={memberExportUrl(record.id)}
              download
              onClick={() => setTimeout(() => refreshAfterChange(queryClient, adminKeys.users), 1000)}
            >
              Export member data
            </a>
          </Button>
          <Button variant="secondary" size="sm" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {reset.isPending ? "Sending..." : "Send password reset"}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          The export is the same JSON file the member gets from their profile's "Download my data".
        </p>
      </section>
      <CorrectDetails record={record} />
      {!isAdmin && <EraseAccount record={record} onErased={onErased} />}
    </div>
  );
}

function CorrectDetails({ record }: { record: AdminUserRecord }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [firstName, setFirstName] = useState(record.rawUserMetadata.first_name);
  const [lastName, setLastName] = useState(record.rawUserMetadata.last_name);
  const [email, setEmail] = useState(record.email);
  const save = useMutation({
    mutationFn: () =>
      correctUserDetails(record.id, {
        first_name: firstName,
        last_name: lastName,
        ...(email.trim().toLowerCase() !== record.email.toLowerCase() ? { email } : {}),
      }),
    onSuccess: (saved) => {
      toast.success(
        saved.email !== record.email
          ? `Saved. ${saved.email} must confirm the address from the link just sent to it.`
          : "Name saved.",
      );
      setOpen(false);
    },
    onSettled: () => refreshAfterChange(queryClient, adminKeys.users),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Correct name or email
      </Button>
    );
  }
  const error = save.error;
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">Correct name or email</h3>
      {error && !(error instanceof ApiError && Object.keys(error.fields).length > 0) && (
        <Notice tone="error">Could not save: {error.message}</Notice>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField id="correct-first-name" label="First name" error={fieldError(error, "first_name")}>
          <Input
            {...fieldProps("correct-first-name", fieldError(error, "first_name"))}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </FormField>
        <FormField id="correct-last-name" label="Last name" error={fieldError(error, "last_name")}>
          <Input
            {...fieldProps("correct-last-name", fieldError(error, "last_name"))}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        id="correct-email"
        label="Email"
        error={fieldError(error, "email")}
        hint="A new address is unconfirmed until the member opens the link we send to it."
      >
        <Input
          {...fieldProps("correct-email", fieldError(error, "email"))}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save correction"}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EraseAccount({ record, onErased }: { record: AdminUserRecord; onErased: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === record.email.toLowerCase();
  const erase = useMutation({
    mutationFn: () => eraseUser(record.id, typed),
    onSuccess: (result) => {
      toast.success(result.message);
      onErased();
      // The record is gone: drop it rather than ask for it again (a 404) while the dialog closes.
      queryClient.removeQueries({ queryKey: [...adminKeys.users, "detail", record.id] });
    },
    onSettled: () =>
      refreshAfterChange(queryClient, [...adminKeys.users, "list"]).then(() =>
        queryClient.invalidateQueries({
          queryKey: adminKeys.users,
          predicate: (query) => query.queryKey[3] !== record.id,
        }),
      ),
  });
  const problem = erase.error ? (fieldError(erase.error, "confirm_email") ?? erase.error.message) : null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-md border border-red-200 bg-red-50/50 p-3"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-red-900">
        Erase account
      </h3>
      <p className="text-sm text-slate-700">
        Deletes the account and everything it holds (applications, documents, messages, billing records) and
        cancels any subscription. It cannot be undone; export the member's data first if they asked for it.
      </p>
      <FormField id={`${id}-confirm`} label={`Type ${record.email} to confirm`} error={problem ?? undefined}>
        <Input
          {...fieldProps(`${id}-confirm`, problem ?? undefined)}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      <Button
        variant="danger"
        size="sm"
        disabled={!matches || erase.isPending}
        onClick={() => erase.mutate()}
      >
        {erase.isPending ? "Erasing..." : "Erase account"}
      </Button>
    </section>
  );
}
