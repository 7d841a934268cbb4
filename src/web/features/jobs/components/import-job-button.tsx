import { Link2 } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Import a role by URL, closed: the feed shows it from the first paint, and the form shows it after Cancel. */
export function ImportJobButton({ onClick, onWarm }: { onClick: () => void; onWarm?: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} onPointerEnter={onWarm} onFocus={onWarm}>
      <Link2 aria-hidden className="size-4" /> Import a role by URL
    </Button>
  );
}
