import { AlumniSection } from "../components/alumni-section";
import { ChatRequests } from "../components/chat-requests";

export function meta() {
  return [{ title: "Alumni · Finance Careers" }];
}

// /app/networking/alumni: alumni from the member's university who offer to chat, and the member's chat
// requests on both sides (as a student asking, and as an alum being asked).
export default function AlumniRoute() {
  return (
    <section className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Alumni</h1>
        <p className="mt-2 text-slate-600">
          Graduates of your university who offer to chat. Ask one a question; if they accept, you both see
          each other's email address.
        </p>
      </div>
      <AlumniSection />
      <ChatRequests />
    </section>
  );
}
