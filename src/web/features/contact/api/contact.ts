import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "../../../../shared/schemas/contact";
import { client, unwrap } from "../../../lib/api";

// POST /api/contact (server/features/contact). Mutations are not retried (spec 000 §7).
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => unwrap(client.api.contact.$post({ json: input })),
  });
}
