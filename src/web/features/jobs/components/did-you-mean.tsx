// A misspelt search: the server found roles for its correction and shows them; this says so, and the
// correction is one click away so the URL (and a shared link) says what was really searched.
export function DidYouMean({
  query,
  suggestion,
  onAccept,
}: {
  query: string;
  suggestion: string;
  onAccept: (suggestion: string) => void;
}) {
  return (
    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        No roles match <q className="font-medium break-words">{query}</q>. Did you mean{" "}
        <button
          type="button"
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          onClick={() => onAccept(suggestion)}
        >
          {suggestion}
        </button>
        ?
      </p>
      <p className="mt-1 text-amber-900">Showing roles for “{suggestion}”.</p>
    </div>
  );
}
