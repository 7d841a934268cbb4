import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { APP_TOAST, PUBLIC_TOAST } from "../shared/constants";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Spinner } from "./components/ui/spinner";
import { appQueryClient } from "./lib/query-client";
import { sessionQuery } from "./lib/session";
import { useToasterWanted } from "./lib/toast";

// (Lighthouse): the toaster's code is not among the scripts a page needs: it loads with the first
// toast (lib/toast.ts), and sonner replays a toast raised before its Toaster subscribed.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* (Lighthouse): with a precedence React writes the stylesheet ahead of the scripts'
            modulepreload links, so the browser asks for it first and can paint before they arrive. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Finance Careers: land your first finance job" },
  {
    name: "description",
    content:
      "Job feed, application tracker, CV match scores and interview practice for UK students and graduates aiming at banking, asset management, private equity and hedge funds.",
  },
];

function isAppArea(pathname: string) {
  return /^\/(app|admin|onboard)(\/|$)/.test(pathname);
}

// (Lighthouse): a signed-in screen renders nothing until the session is known, so in the app area the
// session is asked for as soon as this module runs, beside the screen's code rather than after it.
if (typeof window !== "undefined" && isAppArea(window.location.pathname)) {
  void appQueryClient().prefetchQuery(sessionQuery);
}

export default function App() {
  const [queryClient] = useState(appQueryClient);
  const { pathname } = useLocation();
  const toasterWanted = useToasterWanted();
  // spec 000 §4.9: app toasts last 4 s with up to 3 visible; the public site shows one at a time.
  const toastProps = isAppArea(pathname)
    ? { duration: APP_TOAST.durationMs, visibleToasts: APP_TOAST.visible }
    : { visibleToasts: PUBLIC_TOAST.visible };
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {toasterWanted && (
        <Suspense fallback={null}>
          {/* Bottom right, clear of the navigation bar and its controls (on a phone, along the bottom). */}
          <Toaster
            closeButton
            richColors
            position="bottom-right"
            hotkey={["altKey", "KeyT"]}
            {...toastProps}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return <Spinner fullScreen />;
}

// spec 000 §8: an unknown router error shows 'Unexpected Application Error!' with a way home.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-600">{detail}</p>
      <p className="text-slate-600">
        Reload the page to try again. If it keeps happening, contact us from the Contact page.
      </p>
      <a href="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Return to Home
      </a>
    </main>
  );
}
