import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

export const billingQuery = queryOptions({
  queryKey: ["billing"],
  queryFn: () => unwrap(client.api.billing.$get()),
});

export type Billing = Awaited<ReturnType<typeof billingQuery.queryFn & {}>>;

export const startTrial = () => unwrap(client.api.billing.trial.$post());
export const redeemLicense = (code: string) => unwrap(client.api.billing.license.$post({ json: { code } }));
export const startCheckout = () => unwrap(client.api.billing.checkout.$post());
export const openPortal = () => unwrap(client.api.billing.portal.$post());
