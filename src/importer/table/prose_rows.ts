/**
 * Results written as prose, as a hospital discharge letter prints them:
 * "przy przyjęciu (12.03.2025): Hemoglobina 12,4 g/dl (N: 12,0-16,0),
 * leukocyty 11,3 G/l ↑, CRP 45 mg/l." or "Kontrolnie 15.03.2025: …". A date
 * followed by a colon opens a list of results, each one "name value unit
 * [(range)] [flag]", separated by commas or semicolons; the list runs on
 * over the next lines while a line ends with a comma. Every row takes the
 * phrase's date. A piece that is no clean result is left out, never guessed.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { trailingDate } from "../cell/mod.ts";
import type { LineRow } from "./line_row.ts";
import { rowBySplit } from "./text_readers.ts";
import { alternation, words } from "../lexicon/mod.ts";

/** A range in brackets, maybe after one of the lexicon's range labels: "(N: 12,0-16,0)". */
const RANGE_IN_BRACKETS = new RegExp(
  `\\(\\s*(?:${alternation(words((l) => l.rangeLabels))})?\\s*:?\\s*([^)]*)\\)`,
  "giu",
);

/** The lexicon's words between a dated phrase and its colon ("… 03.04.2024 stwierdzono:"). */
const VERBS_AT_END = new RegExp(`\\s+(?:${alternation(words((l) => l.proseVerbs))})\\s*$`, "iu");

/**
 * The dated phrase of a line: a colon after a date ("… (12.03.2025):",
 * "Kontrolnie 15.03.2025:", "z dnia 9 lipca 2018:", "z dnia 03.04.2024
 * stwierdzono:", "z dnia 21.08.2025 (laboratorium szpitalne):"); the list
 * of results starts after the colon.
 */
function datedPhrase(
  text: string,
): { date: string; listStart: number; lead?: string } | undefined {
  for (const colon of text.matchAll(/:/g)) {
    const before = text.slice(0, colon.index).replace(VERBS_AT_END, "");
    // A note in brackets may stand between the date and its colon: "z dnia 21.08.2025 (laboratorium szpitalne):".
    const found = trailingDate(before) ??
      trailingDate(before.replace(/\s*\([^()]*\)\s*$/, "").replace(VERBS_AT_END, ""));
    if (found === undefined) continue;
    // A name before the date, in brackets or not ("Glukoza na czczo (02.06.2025): 104 mg/dl",
    // "Ferrytyna 5 lutego 2024: 52 ng/ml"), names a value that follows the colon alone.
    const lead = /^\s*(\p{L}[\p{L} .-]*?)\s*\(?\s*$/u.exec(before.slice(0, found.index));
    return {
      date: found.date,
      listStart: colon.index + 1,
      ...(lead !== null ? { lead: lead[1]! } : {}),
    };
  }
  return undefined;
}

/** A date with its full year opening a line, then a space and a letter: "12.03.2024 ferrytyna …". */
const OPENING_DATE = /^(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})\s+(?=\p{L})/u;

/**
 * A line of one cell (no columns) that opens with a date and then a name, as a person types a
 * note ("12.03.2024 ferrytyna 45 (13-150)"), read as a dated phrase: as if a colon followed the
 * date. A line of several cells is a table's, whose date cell its row reader reads.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(openingDateAsPhrase("12.03.2024 TSH 2,1 (0,27-4,2)", 1), "12.03.2024: TSH 2,1 (0,27-4,2)");
 * assert.equal(openingDateAsPhrase("12.03.2024 TSH 2,1", 3), "12.03.2024 TSH 2,1");
 * ```
 */
export function openingDateAsPhrase(text: string, cells: number): string {
  return cells === 1 ? text.replace(OPENING_DATE, "$1: ") : text;
}

/** A remark after a result, set off by a dash ("PLT 238 tys/µl – w normie"): no part of it. */
const DASHED_REMARK = /\s+[–—-]\s+\p{L}[^\d()]*$/u;

/**
 * A remark of words after a result's bracketed range and its flag ("101 mg/dl (n: 70-99) ↑ lekko
 * za wysoko"): no part of it.
 */
const WORDS_AFTER_RANGE = /(?<=\)(?:\s*[↑↓])?)\s+\p{Ll}{3,}(?:\s+\p{L}+)+$/u;

/** Prose rows of a line and what runs on to the next. */
export interface ProseRead {
  readonly rows: readonly LineRow[];
  /** The date in force on the next line when this one ends mid-list (with a comma). */
  readonly runsOn?: string;
  /**
   * The start of a result the line breaks off ("…, Leukocyty" before "14,6 G/l ↑ (N: …)"
   * on the next line): read with the next line, never alone.
   */
  readonly tail?: string;
}

/**
 * The full stop that ends a list of results: after a unit, a number, a word of more than three
 * letters or a closing bracket (a range's), before a capital ("36 ug/l. Hb bez zmeny", "(15–150).
 * Hemoglobina …"); not after an abbreviation ("wit. D").
 */
const SENTENCE_END = /(?:[\p{L}\d]*[/\d][\p{L}\d/]*|\p{L}{4,}|\))\.\s+(?=\p{Lu})/u;

/** A bullet before a list item ("- Hemoglobina 11,8 g/dl"). */
const BULLET = /^[-–•·]\s+/u;

/** Splits a list at commas and semicolons followed by a space, outside parentheses. */
function pieces(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if ((ch === "," || ch === ";") && depth === 0 && /\s/.test(list[i + 1] ?? " ")) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  const cleaned = out.map((piece) => piece.trim().replace(/[.;,]+$/, "").trim()).filter((p) =>
    p !== ""
  );
  // A range after its result's comma ("214 mg/dl, norma < 190") is that result's, in brackets.
  return cleaned.reduce<string[]>((joined, piece) => {
    if (joined.length > 0 && RANGE_PIECE.test(piece)) {
      joined[joined.length - 1] = `${joined.at(-1)} (${piece})`;
    } else joined.push(piece);
    return joined;
  }, []);
}

/** A piece that is only a range after one of the lexicon's range labels: "norma < 190", "N: 12-16". */
const RANGE_PIECE = new RegExp(
  `^(?:${
    alternation(words((l) => l.rangeLabels))
  })\\s*:?\\s*[<>≤≥]?\\s*\\d[\\d,.]*(?:\\s*[-–—]\\s*\\d[\\d,.]*)?\\s*\\p{L}*(?:\\/\\p{L}+)?$`,
  "iu",
);

/**
 * "Hemoglobina 12,4 g/dl (N: 12,0-16,0)" as "Hemoglobina 12,4 g/dl
 * 12,0-16,0": the brackets of the range (after the value) come off; the
 * name's own brackets ("TIBC (całkowita zdolność …)") stay.
 */
function plainPiece(piece: string): string {
  // The value is the first number standing apart: "25(OH)" is part of the name.
  const value = /\s[<>≤≥]?\s*\d[\d,.]*(?![\d,.(])/u.exec(piece);
  if (value === null) return piece;
  const tail = piece.slice(value.index).replace(
    RANGE_IN_BRACKETS,
    " $1 ",
  );
  return `${piece.slice(0, value.index)}${tail}`.replace(/\s+/g, " ").trim();
}

/** A piece read as a clean result: a name with a number value (or a word the dictionary knows). */
function cleanRow(piece: string, date: string, index: MarkerIndex): LineRow | undefined {
  // A bracket left open ("prokalcytonina 0,31 ng/ml (N:") is a piece cut by the line's end.
  if ((piece.match(/\(/g) ?? []).length > (piece.match(/\)/g) ?? []).length) return undefined;
  // A percent glued to its number ("Ht 44,6%") is the number and its unit.
  const spaced = piece.replace(BULLET, "").replace(DASHED_REMARK, "").replace(WORDS_AFTER_RANGE, "")
    .replace(
      /(\d)%(?=\s|$)/gu,
      "$1 %",
    );
  const row = rowBySplit(plainPiece(spaced), index);
  if (row === undefined || row.range.ref_text !== undefined && row.unit === undefined) {
    return undefined;
  }
  return { ...row, ownDate: date };
}

/** The last clause of a line (after its last full stop, comma, semicolon or colon), if it holds a number. */
function lastClause(text: string): string | undefined {
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => m.index + 1);
  const clause = text.slice(Math.max(0, ...ends)).trim();
  return /\d/.test(clause) ? clause : undefined;
}

/** A date in brackets inside a sentence: "(05.08.2025)". */
const DATE_IN_BRACKETS = /\(\s*(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})\s*\)/gu;

/** Where a clause ends: a full stop, comma, semicolon or colon before a space. */
const CLAUSE_END = /[.,;:](?=\s)/gu;

/**
 * The results of a sentence that each carry their own date in brackets beside them, with no
 * dated phrase in force: "TSH (05.08.2025) 2,41 µIU/ml." or "Oznaczono HbA1c 7,4%
 * (04.02.2025).". The name is the shortest tail of the clause before the value that the
 * dictionary knows (so a verb before it, "Oznaczono", is left out), and the row needs a number
 * and a unit and nothing after them: anything less or more in running prose is no result.
 */
function ownDatedRows(text: string, index: MarkerIndex): LineRow[] {
  const rows: LineRow[] = [];
  for (const bracket of text.matchAll(DATE_IN_BRACKETS)) {
    const date = trailingDate(bracket[1]!)?.date;
    if (date === undefined) continue;
    const before = text.slice(0, bracket.index);
    const clause = before.slice(
      Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((m) => m.index + 1)),
    )
      .trim();
    const after = text.slice(bracket.index + bracket[0].length);
    const stop = after.search(/[.,;](?:\s|$)/u);
    const head = (stop < 0 ? after : after.slice(0, stop)).trim();
    // "Name (date) value unit", or "name value unit (date)".
    const piece = /^[<>≤≥]?\s*\d/u.test(head) ? `${clause} ${head}` : clause;
    const words = piece.split(/\s+/);
    for (let from = 0; from < words.length - 1; from++) {
      const row = cleanRow(words.slice(from).join(" "), date, index);
      // Nothing after the unit: a range or another number there ("… 70-99 98 (12.03.2025)")
      // is a table's row whose bracketed date is its previous result's, not this one's.
      const bare = row !== undefined && Object.keys(row.range).length === 0 &&
        row.labFlag === undefined;
      if (
        row !== undefined && bare && typeof row.value.value === "number" &&
        row.unit !== undefined && resolveMarker(index, row.name).kind === "found"
      ) {
        rows.push(row);
        break;
      }
    }
  }
  return rows;
}

/**
 * The prose rows of a line: after a dated phrase, or (with `date` in force
 * from the line above) the whole line. `undefined` when the line is no prose
 * list.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * const index = buildMarkerIndex(buildDictionary([]));
 * const read = proseRows("Kontrolnie 15.03.2025: Hemoglobina 12,9 g/dl, CRP 8 mg/l.", undefined, index);
 * assert.deepEqual(read?.rows.map((r) => [r.name, r.value, r.ownDate]), [
 *   ["Hemoglobina", { value: 12.9 }, "2025-03-15"], ["CRP", { value: 8 }, "2025-03-15"],
 * ]);
 * assert.equal(read?.runsOn, undefined);
 * ```
 */
export function proseRows(
  printed: string,
  date: string | undefined,
  index: MarkerIndex,
  carried?: { readonly tail?: string; readonly next?: string },
): ProseRead | undefined {
  const text = carried?.tail !== undefined ? `${carried.tail} ${printed}` : printed;
  const phrase = datedPhrase(text);
  const inForce = phrase?.date ?? date;
  if (inForce === undefined) {
    const dated = ownDatedRows(text, index);
    // A result whose date in brackets opens the next line ("Oznaczono HbA1c 7,4%" over
    // "(04.02.2025). …") is read with that line: the line's last clause is carried.
    const opensDated = /^\s*\(\s*[\d-]+[./-]\d+[./-]\d+\s*\)/u.test(carried?.next ?? "");
    const tail = opensDated && !/[.,;:]\s*$/.test(text) ? lastClause(text) : undefined;
    if (tail !== undefined) return { rows: dated, tail };
    return dated.length > 0 ? { rows: dated } : undefined;
  }
  const whole = phrase !== undefined ? text.slice(phrase.listStart) : text;
  // A full stop after a result ends the list ("…, ferritín 36 ug/l. Hb bez zmeny …").
  const end = SENTENCE_END.exec(whole);
  const list = end === null ? whole : whole.slice(0, end.index + end[0].trimEnd().length);
  const all = pieces(list);
  // A value alone after "Name (date):" is that name's.
  if (phrase?.lead !== undefined && all.length > 0 && /^[<>≤≥]?\s*\d/u.test(all[0]!)) {
    all[0] = `${phrase.lead} ${all[0]}`;
  }
  // A line that ends inside a result (no comma, no full stop) leaves its last piece to the next,
  // and so does one whose next line opens with the last result's range in brackets.
  const open = end === null && !/[.,;]\s*$/.test(text) && all.length > 0 &&
    (cleanRow(all.at(-1)!, inForce, index) === undefined ||
      /^\s*\(/.test(carried?.next ?? ""));
  const tail = open ? all.at(-1) : undefined;
  const rows = (open ? all.slice(0, -1) : all).flatMap((piece) =>
    cleanRow(piece, inForce, index) ?? []
  );
  if (rows.length === 0 && phrase === undefined && tail === undefined) return undefined;
  if (rows.length === 0 && phrase === undefined && carried?.tail === undefined) return undefined;
  // The list runs on when the line ends with a comma, with the phrase's colon itself, inside a
  // result, or at a bulleted item with another below it.
  const bulleted = (BULLET.test(printed) || list.trim() === "") &&
    BULLET.test(carried?.next ?? "");
  const runsOn = end === null &&
    (/[,;]\s*$/.test(text) || list.trim() === "" || tail !== undefined || bulleted);
  return {
    rows,
    ...(runsOn ? { runsOn: inForce } : {}),
    ...(tail !== undefined ? { tail } : {}),
  };
}
