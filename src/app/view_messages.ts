/**
 * The words of the trend view, in English and Polish. The view picks by the
 * host's locale; the report by `--lang`.
 *
 * @module
 */

import { formatSigned } from "../domain/format.ts";
import { verdictCaveat } from "../domain/change_text.ts";

/** The languages the view and the report speak. */
export type Lang = "en" | "pl";

/** Every string the view shows. */
export interface ViewMessages {
  readonly date: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  readonly flag: string;
  readonly low: string;
  readonly high: string;
  readonly abnormal: string;
  readonly table: string;
  readonly waiting: string;
  readonly noData: string;
  readonly qualitative: (n: number) => string;
  readonly omitted: (n: number) => string;
  readonly summary: (count: number, out: number, censored: number) => string;
  readonly legend: string;
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
): string | undefined {
  const words = Object.hasOwn(messages.verdicts, verdict) ? messages.verdicts[verdict] : undefined;
  if (words === undefined) return undefined;
  return percent === undefined ? words : `${words} (${formatSigned(percent, "typographic")}%)`;
}

/** The view's strings by language. */
export const VIEW_MESSAGES: Readonly<Record<Lang, ViewMessages>> = {
  en: {
    date: "Date",
    value: "Value",
    unit: "Unit",
    range: "Range",
    flag: "Flag",
    low: "low",
    high: "high",
    abnormal: "abnormal",
    table: "Table of values",
    waiting: "Waiting for results…",
    noData: "No results to draw.",
    qualitative: (n) => `${n} result(s) without a number are in the table only.`,
    omitted: (n) => `${n} point(s) left out to keep the chart readable.`,
    summary: (count, out, censored) =>
      `${count} result(s)${out ? `, ${out} out of range` : ""}${
        censored ? `, ${censored} below or above the lab's limit` : ""
      }`,
    legend:
      "Band: the lab's range · red: out of range · open circle with arrow: below/above the lab's limit · dashed ring: converted from another unit",
    verdicts: {
      likely_real_increase: "latest change likely a real increase",
      likely_real_decrease: "latest change likely a real decrease",
      within_expected_variation: "latest change within expected variation",
    },
    caveat: verdictCaveat("en"),
  },
  pl: {
    date: "Data",
    value: "Wynik",
    unit: "Jednostka",
    range: "Zakres",
    flag: "Flaga",
    low: "niski",
    high: "wysoki",
    abnormal: "nieprawidłowy",
    table: "Tabela wyników",
    waiting: "Czekam na wyniki…",
    noData: "Brak wyników do narysowania.",
    qualitative: (n) => `Wyniki bez liczby (${n}) są tylko w tabeli.`,
    omitted: (n) => `Pominięto punkty (${n}), by wykres był czytelny.`,
    summary: (count, out, censored) =>
      `wyników: ${count}${out ? `, poza zakresem: ${out}` : ""}${
        censored ? `, poniżej lub powyżej progu oznaczalności: ${censored}` : ""
      }`,
    legend:
      "Pas: zakres laboratorium · czerwony: poza zakresem · pusty punkt ze strzałką: poniżej/powyżej progu · przerywany pierścień: przeliczono z innej jednostki",
    verdicts: {
      likely_real_increase: "ostatnia zmiana to prawdopodobnie rzeczywisty wzrost",
      likely_real_decrease: "ostatnia zmiana to prawdopodobnie rzeczywisty spadek",
      within_expected_variation: "ostatnia zmiana mieści się w zwykłej zmienności",
    },
    caveat: verdictCaveat("pl"),
  },
};

/** The language of a BCP 47 locale: Polish for `pl…`, English otherwise. */
export function langOf(locale: string | undefined): Lang {
  return locale?.toLowerCase().startsWith("pl") ? "pl" : "en";
}
