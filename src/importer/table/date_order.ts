/**
 * The order of day and month in a document's slash dates. Polish and
 * British reports print `14/03/2024` (day first); United States reports
 * print `03/14/2024` (month first). One document keeps one order, so its
 * unambiguous dates (a first number above 12, or a second one) tell it: when
 * every such date is month first and none is day first, every slash date of
 * the document is rewritten day first before it is read, so that
 * `04/05/2024` beside a birth date `07/13/1992` is 5 April. Dotted dates are
 * always day first. A document whose slash dates are all ambiguous is read
 * as its postal addresses say (a United States address: month first; a
 * British postcode: day first), else as its language's lexicon says
 * (`slashDates`): day first for Polish or German; for English, printed both
 * ways (British and American reports), it cannot be told, and its rows with
 * such a date are held (see docs/import.md).
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { alternation, documentLexicon, words } from "../lexicon/mod.ts";

/**
 * Whether a store date could be its own day and month swapped (both at most
 * 12 and different): printed with slashes, it reads two ways.
 */
export function swappable(date: string): boolean {
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(date) ?? [];
  return month !== undefined && day !== undefined && Number(day) <= 12 && month !== day;
}

/** Why a row's date is held in a document whose language prints slash dates both ways. */
export const AMBIGUOUS_ORDER =
  "the document prints dates such as 04/05/2024 and nothing in it tells whether the day or the month comes first";

const SLASH_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;

/**
 * A cell that is wholly a slash date with a two-digit year ("02/08/25 09:14", the date column
 * of a cumulative table): its order counts as a four-digit year's does. In running text a
 * two-digit year is never read as a date.
 */
const SHORT_SLASH_CELL = /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?=$|[ ,T]+\d{1,2}:\d{2})/;

/**
 * A slash date with a two-digit year right after a collection date's label and its colon
 * ("Collected: 12/03/25 0745"), which the collection date's reader takes (`labelledShortDate`):
 * its order counts too. After any other label ("Printed: 08/23/25") it is running text.
 */
const LABELLED_SHORT_SLASH = new RegExp(
  `(?<=(?:${
    alternation(words((l) => l.dateLabels.collected))
  })\\s*:\\s*)(\\d{1,2})\\/(\\d{1,2})\\/(\\d{2})(?![\\d./,])`,
  "giu",
);

/**
 * The slash dates of a cell: every four-digit-year one, a two-digit-year one that is the cell,
 * and two-digit-year ones after a label's colon.
 */
function slashDatesOf(text: string): RegExpMatchArray[] {
  const short = SHORT_SLASH_CELL.exec(text.trim());
  return short !== null
    ? [short]
    : [...text.matchAll(SLASH_DATE), ...text.matchAll(LABELLED_SHORT_SLASH)];
}

/** What a document's unambiguous slash dates say about their order. */
export type SlashOrder = "day-first" | "month-first" | "mixed" | "unknown";

/**
 * The order of a document's slash dates, from those only one order can read.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(slashOrder(["DOB: 07/13/1992", "Collected: 04/05/2024"]), "month-first");
 * assert.equal(slashOrder(["Collected: 14/03/2024"]), "day-first");
 * assert.equal(slashOrder(["Collected: 04/05/2024"]), "unknown");
 * ```
 *
 * @internal doc test: its example pins which dates decide the order, without a document around them.
 */
export function slashOrder(texts: readonly string[]): SlashOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    for (const match of slashDatesOf(text)) {
      const [a, b] = [Number(match[1]), Number(match[2])];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst = true;
      if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst = true;
    }
  }
  if (dayFirst && monthFirst) return "mixed";
  return dayFirst ? "day-first" : monthFirst ? "month-first" : "unknown";
}

/**
 * A text with every slash date's first two numbers swapped (month first to day first).
 *
 * @internal tested alone: a short-year cell swapped, which a transposed table's rows show only once dated.
 */
export function swapSlashDates(text: string): string {
  const short = SHORT_SLASH_CELL.exec(text.trim());
  if (short !== null) {
    return text.trim().replace(
      SHORT_SLASH_CELL,
      (_all, a: string, b: string, y: string) => `${b}/${a}/${y}`,
    );
  }
  const swap = (_all: string, a: string, b: string, y: string) => `${b}/${a}/${y}`;
  return text.replace(SLASH_DATE, swap).replace(LABELLED_SHORT_SLASH, swap);
}

/** The two-letter codes of the United States, the District of Columbia and the territories. */
const US_STATES = new Set(
  ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY " +
    "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP").split(" "),
);

/** A town, a comma, a state's two-letter code and a ZIP code: "Brighton, MA 02135", "Austin, TX 78701-1234". */
const US_ADDRESS = /\p{L},\s*([A-Z]{2})\s\d{5}(?:-\d{4})?(?![\p{L}\p{N}])/gu;

/**
 * Whether a document prints a United States postal address: it is then a United States
 * document, which prints its slash dates month first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(printsUsAddress(["1450 Main St, Brighton, MA 02135"]));
 * assert.ok(!printsUsAddress(["Flat 2, 31 Burley Road, Leeds LS3 1JT", "Kraków, PL 30001"]));
 * ```
 *
 * @internal doc test: the signal alone, without a document around it.
 */
export function printsUsAddress(texts: readonly string[]): boolean {
  return texts.some((text) => [...text.matchAll(US_ADDRESS)].some((m) => US_STATES.has(m[1]!)));
}

/**
 * A British postcode after a space, a comma or a line's start ("Leeds LS1 4AP", "London SW1A
 * 1AA"): an outward code, a space, and an inward code whose letters are never C, I, K, M, O
 * or V.
 */
const UK_POSTCODE = /(?:^|[\s,])[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}(?=$|[\s,.;)])/u;

/**
 * What a document's postal addresses say of its slash dates when its dates do not: a United
 * States address, month first; a British postcode, day first (a British report, as every
 * European one, prints the day first); both or neither, nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(addressOrder(["Central Pathology Laboratory, 14 Station Road, Leeds LS1 4AP"]), "day-first");
 * assert.equal(addressOrder(["1450 Main St, Brighton, MA 02135"]), "month-first");
 * assert.equal(addressOrder(["Sample 2024/AB1 2CD", "ul. Kwiatowa 17, 80-200 Gdańsk"]), "unknown");
 * ```
 *
 * @internal doc test: the signals alone, without a document around them.
 */
export function addressOrder(texts: readonly string[]): SlashOrder {
  const us = printsUsAddress(texts);
  const uk = texts.some((text) => UK_POSTCODE.test(text));
  return us === uk ? "unknown" : us ? "month-first" : "day-first";
}

/** Both readings of every slash date of the texts, as store dates ("2024-07-10", "2024-10-07"). */
function slashReadings(texts: readonly string[]): Set<string> {
  const readings = new Set<string>();
  const pad = (n: string) => n.padStart(2, "0");
  for (const text of texts) {
    for (const match of slashDatesOf(text)) {
      const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
      readings.add(`${year}-${pad(match[2]!)}-${pad(match[1]!)}`);
      readings.add(`${year}-${pad(match[1]!)}-${pad(match[2]!)}`);
    }
  }
  return readings;
}

/**
 * The lines of a document with its slash dates day first: rewritten when
 * the document's own dates show it prints them month first (or, when none
 * tells, it prints a United States address and no British postcode),
 * unchanged otherwise. When the
 * order cannot be told, `twoWays` says which store dates a slash date of the
 * document could have given read either way: a date printed only with its
 * month's name ("03 Feb 2025") is not in doubt because a birth date is.
 */
export function withDayFirstDates(
  lines: readonly LayoutLine[],
): { lines: readonly LayoutLine[]; ambiguous: boolean; twoWays: ReadonlySet<string> } {
  const texts = lines.flatMap((line) => line.cells.map((cell) => cell.text));
  const found = slashOrder(texts);
  const order = found === "unknown" ? addressOrder(texts) : found;
  if (order !== "month-first") {
    const slashes = texts.some((text) => slashDatesOf(text).length > 0);
    const ambiguous = order === "unknown" && slashes &&
      documentLexicon(texts)?.slashDates === "either";
    return { lines, ambiguous, twoWays: ambiguous ? slashReadings(texts) : new Set() };
  }
  return {
    lines: lines.map((line) => ({
      ...line,
      cells: line.cells.map((cell) => ({ ...cell, text: swapSlashDates(cell.text) })),
    })),
    ambiguous: false,
    twoWays: new Set(),
  };
}
