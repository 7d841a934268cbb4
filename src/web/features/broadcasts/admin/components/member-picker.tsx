import { useQuery } from "@tanstack/react-query";
import { Check, Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { cn } from "../../../../lib/utils";
import { type MemberSearchRow, memberSearchQuery } from "../api";

const SEARCH_DELAY_MS = 300;
const RESULTS_SHOWN = 25;

export type PickedMember = Pick<MemberSearchRow, "id" | "name" | "email">;

/** The text once typing has paused, so a name is one request rather than one per letter. */
function useSettledText(text: string) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * With 'Send to all users' off, the admin picks the members a broadcast goes to. The search
 * runs on the server (GET /api/admin/users, name or email); chosen members show as removable chips.
 * A combobox with a multi-select listbox: arrows move, Enter picks or unpicks, Escape closes.
 */
export function MemberPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedMember[];
  onChange: (members: PickedMember[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const inputId = `${id}-search`;
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useSettledText(text);
  const results = useQuery({
    ...memberSearchQuery(q, RESULTS_SHOWN),
    enabled: open,
  });
  const users = results.data?.users ?? [];
  const chosen = new Set(value.map((m) => m.id));
  // Suspended members receive no broadcast, so they cannot be picked.
  const pickable = (user: MemberSearchRow) => user.status !== "Suspended";

  // A new result list starts at its first entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => setActive(0), [q]);

  // A choice closes the list and clears the search, so the chip shows and the next name starts fresh;
  // typing or the arrow keys open it again.
  const toggle = (user: MemberSearchRow) => {
    if (!pickable(user)) return;
    onChange(
      chosen.has(user.id)
        ? value.filter((m) => m.id !== user.id)
        : [...value, { id: user.id, name: user.name, email: user.email }],
    );
    setOpen(false);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (users.length ? (i + step + users.length) % users.length : 0));
    } else if (event.key === "Enter") {
      // Never submits the broadcast from here.
      event.preventDefault();
      const user = users[active];
      if (open && user) toggle(user);
      else setOpen(true);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const activeUser = open ? users[active] : undefined;

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Recipients</Label>
      {value.length > 0 && (
        <ul aria-label="Chosen members" className="flex flex-wrap gap-2">
          {value.map((member) => (
            <li
              key={member.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-100 ring-inset"
            >
              <span className="truncate">
                {member.name} <span className="text-brand-700">({member.email})</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${member.name}`}
                className="rounded-full p-1 hover:bg-brand-100 disabled:opacity-60"
                onClick={() => onChange(value.filter((m) => m.id !== member.id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeUser ? `${id}-${activeUser.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pl-9"
          placeholder="Search members by name or email"
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {open && (
          <div className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg">
            {results.isPending ? (
              <p role="status" className="p-3 text-sm text-slate-600">
                Searching members...
              </p>
            ) : results.isError ? (
              <p role="alert" className="p-3 text-sm text-red-700">
                {results.error.message}
              </p>
            ) : users.length === 0 ? (
              <p role="status" className="p-3 text-sm text-slate-600">
                {q ? `No members match “${q}”.` : "No members yet."}
              </p>
            ) : (
              <div
                id={listId}
                role="listbox"
                aria-label="Members"
                aria-multiselectable="true"
                className="max-h-64 overflow-y-auto py-1"
              >
                {users.map((user, index) => (
                  // The input keeps focus and handles the keyboard (combobox pattern); a click here
                  // must not blur it, hence onMouseDown.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
                  <div
                    key={user.id}
                    id={`${id}-${user.id}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={chosen.has(user.id)}
                    aria-disabled={!pickable(user) || undefined}
                    className={cn(
                      "flex cursor-pointer items-center gap-3 px-3 py-2 text-sm",
                      index === active && "bg-slate-100",
                      !pickable(user) && "cursor-not-allowed opacity-60",
                    )}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => toggle(user)}
                  >
                    <Check
                      aria-hidden
                      className={cn("size-4 shrink-0 text-brand-600", !chosen.has(user.id) && "invisible")}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{user.name}</span>
                      <span className="block truncate text-slate-600">{user.email}</span>
                    </span>
                    {!pickable(user) && <Badge tone="grey">Suspended</Badge>}
                  </div>
                ))}
              </div>
            )}
            {results.data && results.data.total > users.length && (
              <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600">
                Showing {users.length} of {results.data.total}. Type more of a name or email to narrow the
                list.
              </p>
            )}
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {value.length === 0
          ? "No members chosen yet."
          : `${value.length} ${value.length === 1 ? "member" : "members"} chosen.`}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
