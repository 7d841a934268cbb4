// Where a CV says someone studied. Many UK institutions are named without the word "University"
// (Imperial College London, the London School of Economics and Political Science, King's College
// London, UCL, Bayes Business School), so a line is an institution's when it names one of the list
// below or has the shape of one (a College, a School, an Institute, an Academy, a University).

// biome-ignore format: one group of names a line
const KNOWN = [
  "Imperial College", "Imperial", "London School of Economics", "LSE", "King's College London", "Kings College London", "KCL",
  "UCL", "University College London", "Bayes Business School", "Cass Business School", "City, University of London",
  "Queen Mary", "QMUL", "SOAS", "Royal Holloway", "Birkbeck", "Goldsmiths", "St George's", "Brunel",
  "Oxford", "Cambridge", "Said Business School", "Judge Business School", "Warwick", "Warwick Business School",
  "Durham", "St Andrews", "Edinburgh", "Glasgow", "Strathclyde", "Heriot-Watt", "Aberdeen", "Dundee", "Stirling",
  "Bristol", "Bath", "Exeter", "Southampton", "Surrey", "Sussex", "Kent", "Reading", "Royal Holloway",
  "Manchester", "Alliance Manchester Business School", "Leeds", "Sheffield", "Liverpool", "Newcastle", "York",
  "Lancaster", "Loughborough", "Nottingham", "NTU", "Birmingham", "Aston", "Leicester", "Warwick", "Cardiff",
  "Swansea", "Queen's University Belfast", "Ulster", "Henley Business School", "Cranfield", "Coventry",
  "Oxford Brookes", "Northumbria", "Portsmouth", "Plymouth", "Hull", "Keele", "Essex", "East Anglia", "UEA",
  "HEC Paris", "ESSEC", "ESCP", "INSEAD", "Bocconi", "IE Business School", "Erasmus", "NUS", "HKUST",
];
const KNOWN_NAMES = new RegExp(
  `(?<![A-Za-z])(${KNOWN.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]?")).join("|")})(?![A-Za-z])`,
);
// Oxford and Cambridge colleges ("Balliol College, Oxford"), business schools, "Universität", …
const INSTITUTION_SHAPE =
  /\b(Universit(y|ies|é|ät|à|eit|at)|College|Business School|School of|Institute|Polytechnic|Academy|Conservatoire)\b/;
const SCHOOL_SHAPE = /\b(School|Sixth Form|Grammar|High School|Academy|Lycée|Gymnasium)\b/i;

/** The line names a university or college (not a school before university). */
export function namesInstitution(text: string): boolean {
  return KNOWN_NAMES.test(text) || INSTITUTION_SHAPE.test(text);
}

/** The line names a school or sixth-form college, where A-levels are taken. */
export function namesSchool(text: string): boolean {
  if (/\b(Business School|School of|Law School|Medical School|Graduate School)\b/i.test(text)) return false;
  return SCHOOL_SHAPE.test(text) || /\bSixth Form College\b/i.test(text);
}

/** The text without the names of institutions, whose words ("of Economics") are not a subject. */
export function withoutInstitution(text: string): string {
  return text
    .replace(/London School of Economics( and Political Science)?/g, " ")
    .replace(/\b(University|College|School|Institute) of( [A-Z][\w'’-]*| and| &)+/g, " ")
    .replace(/([A-Z][\w'’-]* )+(University|College|Business School|School|Institute)\b/g, " ")
    .replace(new RegExp(KNOWN_NAMES.source, "g"), " ");
}
