/**
 * Transcripts as a careful model writes them, and the same with planted
 * faults: a digit changed, a row invented, a unit swapped, a range altered,
 * a date moved, a row of another document.
 *
 * @module
 */

/** One transcript row, as the prompt's columns hold it. */
export interface TranscriptLine {
  readonly date: string;
  readonly code: string;
  readonly name: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  readonly flag: string;
  readonly specimen?: string;
  readonly page?: number;
}

/** The transcript's text, in the prompt's format. */
export function transcriptCsv(rows: readonly TranscriptLine[]): string {
  return [
    "Date;Test;Printed name;Value;Unit;Reference range;Flag;Specimen;Section;Page",
    ...rows.map((r) =>
      [r.date, r.code, r.name, r.value, r.unit, r.range, r.flag, r.specimen ?? "", "", r.page ?? ""]
        .join(";")
    ),
  ].join("\n") + "\n";
}

/** The last digit of a text changed (9 becomes 8, any other one more). */
export function changeLastDigit(text: string): string {
  const match = /(\d)(\D*)$/.exec(text);
  if (match === null) return `${text}1`;
  const digit = Number(match[1]);
  return text.slice(0, match.index) + String(digit === 9 ? 8 : digit + 1) + match[2];
}

const UNIT_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/^mg\/dl$/i, "mmol/l"],
  [/^g\/dl$/i, "mg/dl"],
  [/^g\/l$/i, "g/dl"],
  [/^mg\/l$/i, "mg/dl"],
  [/^ng\/ml$/i, "µg/ml"],
  [/^µiu\/ml$|^μiu\/ml$/i, "mIU/l"],
  [/^tys\/µl$|^tys\/μl$/i, "mln/µl"],
  [/^mln\/µl$|^mln\/μl$/i, "tys/µl"],
  [/^%$/, "‰"],
  [/^u\/l$/i, "mU/l"],
  [/^mmol\/l$/i, "mg/dl"],
];

/** Another unit for the same row, one a transcript could slip into. */
export function swapUnit(unit: string): string {
  for (const [pattern, other] of UNIT_SWAPS) if (pattern.test(unit.trim())) return other;
  return unit === "" ? "mg/dl" : `m${unit}`;
}

/** A store date moved by `days`. */
export function moveDate(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The kinds of planted fault. */
export type FaultKind = "digit" | "invented" | "unit" | "range" | "date" | "other document";

/** Every kind of fault. */
export const FAULT_KINDS: readonly FaultKind[] = [
  "digit",
  "invented",
  "unit",
  "range",
  "date",
  "other document",
];

/** A transcript with faults planted, and which of its rows (by index) are faulty. */
export interface FaultyTranscript {
  readonly rows: readonly TranscriptLine[];
  readonly faulty: ReadonlySet<number>;
}

/**
 * Plants one kind of fault in the rows at `targets` (for "invented" and
 * "other document", adds rows after them instead: `extra` are the rows to add).
 */
export function plant(
  rows: readonly TranscriptLine[],
  kind: FaultKind,
  targets: readonly number[],
  extra: readonly TranscriptLine[] = [],
): FaultyTranscript {
  if (kind === "invented" || kind === "other document") {
    return {
      rows: [...rows, ...extra],
      faulty: new Set(extra.map((_, i) => rows.length + i)),
    };
  }
  const changed = rows.map((row, i): TranscriptLine => {
    if (!targets.includes(i)) return row;
    switch (kind) {
      case "digit":
        return { ...row, value: changeLastDigit(row.value) };
      case "unit":
        return { ...row, unit: swapUnit(row.unit) };
      case "range":
        return { ...row, range: row.range === "" ? "1 - 2" : changeLastDigit(row.range) };
      default:
        return { ...row, date: moveDate(row.date, 1) };
    }
  });
  return { rows: changed, faulty: new Set(targets.filter((i) => i < rows.length)) };
}
