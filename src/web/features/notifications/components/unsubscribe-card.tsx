import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";

/**
 * The /unsubscribe page's one card. When the state changes (focusKey), focus moves to the new heading,
 * so a keyboard or screen-reader user hears what happened after pressing the button they were on.
 */
export function UnsubscribeCard({
  title,
  focusKey,
  settingsLink = false,
  children,
}: {
  title: string;
  focusKey?: string;
  settingsLink?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey) heading.current?.focus();
  }, [focusKey]);
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md" data-testid="unsubscribe-card">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        <div className="mt-4 space-y-4">{children}</div>
        {settingsLink && (
          <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600">
            Choose which emails you get in your{" "}
            <Link to="/app/profile" className="font-medium text-brand-700 underline underline-offset-4">
              notification settings
            </Link>
            .
          </p>
        )}
      </Card>
    </div>
  );
}
