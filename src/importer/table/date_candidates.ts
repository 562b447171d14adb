/**
 * The dates a document prints, offered to the person when no collection
 * date can be told from it: each date once, with the line it stands on, so
 * that `--date` can choose one. A date that is an identity string (a birth
 * date) is never offered.
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

/**
 * The dates printed in a document's lines, in order, each once.
 * `isPersonal` tells whether a date is an identity string of the document.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const found = dateCandidates(["Entnahme: 12.05.2025 07:40", "geb. 08.03.1961", "Befund 14.05.2025"], (d) => d === "1961-03-08");
 * assert.deepEqual(found.map((c) => c.date), ["2025-05-12", "2025-05-14"]);
 * assert.equal(found[0]!.line, "Entnahme: 12.05.2025 07:40");
 * ```
 */
export function dateCandidates(
  lines: readonly string[],
  isPersonal: (date: string) => boolean,
): DateCandidate[] {
  const found: DateCandidate[] = [];
  for (const text of lines) {
    for (const printed of datesInText(text)) {
      const date = printed.slice(0, 10);
      if (isPersonal(date) || found.some((c) => c.date === date)) continue;
      const line = text.trim().replace(/\s+/g, " ");
      found.push({ date, line: line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line });
      if (found.length === MAX_CANDIDATES) return found;
    }
  }
  return found;
}

/**
 * The `dateCandidates` field of a document read from its lines: the dates
 * it prints when no row has a date (none when one has), never an identity
 * string of the document.
 */
export function candidatesWhenUndated(
  dated: boolean,
  lines: readonly string[],
  identity: readonly string[],
): { dateCandidates?: DateCandidate[] } {
  if (dated) return {};
  const guard = new PrivacyGuard(identity);
  const found = dateCandidates(lines, (date) => guard.field(date) !== undefined);
  return found.length > 0 ? { dateCandidates: found } : {};
}
