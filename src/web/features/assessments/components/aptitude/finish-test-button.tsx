import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { DialogClose } from "../../../../components/ui/dialog-close";

// Finishing scores the test as it stands; with questions still open the member confirms first, since
// unanswered questions count as wrong and a finished test cannot be reopened.

export function FinishTestButton({
  unanswered,
  total,
  pending,
  onFinish,
  variant = "secondary",
}: {
  unanswered: number;
  total: number;
  pending: boolean;
  onFinish: () => void;
  variant?: "primary" | "secondary";
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        disabled={pending}
        onClick={() => (unanswered > 0 ? setOpen(true) : onFinish())}
        aria-busy={pending || undefined}
      >
        Finish test
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Finish the test now?"
        description={`${unanswered} of ${total} ${total === 1 ? "question is" : "questions are"} not answered yet. They count as wrong, and a finished test cannot be reopened.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep going</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              onFinish();
            }}
          >
            Finish test
          </Button>
        </div>
      </Dialog>
    </>
  );
}
