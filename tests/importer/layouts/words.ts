/**
 * The words generated documents print, per language: column headers, the
 * collection-date labels (and the other dates a report prints beside them),
 * month names, comments, methods and the discharge letter's phrases; and
 * how numbers, dates and ranges are written. All of it is what Polish and
 * English labs really print; none of it is read from the importer's own
 * lexicon, so the generator tests the lexicon rather than echoing it.
 *
 * @module
 */

import type { Layout } from "./features.ts";
import { MORE_WORDS } from "./words_more.ts";

/** A document's language. */
export type Language = Layout["language"];

/** Words of one language. */
export interface Words {
  readonly headers: {
    readonly label: readonly string[];
    readonly value: readonly string[];
    readonly unit: readonly string[];
    readonly range: readonly string[];
    readonly flag: readonly string[];
    readonly previous: readonly string[];
    readonly method: readonly string[];
    readonly labCode: readonly string[];
    readonly order: readonly string[];
    readonly rowDate: readonly string[];
  };
  /** Collection-date labels; {@link Layout.dateLabel} picks one. */
  readonly collected: readonly string[];
  /** Other dates a report prints (never the row's date). */
  readonly ordered: string;
  readonly registered: string;
  readonly printed: string;
  readonly months: readonly string[];
  /** A date with a named month, when not "12 marca 2025" ("12. März 2025"). */
  readonly namedDate?: (day: string, month: string, year: string) => string;
  readonly comments: readonly string[];
  readonly methods: readonly string[];
  /** The words before a method in its cell (the `methodWords` feature: "Metoda: ECLIA"). */
  readonly methodLabel: string;
  readonly page: (n: number, of: number) => string;
  readonly sex: string;
  readonly sexValue: { readonly F: string; readonly M: string };
  readonly ageLabel: string;
  readonly born: string;
  readonly age: (years: number) => string;
  readonly bandSex: { readonly F: string; readonly M: string };
  readonly bandAge: (from: number, to: number) => string;
  /** The age with words before its colon and months after it (the `oneBand` feature). */
  readonly ageLabelLong: string;
  readonly ageMonths: (years: number, months: number) => string;
  readonly orderNo: string;
  readonly patient: string;
  /** The label of the personal number when not "PESEL:". */
  readonly idLabel?: string;
  readonly doctor: string;
  /** The doctor's title and licence number's name, when not "lek."/"Dr" and "NPWZ". */
  readonly doctorTitle?: string;
  readonly licence?: string;
  readonly title: string;
  readonly legend: string;
  /** What a footnote mark beside a value refers to (the `footnotes` feature). */
  readonly footnote: string;
  readonly decimal: "," | ".";
  /** A flag column's words (the `flagWords` feature). */
  readonly flagWords: { readonly H: string; readonly L: string };
  /** Other spellings of the header words (the `otherHeaders` feature). */
  readonly otherHeaders: Words["headers"];
  /** Header words no lexicon knows (the `unknownHeaders` feature): only the cells tell. */
  readonly unknownHeaders: Words["headers"];
  /** The word that joins a range's limits, and the one before an upper limit alone. */
  readonly rangeTo: string;
  readonly upTo: string;
  /** The header over a cumulative sheet's dates. */
  readonly draws: string;
}

/** The words of every language. */
export const WORDS: Readonly<Record<Language, Words>> = {
  pl: {
    headers: {
      label: ["Badanie", "Nazwa badania", "Parametr", "Oznaczenie"],
      value: ["Wynik", "Wartość"],
      unit: ["Jednostka", "Jedn."],
      range: ["Wartości referencyjne", "Zakres referencyjny", "Norma"],
      flag: ["Flaga", "Interpretacja"],
      previous: ["Poprzedni wynik", "Wynik poprzedni"],
      method: ["Metoda"],
      labCode: ["Kod", "Kod ICD-9"],
      order: ["Nr zlecenia"],
      rowDate: ["Pobrano", "Data pobrania"],
    },
    collected: ["Data pobrania:", "Materiał pobrano:", "Data pobrania materiału:", "Pobrano:"],
    ordered: "Data zlecenia:",
    registered: "Data rejestracji:",
    printed: "Data wydruku:",
    months: [
      "stycznia",
      "lutego",
      "marca",
      "kwietnia",
      "maja",
      "czerwca",
      "lipca",
      "sierpnia",
      "września",
      "października",
      "listopada",
      "grudnia",
    ],
    comments: [
      "Wynik kontrolowany.",
      "Próbka lekko zhemolizowana.",
      "Zalecana kontrola za 3 miesiące.",
      "Oznaczenie wykonano dwukrotnie.",
      "Surowica lipemiczna.",
    ],
    methods: ["fotometria", "ECLIA", "cytometria", "immunoturbidymetria", "CMIA"],
    methodLabel: "Metoda:",
    page: (n, of) => `Strona ${n} z ${of}`,
    sex: "Płeć:",
    sexValue: { F: "K", M: "M" },
    ageLabel: "Wiek:",
    born: "Data urodzenia:",
    age: (years) => `${years} lat`,
    bandSex: { F: "K", M: "M" },
    bandAge: (from, to) => (to >= 120 ? `≥${from} lat` : `${from}-${to} lat`),
    ageLabelLong: "Wiek w dniu badania:",
    ageMonths: (years, months) => `${years} lat ${months} mies.`,
    orderNo: "Nr zlecenia:",
    patient: "Pacjent:",
    doctor: "Lekarz kierujący:",
    title: "Sprawozdanie z badań laboratoryjnych",
    legend: "L - wynik poniżej, H - wynik powyżej zakresu referencyjnego.",
    footnote: "Badanie wykonane w laboratorium podwykonawczym.",
    decimal: ",",
    flagWords: { H: "Wysoki", L: "Niski" },
    otherHeaders: {
      label: ["Nazwa parametru", "Analit", "Badanie laboratoryjne"],
      value: ["Wynik badania", "Wyniki"],
      unit: ["Jedn. miary", "J.m.", "Jednostka miary"],
      range: ["Wartości odniesienia", "Przedział referencyjny", "Zakres norm", "Norma/zakres"],
      flag: ["Ocena", "Flagi"],
      previous: ["Wynik poprzedniego badania"],
      method: ["Metoda badania"],
      labCode: ["Kod badania"],
      order: ["Numer zlecenia"],
      rowDate: ["Data i godz. pobrania"],
    },
    unknownHeaders: {
      label: ["Składnik", "Analiza"],
      value: ["Uzyskano", "Pomiar"],
      unit: ["Miano", "Miara"],
      range: ["Granice", "Oczekiwane"],
      flag: ["Znacznik", "Znak"],
      previous: ["Wcześniej", "Ostatnio"],
      method: ["Technika"],
      labCode: ["Symbol"],
      order: ["Zlec."],
      rowDate: ["Dzień", "Kiedy"],
    },
    rangeTo: "do",
    upTo: "do",
    draws: "Daty pobrań",
  },
  en: {
    headers: {
      label: ["Test", "Test name", "Analyte", "Investigation"],
      value: ["Result", "Value"],
      unit: ["Units", "Unit"],
      range: ["Reference range", "Ref. interval", "Normal range"],
      flag: ["Flag", "Abn"],
      previous: ["Previous result", "Last result"],
      method: ["Method"],
      labCode: ["Code"],
      order: ["Order no."],
      rowDate: ["Collected", "Collection date"],
    },
    collected: ["Collected:", "Collection date:", "Specimen collected:", "Date collected:"],
    ordered: "Ordered:",
    registered: "Received:",
    printed: "Printed:",
    months: [
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ],
    comments: [
      "Result checked.",
      "Sample slightly haemolysed.",
      "Repeat in 3 months advised.",
      "Measured in duplicate.",
      "Lipaemic serum.",
    ],
    methods: ["photometry", "ECLIA", "flow cytometry", "immunoturbidimetry", "CMIA"],
    methodLabel: "Method:",
    page: (n, of) => `Page ${n} of ${of}`,
    sex: "Sex:",
    sexValue: { F: "F", M: "M" },
    ageLabel: "Age:",
    born: "Date of birth:",
    age: (years) => `${years} years`,
    bandSex: { F: "F", M: "M" },
    bandAge: (from, to) => (to >= 120 ? `≥${from} years` : `${from}-${to} years`),
    ageLabelLong: "Age at collection:",
    ageMonths: (years, months) => `${years} years ${months} months`,
    orderNo: "Order no.:",
    patient: "Patient:",
    doctor: "Requesting physician:",
    title: "Laboratory report",
    legend: "L - below, H - above the reference range.",
    footnote: "Performed at: Northfield Reference Laboratory, 1200 Commerce Dr, Dayton, OH",
    decimal: ".",
    flagWords: { H: "High", L: "Low" },
    otherHeaders: {
      label: ["TESTS", "Test description", "Examination"],
      value: ["RESULT", "Results"],
      unit: ["UNITS", "Unit of measure"],
      range: ["REFERENCE INTERVAL", "Reference values", "Ref. range"],
      flag: ["FLAG", "Abnormal flag"],
      previous: ["Prior result"],
      method: ["Test method"],
      labCode: ["Test code"],
      order: ["Order number"],
      rowDate: ["Date collected"],
    },
    unknownHeaders: {
      label: ["Analysis", "Component"],
      value: ["Outcome", "Measured"],
      unit: ["Measure", "Scale"],
      range: ["Expected", "Limits"],
      flag: ["Mark", "Sign"],
      previous: ["Earlier", "Before"],
      method: ["Technique"],
      labCode: ["Ident"],
      order: ["Req."],
      rowDate: ["Day", "When"],
    },
    rangeTo: "to",
    upTo: "up to",
    draws: "Collection dates",
  },
  ...MORE_WORDS,
};

/**
 * A number with a fixed count of decimals and the language's decimal mark.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatNumber(12.4, 1, "pl"), "12,4");
 * assert.equal(formatNumber(0.27, 2, "en"), "0.27");
 * ```
 */
export function formatNumber(value: number, decimals: number, language: Language): string {
  return value.toFixed(decimals).replace(".", WORDS[language].decimal);
}

/** An ISO date (`2024-03-05`) as the layout prints it. */
export function formatDate(
  iso: string,
  format: Layout["dateFormat"] | "mm/dd/yyyy",
  language: Language,
): string {
  const [y, m, d] = iso.split("-");
  if (format === "mm/dd/yyyy") return `${m}/${d}/${y}`;
  if (format === "dd/mm/yyyy") return `${d}/${m}/${y}`;
  if (format === "dd.mm.yyyy") return `${d}.${m}.${y}`;
  const words = WORDS[language];
  const month = words.months[Number(m) - 1]!;
  return words.namedDate?.(String(Number(d)), month, y!) ?? `${Number(d)} ${month} ${y}`;
}

/**
 * A printed range `low - high` (or `< high`) with the language's decimal
 * mark, in a layout's range style: in brackets, or with words ("12,0 do
 * 16,0", "do 5,0", "12.0 to 16.0", "up to 5.0").
 */
export function formatRange(
  low: number,
  high: number,
  decimals: number,
  language: Language,
  upperOnly = false,
  style: Layout["rangeStyle"] = "plain",
): string {
  const hi = formatNumber(high, decimals, language);
  const lo = formatNumber(low, decimals, language);
  if (style === "words") {
    const w = WORDS[language];
    return upperOnly ? `${w.upTo} ${hi}` : `${lo} ${w.rangeTo} ${hi}`;
  }
  const plain = upperOnly ? `< ${hi}` : `${lo} - ${hi}`;
  return style === "brackets" ? `(${plain})` : plain;
}

/** The printed mark of a flag in a layout's style. */
export function flagMark(flag: "H" | "L", mark: Layout["flagMark"]): string {
  if (mark === "arrow") return flag === "H" ? "↑" : "↓";
  if (mark === "asterisk") return "*";
  return flag;
}
