/**
 * The words of the visit report, in Polish (the default) and English.
 *
 * @module
 */

import type { Lang } from "../chart/view_messages.ts";
import { MEANINGFUL_RULE } from "../domain/changes/meaningful.ts";
import { verdictCaveat } from "../domain/changes/change_text.ts";

/** Every string the report prints. */
export interface ReportMessages {
  /** The language, for what the charts print (month names, decimal comma). */
  readonly lang: Lang;
  readonly title: string;
  readonly period: (first: string, latest: string, today: string) => string;
  readonly abnormal: (date: string) => string;
  /** Beside a result out of range drawn before the latest test: its date, not repeated since. */
  readonly notRepeated: (date: string) => string;
  readonly noAbnormal: string;
  readonly changes: (since: string) => string;
  /** The heading of changes that start from different dates, one per marker. */
  readonly changesEach: string;
  readonly noPrevious: string;
  readonly noChanges: string;
  readonly charts: string;
  readonly noCharts: string;
  /** Said beside a chart's title when its value axis is logarithmic. */
  readonly logScale: string;
  readonly panel: (date: string) => string;
  /** The heading of the list of documents the report's figures came from. */
  readonly sources: string;
  readonly marker: string;
  readonly result: string;
  readonly unit: string;
  readonly range: string;
  readonly flag: string;
  readonly before: string;
  readonly now: string;
  readonly change: string;
  readonly low: string;
  readonly high: string;
  readonly flaggedAbnormal: string;
  readonly intoRange: string;
  readonly outOfRange: string;
  readonly other: string;
  readonly unknownMarkers: (names: string) => string;
  readonly footer: (version: string) => string;
  /** Said of a change that crossed its range but could not be judged against an RCV. */
  readonly notJudged: string;
  readonly page: (n: number, of: number) => string;
  readonly empty: string;
}

/** The report's strings by language. */
export const REPORT_MESSAGES: Readonly<Record<Lang, ReportMessages>> = {
  pl: {
    lang: "pl",
    title: "Wyniki badań krwi: podsumowanie na wizytę",
    period: (first, latest, today) =>
      `Wyniki od ${first} do ${latest} · ostatnie badanie: ${latest} · przygotowano ${today}`,
    abnormal: (date) =>
      `Poza zakresem: ostatni wynik każdego badania, z dowolnej daty (ostatnie badanie ${date})`,
    notRepeated: (date) => `${date}, nie powtórzono`,
    noAbnormal: "Żaden ostatni wynik żadnego badania nie jest poza zakresem laboratorium.",
    changes: (since) => `Istotne zmiany od ${since}`,
    changesEach: "Istotne zmiany od wcześniejszego wyniku każdego badania",
    noPrevious: "Brak wcześniejszego badania do porównania.",
    noChanges: "Brak istotnych zmian.",
    charts: "Przebieg w czasie",
    noCharts: "Brak wykresów: nic nie jest poza zakresem ani istotnie zmienione.",
    logScale: "skala logarytmiczna",
    panel: (date) => `Wszystkie wyniki ostatniego badania (${date})`,
    sources: "Dokumenty źródłowe",
    marker: "Badanie",
    result: "Wynik",
    unit: "Jednostka",
    range: "Zakres",
    flag: "Flaga",
    before: "Wcześniej",
    now: "Teraz",
    change: "Zmiana",
    low: "↓ niski",
    high: "↑ wysoki",
    flaggedAbnormal: "! nieprawidłowy",
    intoRange: "wrócił do zakresu",
    outOfRange: "wyszedł poza zakres",
    other: "Inne",
    unknownMarkers: (names) => `Nie znaleziono badań: ${names}.`,
    footer: (version) =>
      `Źródło: wyniki laboratoryjne zapisane lokalnie przez użytkownika (bloodwork-mcp ${version}); ` +
      `wartości, jednostki i zakresy referencyjne tak, jak podało laboratorium. Istotna zmiana: ` +
      `${MEANINGFUL_RULE.pl}. To zestawienie nie jest diagnozą. ${verdictCaveat("pl")}`,
    notJudged: "zmiana nieoceniona",
    page: (n, of) => `Strona ${n} z ${of}`,
    empty: "Brak wyników w magazynie danych.",
  },
  en: {
    lang: "en",
    title: "Blood test results: summary for a visit",
    period: (first, latest, today) =>
      `Results from ${first} to ${latest} · latest test: ${latest} · prepared ${today}`,
    abnormal: (date) =>
      `Out of range: each marker's latest result, whatever its date (latest test ${date})`,
    notRepeated: (date) => `${date}, not repeated since`,
    noAbnormal: "No marker's latest result is outside the lab's range.",
    changes: (since) => `Meaningful changes since ${since}`,
    changesEach: "Meaningful changes since each marker's earlier result",
    noPrevious: "No earlier test to compare with.",
    noChanges: "No meaningful changes.",
    charts: "Over time",
    noCharts: "No charts: nothing is out of range or meaningfully changed.",
    logScale: "log scale",
    panel: (date) => `All results of the latest test (${date})`,
    sources: "Source documents",
    marker: "Test",
    result: "Result",
    unit: "Unit",
    range: "Range",
    flag: "Flag",
    before: "Before",
    now: "Now",
    change: "Change",
    low: "↓ low",
    high: "↑ high",
    flaggedAbnormal: "! abnormal",
    intoRange: "back in range",
    outOfRange: "out of range",
    other: "Other",
    unknownMarkers: (names) => `Markers not found: ${names}.`,
    footer: (version) =>
      `Source: lab results stored locally by the user (bloodwork-mcp ${version}); values, units ` +
      `and reference ranges as reported by the lab. Meaningful change: ${MEANINGFUL_RULE.en}. ` +
      `This summary is not a diagnosis. ${verdictCaveat("en")}`,
    notJudged: "change not judged",
    page: (n, of) => `Page ${n} of ${of}`,
    empty: "The data store has no results.",
  },
};
