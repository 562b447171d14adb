/**
 * Flags and comparator words that a layout left at the end of a printed
 * name ("Ferrytyna H", "anty-TPO H powyżej"): they are the lab's flag and
 * part of the value, never part of the name, so they are split off before a
 * name is resolved, proposed or approved as an alias.
 *
 * @module
 */

import type { LabFlag } from "../../domain/readings/flags.ts";
import { words } from "../lexicon/mod.ts";
import { flagOfMark, isNameFlagToken } from "./flag.ts";

/**
 * Comparator words and signs printed before a value ("powyżej 1000", "< 5"):
 * every word of the lexicon's comparators, and the signs.
 */
const COMPARATOR_WORDS = new Set([
  // A phrase's words, not its short connectives ("superior a"): "A" ends "Witamina A".
  ...words((l) => [...l.comparators.above, ...l.comparators.below])
    .flatMap((phrase) => phrase.toLowerCase().split(/\s+/))
    .filter((word) => word.length > 2),
  "<",
  ">",
  "<=",
  ">=",
  "≤",
  "≥",
]);

/** A printed name with what followed it split off. */
export interface SplitName {
  /** The name without trailing flags and comparator words. */
  readonly name: string;
  /** The lab's flag found at the end of the name, if any. */
  readonly flag?: LabFlag;
  /** The comparator word found at the end of the name ("powyżej"), if any. */
  readonly comparator?: string;
}

/**
 * Splits trailing flags (`H`, `L`, `↑`, `↓`, `*`, `!`) and comparator words
 * off a printed name; only a direction (`H`, `L`) is kept as the flag. A
 * letter that is part of a name ("Witamina A") is never a flag, and a name
 * made only of such tokens is kept as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitPrintedFlag("Ferrytyna H"), { name: "Ferrytyna", flag: "H" });
 * assert.deepEqual(splitPrintedFlag("anty-TPO H powyżej"), { name: "anty-TPO", flag: "H", comparator: "powyżej" });
 * assert.deepEqual(splitPrintedFlag("Witamina D"), { name: "Witamina D" });
 * assert.deepEqual(splitPrintedFlag("Witamina A"), { name: "Witamina A" });
 * ```
 */
export function splitPrintedFlag(printed: string): SplitName {
  const tokens = printed.trim().split(/\s+/);
  let flag: LabFlag | undefined;
  let comparator: string | undefined;
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1]!;
    if (COMPARATOR_WORDS.has(last.toLowerCase())) {
      comparator ??= last;
    } else if (isNameFlagToken(last)) {
      const mark = flagOfMark(last);
      if (mark === "H" || mark === "L") flag ??= mark;
    } else break;
    tokens.pop();
  }
  return {
    name: tokens.join(" "),
    ...(flag !== undefined ? { flag } : {}),
    ...(comparator !== undefined ? { comparator } : {}),
  };
}
