import type { PlanType } from "../../../../shared/plans";
import type { UserStatus } from "../../../../shared/schemas/admin";
import { Badge, type BadgeTone } from "../../../components/ui/badge";

const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  Active: "green",
  Suspended: "red",
  "Pending Verification": "amber",
};

const PLAN_TONES: Record<PlanType, BadgeTone> = {
  Free: "grey",
  Premium: "blue",
  "University Bulk": "blue",
  Trial: "amber",
};

export const StatusBadge = ({ status }: { status: UserStatus }) => (
  <Badge tone={STATUS_TONES[status]}>{status}</Badge>
);

export const PlanBadge = ({ plan }: { plan: PlanType }) => <Badge tone={PLAN_TONES[plan]}>{plan}</Badge>;

/** An admin's own account: shown among the members but not counted in the dashboard's member figures. */
export const StaffBadge = () => <Badge tone="grey">Staff</Badge>;
