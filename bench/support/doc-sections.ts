// docs/performance.md is written by more than one benchmark. Each owns a section between
// `<!-- name:start -->` and `<!-- name:end -->`, and a rerun replaces only its own.

const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;
const MARKED = /<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g;

/** `text` with the section `name` replaced by `body`, or with it appended when it is not there yet. */
export function replaceSection(text: string, name: string, body: string): string {
  const block = `${start(name)}\n${body.trim()}\n${end(name)}`;
  const from = text.indexOf(start(name));
  const to = text.indexOf(end(name));
  if (from !== -1 && to > from) return `${text.slice(0, from)}${block}${text.slice(to + end(name).length)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

/** Every marked section of `text`, markers included, in order. */
export function markedSections(text: string): string[] {
  return [...text.matchAll(MARKED)].map((match) => match[0]);
}
