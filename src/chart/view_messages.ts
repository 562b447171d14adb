/**
 * The words of the trend view, in English and Polish. The view picks by the
 * host's locale; the report by `--lang`.
 *
 * @module
 */

import { type Lang, localPercent } from "./local_numbers.ts";
import { verdictCaveat } from "../domain/changes/change_text.ts";

/** What a chart draws, for a legend that explains exactly that. */
export type LegendKey =
  | "band"
  | "low_edge"
  | "high_edge"
  | "out_of_range"
  | "censored"
  | "censored_above"
  | "censored_segment"
  | "converted"
  | "event"
  | "personal"
  | "personal_flagged_inside"
  | "personal_normal_outside"
  | "personal_holds_flagged"
  | "personal_intra_day"
  | "log_scale"
  | "event_span";

/** The languages the view and the report speak (defined beside the number formats). */
export type { Lang };

/** Every string the view shows. */
export interface ViewMessages {
  readonly date: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  readonly flag: string;
  readonly lab: string;
  /** The column of where a result came from: its document, page and printed row. */
  readonly source: string;
  readonly low: string;
  readonly high: string;
  readonly abnormal: string;
  readonly table: string;
  readonly waiting: string;
  readonly noData: string;
  /** A marker known but with no results in the store. */
  readonly noResults: string;
  /** A marker with results, none in the dates asked for. */
  readonly noneInRange: string;
  /** Where the results are, after {@link ViewMessages.noneInRange}. */
  readonly resultsSpan: (first: string, last: string) => string;
  /** A tool result that is an error (a marker not found, a bad date). */
  readonly problem: (message: string) => string;
  readonly qualitative: (n: number) => string;
  /**
   * What a thinned chart draws: `drawn` of `total` results, how they were
   * chosen (by day or period, when the server says), and the real
   * out-of-range share beside the share among the drawn points.
   */
  readonly thinned: (counts: ThinnedCounts) => string;
  /** The results' count, how many out of range, and the censored ones by side. */
  readonly summary: (
    count: number,
    out: number,
    censored: { readonly below: number; readonly above: number },
  ) => string;
  /** What each drawn thing means, for a legend of exactly what is drawn. */
  readonly legend: Readonly<Record<LegendKey, string>>;
  /** The heading of the list of events under a chart. */
  readonly events: string;
  /** The latest change's verdicts in words; one not named here is not shown. */
  readonly verdicts: Readonly<Record<string, string>>;
  /** The one line that goes with any verdict: what it rests on, not a diagnosis. */
  readonly caveat: string;
}

/**
 * The latest change's verdict in words with its percentage, or `undefined`
 * when there is nothing to say.
 */
export function verdictText(
  messages: ViewMessages,
  verdict: string,
  percent: number | undefined,
  lang: Lang = "en",
): string | undefined {
  const words = Object.hasOwn(messages.verdicts, verdict) ? messages.verdicts[verdict] : undefined;
  if (words === undefined) return undefined;
  return percent === undefined ? words : `${words} (${localPercent(percent, lang)})`;
}

/** The word for a flag out of range (`low`, `high`, `abnormal`), or "" for normal or none. */
export function flagWord(messages: ViewMessages, flag: string | null): string {
  return flag === "low"
    ? messages.low
    : flag === "high"
    ? messages.high
    : flag === "abnormal"
    ? messages.abnormal
    : "";
}

/** What a thinned chart's caption counts. */
export interface ThinnedCounts {
  readonly drawn: number;
  readonly total: number;
  readonly outDrawn: number;
  readonly outTotal: number;
  /** How the drawn results were chosen: from each day, or from each of equal periods. */
  readonly by?: "day" | "period";
  readonly groups?: number;
}

/** Whether the drawn points show more out-of-range results than their real share (by 5 points). */
function overDrawn(c: ThinnedCounts): boolean {
  return c.outDrawn / c.drawn > c.outTotal / c.total + 0.05;
}

/** `part` of `whole` as a whole percentage, `28%`. */
function share(part: number, whole: number): string {
  return `${whole > 0 ? Math.round(part / whole * 100) : 0}%`;
}

/** The legend of what the charts draw: one phrase per key, in order, or "" when nothing is drawn. */
export function legendText(messages: ViewMessages, keys: readonly LegendKey[]): string {
  return [...new Set(keys)].map((key) => messages.legend[key]).join(" · ");
}

/** The view's strings by language. */
export const VIEW_MESSAGES: Readonly<Record<Lang, ViewMessages>> = {
  en: {
    date: "Date",
    value: "Value",
    unit: "Unit",
    range: "Range",
    flag: "Flag",
    lab: "Lab",
    source: "Source",
    low: "low",
    high: "high",
    abnormal: "abnormal",
    table: "Table of values",
    waiting: "Waiting for results…",
    noData: "No results to draw.",
    noResults: "No results for this marker in the store yet.",
    noneInRange: "No results in the dates asked for; there are results outside them.",
    resultsSpan: (first, last) =>
      first === last
        ? `The results are from ${first}.`
        : `There are results from ${first} to ${last}.`,
    problem: (message) => `Nothing to draw: ${message}`,
    qualitative: (n) => `${n} result(s) without a number are in the table only.`,
    thinned: (c) =>
      `${c.drawn} of ${c.total} results drawn, in proportion: ${
        c.by === undefined
          ? "from each period"
          : `from each of the ${c.groups} ${c.by === "day" ? "days" : "periods"}`
      } its lowest, its highest and results in between, out-of-range ones in their share. ${c.outTotal} of all ${c.total} (${
        share(c.outTotal, c.total)
      }) are out of range; ${c.outDrawn} of the ${c.drawn} drawn${
        overDrawn(c) ? ", so red is over-represented" : ""
      }.`,
    summary: (count, out, censored) =>
      `${count} result(s)${out ? `, ${out} out of range` : ""}${
        censored.below ? `, ${censored.below} below the detection limit` : ""
      }${censored.above ? `, ${censored.above} above the measuring range` : ""}`,
    legend: {
      band: "band: the lab's range",
      low_edge: "dashed line: the lab's lower limit",
      high_edge: "dashed line: the lab's upper limit",
      out_of_range: "red: out of range",
      censored:
        "open circle with arrow down: below the lab's detection limit (the true value is lower)",
      censored_above:
        "open circle with arrow up: above the lab's measuring range (the true value is higher)",
      censored_segment: "dotted line: to or from such a limit, not a measured change",
      converted: "dashed ring: converted from another unit",
      event: "dotted rule: an event",
      personal:
        "purple band with dash-dot edges: normal for you (your personal reference interval), beside the lab's range",
      personal_flagged_inside:
        "the latest result is outside the lab's range but inside normal for you: the lab's flag stands",
      personal_normal_outside:
        "the latest result is inside the lab's range but outside normal for you: unusual for you, not flagged by the lab",
      personal_holds_flagged:
        "results the lab flags out of range lie inside normal for you: the lab's flags stand; the band is the spread of your own results",
      personal_intra_day:
        "no normal for you: readings several a day vary with meals and time; a personal interval needs one result per draw under the same conditions (fasting, morning)",
      log_scale:
        "the value axis is logarithmic (equal steps are equal ratios), so a far value does not flatten the others",
      event_span: "grey stretch: an event that lasts, from its start to its end",
    },
    events: "Events",
    verdicts: {
      likely_real_increase: "latest change likely a real increase",
      likely_real_decrease: "latest change likely a real decrease",
      within_expected_variation: "latest change within expected variation",
      at_limit: "latest change at the limit of expected variation",
    },
    caveat: verdictCaveat("en"),
  },
  pl: {
    date: "Data",
    value: "Wynik",
    unit: "Jednostka",
    range: "Zakres",
    flag: "Flaga",
    lab: "Laboratorium",
    source: "Źródło",
    low: "niski",
    high: "wysoki",
    abnormal: "nieprawidłowy",
    table: "Tabela wyników",
    waiting: "Czekam na wyniki…",
    noData: "Brak wyników do narysowania.",
    noResults: "Brak wyników tego badania w danych.",
    noneInRange: "Brak wyników w wybranych datach; są wyniki spoza nich.",
    resultsSpan: (first, last) =>
      first === last ? `Wyniki są z ${first}.` : `Są wyniki od ${first} do ${last}.`,
    problem: (message) => `Nie ma czego narysować: ${message}`,
    qualitative: (n) => `Wyniki bez liczby (${n}) są tylko w tabeli.`,
    thinned: (c) =>
      `Narysowano ${c.drawn} z ${c.total} wyników, w proporcji: ${
        c.by === undefined
          ? "z każdego okresu"
          : `z każdego z ${c.groups} ${c.by === "day" ? "dni" : "okresów"}`
      } najniższy, najwyższy i wyniki pośrednie, poza zakresem w ich udziale. Poza zakresem ${c.outTotal} ze wszystkich ${c.total} (${
        share(c.outTotal, c.total)
      }); wśród narysowanych ${c.outDrawn} z ${c.drawn}${
        overDrawn(c) ? ", więc czerwonych jest na wykresie więcej niż w wynikach" : ""
      }.`,
    summary: (count, out, censored) =>
      `wyników: ${count}${out ? `, poza zakresem: ${out}` : ""}${
        censored.below ? `, poniżej progu oznaczalności: ${censored.below}` : ""
      }${censored.above ? `, powyżej zakresu pomiarowego: ${censored.above}` : ""}`,
    legend: {
      band: "pas: zakres laboratorium",
      low_edge: "linia przerywana: dolna granica laboratorium",
      high_edge: "linia przerywana: górna granica laboratorium",
      out_of_range: "czerwony: poza zakresem",
      censored:
        "pusty punkt ze strzałką w dół: poniżej progu oznaczalności (prawdziwa wartość jest niższa)",
      censored_above:
        "pusty punkt ze strzałką w górę: powyżej zakresu pomiarowego (prawdziwa wartość jest wyższa)",
      censored_segment: "linia kropkowana: do lub od takiego progu, nie zmierzona zmiana",
      converted: "przerywany pierścień: przeliczono z innej jednostki",
      event: "kropkowana pionowa linia: zdarzenie",
      personal:
        "fioletowy pas z krawędziami kreska-kropka: norma dla ciebie (osobisty zakres referencyjny), obok zakresu laboratorium",
      personal_flagged_inside:
        "ostatni wynik jest poza zakresem laboratorium, ale w normie dla ciebie: flaga laboratorium obowiązuje",
      personal_normal_outside:
        "ostatni wynik jest w zakresie laboratorium, ale poza normą dla ciebie: nietypowy dla ciebie, laboratorium go nie oznaczyło",
      personal_holds_flagged:
        "wyniki oznaczone przez laboratorium jako poza zakresem leżą w normie dla ciebie: flagi laboratorium obowiązują; pas to rozrzut twoich własnych wyników",
      personal_intra_day:
        "brak normy dla ciebie: pomiary kilka razy dziennie zależą od posiłków i pory dnia; osobisty zakres wymaga jednego wyniku na pobranie w tych samych warunkach (na czczo, rano)",
      log_scale:
        "oś wartości jest logarytmiczna (równe odstępy to równe krotności), by odległy wynik nie spłaszczył pozostałych",
      event_span: "szary pas: zdarzenie trwające od początku do końca",
    },
    events: "Zdarzenia",
    verdicts: {
      likely_real_increase: "ostatnia zmiana to prawdopodobnie rzeczywisty wzrost",
      likely_real_decrease: "ostatnia zmiana to prawdopodobnie rzeczywisty spadek",
      within_expected_variation: "ostatnia zmiana mieści się w zwykłej zmienności",
      at_limit: "ostatnia zmiana jest na granicy zwykłej zmienności",
    },
    caveat: verdictCaveat("pl"),
  },
};

/** The language of a BCP 47 locale: Polish for `pl…`, English otherwise. */
export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith("pl") ? "pl" : "en";
}
