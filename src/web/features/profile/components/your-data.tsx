import { Button } from "../../../components/ui/button";
import { ProfileSection } from "./profile-section";

/** The data export: a plain download link, so the browser saves the file itself. */
export function YourData() {
  return (
    <ProfileSection title="Your data" description="Everything we keep about you, as one JSON file.">
      <Button variant="secondary" asChild>
        <a href="/api/profile/export" download>
          Download my data
        </a>
      </Button>
    </ProfileSection>
  );
}
