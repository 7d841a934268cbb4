// Words that name a part of a firm or a tool rather than a firm: read both by the CV reader (which cell of
// a header is the employer) and by the check on which organisations a letter may name.

// A team or unit inside a firm, named alone: "Private Banking", "Treasury". A real employer adds its own name to these words ("Coutts", "Close Brothers Asset Management").
const UNIT_WORD =
  /^(?:private|corporate|investment|retail|commercial|global|wealth|asset|management|banking|treasury|markets?|operations|risk|credit|compliance|audit|assurance|tax|advisory|deals?|transaction|services|finance|financial|equity|equities|research|sales|trading|team|teams|desk|division|department|and|&)$/i;
/** "Market Risk", "Private Banking": words that name only a part of a firm. */
export const unitOnly = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => UNIT_WORD.test(word));
// Tools a CV lists among its skills, named alone: a product, not a place anyone works.
export const TOOL =
  /^(?:(?:S&P\s+)?Capital IQ|Excel|VBA|Python|SQL|PowerPoint|Power BI|Power Query|MATLAB|Stata|Macabacus|Bloomberg Terminal|Microsoft (?:Excel|Office|PowerPoint|Word))$/i;
