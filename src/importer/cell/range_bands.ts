/**
 * A range cell of several bands, by sex or age, read into a typed list:
 * "K: 12,0-16,0 M: 13,5-17,5", "dzieci 1-5 lat: 11,0-14,0; dorośli:
 * 12,0-16,0", "Female 12-16 g/dL / Male 13.5-17.5", "12-16 (K); 13,5-17,5
 * (M)". Each band keeps its label as printed, its numeric range, and the sex,
 * age span or group its label names (the lexicon's words). Choosing a band
 * is the row stage's job, from the sex or age the document prints; when it
 * cannot be chosen, the cell stays text and no flag is given. Pure.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { parseNumber } from "./number.ts";
import { type ParsedRange, parseRange } from "./range.ts";

/** The unit of an age printed in a band's label. */
export type AgeUnit = "years" | "months" | "weeks" | "days";

/** The ages a band is for, as printed ("1-5 lat", "powyżej 65 lat", "< 18 years"). */
export interface AgeSpan {
  /** The lowest age, as printed ("od 18", "> 18", "18-99"). */
  readonly from?: number;
  /** The highest age, as printed ("do 5", "< 5", "1-5"). */
  readonly to?: number;
  readonly unit: AgeUnit;
}

/** One band of a range cell. */
export interface RangeBand {
  /** The band's label as printed, without separators ("K", "dzieci 1-5 lat"). */
  readonly label: string;
  /** The band's range: always numeric. */
  readonly range: ParsedRange;
  /** The sex the label names: `F` or `M`. */
  readonly sex?: "F" | "M";
  /** The ages the label names. */
  readonly age?: AgeSpan;
  /** The group the label names with no ages ("dzieci", "adults"). */
  readonly group?: "child" | "adult";
  /** The phase of the menstrual cycle the label names ("Lutealphase", "luteal"). */
  readonly phase?: CyclePhase;
  /**
   * The label names the normal band of interpretive bands ("Desirable", "optymalne",
   * "Sufficiency": a range label or qualifier of the lexicon), not a person.
   */
  readonly normal?: true;
}

/** A phase of the menstrual cycle, as hormone ranges are printed for it. */
export type CyclePhase = "follicular" | "ovulation" | "luteal" | "postmenopause";

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const DASH = String.raw`\s*(?:-|–|—|÷|\.\.)\s*`;
const SIGN = String.raw`(?:<=|>=|=<|=>|≤|≥|<|>)\s*`;
const UP_TO = alternation(words((l) => l.comparators.upTo));
const FROM = alternation(words((l) => l.comparators.from));

const AGE_UNIT_WORDS: readonly (readonly [AgeUnit, readonly string[]])[] = [
  ["years", words((l) => l.bands.years)],
  ["months", words((l) => l.bands.months)],
  ["weeks", words((l) => l.bands.weeks)],
  ["days", words((l) => l.bands.days)],
];
const AGE_UNIT = alternation(AGE_UNIT_WORDS.flatMap(([, list]) => list));
const AFTER_UNIT = String.raw`(?![\p{L}])`;

/** A limit expression ("12-16", "<5", "do 5"), then maybe an age unit or a colon: a label's. */
const LIMITS = new RegExp(
  String
    .raw`(?<![\p{L}\p{N}.,])(?:${NUM}${DASH}${NUM}|${SIGN}${NUM}|(?:${UP_TO}|${FROM})\s+${NUM})` +
    String.raw`(?![\p{N}]|[.,]\d)(\s*(?:${AGE_UNIT})${AFTER_UNIT}|\s*:)?`,
  "giu",
);

const AGE_SPAN = new RegExp(
  String
    .raw`(?:(${NUM})${DASH}(${NUM})|(${SIGN}|(?:${UP_TO}|${FROM})\s+)(${NUM}))\s*(${AGE_UNIT})${AFTER_UNIT}`,
  "iu",
);
const UP_TO_WORD = new RegExp(String.raw`^(?:<|≤|=<|<=|(?:${UP_TO})\s)`, "iu");

/** Whole words of a list, found in a normalised label. */
function wordsPattern(list: readonly string[]): RegExp {
  const keys = list.map((w) => normalizeName(w).replace(/\.$/, ""));
  return new RegExp(String.raw`(?<![\p{L}])(?:${alternation(keys)})(?![\p{L}])`, "u");
}

const FEMALE = wordsPattern(words((l) => l.bands.female));
const MALE = wordsPattern(words((l) => l.bands.male));
const CHILD = wordsPattern(words((l) => l.bands.child));
const ADULT = wordsPattern(words((l) => l.bands.adult));
/** The words of each cycle phase, as whole words of a normalised label. */
const PHASES: readonly (readonly [CyclePhase, RegExp])[] = (
  ["follicular", "ovulation", "luteal", "postmenopause"] as const
).map((phase) => [phase, wordsPattern(words((l) => l.bands.phases[phase]))] as const);

/** The one cycle phase a band's label names, if it names exactly one. */
function phaseOf(key: string): CyclePhase | undefined {
  const named = PHASES.filter(([, pattern]) => pattern.test(key)).map(([phase]) => phase);
  return named.length === 1 ? named[0] : undefined;
}

function ageUnitOf(printed: string): AgeUnit {
  const key = printed.toLowerCase();
  for (const [unit, list] of AGE_UNIT_WORDS) if (list.includes(key)) return unit;
  return "years";
}

function ageOf(label: string): AgeSpan | undefined {
  const match = AGE_SPAN.exec(label);
  if (!match) return undefined;
  const unit = ageUnitOf(match[5]!);
  if (match[1] !== undefined) {
    const from = parseNumber(match[1]);
    const to = parseNumber(match[2]!);
    return from !== undefined && to !== undefined ? { from, to, unit } : undefined;
  }
  const limit = parseNumber(match[4]!);
  if (limit === undefined) return undefined;
  return UP_TO_WORD.test(match[3]!.trim() + " ") ? { to: limit, unit } : { from: limit, unit };
}

/** The words a band's label is made of in two languages at once ("J./y", "Frauen/women"). */
const BAND_WORDS = new Set(
  [
    ...AGE_UNIT_WORDS.flatMap(([, list]) => list),
    ...words((l) => [...l.bands.female, ...l.bands.male, ...l.bands.child, ...l.bands.adult]),
  ].map((word) => normalizeName(word).replace(/\.$/, "")),
);

/** Whether a token with a slash is a band's words in two languages, not a unit ("g/l"). */
function bilingualBandWords(token: string): boolean {
  const parts = normalizeName(token).replace(/[:;,]+$/, "").split("/");
  return parts.length > 1 && parts.every((part) => BAND_WORDS.has(part.replace(/\.$/, "")));
}

/** A label without separators, brackets and a unit printed after the previous band. */
function cleanLabel(text: string): string {
  return text
    .split(/\s+/)
    .filter((token) => !/[/%^µ]/.test(token) || bilingualBandWords(token))
    .join(" ")
    .replace(/^[\s;,|/:()[\]-]+|[\s;,|/:()[\]-]+$/g, "")
    .trim();
}

/** The labels of a normal band: the lexicon's range labels and qualifiers, whole. */
const NORMAL_BAND = new Set(
  words((l) => [...l.rangeLabels, ...l.rangeQualifiers]).map((w) => normalizeName(w)),
);

/** Whether a band names no person (no sex, age, group or phase): an interpretive band. */
export function isWordedBand(band: RangeBand): boolean {
  return band.sex === undefined && band.age === undefined && band.group === undefined &&
    band.phase === undefined;
}

/**
 * One interpretive band alone ("Deficiency: < 20", "Insufficiency: 20 - 30"):
 * a label of words, a colon, its limits; `undefined` for anything else. The
 * first of bands printed one a line, which the lines under it go on.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(wordedBand("Deficiency: < 20"), { label: "Deficiency", range: { ref_high: 20 } });
 * assert.deepEqual(wordedBand("Sufficiency: 30 - 100"), { label: "Sufficiency", range: { ref_low: 30, ref_high: 100 }, normal: true });
 * assert.equal(wordedBand("30 - 100"), undefined);
 * assert.equal(wordedBand("K: 12 - 16"), undefined); // a sex band: readBands reads it
 * ```
 */
export function wordedBand(text: string): RangeBand | undefined {
  const labelled = /^(\p{L}[\p{L} -]*?)\s*:\s*(\S.*)$/u.exec(text.trim());
  if (labelled === null) return undefined;
  const band = bandOf(labelled[1]!, labelled[2]!);
  return band !== undefined && isWordedBand(band) ? band : undefined;
}

function bandOf(label: string, limits: string): RangeBand | undefined {
  const range = parseRange(limits);
  if (range.ref_text !== undefined) return undefined;
  const key = normalizeName(label);
  const female = FEMALE.test(key);
  const male = MALE.test(key);
  const age = ageOf(label);
  const group = CHILD.test(key) ? "child" : ADULT.test(key) ? "adult" : undefined;
  const phase = phaseOf(key);
  return {
    label,
    range,
    ...(NORMAL_BAND.has(key) ? { normal: true as const } : {}),
    ...(female !== male ? { sex: female ? "F" as const : "M" as const } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(group !== undefined && age === undefined ? { group } : {}),
    ...(phase !== undefined ? { phase } : {}),
  };
}

/**
 * The bands of a range cell, or `undefined` when the cell is not a list of
 * bands: two or more labelled ranges, or one whose label names a sex, an
 * age or a group.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const bands = readBands("dzieci 1-5 lat: 11,0-14,0; dorośli: 12,0-16,0");
 * assert.deepEqual(bands?.map((b) => [b.age, b.group, b.range]), [
 *   [{ from: 1, to: 5, unit: "years" }, undefined, { ref_low: 11, ref_high: 14 }],
 *   [undefined, "adult", { ref_low: 12, ref_high: 16 }],
 * ]);
 * assert.deepEqual(readBands("15–24 J./y: 148 – 407 25–34 J./y: 98,8 – 340")?.map((b) => b.age), [
 *   { from: 15, to: 24, unit: "years" },
 *   { from: 25, to: 34, unit: "years" },
 * ]);
 * assert.equal(readBands("12,0 - 16,0"), undefined);
 * assert.equal(readBands("ujemny"), undefined);
 * ```
 */
export function readBands(text: string): RangeBand[] | undefined {
  const printed = text.trim();
  const limits = [...printed.matchAll(LIMITS)].filter((m) => m[1] === undefined);
  if (limits.length === 0) return undefined;
  const starts = limits.map((m) => m.index);
  const ends = limits.map((m) => m.index + m[0].length);
  const before = printed.slice(0, starts[0]);
  const after = printed.slice(ends[ends.length - 1]);
  // Labels before their ranges ("K: 12-16"), or after them ("12-16 (K)").
  // A label of no letters before the first range, with its colon ("120': < 140", a tolerance test's
  // time point), is that band's label: the words after it are a note, never the band's label.
  const labelsAfter = !/\p{L}/u.test(before) && !/\S\s*:\s*$/u.test(before) &&
    /\p{L}/u.test(after);
  const bands: RangeBand[] = [];
  for (const [i, match] of limits.entries()) {
    const label = cleanLabel(
      labelsAfter
        ? printed.slice(ends[i], starts[i + 1] ?? printed.length)
        : printed.slice(i === 0 ? 0 : ends[i - 1], starts[i]),
    );
    if (!/\p{L}/u.test(label)) return undefined;
    const band = bandOf(label, match[0]);
    if (band === undefined) return undefined;
    bands.push(band);
  }
  if (bands.length === 1) {
    const only = bands[0]!;
    if (
      only.sex === undefined && only.age === undefined && only.group === undefined &&
      only.phase === undefined
    ) {
      return undefined;
    }
  }
  return bands;
}
