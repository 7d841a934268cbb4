import { Link } from "react-router";
import { AlumniSection } from "./alumni-section";

/** The networking page's alumni section (its page slot), with the way to the member's requests. */
export function NetworkingAlumniPanel() {
  return (
    <div className="space-y-3">
      <AlumniSection headingId="networking-alumni-heading" />
      <Link to="/app/networking/alumni" className="inline-block text-sm font-medium text-brand-700 underline">
        Your chat requests with alumni
      </Link>
    </div>
  );
}
