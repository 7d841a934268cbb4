import { Dialog as RadixDialog } from "radix-ui";

/** A button inside a dialog's content that closes it (radix's Close): wrap a Button with `asChild`. */
export const DialogClose = RadixDialog.Close;
