/**
 * Qualitative results as labs print them (`ujemny`, `wątpliwy`, `ślad`,
 * `liczne`, `lekko mętna`; the lexicon's words), sediment counts per field
 * of view (`0-2 wpw`), and how a qualitative result compares with a
 * qualitative reference. Pure functions.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import type { LabFlag } from "../../domain/readings/flags.ts";
import { ranked, words } from "../lexicon/mod.ts";

// Qualitative words by what they say, so that a result can be judged
// against a qualitative reference ("dodatni" against "ujemny"): the lexicon's.
const NEGATIVE_WORDS = words((l) => l.qualitative.negative);
const POSITIVE_WORDS = words((l) => l.qualitative.positive);
const EQUIVOCAL_WORDS = words((l) => l.qualitative.equivocal);
// How many of something a sediment or a smear shows, in increasing order.
const AMOUNT_SCALE = ranked((l) => l.qualitative.amounts);
// Urine colour and clarity as labs print them: results to keep, never judged.
const DESCRIPTIVE_WORDS = words((l) => l.qualitative.descriptive);

/**
 * Qualitative result words, as labs print them, in Polish and English.
 *
 * @internal cross-check: a table test holds every word within the line length `looksLikeResult()` reads.
 */
export const QUALITATIVE_WORDS: readonly string[] = [
  ...NEGATIVE_WORDS,
  ...POSITIVE_WORDS,
  ...EQUIVOCAL_WORDS,
  ...AMOUNT_SCALE.flat(),
  ...DESCRIPTIVE_WORDS,
];

const QUALITATIVE_KEYS = new Set(QUALITATIVE_WORDS.map(normalizeName));

/** Whether a text is one of the known qualitative result words. */
export function isQualitativeWord(text: string): boolean {
  return QUALITATIVE_KEYS.has(normalizeName(text));
}

// "w p.w.", "wpw", "/wpw", "w polu widzenia", "/hpf": per field of view in a sediment.
const PER_FIELD = String
  .raw`(?:\/\s*)?(?:wpw|w\.?\s*p\.?\s*w\.?|w\s+polu\s+widzenia|hpf|lpf|\/?pw)`;
const COUNT_RANGE = String.raw`\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?`;
const SEDIMENT_WITH_FIELD = new RegExp(
  `^(?:${COUNT_RANGE}|\\d+|[\\p{L} ]+?)\\s*${PER_FIELD}$`,
  "iu",
);
const BARE_COUNT_RANGE = new RegExp(`^${COUNT_RANGE}$`);
const PER_FIELD_UNIT = new RegExp(`^${PER_FIELD}$`, "iu");

/**
 * Whether a unit counts per field of view ("wpw", "w p.w.", "/hpf"): a count
 * in a urine sediment under the microscope, never a strip test's unit.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isPerFieldUnit("wpw"), true);
 * assert.equal(isPerFieldUnit("/hpf"), true);
 * assert.equal(isPerFieldUnit("mg/dl"), false);
 * ```
 */
export function isPerFieldUnit(unit: string): boolean {
  return PER_FIELD_UNIT.test(unit.trim());
}

/**
 * Whether a text is a sediment count per field of view, as `10-15 wpw`,
 * `0-2 w p.w.` or `pojedyncze w p.w.`; with `bare`, also a bare `10-15`.
 */
export function isSedimentCount(text: string, bare = false): boolean {
  const trimmed = text.trim();
  if (bare && BARE_COUNT_RANGE.test(trimmed)) return true;
  const match = SEDIMENT_WITH_FIELD.exec(trimmed);
  if (!match) return false;
  const head = trimmed.replace(new RegExp(`\\s*${PER_FIELD}$`, "iu"), "");
  return /^\d/.test(head) || isQualitativeWord(head);
}

const COUNT_THEN_FIELD = new RegExp(`^(${COUNT_RANGE})\\s*(.*?)\\s*(${PER_FIELD})$`, "iu");

/**
 * A sediment count printed with its per-field unit in one cell ("0-1 wpw", "15-20 * wpw"): the
 * count, what stands between them (a flag, or nothing) and the unit; `undefined` for any other
 * text. The count is the result and "wpw" its unit, as in a table that prints them apart.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(perFieldCountParts("0-1 wpw"), { count: "0-1", between: "", unit: "wpw" });
 * assert.deepEqual(perFieldCountParts("15-20 * wpw"), { count: "15-20", between: "*", unit: "wpw" });
 * assert.equal(perFieldCountParts("nieliczne"), undefined);
 * ```
 */
export function perFieldCountParts(
  text: string,
): { count: string; between: string; unit: string } | undefined {
  const match = COUNT_THEN_FIELD.exec(text.trim());
  if (match === null) return undefined;
  return { count: match[1]!.replace(/\s*[-–]\s*/, "-"), between: match[2]!, unit: match[3]! };
}

type Polarity = "negative" | "positive" | "equivocal";

const POLARITY = new Map<string, Polarity>([
  ...NEGATIVE_WORDS.map((w): [string, Polarity] => [normalizeName(w), "negative"]),
  ...POSITIVE_WORDS.map((w): [string, Polarity] => [normalizeName(w), "positive"]),
  ...EQUIVOCAL_WORDS.map((w): [string, Polarity] => [normalizeName(w), "equivocal"]),
]);

/** Whether a word is one of the lexicon's negative result words ("ujemny", "negative"). */
export function isNegativeWord(text: string): boolean {
  return POLARITY.get(qualitativeKey(text)) === "negative";
}

const AMOUNT_RANK = new Map<string, number>(
  AMOUNT_SCALE.flatMap((words, rank) =>
    words.map((w): [string, number] => [normalizeName(w), rank + 1])
  ),
);

function qualitativeKey(text: string): string {
  return normalizeName(text.replace(/[.;:]+$/, "").replace(/\s*\([^)]*\)\s*$/, ""));
}

/**
 * The lab flag a qualitative result earns against a qualitative reference:
 * `A` (abnormal) when a positive, trace or equivocal result has a negative
 * reference, a negative result a positive one, or an amount ("liczne") is
 * more than the reference allows ("nieliczne"). `undefined` when the two agree
 * or cannot be compared (colours, free text, no reference).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(qualitativeMismatch("wątpliwy", "ujemny"), "A");
 * assert.equal(qualitativeMismatch("ujemny", "ujemny"), undefined);
 * ```
 */
export function qualitativeMismatch(
  value: string,
  reference: string | undefined,
): LabFlag | undefined {
  if (reference === undefined) return undefined;
  const v = qualitativeKey(value);
  const r = qualitativeKey(reference);
  if (v === "" || r === "" || v === r) return undefined;
  const vp = POLARITY.get(v);
  const rp = POLARITY.get(r);
  const vRank = AMOUNT_RANK.get(v) ?? (vp === "negative" ? 0 : undefined);
  const rRank = AMOUNT_RANK.get(r) ?? (rp === "negative" ? 0 : undefined);
  if (vRank !== undefined && rRank !== undefined) return vRank > rRank ? "A" : undefined;
  if (rp === "negative" && vRank !== undefined) return vRank > 0 ? "A" : undefined;
  if (vp === undefined || rp === undefined) return undefined;
  return vp === rp ? undefined : "A";
}

/**
 * Whether a text is a qualitative result: a known word, maybe with the
 * lab's index in brackets after it (`Wątpliwy (0,95)`, `dodatni (12 U)`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isQualitativeResult("Wątpliwy (0,95)"), true);
 * assert.equal(isQualitativeResult("ujemny"), true);
 * assert.equal(isQualitativeResult("Hemoglobina (0,95)"), false);
 * ```
 */
export function isQualitativeResult(text: string): boolean {
  if (isQualitativeWord(text)) return true;
  return /\S\s*\([^()]*\)$/.test(text.trim()) && isQualitativeWord(qualitativeKey(text));
}

/** Marks that join two qualitative words of one reference ("ujemny / nieobecny"). */
const JOINED = /\s*[/,;|]\s*/u;

/**
 * Whether a printed range is a qualitative reference: one of the lexicon's
 * qualitative words (maybe with the lab's index in brackets), several joined
 * ("ujemny / nieobecny", "brak lub nieliczne"), or a sediment count ("0-5 wpw"). A range that is
 * neither this nor numeric bounds is no range the store can keep.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isQualitativeReference("ujemny"), true);
 * assert.equal(isQualitativeReference("nie wykryto / nieobecne"), true);
 * assert.equal(isQualitativeReference("słomkowa"), true);
 * assert.equal(isQualitativeReference("brak lub nieliczne"), true);
 * assert.equal(isQualitativeReference("0-5 wpw"), true);
 * assert.equal(isQualitativeReference("*—-1,015 4,025"), false);
 * assert.equal(isQualitativeReference("Metoda: cytometria przepływowa"), false);
 * assert.equal(isQualitativeReference("6 - 12 lat: 4,5 - 13,5"), false);
 * ```
 */
export function isQualitativeReference(text: string): boolean {
  const trimmed = text.trim().replace(/[.;:]+$/, "");
  if (trimmed === "") return false;
  if (isQualitativeResult(trimmed) || isSedimentCount(trimmed)) return true;
  // A titre's reference, kept as printed: "< 1:80", "1:40".
  if (/^(?:[<>≤≥]\s*)?1\s?:\s?\d{1,5}$/u.test(trimmed)) return true;
  const parts = trimmed.split(JOINED).filter((part) => part !== "");
  if (parts.length > 1) return parts.every((part) => isQualitativeResult(part));
  // Two qualitative words joined by one short word, in any language: "brak lub nieliczne".
  const tokens = trimmed.split(/\s+/);
  return tokens.some((token, i) =>
    i > 0 && i < tokens.length - 1 && /^\p{L}{1,5}$/u.test(token) &&
    isQualitativeResult(tokens.slice(0, i).join(" ")) &&
    isQualitativeResult(tokens.slice(i + 1).join(" "))
  );
}
