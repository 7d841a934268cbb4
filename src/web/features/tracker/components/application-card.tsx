import { MapPin } from "lucide-react";
import type { HTMLAttributes, Ref } from "react";
import { Link } from "react-router";
import type { TrackerStage } from "../../../../shared/tracker-labels";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/utils";
import type { Card } from "../api";
import { deadlineShown, programmeLabel } from "../deadline";
import { MoveToMenu } from "./move-to-menu";

/**
 * A card on the board: firm, role, programme, place and deadline, a link to its page, and Move to. On
 * the board the card itself is what is dragged and focused (`drag` carries dnd-kit's ref and handlers).
 */
export function ApplicationCard({
  card,
  onMove,
  dragging = false,
  ref,
  drag,
}: {
  card: Card;
  onMove: (stage: TrackerStage) => void;
  dragging?: boolean;
  ref?: Ref<HTMLElement>;
  drag?: HTMLAttributes<HTMLElement>;
}) {
  const deadline = deadlineShown(card);
  return (
    <article
      ref={ref}
      {...drag}
      data-card-id={card.id}
      aria-label={`${card.firm_name}: ${card.role_title}`}
      className={cn(
        "touch-manipulation space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 motion-reduce:transition-none",
        dragging && "opacity-60 ring-2 ring-brand-500",
      )}
    >
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-600">{card.firm_name}</p>
        <Link
          to={`/app/tracker/${card.id}`}
          className="line-clamp-2 font-semibold break-words text-slate-900 hover:underline"
        >
          {card.role_title}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        {card.programme_type && <span>{programmeLabel(card.programme_type)}</span>}
        {card.location && (
          <span className="inline-flex items-center gap-0.5">
            <MapPin aria-hidden className="size-3" />
            {card.location}
          </span>
        )}
      </div>
      {card.stage === "online_tests" && card.test_providers.length > 0 && (
        <p className="text-xs text-slate-700">Tests: {card.test_providers.join(", ")}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {deadline ? <Badge tone={deadline.tone ?? "blue"}>{deadline.text}</Badge> : <span />}
        <MoveToMenu current={card.stage} title={`${card.firm_name} ${card.role_title}`} onMove={onMove} />
      </div>
    </article>
  );
}
