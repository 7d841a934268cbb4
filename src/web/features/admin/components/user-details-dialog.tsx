import { useQuery } from "@tanstack/react-query";
import { Dialog } from "../../../components/ui/dialog";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { displayValue, fieldLabel, NOT_AVAILABLE } from "../../../lib/format";
import { type AdminUserRecord, adminUserQuery } from "../api/users";
import { MemberActions } from "./member-actions";

// 001 §2-3: every field of the admin user record, in the spec's order, with the referral code and
// licence codes the member used before the two maps.
const FIELDS = [
  "id",
  "name",
  "email",
  "signupDate",
  "status",
  "planType",
  "lastSignInAt",
  "emailConfirmedAt",
  "referralCode",
  "licenceCode",
  "profileDetails",
  "rawUserMetadata",
] as const satisfies readonly (keyof AdminUserRecord)[];

const MAPS = new Set<string>(["profileDetails", "rawUserMetadata"]);

/** The user whose record to show; the email, when known, heads the dialog while it loads. */
export type UserRef = { id: string; email?: string };

export function UserDetailsDialog({ user, onClose }: { user: UserRef | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      description={user?.email}
      className="max-w-2xl"
    >
      {user && <UserRecord id={user.id} onErased={onClose} />}
    </Dialog>
  );
}

function UserRecord({ id, onErased }: { id: string; onErased: () => void }) {
  const record = useQuery(adminUserQuery(id));
  if (record.isPending) return <Spinner label="Loading user details" />;
  if (record.isError) return <Notice tone="error">Could not load this user: {record.error.message}</Notice>;
  return (
    <div className="space-y-4">
      <RecordFields record={record.data} />
      <MemberActions record={record.data} onErased={onErased} />
    </div>
  );
}

function RecordFields({ record }: { record: AdminUserRecord }) {
  return (
    <dl data-testid="user-record" className="divide-y divide-slate-100 text-sm">
      {FIELDS.map((key) => (
        <div key={key} className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-medium text-slate-600">{fieldLabel(key)}</dt>
          <dd className="min-w-0 text-slate-900">
            {MAPS.has(key) ? <ValueMap map={record[key]} /> : <Value value={record[key]} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A free key/value map: each entry follows the same display rules; an empty map is N/A. */
function ValueMap({ map }: { map: unknown }) {
  const entries = map && typeof map === "object" ? Object.entries(map) : [];
  if (entries.length === 0) return <>{NOT_AVAILABLE}</>;
  return (
    <dl className="space-y-1.5 rounded-md bg-slate-50 p-3">
      {entries.map(([key, value]) => (
        <div key={key} className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-slate-600">{fieldLabel(key)}</dt>
          <dd className="min-w-0">
            <Value value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Value({ value }: { value: unknown }) {
  const shown = displayValue(value);
  if (shown.kind === "block") {
    return (
      <pre className="max-h-64 overflow-auto rounded bg-white p-2 font-mono text-xs whitespace-pre-wrap ring-1 ring-slate-200">
        {shown.text}
      </pre>
    );
  }
  return <span className="break-words">{shown.text}</span>;
}
