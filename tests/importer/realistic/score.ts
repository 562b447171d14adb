/**
 * Scoring an import against a document's truth: each truth row is correct
 * (a store line matches it in every field), wrong (a store line is clearly
 * meant for it but differs: listed field by field), or lost; each store line
 * left over is spurious. Pure: the unit equivalence is passed in.
 *
 * Dates compare by their date part, since the store may keep an ISO
 * date-time as a FHIR document gives it.
 *
 * Pairing goes in three passes, so that a mistake is named as precisely as
 * possible: same code and date; then same date and value (a wrong code, such
 * as urine glucose stored as blood glucose); then same code and value (a
 * wrong date, such as a second visit stored under the first one's date).
 *
 * @module
 */

import { normalizeName } from "../../../src/domain/text.ts";
import type { TruthRow } from "./truth.ts";

/** The fields of a store line the score looks at. */
export interface StoredLine {
  readonly code?: unknown;
  readonly date?: unknown;
  readonly value?: unknown;
  readonly comparator?: unknown;
  readonly unit?: unknown;
  readonly ref_low?: unknown;
  readonly ref_high?: unknown;
  readonly ref_text?: unknown;
  readonly lab_flag?: unknown;
}

/** A truth row paired with a store line that differs from it. */
export interface WrongRow {
  readonly truth: TruthRow;
  readonly stored: StoredLine;
  /** Each differing field as `field: expected → stored`. */
  readonly differences: readonly string[];
}

/** The score of one document. */
export interface Score {
  readonly correct: readonly TruthRow[];
  readonly wrong: readonly WrongRow[];
  readonly lost: readonly TruthRow[];
  readonly spurious: readonly StoredLine[];
}

/** Whether two units are the same unit (for example by `unitKey` equality). */
export type SameUnit = (a: string, b: string) => boolean;

const FIELDS = [
  "code",
  "date",
  "value",
  "comparator",
  "unit",
  "ref_low",
  "ref_high",
  "ref_text",
  "lab_flag",
] as const;

type Field = typeof FIELDS[number];

function text(value: unknown): string {
  return String(value).normalize("NFC").toLowerCase().replace(/\s+/g, " ").replace(/ ?- ?/g, "-")
    .trim();
}

function absent(value: unknown): boolean {
  return value === undefined || value === null ||
    (typeof value === "string" && value.trim() === "");
}

function sameField(field: Field, expected: unknown, stored: unknown, sameUnit: SameUnit): boolean {
  if (absent(expected) || absent(stored)) return absent(expected) && absent(stored);
  if (field === "unit") return sameUnit(String(expected), String(stored));
  // The store may keep an ISO date-time ("2025-01-20T06:40:00+01:00"): its date part counts.
  if (field === "date") return String(expected).slice(0, 10) === String(stored).slice(0, 10);
  if (typeof expected === "number" || typeof stored === "number") {
    return typeof expected === "number" && typeof stored === "number" &&
      Math.abs(expected - stored) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  return text(expected) === text(stored);
}

function show(value: unknown): string {
  return value === undefined ? "(none)" : JSON.stringify(value);
}

/** The fields in which a store line differs from a truth row, as `field: expected → stored`. */
export function differences(truth: TruthRow, stored: StoredLine, sameUnit: SameUnit): string[] {
  const found: string[] = [];
  for (const field of FIELDS) {
    const expected = truth[field];
    const actual = stored[field];
    if (!sameField(field, expected, actual, sameUnit)) {
      found.push(`${field}: ${show(expected)} → ${show(actual)}`);
    }
  }
  return found;
}

/**
 * Scores the store lines written for one document against its truth rows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const ferritin = { printed: "Ferrytyna", code: "FERR", date: "2024-03-04", value: 9 };
 * const stored = [{ code: "FERR", date: "2024-03-04", value: 9 }];
 * const score = scoreDocument([ferritin], stored, (a, b) => a === b);
 * assert.equal(score.correct.length, 1);
 * ```
 */
export function scoreDocument(
  truth: readonly TruthRow[],
  stored: readonly StoredLine[],
  sameUnit: SameUnit,
): Score {
  const unused = new Set(stored.map((_, i) => i));
  const pairs = new Map<number, number>();
  const passes: readonly ((t: TruthRow, s: StoredLine) => boolean)[] = [
    (t, s) => s.code === t.code && sameField("date", t.date, s.date, sameUnit),
    (t, s) =>
      sameField("date", t.date, s.date, sameUnit) && sameField("value", t.value, s.value, sameUnit),
    (t, s) => s.code === t.code && sameField("value", t.value, s.value, sameUnit),
  ];
  for (const matches of passes) {
    for (const [ti, row] of truth.entries()) {
      if (pairs.has(ti)) continue;
      let best: number | undefined;
      let bestCount = Infinity;
      for (const si of unused) {
        const line = stored[si]!;
        if (!matches(row, line)) continue;
        const count = differences(row, line, sameUnit).length;
        if (count < bestCount) [best, bestCount] = [si, count];
      }
      if (best !== undefined) {
        pairs.set(ti, best);
        unused.delete(best);
      }
    }
  }
  const correct: TruthRow[] = [];
  const wrong: WrongRow[] = [];
  const lost: TruthRow[] = [];
  for (const [ti, row] of truth.entries()) {
    const si = pairs.get(ti);
    if (si === undefined) {
      lost.push(row);
      continue;
    }
    const line = stored[si]!;
    const found = differences(row, line, sameUnit);
    if (found.length === 0) correct.push(row);
    else wrong.push({ truth: row, stored: line, differences: found });
  }
  return {
    correct,
    wrong,
    lost,
    spurious: [...unused].sort((a, b) => a - b).map((i) => stored[i]!),
  };
}

/**
 * Every identity string found in written files, as `file: "string"`. A
 * string is found as written or in the importer's normalised form (case and
 * diacritics folded, as in "przykladowa").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const files = new Map([["alias-proposals.yaml", "name: Pacjentka PRZYKLADOWA\n"]]);
 * assert.deepEqual(identityLeaks(files, ["Przykładowa", "92071314566"]), [
 *   'alias-proposals.yaml: "Przykładowa"',
 * ]);
 * ```
 */
export function identityLeaks(
  files: ReadonlyMap<string, string>,
  identity: readonly string[],
): string[] {
  const leaks: string[] = [];
  for (const [name, text] of files) {
    const normalized = normalizeName(text);
    for (const item of identity) {
      if (text.includes(item) || normalized.includes(normalizeName(item))) {
        leaks.push(`${name}: ${JSON.stringify(item)}`);
      }
    }
  }
  return leaks;
}
