/**
 * Writes a generated table as a CSV of one result a line (the fifth
 * stream's `longCsv` feature): each row's collection date, name, value,
 * unit, range and flag, under header words no lexicon knows ("When | Item |
 * Reading | Measure | Bounds | Mark"), so that only the cells tell the
 * columns apart; the date column first or last. An English sheet prints its
 * slash dates month first, a column decided by its cells; when every date
 * of it reads two ways its rows may be held.
 *
 * @module
 */

import type { TruthRow } from "../realistic/truth.ts";
import type { DocumentContent } from "./content.ts";
import { CSV_HEADERS } from "./features_blind.ts";
import { formatDate, WORDS } from "./words.ts";

function field(text: string, delimiter: string): string {
  return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A date as the sheet prints it: month first in English, day first with dots elsewhere. */
function printedDate(iso: string, content: DocumentContent): string {
  const [y, m, d] = iso.split("-");
  if (content.layout.language === "en") return `${m}/${d}/${y}`;
  return formatDate(iso, "dd.mm.yyyy", content.layout.language);
}

/** Whether a date printed with slashes reads two ways (day and month both at most 12). */
function swappable(iso: string): boolean {
  const [, m, d] = iso.split("-");
  return Number(d) <= 12 && m !== d;
}

/** The sheet's truth: an English sheet whose every date reads two ways may hold its rows. */
export function longCsvTruth(content: DocumentContent, rows: readonly TruthRow[]): TruthRow[] {
  if (content.layout.language !== "en" || !rows.every((r) => swappable(r.date))) return [...rows];
  return rows.map((r) => ({ ...r, mayBeHeld: "day and month cannot be told apart" }));
}

/** The file's bytes. */
export function renderLongCsv(content: DocumentContent): Uint8Array {
  const { layout } = content;
  const decimal = WORDS[layout.language].decimal;
  const delimiter = decimal === "," ? ";" : ",";
  const [date, ...rest] = CSV_HEADERS[layout.language];
  const dateFirst = layout.blind.dateFirst;
  const header = dateFirst ? [date!, ...rest] : [...rest, date!];
  const lines = [header];
  for (const visit of content.visits) {
    for (const row of visit.sections.flatMap((s) => s.rows)) {
      const when = printedDate(row.truth.date, content);
      // A footnote mark is print, never in a sheet's cell.
      const value = row.value.replace(/[¹²³]/gu, "");
      const cells = [row.label, value, row.unit, row.range, row.flag];
      lines.push(dateFirst ? [when, ...cells] : [...cells, when]);
    }
  }
  const text = lines.map((l) => l.map((c) => field(c, delimiter)).join(delimiter)).join("\r\n");
  return new TextEncoder().encode(`${text}\r\n`);
}
