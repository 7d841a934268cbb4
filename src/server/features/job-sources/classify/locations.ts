// Places as boards write them ("London, United Kingdom", "London; New York", "Remote - UK") mapped to the
// onboarding LOCATIONS values, so a member's chosen locations match a job's. A UK place we do not list
// is `uk_other`; any other real place is `other`; words that name no place ("Multiple locations") give
// nothing.

const CITIES: [RegExp, string][] = [
  [/\b(london|canary wharf|city of london)\b/, "london"],
  [/\bedinburgh\b/, "edinburgh"],
  [/\bmanchester\b/, "manchester"],
  [/\bbirmingham\b/, "birmingham"],
  [/\bleeds\b/, "leeds"],
  [/\bglasgow\b/, "glasgow"],
  [/\bbristol\b/, "bristol"],
  [/\bdublin\b/, "dublin"],
  [/\bparis\b/, "paris"],
  [/\b(frankfurt|frankfurt am main)\b/, "frankfurt"],
  [/\bamsterdam\b/, "amsterdam"],
  [/\b(zurich|zürich)\b/, "zurich"],
  [/\b(new york|nyc|manhattan)\b/, "new_york"],
  [/\bhong kong\b/, "hong_kong"],
  [/\bsingapore\b/, "singapore"],
  [/\b(dubai|difc)\b/, "dubai"],
];

const UK_PLACES =
  /\b(uk|u\.k\.|united kingdom|great britain|england|scotland|wales|northern ireland|belfast|cardiff|liverpool|newcastle|sheffield|nottingham|leicester|coventry|reading|cambridge|oxford|aberdeen|dundee|southampton|bournemouth|poole|brighton|milton keynes|northampton|swindon|guildford|bath|york|exeter|norwich|ipswich|peterborough|chester|knutsford|halifax|basingstoke|crawley|luton|watford|st albans|warwick|solihull|derby|stirling|inverness|plymouth|cheltenham|gloucester|sunderland|middlesbrough|bradford|huddersfield|wolverhampton|stoke|preston|bolton|chelmsford|colchester|maidstone|canterbury|portsmouth|winchester|salisbury|harrogate|leamington)\b/;

const NOT_A_PLACE =
  /^(remote|anywhere|global|various|multiple( locations)?|flexible|tbc|tbd|n\/a|hybrid|home[- ]based|worldwide|emea|europe|apac|americas|international)$/;

/** One location string (as a board writes it) to zero or more LOCATIONS values. */
export function mapLocation(raw: string): string[] {
  const found = new Set<string>();
  for (const segment of raw.toLowerCase().split(/;|\/|\||\bor\b|\band\b|&|\n/)) {
    const place = segment
      .replace(/\b(remote|hybrid|office|based|in)\b/g, " ")
      .replace(/[()–-]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!place || NOT_A_PLACE.test(place)) continue;
    const cities = CITIES.filter(([pattern]) => pattern.test(place)).map(([, value]) => value);
    if (cities.length) {
      for (const city of cities) found.add(city);
    } else if (UK_PLACES.test(place)) {
      found.add("uk_other");
    } else if (/[a-z]{3,}/.test(place) && !place.split(/[ ,]+/).every((word) => NOT_A_PLACE.test(word))) {
      found.add("other");
    }
  }
  return [...found];
}

/** All of a posting's location strings, de-duplicated, in order of first appearance. */
export function mapLocations(raws: (string | null | undefined)[]): string[] {
  const all = new Set<string>();
  let ukOtherFromAPlace = false;
  for (const raw of raws) {
    if (!raw) continue;
    const values = mapLocation(raw);
    for (const value of values) all.add(value);
    if (values.includes("uk_other") && !COUNTRY_ONLY.test(raw)) ukOtherFromAPlace = true;
  }
  // "London" plus "United Kingdom" (a board's office and its country) is just London.
  if (all.has("uk_other") && !ukOtherFromAPlace && [...all].some((value) => UK_CITY_VALUES.has(value))) {
    all.delete("uk_other");
  }
  return [...all];
}

const UK_CITY_VALUES = new Set([
  "london",
  "edinburgh",
  "manchester",
  "birmingham",
  "leeds",
  "glasgow",
  "bristol",
]);
const COUNTRY_ONLY = /^\s*(uk|u\.k\.|united kingdom|great britain|england|scotland|wales)\s*$/i;
