/**
 * The layout features the generator combines, as one value per document
 * (a {@link Layout}), the fast-check arbitrary that draws them, and the
 * feature names a document is counted under in the per-feature table.
 *
 * Every choice's first option is the plainest layout (one table, Polish,
 * one visit, DD.MM.YYYY, flag letters in their own column...), and every
 * boolean is off when plain: fast-check shrinks towards first options and
 * `false`, so a failing document shrinks to the few features that make it
 * fail.
 *
 * @module
 */

import fc from "fast-check";
import * as blind from "./features_blind.ts";
import { isTextKind, kindFeatures, KINDS, kindsNormalised, PLAIN_KINDS } from "./features_kinds.ts";

/** What one generated document looks like. */
export interface Layout {
  /** A lab's result table, or a hospital discharge letter with results in prose. */
  readonly kind: "table" | "letter";
  /** Polish and English first; German, Czech, Slovak and Ukrainian came later (tables only). */
  readonly language: "pl" | "en" | "de" | "cs" | "sk" | "uk";
  readonly dateFormat: "dd.mm.yyyy" | "dd/mm/yyyy" | "named-month";
  /** Which collection-date label is printed (an index into the language's labels). */
  readonly dateLabel: number;
  /** Whether the columns after the name come in a shuffled order. */
  readonly shuffledColumns: boolean;
  /** A "previous result" column: value and date of an earlier test, never stored. */
  readonly previousResult: boolean;
  /** A method column ("fotometria", "ECLIA"). */
  readonly methodColumn: boolean;
  /** A lab's test-code column ("C55", "I81"). */
  readonly labCodeColumn: boolean;
  /** An order-number column (an identity token in every row). */
  readonly orderColumn: boolean;
  /** Name on one line; value, unit and range on the next. */
  readonly twoLineRows: boolean;
  /** How many orders or visits, each with its own date. */
  readonly visits: 1 | 2 | 3;
  /** A collection date per row (a "Pobrano" column) beside an order date. */
  readonly rowDates: boolean;
  /** The table runs over pages, repeating the page header, table header and footer. */
  readonly pageBreaks: boolean;
  /** Comment lines under some rows. */
  readonly comments: boolean;
  /** Ranges banded by sex or age, several bands in one cell. */
  readonly bands: "none" | "decidable" | "undecidable";
  /** How the lab marks a result outside its range. */
  readonly flagMark: "letter" | "arrow" | "asterisk";
  /** Where the mark is printed. */
  readonly flagPlace: "column" | "value" | "unit";
  /** Some values printed as below a limit (`<0,5`). */
  readonly censored: boolean;
  /** Every word its own text item, gaps only as position. */
  readonly splitWords: boolean;
  // The features below were added after the held-out documents (docs/import.md); they are
  // drawn from a stream of their own, so a corpus without them is the corpus it was before.
  /** A table: one column per visit's date (and time), the rows of every visit side by side. */
  readonly cumulative: boolean;
  /** No unit column: the unit in square brackets after the name ("Potas [mmol/l]"). */
  readonly unitInName: boolean;
  /** How a range is written: "12,0 - 16,0", "(12,0 - 16,0)", or with words ("12,0 do 16,0", "do 5,0"). */
  readonly rangeStyle: "plain" | "brackets" | "words";
  /** A flag column of words ("High", "Low", "Wysoki", "Niski") instead of marks. */
  readonly flagWords: boolean;
  /** Other spellings of the header words ("Jedn. miary", "Wartości odniesienia", "TESTS"). */
  readonly otherHeaders: boolean;
  /** An English report with slash dates prints them month first, as in the United States. */
  readonly monthFirst: boolean;
  /**
   * With decidable bands: the range cell prints the person's own band only, labelled
   * ("50-120 lat: 40 - 130", "K: 12 - 16"), and the age is printed with words before its
   * colon and months after it ("Wiek w dniu badania: 54 lat 3 mies.").
   */
  readonly oneBand: boolean;
  // The features below came with columns read by their cells (docs/import.md); they are drawn
  // from a third stream, so a corpus without them is the corpus it was before.
  /** No unit column: the unit printed in the value's cell ("13,4 g/dl"). */
  readonly valueWithUnit: boolean;
  /** No range column: the range printed under the value, on a line of its own. */
  readonly rangeUnder: boolean;
  /** Header words no lexicon knows ("Składnik | Uzyskano | Miano | Granice"). */
  readonly unknownHeaders: boolean;
  /** The per-row date column has no header word at all. */
  readonly unnamedRowDates: boolean;
  // The features below came with the kinds of documents people bring besides lab PDFs and
  // the languages after Polish and English; they are drawn from a fourth stream.
  /** Footnote marks beside some values ("5,9¹") and what they mean at the page's foot. */
  readonly footnotes: boolean;
  /** With a method column: each cell says so ("Metoda: cytometria"), free text, never a range. */
  readonly methodWords: boolean;
  /** The file: a PDF, an `.eml`, the person's wide sheet (CSV, `.xlsx`), a text kind (`features_kinds.ts`). */
  readonly file: "pdf" | "eml" | "csv-wide" | "xlsx-wide" | "html" | "txt" | "docx" | "odt";
  readonly textForm: "table" | "tabs" | "spaces";
  readonly charset: "utf-8" | "utf-8-bom" | "utf-16" | "ansi" | "iso-8859-2";
  /** How an e-mail's body is encoded. */
  readonly emlEncoding: "quoted-printable" | "base64";
  /** Which bodies an e-mail carries: one is read, never both. */
  readonly emlBody: "html" | "plain" | "both";
  /** The fifth stream: classes learned from blind held-out documents (`features_blind.ts`). */
  readonly blind: blind.Blind;
}

/** The features of the fourth stream, at their plainest. */
export const PLAIN_MORE: Pick<
  Layout,
  "footnotes" | "methodWords" | "file" | "emlEncoding" | "emlBody" | "textForm" | "charset"
> = {
  footnotes: false,
  methodWords: false,
  file: "pdf",
  emlEncoding: "quoted-printable",
  emlBody: "html",
  ...PLAIN_KINDS,
};

/** The features that came with columns read by their cells, at their plainest. */
export const PLAIN_CELLS: Pick<
  Layout,
  "valueWithUnit" | "rangeUnder" | "unknownHeaders" | "unnamedRowDates"
> = {
  valueWithUnit: false,
  rangeUnder: false,
  unknownHeaders: false,
  unnamedRowDates: false,
};

/** The features added after the held-out documents, at their plainest. */
export const PLAIN_EXTRAS: Pick<
  Layout,
  | "cumulative"
  | "unitInName"
  | "rangeStyle"
  | "flagWords"
  | "otherHeaders"
  | "monthFirst"
  | "oneBand"
> = {
  cumulative: false,
  unitInName: false,
  rangeStyle: "plain",
  flagWords: false,
  otherHeaders: false,
  monthFirst: false,
  oneBand: false,
};

/** How many collection-date labels each language has (see `words.ts`). */
export const DATE_LABELS = 4;

/** The plainest layout: what a failing document shrinks towards. */
export const PLAIN: Layout = {
  kind: "table",
  language: "pl",
  dateFormat: "dd.mm.yyyy",
  dateLabel: 0,
  shuffledColumns: false,
  previousResult: false,
  methodColumn: false,
  labCodeColumn: false,
  orderColumn: false,
  twoLineRows: false,
  visits: 1,
  rowDates: false,
  pageBreaks: false,
  comments: false,
  bands: "none",
  flagMark: "letter",
  flagPlace: "column",
  censored: false,
  splitWords: false,
  ...PLAIN_EXTRAS,
  ...PLAIN_CELLS,
  ...PLAIN_MORE,
  blind: blind.PLAIN_BLIND,
};

/** A boolean that is on with probability `p` (fast-check's weighting), shrinking to off. */
function sometimes(p: number): fc.Arbitrary<boolean> {
  return fc.integer({ min: 0, max: 99 }).map((n) => n >= 100 - p * 100, (b) => (b ? 99 : 0));
}

/** The first features' arbitraries, in the order they were drawn before the extras came. */
const FIRST = {
  kind: fc.constantFrom<Layout["kind"][]>("table", "table", "table", "table", "letter"),
  language: fc.constantFrom<Layout["language"][]>("pl", "en"),
  dateFormat: fc.constantFrom<Layout["dateFormat"][]>("dd.mm.yyyy", "dd/mm/yyyy", "named-month"),
  dateLabel: fc.integer({ min: 0, max: DATE_LABELS - 1 }),
  shuffledColumns: sometimes(0.4),
  previousResult: sometimes(0.3),
  methodColumn: sometimes(0.25),
  labCodeColumn: sometimes(0.25),
  orderColumn: sometimes(0.2),
  twoLineRows: sometimes(0.25),
  visits: fc.constantFrom<Layout["visits"][]>(1, 1, 2, 3),
  rowDates: sometimes(0.25),
  pageBreaks: sometimes(0.3),
  comments: sometimes(0.3),
  bands: fc.constantFrom<Layout["bands"][]>("none", "none", "decidable", "undecidable"),
  flagMark: fc.constantFrom<Layout["flagMark"][]>("letter", "arrow", "asterisk"),
  flagPlace: fc.constantFrom<Layout["flagPlace"][]>("column", "value", "unit"),
  censored: sometimes(0.3),
  splitWords: sometimes(0.15),
};

/** The extras' arbitraries. */
const EXTRAS = {
  cumulative: sometimes(0.15),
  unitInName: sometimes(0.2),
  rangeStyle: fc.constantFrom<Layout["rangeStyle"][]>("plain", "plain", "brackets", "words"),
  flagWords: sometimes(0.25),
  otherHeaders: sometimes(0.3),
  monthFirst: sometimes(0.5),
  oneBand: sometimes(0.3),
};

/** The arbitraries of the features that came with columns read by their cells. */
const CELLS = {
  valueWithUnit: sometimes(0.2),
  rangeUnder: sometimes(0.2),
  unknownHeaders: sometimes(0.2),
  unnamedRowDates: sometimes(0.5),
};

/** The fourth stream's arbitraries; `otherLanguage` replaces a table's language when set. */
const MORE = {
  // deno-fmt-ignore
  otherLanguage: fc.constantFrom<("none" | "de" | "cs" | "sk" | "uk")[]>("none", "none", "none", "de", "cs", "sk", "uk"),
  footnotes: sometimes(0.2),
  methodWords: sometimes(0.5),
  // deno-fmt-ignore
  file: fc.constantFrom<Layout["file"][]>("pdf", "pdf", "pdf", "pdf", "pdf", "pdf", "eml", "eml", "csv-wide", "xlsx-wide", "html", "txt", "docx", "odt"),
  emlEncoding: fc.constantFrom<Layout["emlEncoding"][]>("quoted-printable", "base64"),
  emlBody: fc.constantFrom<Layout["emlBody"][]>("html", "plain", "both"),
  ...KINDS,
};

/** The first features alone (a corpus draws them, then the extras from a stream of their own). */
export const firstArbitrary = fc.record(FIRST);

/** The extras alone. */
export const extrasArbitrary = fc.record(EXTRAS);

/** The features of columns read by their cells alone. */
export const cellsArbitrary = fc.record(CELLS);

/** The fourth stream alone (the kinds of document, other languages, footnotes). */
export const moreArbitrary = fc.record(MORE);

const { otherLanguage: _other, ...MORE_FIELDS } = MORE;

/** The arbitrary of layouts: features drawn independently, shrinking towards {@link PLAIN}. */
export const layoutArbitrary: fc.Arbitrary<Layout> = fc.record({
  ...FIRST,
  language: fc.constantFrom<Layout["language"][]>("pl", "en", "de", "cs", "sk", "uk"),
  ...EXTRAS,
  ...CELLS,
  ...MORE_FIELDS,
  blind: blind.blindArbitrary,
}).map(normalised, (layout) => layout as Layout);

/**
 * A layout as it can be drawn: a letter is a Polish or English PDF; an
 * e-mail's table has no page (no page breaks, words drawn apart, rows over
 * two lines, range under the value, cumulative columns); a wide spreadsheet
 * is a sheet of a marker per row and a date per column, whatever else was
 * drawn. Idempotent.
 */
export function normalised(drawn: Layout): Layout {
  const layout = kindsNormalised(normalisedFile(drawn));
  return { ...layout, blind: blind.blindShown(layout) };
}

function normalisedFile(layout: Layout): Layout {
  if (layout.kind === "letter") {
    const language = layout.language === "en" ? "en" : "pl";
    return { ...layout, language, file: "pdf" };
  }
  if (layout.file === "eml" || isTextKind(layout)) {
    return {
      ...layout,
      cumulative: false,
      pageBreaks: false,
      splitWords: false,
      twoLineRows: false,
      rangeUnder: false,
    };
  }
  if (layout.file === "csv-wide" || layout.file === "xlsx-wide") {
    return { ...layout, cumulative: true, footnotes: false, unitInName: false };
  }
  return layout;
}

/** Whether a layout is the person's own spreadsheet kept wide. */
export function isWide(layout: Layout): boolean {
  return layout.file === "csv-wide" || layout.file === "xlsx-wide";
}

/**
 * The feature names a document with this layout is counted under. A table
 * feature is not named for a letter, which has no table.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(featuresOf(PLAIN), ["table", "lang:pl", "date:dd.mm.yyyy", "date-label:0",
 *   "visits:1", "flag:letter", "flag-in:column"]);
 * ```
 */
export function featuresOf(layout: Layout): string[] {
  return [...firstFeatures(layout), ...blind.blindFeatures(layout)];
}

function firstFeatures(layout: Layout): string[] {
  const names: string[] = [
    layout.kind,
    `lang:${layout.language}`,
    `date:${printedDateFormat(layout)}`,
    `date-label:${layout.dateLabel}`,
    `visits:${layout.visits}`,
    `flag:${
      layout.flagMark === "asterisk" && layout.kind === "letter" ? "arrow" : layout.flagMark
    }`,
  ];
  if (layout.censored) names.push("censored");
  if (layout.file === "eml") {
    names.push("file:eml", `eml:${layout.emlEncoding}`, `eml:${layout.emlBody}`);
  }
  names.push(...kindFeatures(layout));
  if (layout.footnotes && layout.kind === "table") names.push("footnotes");
  if (
    layout.rangeStyle !== "plain" && !(layout.kind === "letter" && layout.rangeStyle === "brackets")
  ) {
    names.push(`range:${layout.rangeStyle}`);
  }
  if (isWide(layout)) {
    // The person's own sheet: no flag, no date label, no other column.
    // A named month is typed as an ISO date there.
    const kept = names.filter((n) => !/^(flag|date-label|table)/.test(n))
      .map((n) => (n === "date:named-month" ? "date:iso" : n));
    return [...kept, `file:${layout.file}`];
  }
  if (layout.kind === "letter") return names;
  if (layout.cumulative) {
    // A cumulative sheet prints the name, unit, range and one value cell per date: the
    // flag glued to the value, no other column, no row over two lines, no comment.
    names.push("cumulative");
    if (layout.unitInName) names.push("unit-in-name");
    if (layout.otherHeaders) names.push("headers:other");
    if (layout.pageBreaks) names.push("page-breaks");
    if (layout.splitWords) names.push("split-words");
    return names;
  }
  names.push(`flag-in:${layout.flagPlace}`);
  const flags: [keyof Layout, string][] = [
    ["shuffledColumns", "columns:shuffled"],
    ["previousResult", "column:previous-result"],
    ["methodColumn", "column:method"],
    ["labCodeColumn", "column:lab-code"],
    ["orderColumn", "column:order-number"],
    ["twoLineRows", "rows:two-line"],
    ["rowDates", "date-per-row"],
    ["pageBreaks", "page-breaks"],
    ["comments", "comments"],
    ["splitWords", "split-words"],
  ];
  for (const [key, name] of flags) if (layout[key] === true) names.push(name);
  if (layout.methodColumn && layout.methodWords) names.push("column:method-words");
  if (layout.bands !== "none") names.push(`bands:${layout.bands}`);
  if (layout.bands === "decidable" && layout.oneBand) names.push("bands:one-printed");
  if (layout.unitInName) names.push("unit-in-name");
  if (layout.flagWords && layout.flagPlace === "column") names.push("flag:words");
  if (layout.otherHeaders && !layout.unknownHeaders) names.push("headers:other");
  if (layout.unknownHeaders) names.push("headers:unknown");
  if (layout.valueWithUnit && !layout.unitInName) names.push("cell:value-with-unit");
  if (layout.rangeUnder) names.push("cell:range-under");
  if (layout.rowDates && layout.unnamedRowDates) names.push("date-per-row:no-header");
  return names;
}

/** How a layout prints its dates: an English report's slash dates month first with `monthFirst`. */
export function printedDateFormat(layout: Layout): Layout["dateFormat"] | "mm/dd/yyyy" {
  return layout.monthFirst && layout.language === "en" && layout.dateFormat === "dd/mm/yyyy"
    ? "mm/dd/yyyy"
    : layout.dateFormat;
}

/** The features in which a layout differs from {@link PLAIN}, for a shrunk failure's report. */
export function differsFromPlain(layout: Layout): string[] {
  const fifth = (Object.keys(blind.PLAIN_BLIND) as (keyof blind.Blind)[])
    .filter((key) => layout.blind[key] !== blind.PLAIN_BLIND[key])
    .map((key) => `blind.${key}=${String(layout.blind[key])}`);
  return (Object.keys(PLAIN) as (keyof Layout)[])
    .filter((key) => key !== "blind" && layout[key] !== PLAIN[key])
    .map((key) => `${key}=${String(layout[key])}`).concat(fifth);
}
