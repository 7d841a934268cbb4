import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { PLAN_TYPES, type PlanType } from "../../../../shared/plans";
import { ADMIN_MESSAGES, USER_STATUSES, type UserStatus } from "../../../../shared/schemas/admin";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { DialogClose } from "../../../components/ui/dialog-close";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { Notice } from "../../../components/ui/notice";
import { adminKeys, refreshAfterChange } from "../../../lib/admin-keys";
import { toast } from "../../../lib/toast";
import { type AdminUserRow, confirmUserEmail, updateUserPlan, updateUserStatus } from "../api/users";

const SAVE_FALLBACK = "Failed to save user. Please try again.";

const PENDING_NOT_SETTABLE =
  "Pending Verification cannot be chosen: it ends when the member confirms their email. Nothing was changed.";
const STILL_PENDING =
  "The status is still Pending Verification: this member has not confirmed their email. Use 'Mark email as confirmed' if they have confirmed it another way.";
const TRIAL_HINT =
  "This starts the member's one free trial: once it ends, they cannot start another from the billing page.";

/** Runs one call, naming which part of the save failed (001 §8). */
async function step<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function UserEditDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit User"
      description={user ? `${user.name} · ${user.email}` : undefined}
    >
      {user && <EditForm key={user.id} user={user} onSaved={onClose} />}
    </Dialog>
  );
}

function EditForm({ user, onSaved }: { user: AdminUserRow; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<UserStatus | "">(user.status);
  const [plan, setPlan] = useState<PlanType | "">(user.planType);
  const [problem, setProblem] = useState<string | null>(null);

  // 001 §4 and §7: only the calls for what changed; Pending Verification sends no status call. A save
  // is reported only when it happened: a status the server could not set is said plainly instead.
  const save = useMutation({
    mutationFn: async ({ status, plan }: { status: UserStatus; plan: PlanType }) => {
      const notes: string[] = [];
      let changed = false;
      if (status !== user.status && status === "Pending Verification") notes.push(PENDING_NOT_SETTABLE);
      if (status !== user.status && (status === "Active" || status === "Suspended")) {
        const result = await step("Failed to update status", () => updateUserStatus(user.id, status));
        if (result.status === status) changed = true;
        else notes.push(STILL_PENDING);
      }
      if (plan !== user.planType) {
        await step("Failed to update plan type", () => updateUserPlan(user.id, plan));
        changed = true;
      }
      return { changed, notes };
    },
    onSuccess: ({ changed, notes }) => {
      if (notes.length > 0) {
        if (changed) toast.success("The other changes were saved.");
        setProblem(notes.join(" "));
        return;
      }
      if (changed) toast.success("User details saved.");
      onSaved();
    },
    onError: (error) =>
      setProblem(error.message ? `Failed to save user details: ${error.message}` : SAVE_FALLBACK),
    // Reload whatever happened: the status may have saved even if the plan did not.
    onSettled: () => refreshAfterChange(queryClient, adminKeys.users),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status || !plan) {
      setProblem(ADMIN_MESSAGES.selectStatusAndPlan);
      return;
    }
    setProblem(null);
    save.mutate({ status, plan });
  };

  const suspending = status === "Suspended" && user.status !== "Suspended";
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Notice tone="error">{problem}</Notice>}
      <FormField
        id="edit-status"
        label="Status"
        hint={
          suspending
            ? "Suspending signs this member out everywhere at once and blocks sign-in."
            : status === "Pending Verification" && user.status !== "Pending Verification"
              ? "Pending Verification cannot be set here; the status is not changed."
              : status === "Active" && user.status === "Pending Verification"
                ? "Active needs a confirmed email: use 'Mark email as confirmed' below."
                : undefined
        }
      >
        <NativeSelect
          id="edit-status"
          value={status}
          disabled={save.isPending}
          onChange={(event) => setStatus(event.target.value as UserStatus | "")}
        >
          <option value="">Select a status</option>
          {USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="edit-plan"
        label="Plan Type"
        hint={
          plan === "University Bulk" && user.planType !== "University Bulk"
            ? "University Bulk access lasts one year from today."
            : plan === "Trial" && user.planType !== "Trial"
              ? TRIAL_HINT
              : undefined
        }
      >
        <NativeSelect
          id="edit-plan"
          value={plan}
          disabled={save.isPending}
          onChange={(event) => setPlan(event.target.value as PlanType | "")}
        >
          <option value="">Select a plan type</option>
          {PLAN_TYPES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {user.status === "Pending Verification" && <ConfirmEmail user={user} onConfirmed={onSaved} />}
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** Ends Pending Verification for a member who confirmed their email some other way (audited). */
function ConfirmEmail({ user, onConfirmed }: { user: AdminUserRow; onConfirmed: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmUserEmail(user.id),
    onSuccess: () => {
      toast.success("Email marked as confirmed.", { description: `${user.email} is now Active.` });
      onConfirmed();
    },
    onError: (error) =>
      toast.error("Could not mark the email as confirmed", {
        description: `${error.message} Please try again.`,
      }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.users),
  });
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>This member has not confirmed their email, so their status is Pending Verification.</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {confirm.isPending ? "Confirming..." : "Mark email as confirmed"}
      </Button>
    </div>
  );
}
