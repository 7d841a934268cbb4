import { type BoardProvider, PROVIDER_LABELS } from "../../../shared/job-source-providers";
import { FetchFailed, Unreachable } from "./fetch-json";
import { describe } from "./providers/board";

// Why a board could not be read, in words that send the operator the right way: a server that cannot
// reach the provider at all (DNS, a firewall, no outbound network) is not a wrong identifier, and a
// provider that answers 404 is not a network fault. Used for a source's last error (scheduled runs and
// Run now) and the preview before a source is saved, for every provider.

export const UNREACHABLE = "cannot reach the provider from this server (DNS or outbound network)";
export const NO_BOARD = "the provider has no board with this identifier";

export function sourceFailure(
  source: { kind: string; token: string },
  error: unknown,
  /** What to do once the identifiers are corrected: a saved source is edited, a preview is run again. */
  then = "then edit the source",
): string {
  const provider = PROVIDER_LABELS[source.kind as BoardProvider] ?? source.kind;
  if (error instanceof Unreachable) {
    return `${UNREACHABLE}: ${error.detail}. The identifiers may be right: check that this server can resolve and reach ${provider} over HTTPS, then run it again.`;
  }
  if (error instanceof FetchFailed && error.notFound) {
    return `${NO_BOARD} (${error.status}): ${provider} has nothing at "${source.token}". Check the identifiers against the careers site's address, ${then}.`;
  }
  return describe(error);
}
