/**
 * Dates as lab documents print them (`12.03.2025`, `2025-03-12`, an ISO
 * date-time), turned into store dates; the labels that name a collection
 * date ("Data pobrania" over "Data wykonania"; never "Data urodzenia"); the
 * timeline that gives each row its own visit's date; and the plausibility
 * rule: a result is never dated in the future or before 1950.
 *
 * @module
 */

import { dateProblem } from "../../domain/readings/dates.ts";
import { NAMED_DATE_SOURCE, namedDate, wholeNamedDate } from "./named_date.ts";
import { alternation, words } from "../lexicon/mod.ts";

/** The earliest year a result may be dated. */
export const EARLIEST_YEAR = 1950;

const DOTTED =
  /^(\d{1,2})([./])(\d{1,2})\2(\d{4})(?:[ ,T]+\d{1,2}:\d{2}(?::\d{2})?)?$|^(\d{2})(-)(\d{2})-(\d{4})$/;
/** A day and month each followed by a dot and one space, then the year ("29. 4. 2025"). */
const SPACED_DOTS = /^(\d{1,2})\. (\d{1,2})\. (\d{4})\b/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const ISO_DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})[ ,]+\d{1,2}:\d{2}(?::\d{2})?$/;

/**
 * Turns a printed date into a store date, or `undefined` when it is none.
 * `dd.mm.yyyy` (also with `/`, and with a time after it) becomes
 * `YYYY-MM-DD`; an ISO date-time with a `T` is kept exactly as written, time
 * zone included.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(toStoreDate("12.03.2025"), "2025-03-12");
 * assert.equal(toStoreDate("12.03.2025 08:15"), "2025-03-12");
 * assert.equal(toStoreDate("2025-03-12T08:15:00+01:00"), "2025-03-12T08:15:00+01:00");
 * assert.equal(toStoreDate("31.02.2025"), undefined);
 * ```
 */
export function toStoreDate(text: string): string | undefined {
  // Czech and Slovak print a space after each dot ("29. 4. 2025"): the same date.
  const trimmed = text.trim().replace(SPACED_DOTS, "$1.$2.$3");
  let day: string | undefined;
  const dotted = DOTTED.exec(trimmed);
  if (dotted) {
    const [d, m, y] = dotted[1] !== undefined
      ? [dotted[1], dotted[3]!, dotted[4]!]
      : [dotted[5]!, dotted[7]!, dotted[8]!];
    day = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  } else if (ISO_DAY.test(trimmed)) {
    day = trimmed;
  } else if (ISO_DATE_TIME.test(trimmed) && trimmed.includes("T")) {
    return dateProblem(trimmed) === undefined ? trimmed : undefined;
  } else {
    const dayAndTime = ISO_DAY_AND_TIME.exec(trimmed);
    if (dayAndTime) day = dayAndTime[1];
    else day = wholeNamedDate(trimmed);
  }
  return day !== undefined && dateProblem(day) === undefined ? day : undefined;
}

/**
 * The date a text ends with (in parentheses or not), and where it starts:
 * "przy przyjęciu (12.03.2025)", "z dnia 9 lipca 2018".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(trailingDate("Badania z dnia 9 lipca 2018"), { date: "2018-07-09", index: 15 });
 * assert.deepEqual(trailingDate("W badaniach przy przyjęciu (12.03.2025)")?.date, "2025-03-12");
 * assert.equal(trailingDate("Hemoglobina 12,4"), undefined);
 * ```
 */
export function trailingDate(text: string): { date: string; index: number } | undefined {
  const numeric = /(\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2})\s*\)?\s*$/u.exec(text);
  if (numeric) {
    const date = toStoreDate(numeric[1]!);
    return date === undefined ? undefined : { date, index: numeric.index };
  }
  const named = new RegExp(`(${NAMED_DATE_SOURCE})\\s*\\)?\\s*$`, "iu").exec(text);
  if (!named) return undefined;
  const date = namedDate(named[1]!);
  return date === undefined || dateProblem(date) !== undefined
    ? undefined
    : { date, index: named.index };
}

/** A date in digits (group 1), or one with a month's name ("12 marca 2025"). */
const ANY_DATE = new RegExp(
  String
    .raw`\b(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[./]\d{1,2}[./]\d{4}|(?<![\d,.])\d{1,2}\. \d{1,2}\. \d{4}|\d{2}-\d{2}-\d{4})\b|` +
    NAMED_DATE_SOURCE,
  "giu",
);

/** Every date printed in a line of text, in order, as they appear: in digits or with a month's name. */
export function datesInText(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ANY_DATE)) {
    const date = match[1] !== undefined ? toStoreDate(match[1]) : namedDate(match[0]);
    if (date !== undefined) found.push(date);
  }
  return found;
}

/** A text with every date printed in it (in digits or with a month's name) taken out. */
export function withoutDates(text: string): string {
  return text.replace(ANY_DATE, " ").replace(/\s+/g, " ").trim();
}

/** Today's date in local time, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why a store date is not a plausible result date (in the future, or before
 * 1950), or `undefined` when it is plausible. Only the date part counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(datePlausibility("2024-05-01", "2025-01-01"), undefined);
 * assert.equal(datePlausibility("2026-05-01", "2025-01-01"), 'date "2026-05-01" is in the future');
 * assert.equal(datePlausibility("1949-12-31", "2025-01-01"), 'date "1949-12-31" is before 1950');
 * ```
 */
export function datePlausibility(date: string, today: string): string | undefined {
  const day = date.slice(0, 10);
  if (day > today) return `date "${date}" is in the future`;
  if (Number(day.slice(0, 4)) < EARLIEST_YEAR) return `date "${date}" is before ${EARLIEST_YEAR}`;
  return undefined;
}

/** How strongly a printed date label names the collection date. */
export type DateLabelStrength = "collection" | "other";

/** A date a report prints after a label such as "Data pobrania". */
export interface LabelledDate {
  readonly strength: DateLabelStrength;
  /** The store date; {@link UNREADABLE_DATE} for a collection date printed but not readable. */
  readonly date: string;
  /** The label as printed. */
  readonly label: string;
}

/** The date of a collection date printed but not readable ("3 pazdxiernika 2022", "13.O6.2022"). */
export const UNREADABLE_DATE = "";

/** What looks like a printed date: a year, or day, month and year between separators. */
const DATE_ATTEMPT = /(?:19|20)\d{2}|\d{1,2}\s?[./-]\s?\S{1,3}\s?[./-]\s?\d{2}/u;

/** Labels of the collection date ("Data pobrania"), from the lexicon. */
const COLLECTION_LABEL = new RegExp(alternation(words((l) => l.dateLabels.collected)), "iu");
/** Labels of weaker stand-ins: the order's or the result's date ("Data wykonania"). */
const OTHER_LABEL = new RegExp(
  alternation(words((l) => [...l.dateLabels.ordered, ...l.dateLabels.reported])),
  "iu",
);
/** Labels of dates that are never the collection date; they only end another label's text. */
const NOT_COLLECTION_LABEL = new RegExp(alternation(words((l) => l.dateLabels.never)), "iu");

/**
 * The dates a line states after collection-date labels, strongest kind
 * first in the order printed. "Data pobrania" is a collection date; "Data
 * wykonania", "Data rejestracji" and the like are weaker stand-ins; "Data
 * urodzenia" and "Data wydruku" are never taken. A label at the end of its
 * line takes the first date of `next`, the line after it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(labelledDates("Data urodzenia: 01.01.1985  Data pobrania: 12.03.2025 08:15").map((d) => [d.strength, d.date]), [["collection", "2025-03-12"]]);
 * assert.deepEqual(labelledDates("Data wykonania:", "14.03.2025").map((d) => d.date), ["2025-03-14"]);
 * assert.deepEqual(labelledDates("Data wydruku: 20.03.2025"), []);
 * ```
 */
export function labelledDates(line: string, next?: string): LabelledDate[] {
  const labels: { index: number; end: number; strength?: DateLabelStrength; label: string }[] = [];
  const all = [
    [COLLECTION_LABEL, "collection"],
    [OTHER_LABEL, "other"],
    [NOT_COLLECTION_LABEL, undefined],
  ] as const;
  for (const [pattern, strength] of all) {
    for (const match of line.matchAll(new RegExp(pattern.source, "giu"))) {
      labels.push({
        index: match.index,
        end: match.index + match[0].length,
        label: match[0],
        ...(strength !== undefined ? { strength } : {}),
      });
    }
  }
  labels.sort((a, b) => a.index - b.index);
  const wrapped = wrappedLabel(line, labels[0]?.index ?? line.length, next);
  const found: LabelledDate[] = wrapped === undefined ? [] : [wrapped];
  for (const [i, label] of labels.entries()) {
    if (label.strength === undefined) continue;
    const following = labels[i + 1];
    const segment = line.slice(label.end, following?.index ?? line.length);
    let date = datesInText(segment)[0];
    if (
      date === undefined && following === undefined && segment.trim().replace(/[:.]/g, "") === ""
    ) {
      const nextHasLabel = next !== undefined &&
        (COLLECTION_LABEL.test(next) || OTHER_LABEL.test(next) || NOT_COLLECTION_LABEL.test(next));
      const nextDates = next === undefined || nextHasLabel ? [] : datesInText(next);
      // A label over a cumulative header of several dates names none of them.
      if (nextDates.length === 1) date = nextDates[0];
    }
    // A collection date printed but misread must not leave an earlier visit's date in force.
    if (date === undefined && label.strength === "collection" && DATE_ATTEMPT.test(segment)) {
      date = UNREADABLE_DATE;
    }
    if (date !== undefined) found.push({ strength: label.strength, date, label: label.label });
  }
  return found;
}

/**
 * The date a label cell wrapped in two labels ("Materiał" beside the date, "pobrano:" on the line
 * under it): the line starts with a few words and no label, then a date; the next line is that
 * label alone. The label's strength is the one the line under it names.
 */
function wrappedLabel(line: string, firstLabel: number, next?: string): LabelledDate | undefined {
  if (next === undefined) return undefined;
  const first = new RegExp(ANY_DATE.source, "iu").exec(line);
  if (first === null || first.index > firstLabel) return undefined;
  const head = line.slice(0, first.index).trim();
  if (!/^\p{L}+(?:\s+\p{L}+){0,2}$/u.test(head)) return undefined;
  const below = next.trim().replace(/[:.]+$/, "");
  for (
    const [pattern, strength] of [[COLLECTION_LABEL, "collection"], [OTHER_LABEL, "other"]] as const
  ) {
    const match = new RegExp(`^(?:${pattern.source})$`, "iu").exec(below);
    const date = datesInText(line)[0];
    if (match !== null && date !== undefined) return { strength, date, label: `${head} ${below}` };
  }
  return undefined;
}

/** Whether a line carries any date label (a collection date or not). */
export function hasDateLabel(line: string): boolean {
  return COLLECTION_LABEL.test(line) || OTHER_LABEL.test(line) || NOT_COLLECTION_LABEL.test(line);
}

/** The date of a row, or why it cannot be told. */
export interface RowDate {
  readonly date?: string;
  readonly problem?: string;
}

type TimelineEvent =
  | { readonly kind: "dates"; readonly dates: readonly LabelledDate[] }
  | { readonly kind: "row"; readonly ticket: number }
  | { readonly kind: "report" };

const UNREADABLE_PROBLEM = "the collection date printed above this row cannot be read";

/** The dates of one header (date lines with no row between them), chosen. */
interface Header {
  readonly strength: DateLabelStrength;
  readonly date: RowDate;
  readonly dates: readonly string[];
}

function headerOf(dates: readonly LabelledDate[]): Header {
  const strong = distinct(dates.filter((d) => d.strength === "collection"));
  const chosen = strong.length > 0 ? strong : distinct(dates);
  return {
    strength: strong.length > 0 ? "collection" : "other",
    dates: chosen,
    date: chosen.includes(UNREADABLE_DATE)
      ? { problem: UNREADABLE_PROBLEM }
      : chosen.length === 1
      ? { date: chosen[0]! }
      : {
        problem: `the header above this row gives ${chosen.length} dates (${
          chosen.join(", ")
        }) and the row's own date cannot be told`,
      },
  };
}

/**
 * Gives each row the collection date of its own visit block, once the whole
 * document is read. The date lines printed since the last row form the
 * header of the rows that follow; within a header "Data pobrania" wins over
 * the weaker labels, and a weaker date never replaces a collection date of
 * an earlier header. Rows printed before any header of their report take the
 * report's one date (printed below them, as a footer), or are ambiguous when
 * it has several. A new report in the same file (see {@link newReport})
 * never inherits the dates of the one before.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const timeline = new DateTimeline();
 * timeline.saw(labelledDates("Data pobrania: 12.03.2024"));
 * const first = timeline.row();
 * timeline.newReport();
 * const second = timeline.row();
 * timeline.saw(labelledDates("Materiał pobrano: 30.06.2020"));
 * const dates = timeline.resolve();
 * assert.deepEqual([dates[first], dates[second]], [{ date: "2024-03-12" }, { date: "2020-06-30" }]);
 * ```
 */
export class DateTimeline {
  readonly #events: TimelineEvent[] = [];
  #tickets = 0;

  /** Records the dates of a line. */
  saw(dates: readonly LabelledDate[]): void {
    if (dates.length > 0) this.#events.push({ kind: "dates", dates });
  }

  /** Records a row; returns its ticket, an index into {@link resolve}'s answer. */
  row(): number {
    const ticket = this.#tickets++;
    this.#events.push({ kind: "row", ticket });
    return ticket;
  }

  /** Starts a new report (a new order in the same file): no date carries over. */
  newReport(): void {
    this.#events.push({ kind: "report" });
  }

  /** Whether any date label was seen. */
  get any(): boolean {
    return this.#events.some((event) => event.kind === "dates");
  }

  /** The date of every row, by ticket. */
  resolve(): RowDate[] {
    const answer: RowDate[] = Array.from({ length: this.#tickets }, () => ({}));
    const reports: TimelineEvent[][] = [[]];
    for (const event of this.#events) {
      if (event.kind === "report") reports.push([]);
      else reports[reports.length - 1]!.push(event);
    }
    const several = reports.filter((r) => r.some((e) => e.kind === "row")).length > 1;
    for (const events of reports) {
      // Merge date lines with no row between them into one header.
      const merged: ({ kind: "header"; header: Header } | { kind: "row"; ticket: number })[] = [];
      let pending: LabelledDate[] = [];
      for (const event of events) {
        if (event.kind === "dates") pending.push(...event.dates);
        else if (event.kind === "row") {
          if (pending.length > 0) merged.push({ kind: "header", header: headerOf(pending) });
          pending = [];
          merged.push(event);
        }
      }
      if (pending.length > 0) merged.push({ kind: "header", header: headerOf(pending) });
      const headers = merged.flatMap((e) => e.kind === "header" ? [e.header] : []);
      const strongest = headers.some((h) => h.strength === "collection")
        ? headers.filter((h) => h.strength === "collection")
        : headers;
      const all = [...new Set(strongest.flatMap((h) => h.dates))];
      const early: RowDate = all.includes(UNREADABLE_DATE)
        ? { problem: UNREADABLE_PROBLEM }
        : all.length === 1
        ? { date: all[0]! }
        : all.length > 1
        ? {
          problem:
            `the row is printed before any collection date and the report has ${all.length} (${
              all.join(", ")
            })`,
        }
        : several
        ? { problem: "this report in the file prints no collection date of its own" }
        : {};
      let current: Header | undefined;
      for (const event of merged) {
        if (event.kind === "header") {
          const weaker = event.header.strength === "other" && current?.strength === "collection";
          if (!weaker) current = event.header;
        } else {
          answer[event.ticket] = current?.date ?? early;
        }
      }
    }
    return answer;
  }
}

function distinct(dates: readonly LabelledDate[]): string[] {
  return [...new Set(dates.map((d) => d.date))];
}
