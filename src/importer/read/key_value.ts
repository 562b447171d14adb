/**
 * Results printed as blocks of "Key: value" lines, one block per result (a
 * Blue Button text download: "Test Name: GLUCOSE", "Result: 96", "Units:
 * mg/dL", "Reference Range: 70-110"), turned into the rows of a table the
 * layout stage reads: a block that opens with a key naming the marker's column
 * and holds a key naming the result's becomes one line, its name, result, unit
 * and range in aligned columns under a header line of the keys as printed.
 * The keys are the lexicon's column headers; the blank lines between blocks are dropped, the
 * block's other key lines follow its line, and other lines stay as they are.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { words } from "../lexicon/mod.ts";

type Role = "name" | "result" | "unit" | "range";
const ROLES: readonly Role[] = ["name", "result", "unit", "range"];

/** The header words of each role, normalised, from every language's report and CSV headers. */
const KEYS: ReadonlyMap<Role, ReadonlySet<string>> = new Map(
  ROLES.map((role) => {
    const csv = role === "result" ? "value" : role;
    return [
      role,
      new Set(
        words((l) => [...l.headers[role], ...l.csvHeaders[csv]]).map((w) => normalizeName(w)),
      ),
    ];
  }),
);

/** "Key: value": a key of a few words, a colon, maybe a value. */
const KEY_LINE = /^\s*(\p{L}[\p{L}.\/ -]{0,40}?)\s*:(?:\s+(.*?))?\s*$/u;

function roleOf(key: string): Role | undefined {
  const n = normalizeName(key);
  return ROLES.find((role) => KEYS.get(role)!.has(n));
}

interface Record {
  readonly last: number;
  readonly keys: Map<Role, string>;
  readonly cells: Map<Role, string>;
  /** The block's other key lines ("Status: Final", a date line run into it), kept in order. */
  readonly others: string[];
}

/** The block of key lines that starts at `start` with a name key, or `undefined`. */
function recordAt(lines: readonly string[], start: number): Record | undefined {
  const head = KEY_LINE.exec(lines[start]!);
  if (!head || roleOf(head[1]!) !== "name" || !head[2]) return undefined;
  const keys = new Map<Role, string>([["name", head[1]!]]);
  const cells = new Map<Role, string>([["name", head[2]]]);
  const others: string[] = [];
  let last = start;
  for (let i = start + 1; i < lines.length; i++) {
    const match = KEY_LINE.exec(lines[i]!);
    if (!match) break;
    const role = roleOf(match[1]!);
    if (role === "name") break;
    last = i;
    if (role !== undefined && !keys.has(role)) {
      keys.set(role, match[1]!);
      cells.set(role, match[2] ?? "");
    } else others.push(lines[i]!);
  }
  return cells.get("result") ? { last, keys, cells, others } : undefined;
}

/** Lines padded into aligned columns two spaces apart. */
function aligned(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ").trimEnd());
}

/**
 * The lines with each run of result blocks made a table: a header line, then a line per block;
 * a block's other key lines follow its line (a date line run into it stays where it was).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const lines = keyValueTables([
 *   "Date/Time Collected: 07/02/2024 08:15",
 *   "  Test Name:   GLUCOSE",
 *   "  Result:      96",
 *   "  Units:       mg/dL",
 *   "  Reference Range:  70-110",
 *   "",
 *   "  Test Name:   SODIUM",
 *   "  Result:      141",
 *   "  Units:       mmol/L",
 *   "  Reference Range:  136-145",
 *   "  Status:      Final",
 *   "Date/Time Collected: 04/15/2024 10:40",
 *   "  Test Name:   FERRITIN",
 *   "  Result:      31",
 * ]);
 * assert.deepEqual(lines, [
 *   "Date/Time Collected: 07/02/2024 08:15",
 *   "Test Name  Result  Units   Reference Range",
 *   "GLUCOSE    96      mg/dL   70-110",
 *   "SODIUM     141     mmol/L  136-145",
 *   "  Status:      Final",
 *   "Date/Time Collected: 04/15/2024 10:40",
 *   "Test Name  Result",
 *   "FERRITIN   31",
 * ]);
 * ```
 */
export function keyValueTables(lines: readonly string[]): string[] {
  const out: string[] = [];
  let run: Record[] = [];
  let blanks: string[] = []; // blank lines between blocks: dropped inside a run
  const flush = () => {
    if (run.length === 0) return;
    const used = ROLES.filter((role) => run.some((r) => r.keys.has(role)));
    const header = used.map((role) => run.find((r) => r.keys.has(role))!.keys.get(role)!);
    out.push(...aligned([header, ...run.map((r) => used.map((role) => r.cells.get(role) ?? ""))]));
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const record = recordAt(lines, i);
    if (record !== undefined) {
      if (run.length === 0) out.push(...blanks);
      blanks = [];
      run.push(record);
      if (record.others.length > 0) {
        flush();
        out.push(...record.others);
      }
      i = record.last;
    } else if (lines[i]!.trim() === "") blanks.push(lines[i]!);
    else {
      flush();
      out.push(...blanks, lines[i]!);
      blanks = [];
    }
  }
  flush();
  out.push(...blanks);
  return out;
}
