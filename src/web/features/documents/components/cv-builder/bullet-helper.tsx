import { BULLET_ISSUE_TEXT, checkBullet } from "../../../../../shared/cv-writing";
import { Button } from "../../../../components/ui/button";

/** Under a bullet: what would make it stronger, and verbs that replace a weak opening in one click. */
export function BulletHelper({
  id,
  text,
  label,
  onVerb,
}: {
  /** The helper's id, which the bullet's input points at with aria-describedby. */
  id: string;
  text: string;
  label: string;
  onVerb: (verb: string) => void;
}) {
  if (text.trim() === "") return null;
  const { issues, suggestions } = checkBullet(text);
  return (
    <div className="space-y-1.5 text-xs">
      {issues.length === 0 ? (
        <p id={id} className="text-emerald-700">
          Strong bullet: it opens with an action verb and shows a number.
        </p>
      ) : (
        <ul id={id} className="list-disc space-y-0.5 pl-4 text-amber-800">
          {issues.map((issue) => (
            <li key={issue}>{BULLET_ISSUE_TEXT[issue]}</li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <fieldset>
          <legend className="sr-only">Stronger verbs for {label}</legend>
          <div className="flex flex-wrap items-center gap-1.5">
            <span aria-hidden className="text-slate-600">
              Try:
            </span>
            {suggestions.map((verb) => (
              <Button
                key={verb}
                type="button"
                variant="secondary"
                size="sm"
                className="h-7 px-2 text-xs"
                onClick={() => onVerb(verb)}
              >
                {verb}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
