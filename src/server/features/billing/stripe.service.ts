import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import Stripe from "stripe";
import { APP_TIERS } from "../../../shared/plans";
import type { AuthUser } from "../../auth";
import type { Config, StripeConfig } from "../../config";
import type { Db, DbOrTx } from "../../db/client";
import {
  billingCustomers,
  bulkLicenses,
  licenseRedemptions,
  premiumSignups,
  profiles,
  stripeEvents,
  subscriptions,
} from "../../db/schema";
import { HttpError } from "../../http/errors";
import { writePlan } from "../../platform/accounts/profile-rows";
import { contentChanged } from "../../platform/content-cache";
import { recordPremiumSignup } from "./plan.service";

// Stripe Checkout for £30/month, the Customer Portal for changes and cancellation, and
// webhooks (verified on the raw body, 300 s tolerance, each event applied once, in any order) that set
// or clear premium access. STRIPE_API_URL points the client at another host (tests' local server).

export const WEBHOOK_TOLERANCE_SECONDS = 300;
// Stripe keeps retrying a failed payment (past_due); access stays until it gives up.
const ACTIVE_STATUSES = new Set(["active", "trialing", "past_due"]);
const TERMINAL_STATUSES = new Set(["canceled", "incomplete_expired", "unpaid"]);

const clients = new WeakMap<StripeConfig, Stripe>();

function stripeFor(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === "https:" ? 443 : 80),
            protocol: api.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

function requireStripe(config: Config): StripeConfig {
  if (!config.stripe) {
    // 409, not 5xx: nothing failed; this server simply takes no card payments.
    throw new HttpError(
      409,
      "payments_not_configured",
      "Card payments are not set up on this server yet. You can still start a free trial or redeem a licence code.",
    );
  }
  return config.stripe;
}

/** Stripe's own failures reach the member as "try again", never as a raw error. */
async function callStripe<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error({ err: error, what }, "stripe call failed");
    throw new HttpError(
      502,
      "payment_provider_error",
      "The payment provider did not answer. Please try again in a minute.",
    );
  }
}

async function ensureCustomer(db: Db, stripe: Stripe, logger: Logger, member: AuthUser): Promise<string> {
  const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
  if (existing) return existing.stripeCustomerId;
  const customer = await callStripe(logger, "create customer", () =>
    stripe.customers.create(
      { email: member.email, name: member.name, metadata: { user_id: member.id } },
      // Two quick clicks create one customer, not two.
      { idempotencyKey: `customer-${member.id}` },
    ),
  );
  await db
    .insert(billingCustomers)
    .values({ userId: member.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  const [saved] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
  return saved?.stripeCustomerId ?? customer.id;
}

export async function createCheckout(deps: { db: Db; config: Config; logger: Logger }, member: AuthUser) {
  const settings = requireStripe(deps.config);
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, member.id));
  if (profile?.appTier?.toLowerCase() === APP_TIERS.pro) {
    throw new HttpError(
      409,
      "already_subscribed",
      "You already have a Premium subscription. Manage it from this page.",
    );
  }
  const stripe = stripeFor(settings);
  const customer = await ensureCustomer(deps.db, stripe, deps.logger, member);
  const billingUrl = `${deps.config.appUrl}/app/billing`;
  const session = await callStripe(deps.logger, "create checkout session", () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: member.id,
      line_items: [{ price: settings.priceId, quantity: 1 }],
      metadata: { user_id: member.id },
      subscription_data: { metadata: { user_id: member.id } },
      allow_promotion_codes: true,
      success_url: `${billingUrl}?checkout=success`,
      cancel_url: `${billingUrl}?checkout=cancelled`,
    }),
  );
  if (!session.url)
    throw new HttpError(
      502,
      "payment_provider_error",
      "The payment provider did not return a checkout page.",
    );
  return { url: session.url };
}

export async function createPortal(deps: { db: Db; config: Config; logger: Logger }, member: AuthUser) {
  const settings = requireStripe(deps.config);
  const [customer] = await deps.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, member.id));
  if (!customer) throw new HttpError(404, "no_subscription", "You have no card subscription to manage yet.");
  const stripe = stripeFor(settings);
  const session = await callStripe(deps.logger, "create portal session", () =>
    stripe.billingPortal.sessions.create({
      customer: customer.stripeCustomerId,
      return_url: `${deps.config.appUrl}/app/billing`,
    }),
  );
  return { url: session.url };
}

/**
 * Before an account is deleted: its live subscriptions are cancelled at once, so a deleted
 * member is never charged again. Throws when Stripe cannot be reached, and the deletion stops.
 */
export async function cancelSubscriptionsOf(
  deps: { db: Db; config: Config; logger: Logger },
  userId: string,
) {
  const live = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACTIVE_STATUSES])));
  if (live.length === 0) return;
  if (!deps.config.stripe) {
    throw new HttpError(
      409,
      "subscription_active",
      "Your subscription cannot be cancelled from this server right now. Cancel it in Manage subscription first.",
    );
  }
  const stripe = stripeFor(deps.config.stripe);
  for (const { id } of live) {
    await callStripe(deps.logger, "cancel subscription", () => stripe.subscriptions.cancel(id));
  }
}

/** Verifies and applies one webhook delivery. Duplicates and stale events change nothing. */
export async function handleWebhook(
  deps: { db: Db; config: Config; logger: Logger },
  rawBody: string,
  signature: string | undefined,
) {
  const settings = requireStripe(deps.config);
  let event: Stripe.Event;
  try {
    event = stripeFor(settings).webhooks.constructEvent(
      rawBody,
      signature ?? "",
      settings.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new HttpError(400, "bad_signature", "The webhook signature could not be verified.");
  }
  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return false;
    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        await applySubscription(tx, deps.logger, event.data.object, event.created);
        break;
      case "checkout.session.completed":
        await linkCustomer(tx, event.data.object);
        break;
      default:
        break;
    }
    return true;
  });
  // A subscription may have recorded a premium sign-up: its caches (the landing page's seats) read again.
  if (applied) contentChanged(deps.db, premiumSignups);
  return { received: true, duplicate: !applied };
}

async function linkCustomer(tx: DbOrTx, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id ?? session.metadata?.user_id;
  const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  if (!userId || !customer) return;
  await tx.insert(billingCustomers).values({ userId, stripeCustomerId: customer }).onConflictDoNothing();
}

async function userOf(tx: DbOrTx, subscription: Stripe.Subscription): Promise<string | undefined> {
  const fromMetadata = subscription.metadata?.user_id;
  if (fromMetadata) {
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, fromMetadata));
    if (profile) return profile.id;
  }
  const customer =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const [row] = await tx
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customer));
  return row?.userId;
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter(Number.isFinite) ?? [];
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

async function applySubscription(
  tx: DbOrTx,
  logger: Logger,
  subscription: Stripe.Subscription,
  eventCreated: number,
) {
  const userId = await userOf(tx, subscription);
  if (!userId) {
    logger.warn({ subscription: subscription.id }, "stripe subscription for an unknown member; ignored");
    return;
  }
  const eventTime = new Date(eventCreated * 1000);
  const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
  // Out of order: an older event never overwrites a newer one; at the same second, an end wins.
  if (stored) {
    const older = stored.stripeUpdatedAt > eventTime;
    const sameSecondAfterEnd =
      stored.stripeUpdatedAt.getTime() === eventTime.getTime() &&
      TERMINAL_STATUSES.has(stored.status) &&
      !TERMINAL_STATUSES.has(subscription.status);
    if (older || sameSecondAfterEnd) return;
  }
  const values = {
    userId,
    status: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeUpdatedAt: eventTime,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ id: subscription.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
  await syncAccess(tx, userId);
}

/** Premium access from the member's subscriptions; when none is active, a still-valid licence applies. */
async function syncAccess(tx: DbOrTx, userId: string, now = new Date()) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) return;
  const active = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACTIVE_STATUSES])));
  const wasPro = profile.appTier.toLowerCase() === APP_TIERS.pro;
  if (active.length > 0) {
    const ends = active.map((s) => s.currentPeriodEnd?.getTime() ?? 0);
    await writePlan(
      tx,
      userId,
      { app_tier: APP_TIERS.pro, premium_access_expires_at: new Date(Math.max(...ends)) },
      now,
    );
    if (!wasPro) await recordPremiumSignup(tx, userId, "subscription");
    return;
  }
  if (!wasPro) return;
  const [licence] = await tx
    .select({ expiresAt: bulkLicenses.expiresAt })
    .from(licenseRedemptions)
    .innerJoin(bulkLicenses, eq(bulkLicenses.id, licenseRedemptions.licenseId))
    .where(
      and(
        eq(licenseRedemptions.userId, userId),
        eq(bulkLicenses.isActive, true),
        gt(bulkLicenses.expiresAt, now),
      ),
    )
    .orderBy(desc(bulkLicenses.expiresAt))
    .limit(1);
  await writePlan(
    tx,
    userId,
    licence
      ? { app_tier: APP_TIERS.universityBulk, premium_access_expires_at: licence.expiresAt }
      : { app_tier: APP_TIERS.free, premium_access_expires_at: null },
    now,
  );
}
