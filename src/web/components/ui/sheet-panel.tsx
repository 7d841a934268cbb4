import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { useReturnFocus } from "./return-focus";

/**
 * The panel behind `Sheet` (sheet.tsx), loaded the first time it opens: a modal dialog underneath, so
 * focus is trapped inside and Escape and the close button dismiss it. Its opener is not a radix Trigger
 * (the button is drawn before this module loads), so focus goes back to it through return-focus.ts.
 */
export default function SheetPanel({
  open,
  onOpenChange,
  title,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-white shadow-xl",
            className,
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
