import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SECTORS } from "../../../../../shared/job-labels";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { Logo } from "../../../../components/ui/logo";
import { Switch } from "../../../../components/ui/switch";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminFirm, firmKeys, updateFirm } from "../api";
import { FirmEditDialog } from "./firm-form";
import { usePremierOrder } from "./premier-order";

const SECTOR_LABELS: Record<string, string> = Object.fromEntries(SECTORS.map((s) => [s.value, s.label]));
const sectorLabel = (sector: string) => SECTOR_LABELS[sector] ?? sector;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function usePremierSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firm, premier }: { firm: AdminFirm; premier: boolean }) =>
      updateFirm(firm.id, { premier }),
    onSuccess: (firm) =>
      toast.success(
        firm.premier ? `${firm.name} is now a premier firm.` : `${firm.name} is no longer a premier firm.`,
        {
          description: firm.premier
            ? "Members see it in Premier firms and under the feed's premier filter."
            : undefined,
        },
      ),
    onError: (error, { firm }) =>
      toast.error(`Could not change ${firm.name}`, { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, firmKeys.all),
  });
}

/**
 * Each firm with its premier switch and an Edit button for its card; a table wide, cards on a phone.
 * `ordering` (the whole premier list, unfiltered) adds the buttons that set the members' order.
 */
export function FirmsList({ firms, ordering = false }: { firms: AdminFirm[]; ordering?: boolean }) {
  const premier = usePremierSwitch();
  const orderButtons = usePremierOrder(firms);
  const [editing, setEditing] = useState<AdminFirm | null>(null);
  const premierSwitch = (firm: AdminFirm) => (
    <Switch
      checked={
        premier.isPending && premier.variables?.firm.id === firm.id ? premier.variables.premier : firm.premier
      }
      disabled={premier.isPending && premier.variables?.firm.id === firm.id}
      aria-label={`Premier: ${firm.name}`}
      onCheckedChange={(on) => premier.mutate({ firm, premier: on })}
    />
  );
  const editButton = (firm: AdminFirm) => (
    <Button variant="secondary" size="sm" onClick={() => setEditing(firm)}>
      Edit<span className="sr-only"> {firm.name}</span>
    </Button>
  );
  const name = (firm: AdminFirm) => (
    <div className="flex min-w-0 items-center gap-3">
      <Logo src={firm.logo_url} name={firm.name} className="size-8 text-xs" />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{firm.name}</p>
        {firm.website && <p className="truncate text-xs text-slate-500">{firm.website}</p>}
      </div>
    </div>
  );
  // Every cell centred on the row, so the switch and button line up with the logo beside the name.
  const columns: Column<AdminFirm>[] = [
    ...(ordering
      ? [{ header: "Order", cell: (firm: AdminFirm) => orderButtons(firm), className: "align-middle" }]
      : []),
    { header: "Firm", cell: name, className: "max-w-[18rem] align-middle" },
    { header: "Sector", cell: (firm) => sectorLabel(firm.sector), className: "align-middle" },
    { header: "Open roles", cell: (firm) => firm.open_roles, className: "tabular-nums align-middle" },
    { header: "Sources", cell: (firm) => firm.sources, className: "tabular-nums align-middle" },
    { header: "Premier", cell: premierSwitch, className: "align-middle" },
    {
      header: <span className="sr-only">Actions</span>,
      label: "Actions",
      cell: editButton,
      className: "align-middle text-right",
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={firms}
        rowKey={(firm) => firm.id}
        caption="Firms"
        minWidth="min-w-[40rem]"
        card={(firm) => (
          <div className="space-y-3">
            {name(firm)}
            <p className="flex flex-wrap gap-x-1.5 text-slate-600">
              <span>{sectorLabel(firm.sector)}</span>
              <span aria-hidden>·</span>
              <span className="whitespace-nowrap">{plural(firm.open_roles, "open role", "open roles")}</span>
              <span aria-hidden>·</span>
              <span className="whitespace-nowrap">{plural(firm.sources, "source", "sources")}</span>
            </p>
            <div className="flex items-center justify-between gap-3">
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the switch inside is the control */}
              <label className="flex items-center gap-2 text-slate-700">
                {premierSwitch(firm)}
                Premier
              </label>
              <div className="flex gap-2">
                {ordering && orderButtons(firm)}
                {editButton(firm)}
              </div>
            </div>
          </div>
        )}
      />
      <FirmEditDialog firm={editing} onClose={() => setEditing(null)} />
    </>
  );
}
