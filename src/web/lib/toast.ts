import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

// (Lighthouse): sonner is some 9 KiB that no page needs before its first toast. Screens call this
// `toast`, which loads sonner on first use and hands the message on; root mounts the Toaster once it
// is wanted, and sonner shows a toast raised before its Toaster subscribed as soon as it does.

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]["success"]>[0];

let loading: Promise<Sonner> | null = null;
const subscribers = new Set<() => void>();

function sonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner");
    for (const notify of subscribers) notify();
  }
  return loading;
}

function send(show: (module: Sonner) => unknown) {
  sonner().then(show, (error: unknown) => {
    // The chunk could not be fetched (offline, a deploy removed it): the message still reaches the console.
    console.error("Could not load the notice component", error);
  });
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => send((m) => m.toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => send((m) => m.toast.error(message, options)),
  info: (message: Message, options?: ExternalToast) => send((m) => m.toast.info(message, options)),
  dismiss: (id?: string | number) => send((m) => m.toast.dismiss(id)),
};

/** True once any toast has been raised, so the Toaster is mounted only then. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => loading !== null,
    () => false,
  );
}
