import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { Button } from "./button";

const COPIED_MS = 2000; // 001 §9: Copied confirmation, 2 seconds

/**
 * Copy → 'Copied!' for 2 s, with the toast of 001 §8. `what` names the text when copying fails;
 * `label` replaces "Copy" where a screen has more than one thing to copy.
 */
export function CopyButton({
  text,
  toastMessage,
  what = "the code",
  label = "Copy",
}: {
  text: string;
  toastMessage: string;
  what?: string;
  label?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(toastMessage);
    } catch {
      toast.error(`Could not copy ${what}`, { description: "Select it and copy it by hand." });
    }
  };
  return (
    <Button type="button" variant="secondary" size="sm" onClick={copy} aria-live="polite">
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {copied ? "Copied!" : label}
    </Button>
  );
}
