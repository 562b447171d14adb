/**
 * The dates a document prints, offered to the person when no collection
 * date can be told from it: each date once, with the line it stands on, so
 * that `--date` can choose one. A date that is an identity string (a birth
 * date), or more than a year older than the newest date, is never offered.
 *
 * @module
 */

import { PrivacyGuard } from "../privacy/mod.ts";
import type { DateCandidate } from "../document.ts";
import { datesInText } from "../cell/mod.ts";

/** The most dates offered: a document printing more is better transcribed. */
const MAX_CANDIDATES = 8;

/** The longest line shown beside a date. */
const MAX_LINE = 60;

/** Parts of a printed line that stand apart: "·", "|", ";", "•" or a wide gap. */
const PARTS = /\s*[·|;•]\s*|\s{2,}/;
/** A printed date ("15.09.2016", "2016-09-15", "15/09/16") and the time after it, if any. */
const DATE_WORD = /(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})(?:,?\s+\d{1,2}:\d{2})?/;
/** The most words of the label shown before a date. */
const LABEL_WORDS = 4;

/**
 * What is shown beside a date candidate: the date as printed with the few words before it that
 * label it ("data wydruku 15.09.2016 12:03"), never the rest of its line. A word there that
 * could be a name or a number of a person (a capitalised word after the first, anything with a
 * digit) is shown as "…": the line may be "Wynik zatwierdził: mgr Krystyna Bafia …", and the
 * importer does not know every person a document names.
 */
function dateContext(text: string, date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const isThisDate = (m: RegExpExecArray) => {
    const parts = [m[1], m[2], m[3]].map(Number);
    return parts.includes(day) && parts.includes(month) &&
      parts.some((p) => p === year || p === year % 100);
  };
  for (const part of text.split(PARTS)) {
    const words = part.trim().split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      const m = DATE_WORD.exec(words.slice(i).join(" "));
      if (m === null || m.index !== 0 || !isThisDate(m)) continue;
      // The first word may be capitalised only when it opens its part of the line.
      const start = Math.max(0, i - LABEL_WORDS);
      const label = words.slice(start, i).map((w, k) =>
        /\d/.test(w) || ((k > 0 || start > 0) && /^\p{Lu}\p{Ll}/u.test(w)) ? "…" : w
      );
      return [...label, m[0]].join(" ").replace(/(?:… )+/g, "… ");
    }
  }
  return date;
}

/**
 * The dates printed in a document's lines, in order, each once.
 * `isPersonal` tells whether a date is an identity string of the document.
 */
function dateCandidates(
  lines: readonly string[],
  isPersonal: (date: string) => boolean,
): DateCandidate[] {
  const found: DateCandidate[] = [];
  for (const text of lines) {
    for (const printed of datesInText(text)) {
      const date = printed.slice(0, 10);
      if (isPersonal(date) || found.some((c) => c.date === date)) continue;
      const line = dateContext(text, date);
      found.push({ date, line: line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line });
      if (found.length === MAX_CANDIDATES) return found;
    }
  }
  return found;
}

/** How much older than a document's newest date a date it prints may be to be offered. */
const OLDEST_OFFERED_DAYS = 366;

/**
 * The candidates without a date more than a year before the newest one: a
 * sample is dated days before its report, and a date years older is most
 * often a birth date whose label no language file knows ("Gimimo data:
 * 1954-08-17"), never to be printed.
 */
function oldDatesLeftOut(found: readonly DateCandidate[]): DateCandidate[] {
  const days = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const newest = Math.max(...found.map((c) => days(c.date)));
  return found.filter((c) => newest - days(c.date) <= OLDEST_OFFERED_DAYS);
}

/**
 * The `dateCandidates` field of a document read from its lines: the dates
 * it prints when no row has a date (none when one has), never an identity
 * string of the document.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const lines = ["Entnahme: 12.05.2025 07:40", "geb. 08.03.1961", "Befund 14.05.2025"];
 * const found = candidatesWhenUndated(false, lines, ["08.03.1961"]).dateCandidates!;
 * assert.deepEqual(found.map((c) => c.date), ["2025-05-12", "2025-05-14"]);
 * assert.equal(found[0]!.line, "Entnahme: 12.05.2025 07:40");
 * const signed = ["zatwierdził: mgr Anna Nowak · data wydruku 15.09.2016 12:03 · str. 1", "mgr Anna Nowak 16.09.2016"];
 * const lines2 = candidatesWhenUndated(false, signed, []).dateCandidates!.map((c) => c.line);
 * assert.deepEqual(lines2, ["data wydruku 15.09.2016 12:03", "mgr … 16.09.2016"]);
 * assert.deepEqual(candidatesWhenUndated(true, lines, []), {});
 * const unknownBirth = ["Gimimo data: 1954-08-17", "Ėminys paimtas: 2025-03-11 08:05"];
 * assert.deepEqual(candidatesWhenUndated(false, unknownBirth, []).dateCandidates!.map((c) => c.date), ["2025-03-11"]);
 * ```
 */
export function candidatesWhenUndated(
  dated: boolean,
  lines: readonly string[],
  identity: readonly string[],
): { dateCandidates?: DateCandidate[] } {
  if (dated) return {};
  const guard = new PrivacyGuard(identity);
  const found = oldDatesLeftOut(dateCandidates(lines, (date) => guard.field(date) !== undefined));
  return found.length > 0 ? { dateCandidates: found } : {};
}
