/**
 * Reference ranges printed in bands by sex or age ("K: 12,0-16,0 M:
 * 14,0-18,0", "kobiety 10-120; mężczyźni 30-400", "do 50 lat: < 4,0;
 * powyżej 50 lat: < 6,5"), and the choice of one band from the sex or age
 * the document prints. The sex and age are used for this choice only and
 * never stored. Where the band cannot be told, every band is kept as text
 * (`ref_text`), never the first one as if it were the range.
 *
 * @module
 */

/** The person a document is about, as far as a band choice needs: never stored. */
export interface BandPatient {
  readonly sex?: "F" | "M";
  readonly age?: number;
}

/** One band of a banded range: who it is for, and its range as printed. */
export interface Band {
  readonly sex?: "F" | "M";
  /** Ages the band covers, inclusive at both ends (`to` open when unset). */
  readonly ageFrom?: number;
  readonly ageTo?: number;
  readonly range: string;
}

/** Reads a printed range into its bands, or `undefined` when it is not banded. */
export type BandReader = (text: string) => readonly Band[] | undefined;

const FEMALE = String.raw`kobiety|kobieta|kob\.|k|ż|women|woman|female|f`;
const MALE = String.raw`mężczyźni|mężczyzna|mężcz\.|m|men|man|male`;
const YEARS = String.raw`(?:lat|lata|rok|r\.?\s*ż\.?|years?|yrs?|y)`;
const AGE = String
  .raw`(?:(?:od\s+|from\s+)?(\d{1,3})\s*[-–]\s*(\d{1,3})|(do|<|≤|poniżej|under|below|up\s+to)\s*(\d{1,3})|(>|≥|powyżej|od|from|over|above)\s*(\d{1,3}))\s*${YEARS}`;

/** A band label: a sex or an age, at the start of the text or after a separator or a value. */
const LABEL = new RegExp(
  String
    .raw`(?<=^|[\s;,/|(])(?:(${FEMALE})|(${MALE})|${AGE})(?=\s*[:.)]?\s*(?:[<>≤≥]|\d|do\b|od\b|poniżej|powyżej|$|[;,/|]))\s*[:.)]?`,
  "giu",
);

/**
 * The bands of a printed range (two or more labelled parts), or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(readBands("K: 12,0-16,0 M: 14,0-18,0"), [
 *   { sex: "F", range: "12,0-16,0" }, { sex: "M", range: "14,0-18,0" },
 * ]);
 * assert.deepEqual(readBands("do 50 lat: < 4,0; powyżej 50 lat: < 6,5"), [
 *   { ageTo: 50, range: "< 4,0" }, { ageFrom: 51, range: "< 6,5" },
 * ]);
 * assert.equal(readBands("12,0 - 16,0"), undefined);
 * ```
 */
export const readBands: BandReader = (text) => {
  const labels = [...text.matchAll(LABEL)];
  if (labels.length < 2) return undefined;
  const bands: Band[] = [];
  let pending: Omit<Band, "range"> = {};
  for (const [k, label] of labels.entries()) {
    const end = labels[k + 1]?.index ?? text.length;
    const range = text.slice(label.index + label[0].length, end).trim().replace(/^[:.]\s*/, "")
      .replace(/[;,/|(]+$/, "").trim();
    const who = { ...pending, ...labelOf(label) };
    if (range === "") {
      pending = who;
      continue;
    }
    if (!/\d/.test(range)) return undefined;
    bands.push({ ...who, range });
    pending = {};
  }
  return bands.length >= 2 ? bands : undefined;
};

function labelOf(label: RegExpMatchArray): Omit<Band, "range"> {
  if (label[1] !== undefined) return { sex: "F" };
  if (label[2] !== undefined) return { sex: "M" };
  if (label[3] !== undefined) return { ageFrom: Number(label[3]), ageTo: Number(label[4]) };
  if (label[5] !== undefined) {
    const strict = /^(?:<|poniżej|under|below)$/iu.test(label[5]);
    return { ageTo: Number(label[6]) - (strict ? 1 : 0) };
  }
  const strict = /^(?:>|powyżej|over|above)$/iu.test(label[7] ?? "");
  return { ageFrom: Number(label[8]) + (strict ? 1 : 0) };
}

/**
 * The one band that fits the patient, or `undefined` when none or several
 * fit, or the band's own condition cannot be checked (a sex band and no sex
 * printed).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const bands = readBands("K: 12,0-16,0 M: 14,0-18,0")!;
 * assert.equal(chooseBand(bands, { sex: "F" })?.range, "12,0-16,0");
 * assert.equal(chooseBand(bands, { age: 40 }), undefined);
 * ```
 */
export function chooseBand(bands: readonly Band[], patient: BandPatient): Band | undefined {
  const fits = bands.filter((band) => {
    if (band.sex !== undefined && band.sex !== patient.sex) return false;
    if (band.ageFrom === undefined && band.ageTo === undefined) return true;
    if (patient.age === undefined) return false;
    return (band.ageFrom === undefined || patient.age >= band.ageFrom) &&
      (band.ageTo === undefined || patient.age <= band.ageTo);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

const SEX_FIELD =
  /\b(?:płeć|plec|sex|gender)\s*:?\s*(kobieta|mężczyzna|female|male|k|m|f|ż)(?![\p{L}])/iu;
const AGE_FIELD = /\b(?:wiek|age)\s*:?\s*(\d{1,3})(?!\d)/iu;

/**
 * The sex and age a document prints ("Płeć: K", "Wiek: 45 lat", "Sex: F",
 * "Age: 45"), for the band choice only.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(bandPatient(["Pacjent: Anna Testowa  Płeć: K  Wiek: 45 lat"]), { sex: "F", age: 45 });
 * assert.deepEqual(bandPatient(["Hemoglobina 13,4 g/dl"]), {});
 * ```
 */
export function bandPatient(texts: readonly string[]): BandPatient {
  const sexes = new Set<"F" | "M">();
  const ages = new Set<number>();
  for (const text of texts) {
    const sex = SEX_FIELD.exec(text)?.[1]?.toLowerCase();
    if (sex !== undefined) sexes.add(/^(?:m|mężczyzna|male)$/u.test(sex) ? "M" : "F");
    const age = AGE_FIELD.exec(text)?.[1];
    if (age !== undefined && Number(age) <= 120) ages.add(Number(age));
  }
  // Two different sexes or ages in one document (two people?): neither is known.
  return {
    ...(sexes.size === 1 ? { sex: [...sexes][0]! } : {}),
    ...(ages.size === 1 ? { age: [...ages][0]! } : {}),
  };
}
