import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { createReferralSchema } from "../../../../shared/schemas/admin";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// 001 §7: POST lookup with { code }; the answer is code, influencer, lastSignup, signups, or an error.
export const lookupReferral = (code: string) =>
  unwrap(client.api.admin.referrals.lookup.$post({ json: { code } }));

export type ReferralLookupResult = Awaited<ReturnType<typeof lookupReferral>>;

export const adminReferralsQuery = queryOptions({
  queryKey: adminKeys.referrals,
  queryFn: () => unwrap(client.api.admin.referrals.$get()),
});

export type AdminReferral = Awaited<ReturnType<typeof adminReferralsQuery.queryFn & {}>>["referrals"][number];

export const createReferral = (input: z.output<typeof createReferralSchema>) =>
  unwrap(client.api.admin.referrals.$post({ json: input }));

export const setReferralActive = (id: string, active: boolean) =>
  unwrap(client.api.admin.referrals[":id"].$patch({ param: { id }, json: { active } }));

/** Who signed up with a referral code, newest first. */
export const referralSignupsQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.referrals, "signups", id],
    queryFn: () => unwrap(client.api.admin.referrals[":id"].signups.$get({ param: { id } })),
  });
