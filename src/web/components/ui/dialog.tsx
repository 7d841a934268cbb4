import { type ComponentProps, lazy, Suspense, useState } from "react";

// (Lighthouse): radix's dialog is some 10 KiB that no screen needs until a dialog opens, and most
// screens have one that is closed on arrival (a confirmation, a form). `Dialog` renders nothing until
// it is first opened, then loads the real dialog (dialog-panel.tsx) and keeps it mounted, so its
// state survives closing and opening again. The panel notes which element had focus as it mounts,
// which is still the button that opened it, and gives focus back to it on close.

const DialogPanel = lazy(() => import("./dialog-panel"));

export type DialogProps = ComponentProps<typeof DialogPanel>;

export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
