/**
 * The fifth stream of layout features: the classes the importer learned
 * from blind held-out documents (docs/import.md), drawn from a stream of
 * their own so that a corpus without them is the corpus it was before. A
 * range in brackets in the value's cell, a CSV of one result a line under
 * header words no lexicon knows, a wide sheet's notes column, a range before
 * the value, a range under the name in smaller type (once over a page
 * break), dot leaders, a name followed by its code ("Leukocyty WBC"), an
 * interpretation's bands as the reference, a date column before the name, a
 * long section heading with a remark in brackets, and a collection-date
 * label wrapped over two lines.
 *
 * @module
 */

import fc from "fast-check";
import type { Language } from "./words.ts";

/** The fifth stream's features of one document. */
export interface Blind {
  /** The range in brackets in the value's cell: after the unit, or between value and unit. */
  readonly rangeInValue: "none" | "after-unit" | "before-unit";
  /** A CSV of one result a line, header words no lexicon knows (a table's file). */
  readonly longCsv: boolean;
  /** A wide sheet has a notes column after its dates. */
  readonly wideNotes: boolean;
  /** The range column printed before the value's. */
  readonly rangeFirst: boolean;
  /** The range printed under the name in smaller type (no range column). */
  readonly rangeUnderName: boolean;
  /** Dots lead from each name to the next column. */
  readonly dotLeaders: boolean;
  /** Some names followed by the marker's code ("Leukocyty WBC"). */
  readonly nameCode: boolean;
  /** Upper-limit ranges printed as an interpretation's bands ("ujemny: < 34 / …"). */
  readonly interpretation: boolean;
  /** With per-row dates: the date column first, before the name. */
  readonly dateFirst: boolean;
  /** Section headings long, with a remark in brackets. */
  readonly longHeadings: boolean;
  /** The collection-date label wrapped: one word beside the date, the label under it. */
  readonly wrappedDateLabel: boolean;
}

/** The fifth stream at its plainest. */
export const PLAIN_BLIND: Blind = {
  rangeInValue: "none",
  longCsv: false,
  wideNotes: false,
  rangeFirst: false,
  rangeUnderName: false,
  dotLeaders: false,
  nameCode: false,
  interpretation: false,
  dateFirst: false,
  longHeadings: false,
  wrappedDateLabel: false,
};

/** A boolean on with probability `p`, shrinking to off. */
function sometimes(p: number): fc.Arbitrary<boolean> {
  return fc.integer({ min: 0, max: 99 }).map((n) => n >= 100 - p * 100, (b) => (b ? 99 : 0));
}

/** The fifth stream's arbitrary. */
export const blindArbitrary: fc.Arbitrary<Blind> = fc.record({
  rangeInValue: fc.constantFrom<Blind["rangeInValue"][]>(
    "none",
    "none",
    "none",
    "none",
    "after-unit",
    "before-unit",
  ),
  longCsv: sometimes(0.08),
  wideNotes: sometimes(0.5),
  rangeFirst: sometimes(0.15),
  rangeUnderName: sometimes(0.15),
  dotLeaders: sometimes(0.15),
  nameCode: sometimes(0.2),
  interpretation: sometimes(0.3),
  dateFirst: sometimes(0.5),
  longHeadings: sometimes(0.2),
  wrappedDateLabel: sometimes(0.2),
});

/** What a layout needs to know to tell which fifth-stream features it shows. */
interface Shown {
  readonly kind: "table" | "letter";
  readonly file: string;
  readonly rowDates: boolean;
  readonly cumulative: boolean;
  readonly twoLineRows: boolean;
  readonly rangeUnder: boolean;
  readonly flagPlace: string;
  readonly blind: Blind;
}

/**
 * The fifth stream as a layout can show it: a letter shows none; a wide
 * sheet its notes and names with codes; a CSV of one result a line (a PDF
 * table's rows) no page; a range in the value's cell, under the name or
 * before the value exclude each other and a range under the value. Idempotent.
 */
export function blindShown(layout: Shown): Blind {
  const b = layout.blind;
  if (layout.kind === "letter") return PLAIN_BLIND;
  const wide = layout.file === "csv-wide" || layout.file === "xlsx-wide";
  if (wide) return { ...PLAIN_BLIND, wideNotes: b.wideNotes, nameCode: b.nameCode };
  const rows = !layout.cumulative;
  if (b.longCsv && layout.file === "pdf") {
    return {
      ...PLAIN_BLIND,
      longCsv: true,
      nameCode: b.nameCode,
      interpretation: b.interpretation,
      dateFirst: b.dateFirst,
    };
  }
  const inValue = rows && !layout.rangeUnder && layout.flagPlace !== "unit"
    ? b.rangeInValue
    : "none";
  const plainRows = rows && !layout.twoLineRows;
  const underName = layout.file === "pdf" && plainRows && inValue === "none" &&
    !layout.rangeUnder && b.rangeUnderName;
  return {
    ...b,
    longCsv: false,
    wideNotes: false,
    rangeInValue: inValue,
    rangeUnderName: underName,
    rangeFirst: rows && inValue === "none" && !underName && !layout.rangeUnder && b.rangeFirst,
    dotLeaders: plainRows && b.dotLeaders,
    dateFirst: plainRows && layout.rowDates && b.dateFirst,
    wrappedDateLabel: layout.file === "pdf" && rows && !layout.rowDates && b.wrappedDateLabel,
  };
}

/** The feature names of the fifth stream a layout shows. */
export function blindFeatures(layout: Shown): string[] {
  const b = blindShown(layout);
  const names: string[] = [];
  if (b.rangeInValue !== "none") names.push(`cell:value-range-${b.rangeInValue}`);
  if (b.longCsv) names.push("file:csv-long");
  if (b.wideNotes) names.push("wide:notes");
  if (b.rangeFirst) names.push("column:range-first");
  if (b.rangeUnderName) names.push("cell:range-under-name");
  if (b.dotLeaders) names.push("name:dot-leaders");
  if (b.nameCode) names.push("name:with-code");
  if (b.interpretation) names.push("range:interpretation");
  if (b.dateFirst) names.push("date-per-row:first");
  if (b.longHeadings) names.push("heading:long");
  if (b.wrappedDateLabel) names.push("date-label:wrapped");
  return names;
}

/** An interpretation's words: negative, equivocal, positive (the lexicon's result words). */
export const INTERPRETATION: Readonly<Record<Language, readonly [string, string, string]>> = {
  pl: ["ujemny", "wątpliwy", "dodatni"],
  en: ["negative", "equivocal", "positive"],
  de: ["negativ", "grenzwertig", "positiv"],
  cs: ["negativní", "hraniční", "pozitivní"],
  sk: ["negatívny", "hraničný", "pozitívny"],
  uk: ["негативний", "сумнівний", "позитивний"],
};

/** A remark in brackets after a section heading (the specimen and how it was drawn). */
export const HEADING_REMARKS: Readonly<Record<Language, readonly string[]>> = {
  pl: ["(krew żylna, probówka EDTA, pobrano na czczo)", "(surowica, materiał z dnia pobrania)"],
  en: ["(venous blood, EDTA tube, fasting sample)", "(serum, sample received same day)"],
  de: ["(venöses Blut, EDTA-Röhrchen, nüchtern)", "(Serum, Probe am Entnahmetag erhalten)"],
  cs: ["(žilní krev, zkumavka EDTA, nalačno)", "(sérum, vzorek přijat v den odběru)"],
  sk: ["(venózna krv, skúmavka EDTA, nalačno)", "(sérum, vzorka prijatá v deň odberu)"],
  uk: ["(венозна кров, пробірка EDTA, натще)", "(сироватка, зразок отримано в день взяття)"],
};

/** A collection-date label wrapped over two lines: a word beside the date, the label under it. */
export const WRAPPED_LABELS: Readonly<Record<Language, readonly [string, string]>> = {
  pl: ["Materiał", "pobrano:"],
  en: ["Specimen", "collected:"],
  de: ["Probe", "Entnahme:"],
  cs: ["Materiál", "Odběr:"],
  sk: ["Materiál", "Odobraté:"],
  uk: ["Матеріал", "Взяття біоматеріалу:"],
};

/** Header words of a CSV of one result a line that no lexicon knows: date, name, value, unit, range, flag. */
export const CSV_HEADERS: Readonly<Record<Language, readonly string[]>> = {
  pl: ["Kiedy", "Co", "Ile", "Miano", "Granice", "Uwaga"],
  en: ["When", "Item", "Reading", "Measure", "Bounds", "Mark"],
  de: ["Wann", "Was", "Messung", "Maß", "Grenzen", "Zeichen"],
  cs: ["Kdy", "Co", "Kolik", "Míra", "Meze", "Znak"],
  sk: ["Kedy", "Čo", "Koľko", "Miera", "Hranice", "Znak"],
  uk: ["Коли", "Що", "Скільки", "Міра", "Межі", "Знак"],
};

/** A wide sheet's notes column: its header and some notes a person writes. */
export const NOTES: Readonly<Record<Language, readonly [string, ...string[]]>> = {
  pl: ["Uwagi", "po antybiotyku", "kontrola za 3 mies.", "na czczo"],
  en: ["Notes", "after antibiotics", "recheck in 3 months", "fasting"],
  de: ["Notizen", "nach Antibiotikum", "Kontrolle in 3 Monaten", "nüchtern"],
  cs: ["Poznámky", "po antibiotikách", "kontrola za 3 měsíce", "nalačno"],
  sk: ["Poznámky", "po antibiotikách", "kontrola o 3 mesiace", "nalačno"],
  uk: ["Примітки", "після антибіотиків", "контроль через 3 міс.", "натще"],
};
