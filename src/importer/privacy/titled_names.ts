/**
 * Names printed with no label after a person's title or form of address ("Dr Hannah Whitlock",
 * "Sehr geehrte Frau …"), and a letter's addressee block under a form of address alone on its
 * line (the privacy stage's face is `mod.ts`).
 *
 * @module
 */

import { alternation, words } from "../lexicon/mod.ts";
import { FIELD_GAP } from "./addresses.ts";

/** A title's spellings as printed: as listed, capitalised and in capitals ("dr", "Dr", "DR"). */
const TITLES = [
  ...new Set(
    words((l) => l.identity.titles).flatMap((t) => [
      t,
      t.charAt(0).toUpperCase() + t.slice(1),
      t.toUpperCase(),
    ]),
  ),
];

/** A capitalised word of a name, or an initial ("S.", "McAlister", "Oyelowo-Chen"). */
const NAME_WORD = String.raw`(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*\p{L})`;

/**
 * A name after a person's title, with no label ("Dr Hannah Whitlock, GMC 7123456", "Dr. S.
 * Meenakshisundaram, MD", "MUDr. Jana Nováková": the title in any case): one to four
 * capitalised words or initials, the last a word.
 */
const TITLED_NAME = TITLES.length === 0 ? undefined : new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?i:${
    alternation(TITLES)
  })\s+((?:\p{Lu}\.\s?){0,2}\p{Lu}[\p{L}'’-]*\p{L}(?:\s${NAME_WORD}){0,3})`,
  "gu",
);

/** The names a line prints after a person's title ({@link TITLED_NAME}). */
export function titledNames(line: string): string[] {
  if (TITLED_NAME === undefined) return [];
  return [...line.matchAll(TITLED_NAME)].map((m) => m[1]!.replace(/\s\p{Lu}\.$/u, "").trim());
}

/** A title or form of address alone on its line ("Frau", "Mrs"): a letter's addressee follows. */
const TITLE_ALONE = TITLES.length === 0
  ? undefined
  : new RegExp(String.raw`^\s*(?:${alternation(TITLES)})\s*$`, "u");

/** A person's name alone: two to four capitalised words or initials, no digit. */
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;

/** A postal code before a town ("04229 Leipzig", "00-950 Warszawa", "LE2 7PQ"). */
const POSTAL_TOWN =
  /(?<![\p{L}\p{N}])(?:\d{4,5}|\d{2}-\d{3}|\d{3} \d{2})\s+\p{Lu}\p{Ll}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])/u;

/**
 * A letter's addressee block: after a form of address alone on its line, the next lines (at
 * most four) down to the one with a postal code, each line's first field (the letter's date may
 * stand to its right).
 */
export function addresseeBlock(lines: readonly string[], i: number): string[] {
  if (TITLE_ALONE === undefined || !TITLE_ALONE.test(lines[i] ?? "")) return [];
  const found: string[] = [];
  const block = lines.slice(i + 1).filter((l) => l.trim() !== "").slice(0, 4);
  // The block opens with a person's name: two to four capitalised words, no digit.
  if (!PERSON_NAME.test(block[0]?.split(FIELD_GAP)[0]?.trim() ?? "")) return [];
  for (const line of block) {
    const first = line.split(FIELD_GAP)[0]?.trim() ?? "";
    if (first !== "") found.push(first);
    if (POSTAL_TOWN.test(first)) return found;
  }
  return found.length > 0 && found.some((f) => POSTAL_TOWN.test(f)) ? found : found.slice(0, 1);
}
