/**
 * Postal addresses printed with no label, and whose they are: a street and town, a postal
 * code, a US state and ZIP code; a lab's letterhead or footer (its name, then its address)
 * is the lab's, and so is the same address printed elsewhere, never the person's.
 *
 * @module
 */

import { alternation, words } from "../lexicon/mod.ts";

/**
 * Where a field's value ends at the latest: a CSV delimiter, a middle dot or bullet between
 * fields (a portal's "PESEL: … · tel. …") or a gap of two or more spaces.
 */
export const FIELD_GAP = /[;\t|·•]|\s{2,}/;

/** A Polish postal code followed by a town, as in an address ("00-950 Warszawa"), not a range. */
export const POSTAL_CODE = /(?<![\d.,])\d{2}-\d{3}\s+\p{Lu}\p{Ll}/u;

/**
 * A street address as other countries print it: a street and its number, a comma, then a
 * postal code and a town ("Hernalser Hauptstraße 71/9, 1170 Wien", "Kounicova 48, 602 00
 * Brno", "Hauptstr. 5, 01234 Berlin"); a British postcode after a comma or a town ("Leeds, LS6 2QT",
 * "Leeds LS6 2QT"); a US state
 * and ZIP code after a comma ("Brookline, MA 02446"). A result line prints none of these.
 */
const STREET_ADDRESS = new RegExp(
  [
    String
      .raw`\p{L}{3,}\.?\s+\d{1,4}[a-z]?(?:\/\d{1,4})?,\s*(?:[A-Z]{1,2}-)?\d{3}\s?\d{1,2}\s+\p{Lu}\p{Ll}`,
    String.raw`(?:,\s*|\p{Lu}\p{Ll}+\s+)[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\p{N}])`,
    String.raw`\p{L},\s*[A-Z]{2}\s\d{5}(?:-\d{4})?(?![\p{L}\p{N}])`,
  ].join("|"),
  "u",
);

/** Whether a line prints a postal address: a Polish postal code and town, or {@link STREET_ADDRESS}. */
export function hasPostalAddress(line: string): boolean {
  return POSTAL_CODE.test(line) || STREET_ADDRESS.test(line);
}

/** A word of the lexicon that names a laboratory or the place that runs one ("laborat", "hospital"). */
const LAB_WORD = new RegExp(alternation(words((l) => l.labs.nameWords)), "iu");

/**
 * A line that starts with the name of a laboratory or of the company that
 * runs one (a letterhead: "ALAB laboratoria Sp. z o.o., ul. Stępińska 22/30,
 * 00-739 Warszawa"): its address is the lab's, not the person's. The name is
 * the line up to its first comma, with a lab word of the lexicon and no digit,
 * so that a person's street ("ul. Szpitalna 5, …") is never taken for one; or a
 * lab's name the document prints alone elsewhere, as that part of the line ends
 * (after a footnote's site code: "01 CR Cedar Ridge Clinical Laboratories, …").
 */
function isLabLine(line: string, labs: LabsOfDocument): boolean {
  const head = line.split(",")[0] ?? "";
  if (LAB_WORD.test(head) && !/\d/.test(head)) return true;
  const key = spaced(head);
  return labs.names.some((name) => key.endsWith(name) && isSiteCode(key.slice(0, -name.length)));
}

/**
 * What may stand before a lab's name in a footnote: nothing, or at most two short codes with
 * a letter or mark among them ("01 CR", "*"); a house number alone ("12 Northfield Hospital,
 * …") is a street's, so the line stays the person's.
 */
function isSiteCode(text: string): boolean {
  const codes = text.split(" ").filter((code) => code !== "");
  if (codes.length === 0) return true;
  return codes.length <= 2 && codes.every((code) => code.length <= 4) &&
    codes.some((code) => /^\D+$/u.test(code));
}

/** The labs a document names, and the text of its lines that print a lab's name and address. */
export interface LabsOfDocument {
  /** Each lab's name as a part of a line prints it alone (lower case, single spaces). */
  readonly names: readonly string[];
  /** The lines that name a lab and print its address (lower case, single spaces). */
  readonly lines: readonly string[];
}

/** A text in lower case with single spaces, to compare a name or an address as printed. */
function spaced(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The labs a document names: a part of a line (between field gaps) with no identity label
 * whose head, up to its first comma, holds a lab word and no digit ("Cedar Ridge Clinical
 * Laboratories" beside "Specimen ID: …"), and the lines that then name one of them.
 */
export function labsOf(
  lines: readonly string[],
  labelled: (part: string) => boolean,
): LabsOfDocument {
  const names = new Set<string>();
  for (const line of lines) {
    for (const part of line.split(FIELD_GAP)) {
      if (labelled(part)) continue;
      const head = spaced(part.split(",")[0] ?? "");
      if (LAB_WORD.test(head) && !/\d/.test(head) && head.split(" ").length >= 2) names.add(head);
    }
  }
  const found = { names: [...names], lines: [] };
  return {
    ...found,
    lines: lines.filter((line) => hasPostalAddress(line) && isLabLine(line, found)).map(spaced),
  };
}

/**
 * Whether an address is a lab's: its street and town as a line naming a lab prints them
 * ("4410 N. Harlem Ave, Suite 200, Chicago, IL 60656" in a letterhead, again in the lab's
 * footer). Only an address with its street counts: a town and postal code alone ("Chicago,
 * IL 60618") may be the person's too.
 */
function isLabAddress(part: string, labs: LabsOfDocument): boolean {
  if (!/\d/.test(part.split(",")[0] ?? "")) return false;
  const key = spaced(part);
  return labs.lines.some((line) => line.includes(key));
}

/**
 * The postal addresses of a line that has no identity label: each part between field gaps
 * that prints one (a line of several columns holds the person's address beside a doctor's
 * or a lab's, or beside a lab's sentence: "… MA 02138-1024   For inquiries, the physician
 * may contact …" must not make "the" an identity word), or the whole line when no one part
 * holds the address (its street and its postal code stand apart).
 */
function addressesOf(line: string, labs: LabsOfDocument): string[] {
  const parts = line.split(FIELD_GAP).map((part) => part.trim()).filter(hasPostalAddress);
  const own = parts.filter((part) => !isLabLine(part, labs) && !isLabAddress(part, labs));
  if (parts.length > 0) return own;
  return isLabAddress(line.trim(), labs) ? [] : [line.trim()];
}

/**
 * A street line as an address block prints it above its town: a house number, then at most
 * six words and maybe a flat's number ("2281 W Addison St Apt 4").
 */
const STREET_LINE =
  /^\d{1,5}[A-Za-z]?\s+(?:\p{L}[\p{L}.'-]*\s+){0,5}\p{L}[\p{L}.'-]*(?:\s+#?\s?\d{1,5}[A-Za-z]?)?$/u;

/**
 * The street of an address block whose town and postal code stand on a line of their own
 * ("2281 W Addison St Apt 4" over "Chicago, IL 60618"): the first part of the line above,
 * when the line's own address opens it and has no street.
 */
function streetAbove(above: string | undefined, line: string, addresses: string[]): string[] {
  const first = addresses[0];
  if (above === undefined || first === undefined || !line.trim().startsWith(first)) return [];
  if (/\d/.test(first.split(",")[0] ?? "")) return [];
  const street = above.split(FIELD_GAP)[0]?.trim() ?? "";
  return STREET_LINE.test(street) ? [street] : [];
}

/**
 * The person's addresses line `i` of a document prints, with no identity label on it: see
 * {@link addressesOf}, and {@link streetAbove} for the street on the line above.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const lines = ["1900 Alewife Brook Pkwy, Cambridge, MA 02138-1024   For inquiries, the physician may call"];
 * assert.deepEqual(addressesAt(lines, 0, labsOf(lines, () => false)), ["1900 Alewife Brook Pkwy, Cambridge, MA 02138-1024"]);
 * ```
 */
export function addressesAt(lines: readonly string[], i: number, labs: LabsOfDocument): string[] {
  const line = lines[i] ?? "";
  if (!hasPostalAddress(line) || isLabLine(line, labs)) return [];
  const addresses = addressesOf(line, labs);
  return [...addresses, ...streetAbove(lines[i - 1], line, addresses)];
}
