import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for api.stripe.com (nothing reaches the network). It answers the calls the
// app makes in Stripe's documented wire format (form-encoded requests, JSON objects with `id` and
// `object`, errors as {error:{type,message}}), and plays the hosted Checkout and Customer Portal pages
// well enough for a browser test: paying or cancelling sends webhooks signed exactly as Stripe signs
// them (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>" with the endpoint secret>).

export const FAKE_STRIPE = {
  secretKey: "sk_test_fake_0123456789",
  webhookSecret: "whsec_fake_0123456789abcdef",
  priceId: "price_premium_monthly_gbp",
} as const;

export type RecordedCall = {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: IncomingMessage["headers"];
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** The Stripe-Signature header for `payload`, as Stripe computes it. */
export function signWebhook(
  payload: string,
  secret: string = FAKE_STRIPE.webhookSecret,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export type SubscriptionShape = {
  id?: string;
  customer: string;
  status: string;
  userId?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
};

/** A Subscription object (API 2025+: the period lives on its items). */
export function subscriptionObject(s: SubscriptionShape) {
  const subscriptionId = s.id ?? id("sub");
  return {
    id: subscriptionId,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    metadata: s.userId ? { user_id: s.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: id("si"),
          object: "subscription_item",
          current_period_start: s.periodEnd - 30 * 86_400,
          current_period_end: s.periodEnd,
          price: { id: FAKE_STRIPE.priceId, object: "price", unit_amount: 3000, currency: "gbp" },
          quantity: 1,
          subscription: subscriptionId,
        },
      ],
    },
  };
}

/** An Event envelope around `object`. */
export function eventOf(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return JSON.stringify({
    id: id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export type FakeStripe = {
  url: string;
  calls: RecordedCall[];
  /** Where webhooks go (the app's /api/billing/webhook); set once the app's address is known. */
  webhookUrl: string | undefined;
  /** Sends a signed event to the app and returns its status. */
  deliver(payload: string): Promise<number>;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const sessions = new Map<
    string,
    { customer: string; userId: string; successUrl: string; cancelUrl: string }
  >();
  const portals = new Map<string, { customer: string; returnUrl: string }>();
  const subscriptionsByCustomer = new Map<string, ReturnType<typeof subscriptionObject>>();

  const fake: FakeStripe = {
    url: "",
    calls,
    webhookUrl: undefined,
    async deliver(payload) {
      if (!fake.webhookUrl) throw new Error("fake Stripe has no webhook URL");
      const response = await fetch(fake.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signWebhook(payload) },
        body: payload,
      });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", fake.url);
    const raw = await readBody(req);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(body));
    };
    const html = (body: string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };

    if (url.pathname.startsWith("/v1/")) {
      calls.push({
        method: req.method ?? "GET",
        path: url.pathname,
        params: parseForm(raw),
        headers: req.headers,
      });
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE.secretKey}`) {
        return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
    }
    const params = parseForm(raw);

    if (req.method === "POST" && url.pathname === "/v1/customers") {
      return json(200, {
        id: id("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: { user_id: params["metadata[user_id]"] },
        livemode: false,
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (params["line_items[0][price]"] !== FAKE_STRIPE.priceId) {
        return json(400, {
          error: { type: "invalid_request_error", message: "No such price", param: "line_items[0][price]" },
        });
      }
      const sessionId = id("cs_test");
      sessions.set(sessionId, {
        customer: params.customer ?? "",
        userId: params.client_reference_id ?? "",
        successUrl: params.success_url ?? "",
        cancelUrl: params.cancel_url ?? "",
      });
      return json(200, {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        customer: params.customer,
        client_reference_id: params.client_reference_id,
        url: `${fake.url}/c/pay/${sessionId}`,
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const portalId = id("bps");
      portals.set(portalId, { customer: params.customer ?? "", returnUrl: params.return_url ?? "" });
      return json(200, {
        id: portalId,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url,
        url: `${fake.url}/p/session/${portalId}`,
      });
    }

    const cancel = url.pathname.match(/^\/v1\/subscriptions\/(sub_\w+)$/);
    if (req.method === "DELETE" && cancel) {
      return json(200, {
        ...subscriptionObject({ id: cancel[1], customer: "cus_unknown", status: "canceled", periodEnd: 0 }),
      });
    }

    // The hosted pages, for browser tests.
    const checkout = url.pathname.match(/^\/c\/pay\/(cs_test_\w+)$/);
    if (checkout) {
      const session = sessions.get(checkout[1] ?? "");
      if (!session)
        return json(404, { error: { type: "invalid_request_error", message: "No such session" } });
      if (req.method === "GET") {
        return html(
          page(
            "Test checkout",
            `<p>Finance Careers Premium, £30.00 per month</p><form method="post"><button type="submit" name="action" value="pay">Pay £30.00</button> <button type="submit" name="action" value="cancel">Back</button></form>`,
          ),
        );
      }
      if (params.action !== "pay") return redirect(session.cancelUrl);
      const subscription = subscriptionObject({
        customer: session.customer,
        status: "active",
        userId: session.userId,
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      });
      subscriptionsByCustomer.set(session.customer, subscription);
      await fake.deliver(
        eventOf("checkout.session.completed", {
          id: checkout[1],
          object: "checkout.session",
          customer: session.customer,
          client_reference_id: session.userId,
          subscription: subscription.id,
          status: "complete",
        }),
      );
      await fake.deliver(eventOf("customer.subscription.created", subscription));
      return redirect(session.successUrl);
    }
    const portal = url.pathname.match(/^\/p\/session\/(bps_\w+)$/);
    if (portal) {
      const session = portals.get(portal[1] ?? "");
      if (!session)
        return json(404, { error: { type: "invalid_request_error", message: "No such session" } });
      if (req.method === "GET") {
        return html(
          page(
            "Test customer portal",
            `<form method="post"><button type="submit" name="action" value="cancel_now">Cancel subscription</button> <button type="submit" name="action" value="return">Return</button></form>`,
          ),
        );
      }
      const subscription = subscriptionsByCustomer.get(session.customer);
      if (params.action === "cancel_now" && subscription) {
        const cancelled = { ...subscription, status: "canceled" };
        subscriptionsByCustomer.set(session.customer, cancelled);
        await fake.deliver(eventOf("customer.subscription.deleted", cancelled));
      }
      return redirect(session.returnUrl);
    }
    return json(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
