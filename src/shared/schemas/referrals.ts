// spec 000 §4.4, §8: what became of the referral code a visitor gave at sign-up.
export type ReferralOutcome =
  | { status: "applied"; code: string }
  | { status: "not_found"; code: string }
  | { status: "failed"; code: string; reason: string };
