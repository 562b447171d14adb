/**
 * Table header roles: the words of a header row ("Badanie | Wynik |
 * Jednostka | Zakres referencyjny", or a cumulative report's dates) name
 * the columns, each with its band on the page. Pure functions.
 *
 * @module
 */

import { looksLikeUnit } from "../cell/mod.ts";
import { datesOrTimes, eachDateApart, headerDate, withShortYearsDoubted } from "./header_dates.ts";
import { HEADER_ROLES, type HeaderRole, wholePhrase, words } from "../lexicon/mod.ts";
import type { Cell, LayoutLine } from "../layout/mod.ts";

/** Header roles the table reads no cell of: such a column is `other`. */
const OTHER_ROLES = ["method", "code", "order", "specimen", "comment"] as const;

/**
 * What a table column holds: a header role of the lexicon (`previous` is a
 * previous result, often with its date: never the current result), or
 * `other` for a column the table reads no cell of.
 */
export type ColumnRole = Exclude<HeaderRole, (typeof OTHER_ROLES)[number]> | "other";

/** A column named by a table header; a cumulative report's result columns carry their dates. */
export interface Column {
  readonly role: ColumnRole;
  readonly x0: number;
  readonly x1: number;
  /** For a cumulative report: the date of this result column. */
  readonly date?: string;
  /** Whether the position is the header cell's own (not estimated from its characters). */
  readonly real?: boolean;
  /** The unit the header prints for the whole column ("Wynik [mmol/l]"): rows with none take it. */
  readonly unit?: string;
  /** Whether the header cell holds no word of the lexicon (an `other` column of unknown role). */
  readonly unknown?: boolean;
  /** Whether the header names the specimen ("Materiál", "Material"): each row's own specimen. */
  readonly material?: boolean;
  /** Whether the header names remarks ("Uwagi", "Bemerkung"): words about the row, never a row. */
  readonly remark?: boolean;
  /** Why the column's date cannot be trusted: its rows are held with it. */
  readonly dateDoubt?: string;
  /**
   * Whether the column's cells are dates that are not the row's collection
   * date (an order date, or one of two date columns no header tells apart).
   */
  readonly dated?: boolean;
}

/** The column role of a header role. */
function columnRole(role: HeaderRole): ColumnRole {
  return (OTHER_ROLES as readonly HeaderRole[]).includes(role) ? "other" : role as ColumnRole;
}

/** Each column role with the header words that name it, in the lexicon's order of roles. */
const COLUMN_WORDS: readonly [ColumnRole, RegExp][] = [
  ...new Set(HEADER_ROLES.map(columnRole)),
].map((role) => [
  role,
  wholePhrase(
    words((l) => HEADER_ROLES.filter((r) => columnRole(r) === role).flatMap((r) => l.headers[r])),
  ),
]);

/**
 * Whether a text is the name column's header word ("Badanie", "Parametr"):
 * a line starting with it is a header, even one OCR read badly, never a row.
 */
export function isNameHeader(text: string): boolean {
  return roleOf(text) === "name";
}

/** A header word with the unit in brackets after it ("Parametr [jednostka]", "Badanie (j.m.)"). */
const UNIT_IN_BRACKETS = /^(.*\S)\s*[[(]([^\])]+)[\])]$/;

/**
 * The unit a header cell prints in brackets after its word ("Wynik [mmol/l]", "Result (U/L)"),
 * for every row of its column; `undefined` when the brackets hold none ("Parametr [jednostka]").
 */
function headerUnit(text: string): string | undefined {
  const bracketed = UNIT_IN_BRACKETS.exec(text.trim().replace(/\s+/g, " "));
  if (!bracketed || roleOf(bracketed[1]!) === undefined) return undefined;
  const unit = bracketed[2]!.trim();
  return roleOf(unit) === undefined && looksLikeUnit(unit) ? unit : undefined;
}

/** The remarks column's header words ("Uwagi", "Komentarz"). */
const REMARK_WORDS = wholePhrase(words((l) => l.headers.comment));

/** Whether a header cell names the remarks column ("Uwagi", "Bemerkung"). */
export function isRemarkHeader(text: string): boolean {
  return REMARK_WORDS.test(text.trim().replace(/[:.]$/, "").replace(/\s+/g, " "));
}

/** The specimen column's header words ("Materiál", "Material", "Specimen"). */
const MATERIAL_WORDS = wholePhrase(words((l) => l.headers.specimen));

/** Whether a header cell names the specimen column ("Materiál", "Material:"): each row's own. */
export function isMaterialHeader(text: string): boolean {
  return MATERIAL_WORDS.test(text.trim().replace(/[:.]$/, "").replace(/\s+/g, " "));
}

/** The role a header cell's words name as a whole ("Data" a date column, "Lp." a number's). */
export function roleOf(text: string): ColumnRole | undefined {
  const trimmed = text.trim().replace(/[:.]$/, "").replace(/\s+/g, " ");
  const bracketed = UNIT_IN_BRACKETS.exec(trimmed);
  if (bracketed && roleOf(bracketed[2]!) === "unit") return roleOf(bracketed[1]!);
  if (bracketed && looksLikeUnit(bracketed[2]!.trim())) return roleOf(bracketed[1]!);
  // A previous result's column with what its cells print beside the value in brackets
  // ("Poprzedni wynik (data)", "Previous result (date)"): the date is the earlier result's.
  if (bracketed && roleOf(bracketed[2]!) === "date" && roleOf(bracketed[1]!) === "previous") {
    return "previous";
  }
  for (const [role, pattern] of COLUMN_WORDS) if (pattern.test(trimmed)) return role;
  if (/^j\.\s?m$/i.test(trimmed)) return "unit";
  return undefined;
}

/**
 * The roles a header cell's words name: one ("Wynik"), or several for a
 * column that prints two things stacked ("Wynik / zakres referencyjny");
 * empty when the lexicon knows no word of it.
 */
export function headerWordRoles(text: string): ColumnRole[] {
  const whole = roleOf(text);
  if (whole !== undefined) return [whole];
  const parts = text.split(/\s*[/|]\s*/).map((part) => roleOf(part));
  return parts.every((role) => role !== undefined) && parts.length > 1
    ? [...new Set(parts as ColumnRole[])]
    : [];
}

/** Splits a header cell into known column words, placing each by its characters. */
function headerParts(cell: Cell): Column[] | undefined {
  const whole = roleOf(cell.text);
  const unit = headerUnit(cell.text);
  if (whole !== undefined) {
    const material = isMaterialHeader(cell.text);
    const remark = isRemarkHeader(cell.text);
    return [{
      role: whole,
      x0: cell.x0,
      x1: cell.x1,
      real: true,
      ...(unit ? { unit } : {}),
      ...(material ? { material } : {}),
      ...(remark ? { remark } : {}),
    }];
  }
  // Two things stacked in one column ("Wynik / zakres referencyjny": the range under the
  // value) make one column, named by the first.
  const stacked = headerWordRoles(cell.text);
  if (stacked.length > 0) return [{ role: stacked[0]!, x0: cell.x0, x1: cell.x1, real: true }];
  const date = headerDate(cell.text);
  if (date !== undefined) {
    return [{ role: "result", x0: cell.x0, x1: cell.x1, date, real: true }];
  }
  const words = [...cell.text.matchAll(/\S+/g)];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const columns: Column[] = [];
  let i = 0;
  // A slash between two header words ("Naměřená hodnota / norma Interpretace") stacks them in
  // one column, named by the first (the range printed under the value).
  let slash = false;
  while (i < words.length) {
    if (/^[/|]$/.test(words[i]![0]) && columns.length > 0) {
      slash = true;
      i++;
      continue;
    }
    let matched = false;
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).map((w) => w[0]).join(" ");
      const role = roleOf(phrase);
      const date = n === 1 ? headerDate(phrase) : undefined;
      if (role === undefined && date === undefined) continue;
      const start = words[i]!.index;
      const last = words[i + n - 1]!;
      const x1 = cell.x0 + (last.index + last[0].length) * perChar;
      if (slash && date === undefined) {
        columns[columns.length - 1] = { ...columns[columns.length - 1]!, x1 };
        slash = false;
        i += n;
        matched = true;
        break;
      }
      slash = false;
      columns.push({
        role: role ?? "result",
        x0: cell.x0 + start * perChar,
        x1: cell.x0 + (last.index + last[0].length) * perChar,
        ...(date !== undefined ? { date } : {}),
      });
      i += n;
      matched = true;
      break;
    }
    if (!matched) return undefined;
  }
  return columns;
}

/**
 * The columns a header line names, or `undefined` when the line is no table
 * header. A header names the name column and a result column (or, for a
 * cumulative report, one column per date).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const header = { page: 1, y: 0, height: 10, cells: [cell("Parametr", 40), cell("Norma", 200), cell("Wynik", 300)] };
 * assert.deepEqual(tableHeader(header)?.map((c) => c.role), ["name", "range", "result"]);
 * ```
 */
export function tableHeader(line: LayoutLine): Column[] | undefined {
  const columns: Column[] = [];
  const unknown = new Set<number>();
  // A cell naming two things stacked ("Результат / норма") names two roles the lexicon knows.
  let stacked = 0;
  for (const cell of line.cells) {
    const parts = headerParts(cell);
    if (parts !== undefined) {
      columns.push(...parts);
      stacked += Math.max(0, headerWordRoles(cell.text).length - 1);
    } else if (/^(?=.*\p{L})[\p{L}\p{N} .()/-]+$/u.test(cell.text) && cell.text.length <= 25) {
      unknown.add(columns.length);
      columns.push({ role: "other", x0: cell.x0, x1: cell.x1, real: true, unknown: true });
    } else return undefined;
  }
  if (unknown.size > 0 && columns.length + stacked - unknown.size < 3) return undefined;
  // An unknown word first, before a result column, a unit or range column and one more
  // the lexicon knows ("Test description | Result | Units | Ref. range"), is the name
  // column's header. A line of dates ("Zlecenie 2 | Materiał pobrano: 19.03.2025") is not.
  const known = (role: ColumnRole) => columns.some((c) => c.role === role && c.date === undefined);
  if (
    unknown.has(0) && !known("name") && known("result") && (known("unit") || known("range")) &&
    !columns.some((c) => c.date !== undefined) &&
    columns.length - unknown.size >= 3
  ) {
    columns[0] = { ...columns[0]!, role: "name", unknown: false };
    unknown.delete(0);
  }
  // A cumulative's line of dates led by its label ("Date | 14/08/24 | 02/12/24 | 12/03/25"):
  // the label stands over the names, as a header's name word would.
  const datedResults = columns.slice(1).filter((c) => c.role === "result" && c.date !== undefined);
  if (
    columns[0]?.role === "date" && columns[0].date === undefined && datedResults.length >= 2 &&
    datedResults.length === columns.length - 1
  ) columns[0] = { ...columns[0], role: "name" };
  const names = columns.filter((c) => c.role === "name").length;
  const nameAt = columns.findIndex((c) => c.role === "name");
  // One word misread by OCR right after the name column ("Wynn") is the result column.
  if (!columns.some((c) => c.role === "result") && unknown.size === 1 && unknown.has(nameAt + 1)) {
    columns[nameAt + 1] = { ...columns[nameAt + 1]!, role: "result" };
  }
  const results = columns.filter((c) => c.role === "result").length;
  if (names !== 1 || results === 0 || columns.length < 2) return undefined;
  // One phrase of two header words and no gap ("Test results" over a portal's result cards) is
  // a heading: a header's columns stand apart.
  if (line.cells.length === 1 && columns.length < 3) return undefined;
  // Before the name only a row number, one column of each row's own date ("Data pobrania |
  // Badanie | …") and its specimen ("Odběr | Materiál | Vyšetření"); two date columns there
  // (ordered, collected) are told apart by their cells.
  const before = columns.slice(0, nameAt);
  if (
    before.some((c) => c.role !== "number" && c.role !== "date" && !c.material) ||
    before.filter((c) => c.role === "date").length > 1
  ) return undefined;
  return withShortYearsDoubted(columns, line);
}

/** A unit alone in brackets, as a wrapped header cell prints it under its word ("[mmol/l]"). */
const BARE_BRACKETED = /^[[(]([^\])]+)[\])]$/;

/** The unit a header cell (or the wrapped part of one) prints in brackets. */
function bracketedUnit(text: string): string | undefined {
  const alone = BARE_BRACKETED.exec(text.trim());
  if (alone) {
    const unit = alone[1]!.trim();
    return roleOf(unit) === undefined && looksLikeUnit(unit) ? unit : undefined;
  }
  return headerUnit(text);
}

/**
 * A table's columns with the units its header prints in brackets ("Wynik [mmol/l]"), also
 * when the header's cells wrapped and the bracket stands on the line above or below the
 * header line ("Wynik" over "[mmol/l]"): a result or range column under such a unit takes it,
 * and the rows of the table that print none are in it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 10, cells });
 * const lines = [line(0, cell("Wynik", 200)), line(10, cell("Badanie", 40), cell("Norma", 320)), line(20, cell("[mmol/l]", 195))];
 * const columns = [{ role: "name", x0: 40, x1: 120 }, { role: "result", x0: 200, x1: 260 }, { role: "range", x0: 320, x1: 380 }] as const;
 * assert.deepEqual(withHeaderUnits(columns, lines, 1).map((c) => c.unit), [undefined, "mmol/l", undefined]);
 * ```
 */
export function withHeaderUnits(
  columns: readonly Column[],
  lines: readonly LayoutLine[],
  at: number,
  named?: readonly Column[],
): readonly Column[] {
  const header = lines[at]!;
  // The columns the header's words named, when the table's columns were read from its cells.
  const byRole = (role: ColumnRole) => {
    const same = (named ?? []).filter((c) => c.role === role);
    return same.length === 1 ? same[0]!.unit : undefined;
  };
  columns = columns.map((c) => {
    const unit = c.unit ?? byRole(c.role);
    return unit === undefined || (c.role !== "result" && c.role !== "range") ? c : { ...c, unit };
  });
  const wordsOnly = (l: LayoutLine) =>
    l.cells.every((c) => bracketedUnit(c.text) !== undefined || !/\d/.test(c.text));
  const near = [lines[at - 1], header, lines[at + 1]].filter((l): l is LayoutLine =>
    l !== undefined && l.page === header.page && Math.abs(l.y - header.y) <= 2.5 * header.height &&
    (l === header || wordsOnly(l))
  );
  const units = near.flatMap((l) => l.cells).flatMap((cell) => {
    const unit = bracketedUnit(cell.text);
    return unit === undefined ? [] : [{ unit, x: (cell.x0 + cell.x1) / 2 }];
  });
  if (units.length === 0) return columns;
  return columns.map((column) => {
    if (column.unit !== undefined || (column.role !== "result" && column.role !== "range")) {
      return column;
    }
    const slack = header.height;
    const hit = units.find((u) => u.x >= column.x0 - slack && u.x <= column.x1 + slack);
    return hit === undefined ? column : { ...column, unit: hit.unit };
  });
}

/**
 * The columns of a header whose cells wrapped onto the lines above and below it ("Wynik" over
 * "Badanie | Wartości referencyjne", "[mmol/l]" under it; a cumulative's dates over "Badanie |
 * Jedn." and their clock times under it): the words, dates and times of the nearby lines that
 * stand in the header line's gaps join it, each column's parts in the order printed. Nothing
 * when the line alone is a header, or when the joined line is not one either.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 8, cells });
 * const lines = [
 *   line(0, cell("Wynik", 150)),
 *   line(5, cell("Badanie", 55), cell("Wartości referencyjne", 250)),
 *   line(10, cell("[mmol/l]", 150)),
 * ];
 * assert.deepEqual(wrappedHeader(lines, 1)?.map((c) => [c.role, c.unit]), [["name", undefined], ["result", "mmol/l"], ["range", undefined]]);
 * ```
 */
export function wrappedHeader(lines: readonly LayoutLine[], at: number): Column[] | undefined {
  const header = lines[at]!;
  if (header.cells.length < 2 || tableHeader(header) !== undefined) return undefined;
  const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
    a.x0 < b.x1 && b.x0 < a.x1;
  const near = [lines[at - 1], lines[at + 1]].filter((l): l is LayoutLine =>
    l !== undefined && l.page === header.page && Math.abs(l.y - header.y) <= 1.5 * header.height
  );
  // A cumulative's header (dates or clock times in it) joins its parts cell over cell.
  // A date may follow a collection-date label ("pobr. 14.03.2025") in a line of two or more
  // such dates (a cumulative's columns); one labelled date under a header is the order's field.
  const labelled = (l: LayoutLine) => l.cells.filter((c) => headerDate(c.text) !== undefined);
  const dateCell = (l: LayoutLine, text: string) =>
    datesOrTimes(text) || (labelled(l).length >= 2 && headerDate(text) !== undefined);
  const dated = (l: LayoutLine) => l.cells.some((c) => /\d/.test(c.text) && dateCell(l, c.text));
  const cumulative = [header, ...near].some(dated);
  const parts = near.filter((l) =>
    l.cells.every((c) =>
      (bracketedUnit(c.text) !== undefined || (/\p{L}/u.test(c.text) && !/\d/.test(c.text)) ||
        dateCell(l, c.text)) && (cumulative || !header.cells.some((h) => overlaps(h, c)))
    )
  );
  if (parts.length === 0) return undefined;
  const cells = header.cells.map((c) => ({ text: c.text, x0: c.x0, x1: c.x1, y: header.y }));
  for (const part of parts) {
    for (const c of part.cells.flatMap(eachDateApart)) {
      const joined = cells.find((e) => overlaps(e, c));
      if (joined === undefined) cells.push({ text: c.text, x0: c.x0, x1: c.x1, y: part.y });
      else {
        const [first, second] = joined.y <= part.y ? [joined.text, c.text] : [c.text, joined.text];
        Object.assign(joined, {
          text: `${first} ${second}`,
          x0: Math.min(joined.x0, c.x0),
          x1: Math.max(joined.x1, c.x1),
          y: Math.min(joined.y, part.y),
        });
      }
    }
  }
  const sorted = cells.map(({ text, x0, x1 }) => ({ text, x0, x1 })).sort((a, b) => a.x0 - b.x0);
  return tableHeader({ ...header, cells: sorted });
}
