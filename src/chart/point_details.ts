/**
 * A point's details line, as the chart's tip and title show it: the value
 * with its unit, the lab's range and flag, the lab, a converted value's
 * original, and its source, in English or Polish.
 *
 * @module
 */

import { formatRange, formatValue, formatWhen, TYPOGRAPHIC } from "../domain/readings/format.ts";
import { localText } from "./local_numbers.ts";
import type { ChartPointData } from "./trend_data.ts";
import { flagWord, type Lang, VIEW_MESSAGES } from "./view_messages.ts";

/** The words of a point's details line, per language. */
const DETAIL_WORDS: Readonly<Record<Lang, { range: string; converted: string }>> = {
  en: { range: "range", converted: "converted from" },
  pl: { range: "zakres", converted: "przeliczono z" },
};

/** The lab's own range of a converted value, as `, range 70–99`, or nothing. */
function originalRange(original: NonNullable<ChartPointData["original"]>, word: string): string {
  const range = formatRange(original, TYPOGRAPHIC);
  return range === "" ? "" : `, ${word} ${range}`;
}

/** A point's details in `lang`: value, range, flag, lab, a converted original, and its source. */
export function pointDetails(
  point: ChartPointData,
  unit: string,
  lang: Lang = "en",
  source?: string,
): string {
  const words = DETAIL_WORDS[lang];
  const range = formatRange(point, TYPOGRAPHIC);
  const flagged = flagWord(VIEW_MESSAGES[lang], point.flag);
  const original = point.original
    ? `; ${words.converted} ${
      formatValue({ value: point.original.value, comparator: point.comparator }, TYPOGRAPHIC)
    } ${point.original.unit}${originalRange(point.original, words.range)}`
    : "";
  const lab = point.lab ? ` · ${point.lab}` : "";
  const text = `${formatWhen(point)}: ${formatValue(point, TYPOGRAPHIC)}${unit ? ` ${unit}` : ""}${
    range
      ? ` (${words.range} ${range}${flagged ? `, ${flagged}` : ""})`
      : flagged
      ? ` (${flagged})`
      : ""
  }${original}`;
  return `${localText(text, lang)}${lab}${source !== undefined ? ` · ${source}` : ""}`;
}
