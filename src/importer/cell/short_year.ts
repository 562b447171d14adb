/**
 * A cell that is wholly a date, its year printed with four digits or with
 * two (`12/03/24`, `12.03.24 06:20`), as a store date. A two-digit year is
 * read conservatively: lab results are recent, so `yy` is 20yy, unless that
 * date would be after today, when it is 19yy (which a result date before
 * 1950 then fails, as every date does). Day and month come in the order the
 * document's other dates decided (`table/date_order.ts` rewrites a
 * month-first document's slash dates day first before they are read); a
 * two-digit year is only read from a cell that is a date and nothing else
 * (a time may follow), or right after a date label's colon ("Collected: 12/03/25 0745"),
 * never from running text. Pure.
 *
 * @module
 */

import { dateProblem } from "../../domain/readings/dates.ts";
import { toStoreDate } from "./date_text.ts";

/** A day, a month and a two-digit year (`12/03/24`, `12.03.24`), maybe with a clock time. */
const SHORT_YEAR_CELL = /^(\d{1,2})([./])(\d{1,2})\2(\d{2})(?:[ ,T]+\d{1,2}:\d{2}(?::\d{2})?)?$/;

/**
 * The store date a cell wholly is (a time may follow the date), or
 * `undefined`; `today` (`YYYY-MM-DD`) decides a two-digit year's century.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(cellDate("02/08/25 09:14", "2026-12-07"), "2025-08-02");
 * assert.equal(cellDate("12.03.2024", "2026-12-07"), "2024-03-12");
 * assert.equal(cellDate("12/03/99", "2026-12-07"), "1999-03-12");
 * assert.equal(cellDate("Printed: 11/08/25", "2026-12-07"), undefined);
 * ```
 */
export function cellDate(text: string, today: string): string | undefined {
  const trimmed = text.trim();
  const whole = toStoreDate(trimmed);
  if (whole !== undefined) return whole.slice(0, 10);
  const short = SHORT_YEAR_CELL.exec(trimmed);
  if (short === null) return undefined;
  const [day, month, yy] = [short[1]!.padStart(2, "0"), short[3]!.padStart(2, "0"), short[4]!];
  const recent = `20${yy}-${month}-${day}`;
  const date = recent <= today ? recent : `19${yy}-${month}-${day}`;
  return dateProblem(date) === undefined ? date : undefined;
}

/** A date with a two-digit year opening a labelled field's value, after its colon ("Collected: 12/03/25 0745"). */
const AFTER_COLON = /^\s*:\s*(\d{1,2}([./])\d{1,2}\2\d{2})(?![\d./,])/;

/**
 * The store date a label's value opens with when its year has two digits ("Collected: 12/03/25
 * 0745", as Australian reports print their dates), or `undefined`; the text is what follows the
 * label, its colon first. The century is decided as {@link cellDate} decides it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labelledShortDate(": 12/03/25 0745", "2026-12-07"), "2025-03-12");
 * assert.equal(labelledShortDate(" : 02.11.22", "2026-12-07"), "2022-11-02");
 * assert.equal(labelledShortDate(" 12/03/25", "2026-12-07"), undefined);
 * assert.equal(labelledShortDate(": 1/2/345", "2026-12-07"), undefined);
 * ```
 */
export function labelledShortDate(afterLabel: string, today: string): string | undefined {
  const match = AFTER_COLON.exec(afterLabel);
  return match === null ? undefined : cellDate(match[1]!, today);
}
