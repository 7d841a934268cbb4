import { MESSAGE_PREVIEW_CHARS } from "../../../../../shared/constants";
import { Card } from "../../../../components/ui/card";
import { BroadcastForm } from "../components/broadcast-form";
import { RecentBroadcasts } from "../components/recent-broadcasts";

export function meta() {
  return [{ title: "Broadcast Messages · Admin · Finance Careers" }];
}

// 001 §2 leaves the four tips' wording open; these say what the sending code actually does.
const TIPS = [
  "Keep the title short and specific: it is the email's subject and the notification's heading.",
  `Put what members should do in the first sentence: the notification bell previews only the first ${MESSAGE_PREVIEW_CHARS} characters.`,
  "To check how a message reads, switch off 'Send to all users' and send it to yourself first.",
  "Members who turned off announcement emails still get the in-app notification; suspended members get neither.",
];

// 001 §2 Broadcast Messages: compose on the left; recent broadcasts and tips on the right.
export default function AdminBroadcast() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Compose New Broadcast</h2>
        <BroadcastForm />
      </Card>
      <div className="space-y-6">
        <Card className="space-y-2 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Recent Broadcasts</h2>
          <RecentBroadcasts />
        </Card>
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 id="broadcast-tips" className="text-lg font-semibold text-slate-900">
            Tips
          </h2>
          <ul aria-labelledby="broadcast-tips" className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
