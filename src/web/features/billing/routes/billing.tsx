import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CreditCard, GraduationCap, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PREMIUM_PRICE_GBP } from "../../../../shared/constants";
import { FREE_LIMITS, type FreeLimit, TRIAL_DAYS } from "../../../../shared/plans";
import { formatLicenseCode, redeemLicenseSchema } from "../../../../shared/schemas/billing";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { PLANS } from "../../../lib/plans";
import { sessionQuery } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { type Billing, billingQuery, openPortal, redeemLicense, startCheckout, startTrial } from "../api";
import { LicenceAccess } from "../components/licence-access";

export function meta() {
  return [{ title: "Billing · Finance Careers" }];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "");

// The current plan and what it includes, when it renews or ends, the free trial, licence codes
// and card payments through Stripe.
export default function BillingRoute() {
  const billing = useQuery(billingQuery);
  const [params, setParams] = useSearchParams();
  const checkout = params.get("checkout");

  if (billing.isPending) return <Spinner />;
  if (billing.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
        <LoadError className="mt-6" onRetry={() => billing.refetch()}>
          Could not load your plan: {errorMessage(billing.error)}
        </LoadError>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
      {checkout === "success" && (
        <CheckoutReturn billing={billing.data} onDone={() => setParams({}, { replace: true })} />
      )}
      {checkout === "cancelled" && (
        <p
          role="status"
          className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
        >
          Checkout was cancelled. You have not been charged.
        </p>
      )}
      <CurrentPlan billing={billing.data} />
      <div className="grid gap-6 md:grid-cols-2">
        {billing.data.plan === "University Bulk" ? (
          <LicenceAccess until={formatDate(billing.data.access_until)} />
        ) : (
          billing.data.plan !== "Premium" && <Upgrade billing={billing.data} />
        )}
        {billing.data.trial.available && !billing.data.premium && <Trial />}
        <RedeemLicence />
      </div>
      {!billing.data.premium && <FreeLimits />}
    </section>
  );
}

function planDetail(billing: Billing): string {
  const { plan, subscription, trial, access_until } = billing;
  if (plan === "Trial") {
    const days = trial.days_left;
    return `${days} ${days === 1 ? "day" : "days"} left in your free trial, which ends on ${formatDate(trial.ends_at)}.`;
  }
  if (plan === "University Bulk")
    return `Access through your organisation's licence until ${formatDate(access_until)}.`;
  if (
    plan === "Premium" &&
    subscription &&
    ["active", "trialing", "past_due"].includes(subscription.status)
  ) {
    if (subscription.cancel_at_period_end)
      return `Your subscription is cancelled and ends on ${formatDate(subscription.current_period_end)}.`;
    if (subscription.status === "past_due")
      return "Your last payment failed. Update your card in Manage subscription to keep Premium.";
    return `£${PREMIUM_PRICE_GBP} per month, renews on ${formatDate(subscription.current_period_end)}.`;
  }
  if (plan === "Premium" && access_until) return `Premium until ${formatDate(access_until)}.`;
  if (plan === "Premium") return "Premium access with no end date.";
  return "£0, forever.";
}

function CurrentPlan({ billing }: { billing: Billing }) {
  const plan = billing.premium ? PLANS[1] : PLANS[0];
  const features = plan?.features ?? [];
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast.error("Could not open subscription management", { description: errorMessage(error) }),
  });
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500">Current plan</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="current-plan">
            {billing.plan}
          </p>
          <p className="mt-1 text-slate-700" data-testid="plan-detail">
            {planDetail(billing)}
          </p>
        </div>
        {billing.can_manage_subscription && (
          <Button variant="secondary" onClick={() => portal.mutate()} disabled={portal.isPending}>
            <CreditCard aria-hidden className="size-4" />
            {portal.isPending ? "Opening..." : "Manage subscription"}
          </Button>
        )}
      </div>
      <div>
        <p className="text-sm font-medium text-slate-900">Included</p>
        <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function Upgrade({ billing }: { billing: Billing }) {
  const [problem, setProblem] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      setProblem(errorMessage(error));
      toast.error("Could not start checkout", { description: errorMessage(error) });
    },
  });
  const [params] = useSearchParams();
  const started = useRef(false);
  // /signup?plan=… → onboarding → here with ?upgrade=1: continue straight to checkout (spec 000 §2.6).
  useEffect(() => {
    if (params.get("upgrade") === "1" && billing.card_payments && !started.current) {
      started.current = true;
      checkout.mutate();
    }
  }, [params, billing.card_payments, checkout]);
  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="size-5 text-brand-600" /> Premium
      </h2>
      <p className="text-sm text-slate-700">
        Everything in Finance Careers for £{PREMIUM_PRICE_GBP} per month. Cancel at any time; you keep Premium
        until the end of the month you paid for.
      </p>
      {!billing.card_payments && (
        <p className="text-sm text-slate-600">
          Card payments are not set up on this server yet. You can still start a free trial or redeem a
          licence code.
        </p>
      )}
      <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {checkout.isPending ? "Opening checkout..." : `Upgrade to Premium, £${PREMIUM_PRICE_GBP}/month`}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </Card>
  );
}

function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    ]);
}

function Trial() {
  const refresh = useRefreshPlan();
  const trial = useMutation({
    mutationFn: startTrial,
    onSuccess: async () => {
      await refresh();
      toast.success("Your free trial has started", {
        description: `Premium is yours for ${TRIAL_DAYS} days.`,
      });
    },
    onError: (error) => toast.error("Could not start your trial", { description: errorMessage(error) }),
  });
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">Try Premium free</h2>
      <p className="text-sm text-slate-700">
        {TRIAL_DAYS} days of every Premium feature, no card needed. One trial per account.
      </p>
      <Button variant="secondary" onClick={() => trial.mutate()} disabled={trial.isPending}>
        {trial.isPending ? "Starting..." : "Start free trial"}
      </Button>
    </Card>
  );
}

function RedeemLicence() {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refresh = useRefreshPlan();
  const redeem = useMutation({
    mutationFn: redeemLicense,
    onSuccess: async (result) => {
      await refresh();
      setCode("");
      toast.success("Licence code redeemed", {
        description: `${result.organization_name} gives you Premium until ${formatDate(result.access_until)}.`,
      });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = redeemLicenseSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    redeem.mutate(parsed.data.code);
  };
  const id = "licence-code";
  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <GraduationCap aria-hidden className="size-5 text-brand-600" /> Licence code
      </h2>
      <p className="text-sm text-slate-700">
        Has your university or employer given you a code? Redeem it for Premium paid by them.
      </p>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormField id={id} label="Licence code" error={error}>
          <Input
            {...fieldProps(id, error)}
            value={code}
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKMN"
            className="font-mono uppercase"
            disabled={redeem.isPending}
            onChange={(event) => {
              setCode(formatLicenseCode(event.target.value).slice(0, 14));
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={redeem.isPending}>
          {redeem.isPending ? "Redeeming..." : "Redeem code"}
        </Button>
      </form>
    </Card>
  );
}

function FreeLimits() {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">What the Free plan includes</h2>
      <ul className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        {(Object.keys(FREE_LIMITS) as FreeLimit[]).map((key) => {
          const { value, label } = FREE_LIMITS[key];
          return (
            <li key={key}>
              Up to {key === "documentBytes" ? value / (1024 * 1024) : value} {label}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * Back from Stripe Checkout: the webhook that grants Premium may land a moment later, so the page
 * checks again every 2 s for up to a minute and says what it is doing.
 */
function CheckoutReturn({ billing, onDone }: { billing: Billing; onDone: () => void }) {
  const queryClient = useQueryClient();
  const confirmed = billing.plan === "Premium";
  const [waited, setWaited] = useState(0);
  useEffect(() => {
    if (confirmed) {
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success("Welcome to Premium", { description: "Your payment went through." });
      onDone();
      return;
    }
    if (waited >= 30) return;
    const timer = setTimeout(() => {
      queryClient.invalidateQueries({ queryKey: billingQuery.queryKey });
      setWaited((n) => n + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [confirmed, waited, queryClient, onDone]);
  if (confirmed) return null;
  return (
    <p role="status" className="rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      {waited >= 30
        ? "Your payment is still being confirmed. This page will show Premium as soon as it is; refresh in a minute."
        : "Confirming your payment..."}
    </p>
  );
}
