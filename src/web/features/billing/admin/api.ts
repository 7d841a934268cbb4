import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { createLicenseSchema } from "../../../../shared/schemas/admin";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

export const LICENSE_MESSAGES = {
  loadFailed: "Failed to load bulk licenses.",
  generateFailed: "Failed to generate license code.",
  noCode: "Failed to create license or no license code returned.",
  generated: "License code generated successfully!",
  copied: "License code copied to clipboard!",
  statusUpdated: "License status updated successfully.",
  statusFailed: "Failed to update license status.",
  empty: "No bulk licenses found.",
} as const;

export const adminLicensesQuery = queryOptions({
  queryKey: adminKeys.licenses,
  queryFn: () => unwrap(client.api.admin.licenses.$get()),
});

export type AdminLicense = Awaited<ReturnType<typeof adminLicensesQuery.queryFn & {}>>["licenses"][number];

export async function generateLicense(input: z.output<typeof createLicenseSchema>) {
  const license = await unwrap(client.api.admin.licenses.$post({ json: input }));
  // 001 §8: a response without a code is a failure, whatever its status.
  if (!license?.license_code) throw new Error(LICENSE_MESSAGES.noCode);
  return license;
}

export const setLicenseActive = (id: string, isActive: boolean) =>
  unwrap(client.api.admin.licenses[":id"].$patch({ param: { id }, json: { is_active: isActive } }));

export const updateLicenseLimits = (id: string, change: { max_uses?: number; expires_at?: string }) =>
  unwrap(client.api.admin.licenses[":id"].$patch({ param: { id }, json: change }));

/** Who redeemed a licence code, newest first. */
export const licenseRedeemersQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.licenses, "redemptions", id],
    queryFn: () => unwrap(client.api.admin.licenses[":id"].redemptions.$get({ param: { id } })),
  });
