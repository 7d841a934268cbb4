import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminFirm, firmKeys, orderPremierFirms } from "../api";

/** The visible copy of a control: the list is drawn twice (table and phone cards), one of them hidden. */
function focusVisible(selector: string) {
  const shown = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.offsetParent !== null);
  shown?.focus();
}

/**
 * Move up and Move down beside each premier firm: the directory shows members the firms in this order.
 * The moved firm's button keeps the focus, so a keyboard user can press it again to move further.
 */
export function usePremierOrder(firms: AdminFirm[]) {
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: ({ ids }: { ids: string[]; firm: AdminFirm; direction: "up" | "down" }) =>
      orderPremierFirms(ids),
    onSuccess: (_data, { firm, direction }) => {
      toast.success(`${firm.name} moved ${direction}.`);
    },
    onError: (error) => toast.error("Could not change the order", { description: error.message }),
    onSettled: async (_data, _error, { firm, direction }) => {
      await refreshAfterChange(queryClient, firmKeys.all);
      const index = firms.findIndex((f) => f.id === firm.id) + (direction === "up" ? -1 : 1);
      const edge = direction === "up" ? index <= 0 : index >= firms.length - 1;
      const next = edge ? (direction === "up" ? "down" : "up") : direction;
      requestAnimationFrame(() => focusVisible(`[data-move="${next}-${firm.id}"]`));
    },
  });

  const moveBy = (firm: AdminFirm, direction: "up" | "down") => {
    const ids = firms.map((f) => f.id);
    const from = ids.indexOf(firm.id);
    const to = from + (direction === "up" ? -1 : 1);
    [ids[from], ids[to]] = [ids[to] ?? firm.id, ids[from] ?? firm.id];
    move.mutate({ ids, firm, direction });
  };

  return (firm: AdminFirm) => {
    const at = firms.findIndex((f) => f.id === firm.id);
    return (
      <div className="flex gap-1">
        <Button
          variant="secondary"
          size="sm"
          data-move={`up-${firm.id}`}
          disabled={move.isPending || at <= 0}
          onClick={() => moveBy(firm, "up")}
        >
          <ArrowUp aria-hidden className="size-4" />
          <span className="sr-only">Move {firm.name} up</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-move={`down-${firm.id}`}
          disabled={move.isPending || at >= firms.length - 1}
          onClick={() => moveBy(firm, "down")}
        >
          <ArrowDown aria-hidden className="size-4" />
          <span className="sr-only">Move {firm.name} down</span>
        </Button>
      </div>
    );
  };
}
