import { useMutation } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { TEMPLATE_KINDS, type TemplateKind } from "../../../../shared/networking-labels";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Notice } from "../../../components/ui/notice";
import { Textarea } from "../../../components/ui/textarea";
import { draftMessage } from "../api";

// Message templates for one contact: cold email, thank-you, follow-up and referral ask, drafted from
// the contact and the member's profile. Nothing is sent from here: the member edits the draft, copies
// it, or opens it in their own email app.

const mailto = (to: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export function MessageTemplates({
  contactId,
  email,
  initialKind,
}: {
  contactId: string;
  email: string;
  initialKind?: TemplateKind;
}) {
  const id = useId();
  const [kind, setKind] = useState<TemplateKind>(initialKind ?? "cold_email");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const draft = useMutation({
    mutationFn: (which: TemplateKind) => draftMessage(contactId, which),
    onSuccess: ({ draft: made }) => {
      setSubject(made.subject);
      setBody(made.body);
    },
  });
  const drafted = draft.isSuccess || body !== "";

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-kind`} className="block">
            Template
          </Label>
          <NativeSelect
            id={`${id}-kind`}
            className="w-auto"
            value={kind}
            onChange={(event) => setKind(event.target.value as TemplateKind)}
          >
            {TEMPLATE_KINDS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={draft.isPending}
          onClick={() => draft.mutate(kind)}
        >
          {draft.isPending ? "Drafting..." : "Draft message"}
        </Button>
      </div>
      {draft.isError && (
        <Notice tone="error">
          {errorMessage(draft.error, "Could not draft the message. Please try again.")}
        </Notice>
      )}
      {drafted && (
        <div className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input
              id={`${id}-subject`}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-body`}>Message</Label>
            <Textarea
              id={`${id}-body`}
              rows={12}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={body} toastMessage="Message copied" what="the message" />
            <Button asChild variant="secondary" size="sm">
              <a href={mailto(email, subject, body)}>
                <Mail aria-hidden className="size-4" />
                Open in email app
              </a>
            </Button>
          </div>
          <p className="text-xs text-slate-600">
            Nothing is sent from Finance Careers: check the draft, add something from your conversation, then
            copy it or open it in your email app.
          </p>
        </div>
      )}
    </div>
  );
}
