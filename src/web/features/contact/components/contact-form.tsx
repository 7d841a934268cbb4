import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_SENT } from "../../../../shared/messages";
import { CONTACT_LIMITS, type ContactInput, contactSchema } from "../../../../shared/schemas/contact";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/utils";
import { useSendContactMessage } from "../api/contact";
import { SendFailure } from "./send-failure";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "", website: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;

// spec 000 §2.5 and §5.4: each field's text shows inline beside it, never as a browser alert. A stored
// message gets a toast and a confirmation on the page; a failed send keeps everything typed.
export function ContactForm() {
  const send = useSendContactMessage();
  const auth = useAuth();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || send.isPending;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  // A signed-in member's name and address are filled in for them (they can still change them).
  const member = auth.status === "signed-in" ? auth.user : null;
  const blank = (): ContactInput => ({ ...EMPTY, name: member?.name ?? "", email: member?.email ?? "" });
  useEffect(() => {
    if (!member) return;
    const { dirtyFields } = form.formState;
    if (!dirtyFields.name && !form.getValues("name")) form.setValue("name", member.name);
    if (!dirtyFields.email && !form.getValues("email")) form.setValue("email", member.email);
  }, [member, form]);

  // The form has just emptied: bring the confirmation to the middle of the screen, clear of the toast in
  // the corner, and move focus there so screen readers read it out.
  useEffect(() => {
    if (!sent) return;
    confirmation.current?.scrollIntoView({ block: "center" });
    confirmation.current?.focus({ preventScroll: true });
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const { message } = await send.mutateAsync(values);
      toast.success(CONTACT_SENT.title, { description: message });
      setSent(message);
      form.reset(blank());
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const known = FIELDS.filter((name) => fields[name]);
      for (const name of known) form.setError(name, { message: fields[name] }, { shouldFocus: true });
      if (known.length === 0) setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  });

  const input = (name: (typeof FIELDS)[number]) => ({
    ...fieldProps(name, errors[name]?.message),
    ...form.register(name),
  });
  // Focus moves to the first invalid field or the confirmation; keep it clear of the sticky navigation bar.
  const clearOfNavbar = "scroll-mt-24";
  const messageLength = form.watch("message")?.length ?? 0;

  return (
    <div className="space-y-6">
      {sent && (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <div className="space-y-1">
            <p className="font-semibold">{CONTACT_SENT.title}</p>
            <p>{sent}</p>
          </div>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Contact form">
        <fieldset disabled={busy} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="name" label="Full name" error={errors.name?.message}>
              <Input
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                className={clearOfNavbar}
                {...input("name")}
              />
            </FormField>
            <FormField id="email" label="Email" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                className={clearOfNavbar}
                {...input("email")}
              />
            </FormField>
          </div>
          <FormField id="subject" label="Subject" error={errors.subject?.message}>
            <Input
              autoComplete="off"
              maxLength={CONTACT_LIMITS.subject}
              className={clearOfNavbar}
              {...input("subject")}
            />
          </FormField>
          <FormField
            id="message"
            label="Message"
            error={errors.message?.message}
            hint={`${messageLength} of ${CONTACT_LIMITS.message} characters`}
          >
            <textarea
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              className={cn(
                clearOfNavbar,
                "block min-h-36 w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400",
                "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500",
              )}
              {...input("message")}
            />
          </FormField>
          {/* Honeypot: off screen and out of the tab order and the accessibility tree, so only bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="website">Website</label>
            <input id="website" type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
          </div>
          {failure && <SendFailure error={failure} />}
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {busy ? "Sending..." : "Send Message"}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
