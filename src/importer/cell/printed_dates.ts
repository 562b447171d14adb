/**
 * The labels that name a collection date ("Data pobrania" over "Data
 * wykonania"; never "Data urodzenia") and the dates they label, and the
 * timeline that gives each row its own visit's date. A single printed date
 * is read by `date_text.ts`.
 *
 * @module
 */

import { ANY_DATE, datesInText, localToday } from "./date_text.ts";
import { labelledShortDate } from "./short_year.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { withoutNotPerformed } from "./not_a_result.ts";

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
 * assert.deepEqual(labelledDates("Data pobrania /   Data wykonania /", "10.09.2025   11.09.2025").map((d) => d.date), ["2025-09-10", "2025-09-11"]);
 * ```
 */
export function labelledDates(printed: string, next?: string): LabelledDate[] {
  // A word of a "not performed" phrase is no label ("не виконано", "виконано" a date's label).
  const line = withoutNotPerformed(printed);
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
  const nextHasLabel = next !== undefined &&
    (COLLECTION_LABEL.test(next) || OTHER_LABEL.test(next) || NOT_COLLECTION_LABEL.test(next));
  const nextDates = next === undefined || nextHasLabel ? [] : datesInText(next);
  const bare = (from: number, to?: number) =>
    line.slice(from, to).trim().replace(/[:./]/g, "") === "";
  // Labels alone on their line (wrapped label cells) over as many dates: each names the one under it.
  const cells = labels.length > 1 && nextDates.length === labels.length &&
    bare(0, labels[0]!.index) && labels.every((l, i) => bare(l.end, labels[i + 1]?.index));
  for (const [i, label] of labels.entries()) {
    if (label.strength === undefined) continue;
    const following = labels[i + 1];
    const segment = line.slice(label.end, following?.index ?? line.length);
    // A two-digit year is read only right after a collection label's colon ("Collected: 12/03/25").
    const short = label.strength === "collection"
      ? labelledShortDate(segment, localToday())
      : undefined;
    let date = cells ? nextDates[i] : datesInText(segment)[0] ?? short;
    if (
      date === undefined && following === undefined && segment.trim().replace(/[:.]/g, "") === ""
    ) {
      // A label over a cumulative header of several dates names none of them.
      if (nextDates.length === 1) date = nextDates[0];
    }
    // A date whose year wrapped onto the line under it ("collected: 03 Feb" over "2025, 07:45").
    if (date === undefined && label.strength === "collection") date = yearBelow(segment, next);
    // A collection date printed but misread must not leave an earlier visit's date in force.
    if (date === undefined && label.strength === "collection" && DATE_ATTEMPT.test(segment)) {
      date = UNREADABLE_DATE;
    }
    if (date !== undefined) found.push({ strength: label.strength, date, label: label.label });
  }
  return found;
}

/** A day and a month with no year right after a label ("03 Feb", "3. März", "03.02."). */
const DAY_MONTH = /^\s*[:.]?\s*(\d{1,2}(?:\.?\s*\p{L}{3,}\.?|[./-]\s?\d{1,2}[./-]?))(?=\s|$)/u;
/** A year standing alone, maybe before a comma or a time ("2025, 07:45"): a date's wrapped end. */
const LONE_YEAR = /(?:^|\s)((?:19|20)\d{2})(?=,|\s|$)(?![./-]\d)/gu;

/**
 * The date a collection label's day and month make with the year under them, when its cell
 * wrapped ("Sample collected: 03 Feb" over "2025, 07:45"); a day and month with no year on the
 * line under them, or with two, is a date printed but not readable ({@link UNREADABLE_DATE}).
 * A year is never guessed.
 */
function yearBelow(segment: string, next: string | undefined): string | undefined {
  const part = DAY_MONTH.exec(segment)?.[1]?.replace(/[./-]$/, "");
  const complete = (year: string) =>
    part === undefined
      ? undefined
      : datesInText(`${part}${/\d$/.test(part) ? "." : " "}${year}`)[0];
  if (part === undefined || complete("2000") === undefined) return undefined;
  const years = new Set([...(next ?? "").matchAll(LONE_YEAR)].map((m) => m[1]!));
  return years.size === 1 ? complete([...years][0]!) ?? UNREADABLE_DATE : UNREADABLE_DATE;
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
export function hasDateLabel(printed: string): boolean {
  const line = withoutNotPerformed(printed);
  return COLLECTION_LABEL.test(line) || OTHER_LABEL.test(line) || NOT_COLLECTION_LABEL.test(line);
}

/** The date of a row, or why it cannot be told. */
export interface RowDate {
  readonly date?: string;
  readonly problem?: string;
  /** The date stands in for a collection date no label named: a weaker label's ("Data wykonania"). */
  readonly weak?: true;
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
      ? { date: chosen[0]!, ...(strong.length > 0 ? {} : { weak: true as const }) }
      : {
        problem: `the header above this row gives ${chosen.length} dates (${
          chosen.join(", ")
        }) and the row's own date cannot be told`,
      },
  };
}

/** Why a card's row between two different dates is held. */
const CARD_BETWEEN_DATES =
  "each result stands between two collection dates and this one's differ: its own may be the one printed above it or below it";

/**
 * Whether a report's dates and rows alternate one row at a time (result cards that each
 * print a collection date, above or below the result): then a row between two headers of
 * different dates cannot be told which is its own. A weaker date after a collection date
 * (an issue date inside a visit) is no header of a new visit and does not count.
 */
function oneRowPerHeader(
  merged: readonly ({ kind: "header"; header: Header } | { kind: "row" })[],
): boolean {
  const runs: number[] = [];
  let run = -1;
  let current: Header | undefined;
  for (const event of merged) {
    if (event.kind === "header") {
      if (event.header.strength === "other" && current?.strength === "collection") continue;
      current = event.header;
      if (run >= 0) runs.push(run);
      run = 0;
    } else if (run >= 0) run++;
  }
  return runs.length >= 2 && runs.every((n) => n <= 1);
}

/**
 * Gives each row the collection date of its own visit block, once the whole
 * document is read. The date lines printed since the last row form the
 * header of the rows that follow; within a header "Data pobrania" wins over
 * the weaker labels, and a weaker date never replaces a collection date of
 * an earlier header. Rows printed before any header of their report take the
 * report's one date (printed below them, as a footer), or are ambiguous when
 * it has several. Where dates and rows alternate one row at a time (result
 * cards, each with its collection date), a row between two different dates is
 * held: its own may be either. A new report in the same file (see {@link newReport})
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
      const weak = strongest.some((h) => h.strength === "other");
      const early: RowDate = all.includes(UNREADABLE_DATE)
        ? { problem: UNREADABLE_PROBLEM }
        : all.length === 1
        ? { date: all[0]!, ...(weak ? { weak: true as const } : {}) }
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
      const cards = oneRowPerHeader(merged);
      for (const [k, event] of merged.entries()) {
        if (event.kind === "header") {
          const weaker = event.header.strength === "other" && current?.strength === "collection";
          if (!weaker) current = event.header;
        } else {
          const below = cards ? merged[k + 1] : undefined;
          const replaces = below?.kind === "header" &&
            !(below.header.strength === "other" && current?.strength === "collection");
          answer[event.ticket] = replaces && current !== undefined &&
              below.header.date.date !== current.date.date
            ? { problem: CARD_BETWEEN_DATES }
            : current?.date ?? early;
        }
      }
    }
    return answer;
  }
}

function distinct(dates: readonly LabelledDate[]): string[] {
  return [...new Set(dates.map((d) => d.date))];
}

/** How many days before a result's date its sample may have been taken. */
const COLLECTED_WITHIN_DAYS = 31;

/**
 * A row's date in a document read by OCR, doubted when it stands in for
 * the collection date (a weaker label's: `weak`) and the document prints,
 * with no label read beside it, a date up to a month earlier: that one may
 * be the collection date, its label misread (a label wrapped over two
 * lines, "Дата взяття / біоматеріалу:", read as "szaber ded"), so the row's
 * date cannot be told. `unlabelled` are the dates no label claims.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const standIn = { date: "2025-02-15", weak: true } as const;
 * assert.match(doubtedStandIn(standIn, ["1984-07-19", "2025-02-14"]).problem ?? "", /2025-02-14/);
 * assert.deepEqual(doubtedStandIn(standIn, ["1984-07-19", "2025-02-16"]), standIn);
 * assert.deepEqual(doubtedStandIn({ date: "2025-02-15" }, ["2025-02-14"]), { date: "2025-02-15" });
 * ```
 */
export function doubtedStandIn(date: RowDate, unlabelled: readonly string[]): RowDate {
  if (date.weak !== true || date.date === undefined) return date;
  const day = Date.parse(date.date.slice(0, 10));
  const earlier = unlabelled.filter((d) => {
    const before = (day - Date.parse(d.slice(0, 10))) / 86_400_000;
    return before > 0 && before <= COLLECTED_WITHIN_DAYS;
  });
  if (earlier.length === 0) return date;
  return {
    problem: `no collection date was read; the date ${date.date} is the result's, and ${
      [...new Set(earlier)].join(", ")
    }, printed with no label read beside it, may be the collection date`,
  };
}
