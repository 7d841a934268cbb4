import { useMutation, useQueryClient } from "@tanstack/react-query";
import { stageLabel, type TrackerStage } from "../../../shared/tracker-labels";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { type BoardData, boardQuery, moveApplication, TRACKER_KEY } from "./api";

export type Move = { id: string; stage: TrackerStage; beforeId: string | null };

/** The board with `move` applied: the card leaves its column and goes before `beforeId` (or last). */
export function movedBoard(board: BoardData, move: Move): BoardData {
  const card = board.applications.find((c) => c.id === move.id);
  if (!card) return board;
  const rest = board.applications.filter((c) => c.id !== move.id);
  const moved = { ...card, stage: move.stage };
  const at = move.beforeId ? rest.findIndex((c) => c.id === move.beforeId) : -1;
  if (at >= 0) rest.splice(at, 0, moved);
  else {
    const lastOfStage = rest.findLastIndex((c) => c.stage === move.stage);
    rest.splice(lastOfStage >= 0 ? lastOfStage + 1 : rest.length, 0, moved);
  }
  return { ...board, applications: rest };
}

/**
 * Moves a card at once on screen and then on the server; a refusal puts it back and says why.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  const key = boardQuery(false).queryKey;
  return useMutation({
    mutationFn: (move: Move) => moveApplication(move.id, { stage: move.stage, before_id: move.beforeId }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, movedBoard(before, move));
      return { before };
    },
    onError: (error, move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(`Could not move the application to ${stageLabel(move.stage)}`, {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRACKER_KEY }),
  });
}
