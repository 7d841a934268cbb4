// The verbs a strong CV bullet opens with, as dictionary forms in British spelling. Every form a CV
// writes is derived from them: the past tense of finished roles ("Reconciled"), the present of current
// ones ("Lead", "Manage"), the -ing form ("Managing"), and the American spellings ("Organized",
// "Analyzed", "Modeled"). Irregular pasts and doubled consonants are written after a colon.

// biome-ignore format: a paragraph of verbs reads better than one a line
const LEMMAS = `
accelerate accomplish achieve acquire act:acted adapt address administer advance advise advocate align allocate
amend analyse answer anticipate apply appraise approve arbitrate architect arrange articulate assemble assess
attain attend:attended audit author authorise automate award balance benchmark bid:bid book boost brief broker
budget build:built calculate campaign capture catalogue categorise chair champion chart check clarify classify
close coach co-author co-found co-ordinate co-organise co-lead:co-led code collaborate collate collect combine
command commission communicate compare compete compile complete compose compute conceive conceptualise conduct
configure consolidate construct consult contribute control:controlled convert convey convince coordinate correct
counsel:counselled create critique cultivate curate customise cut:cut debate debug decrease deduce define
delegate deliver demonstrate deploy design detect determine develop devise diagnose direct discover dispatch
distribute document double draft draw:drew drive:drove earn edit educate effect eliminate empower enable encourage
engage engineer enhance enlarge enrol:enrolled ensure establish estimate evaluate examine exceed execute expand
expedite experiment explain explore expose extract fabricate facilitate field file finalise finance fix forecast:forecast
forge formalise formulate found foster frame fundraise gain gather generate govern grade graduate grow:grew guide
halve handle harmonise head hire host identify illustrate implement improve increase influence inform initiate
innovate inspect inspire install instigate instruct integrate interpret interview introduce invent inventory invest
investigate issue join judge launch lead:led lecture lend:lent leverage liaise license lift list lobby locate log:logged
maintain manage map:mapped market master maximise measure mediate mentor merge minimise mobilise model:modelled moderate
modernise monitor motivate navigate negotiate net:netted nominate notify obtain onboard open operate optimise
orchestrate order organise originate outline outperform overhaul oversee:oversaw own partner perform persuade pilot
pioneer pitch place plan:planned predict prepare present preside price prioritise process procure produce program:programmed
programme project promote propose prospect protect prototype prove provide publicise publish purchase qualify quantify
query raise rank rate rationalise reach rebuild:rebuilt receive recommend reconcile record recruit rectify redesign
reduce re-engineer refer:referred refine reform regulate rehabilitate reinforce relaunch remodel:remodelled render renegotiate
reorganise repair replace report represent research reshape resolve respond restore restructure retain retrieve revamp
review revise revitalise reward rewrite:rewrote run:ran safeguard salvage save scale schedule score screen script secure
select sell:sold serve service set:set settle shape share ship:shipped shortlist showcase simplify simulate sketch solve
source spearhead specify speak:spoke sponsor stabilise staff standardise steer stimulate strategise streamline strengthen
structure study submit:submitted succeed summarise supervise supply support survey sustain synthesise systematise tackle
target teach:taught test track trade train transcribe transfer:transferred transform translate travel:travelled triage
triple troubleshoot tutor uncover undertake:undertook underwrite:underwrote unify update upgrade utilise validate value
verify visualise volunteer weigh widen win:won write:wrote
assist bring:brought buy:bought chase clean count flag:flagged greet keep:kept match meet:met observe pack
pay:paid pick shadow sort
`;

// "-ise" verbs whose American spelling is also "-ise".
const ISE_EVERYWHERE = new Set([
  "advise",
  "supervise",
  "revise",
  "devise",
  "raise",
  "appraise",
  "fundraise",
  "franchise",
]);
// "-l" verbs British spelling doubles in the past ("modelled") and American does not ("modeled").
const SINGLE_L_IN_AMERICAN = new Set([
  "model",
  "counsel",
  "travel",
  "remodel",
  "label",
  "cancel",
  "signal",
  "total",
]);
// Verbs whose British and American spellings differ in the root.
const AMERICAN_ROOTS: Record<string, string> = {
  catalogue: "catalog",
  enrol: "enroll",
  programme: "program",
};

function regularPast(lemma: string): string {
  if (lemma.endsWith("e")) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

// Short verbs whose last consonant doubles before -ing though their past is irregular.
const DOUBLE_BEFORE_ING = new Set(["cut", "set", "run", "win", "bid"]);

function gerund(lemma: string, past: string): string {
  if (DOUBLE_BEFORE_ING.has(lemma)) return `${lemma}${lemma.at(-1)}ing`;
  if (/[^aeiou]ie$/.test(lemma)) return `${lemma.slice(0, -2)}ying`;
  if (/[^e]e$/.test(lemma)) return `${lemma.slice(0, -1)}ing`;
  // A doubled consonant in the past doubles before -ing too ("planned", "planning").
  const doubled =
    past.endsWith(`${lemma.at(-1)}${lemma.at(-1)}ed`) && !lemma.endsWith(`${lemma.at(-1)}${lemma.at(-1)}`);
  return doubled ? `${lemma}${lemma.at(-1)}ing` : `${lemma}ing`;
}

const americanOf = (word: string) =>
  word.replace(/is(e|ed|ing|es)$/, "iz$1").replace(/ys(e|ed|ing|es)$/, "yz$1");

export type VerbForms = { lemma: string; past: string; gerund: string; forms: string[] };

/** Every action verb with its forms, lower case. */
export const ACTION_VERB_FORMS: readonly VerbForms[] = LEMMAS.trim()
  .split(/\s+/)
  .map((entry) => {
    const [lemma = "", irregular] = entry.split(":");
    const past = irregular ?? regularPast(lemma);
    const ing = gerund(lemma, past);
    const forms = new Set([
      lemma,
      past,
      ing,
      `${lemma}s`.replace(/([sxz]|ch|sh)s$/, "$1es").replace(/([^aeiou])ys$/, "$1ies"),
    ]);
    if (lemma.endsWith("ise") && !ISE_EVERYWHERE.has(lemma))
      for (const form of [...forms]) forms.add(americanOf(form));
    if (lemma.endsWith("yse")) for (const form of [...forms]) forms.add(americanOf(form));
    if (SINGLE_L_IN_AMERICAN.has(lemma)) forms.add(`${lemma}ed`).add(`${lemma}ing`);
    const american = AMERICAN_ROOTS[lemma];
    if (american) forms.add(american).add(regularPast(american)).add(`${american}ing`);
    return { lemma, past, gerund: ing, forms: [...forms] };
  });

const BY_FORM = new Map<string, VerbForms>();
for (const verb of ACTION_VERB_FORMS)
  for (const form of verb.forms) if (!BY_FORM.has(form)) BY_FORM.set(form, verb);

/** The action verb a word is a form of, if it is one ("reconciled", "organizing", "lead"). */
export function actionVerbOf(word: string): VerbForms | undefined {
  const lower = word.toLowerCase().replace(/[^a-z-]/g, "");
  return (
    BY_FORM.get(lower) ?? (lower.startsWith("co-") ? undefined : BY_FORM.get(lower.replace(/^co-?/, "")))
  );
}

/** "Managed": the past tense with a capital, as a suggestion is written. */
export const pastTense = (verb: VerbForms) => verb.past.charAt(0).toUpperCase() + verb.past.slice(1);
