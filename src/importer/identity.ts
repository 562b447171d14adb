/**
 * Keeping personal data out of every file the importer writes. A document's
 * identity block (patient name, PESEL, birth date, address) is detected, its
 * lines are never parsed as results, and a {@link PrivacyGuard} checks every
 * text before it is written: any identity string, or any standalone 11-digit
 * number (PESEL-like), stops it.
 *
 * @module
 */

import { normalizeName } from "../domain/text.ts";
import { datesInText } from "./dates.ts";

/** A standalone run of exactly 11 digits: the shape of a PESEL. */
const PESEL_LIKE = /(?<![\p{L}\p{N}])\d{11}(?![\p{L}\p{N}])/u;

/**
 * Labels that start an identity field in a report or a CSV preamble. Strong
 * labels count with or without a colon; weak ones ("age", "sex") only with one,
 * so that a marker such as "Sex hormone binding globulin" is not taken for one.
 */
const IDENTITY_LABEL = new RegExp(
  "(?<![\\p{L}])(?:" +
    "(imi[eę] i nazwisko|nazwisko i imi[eę]|pacjent(?:ka)?|patient(?: name)?|pesel|" +
    "data urodzenia|date of birth|birth date|ur\\.|adres(?: zamieszkania)?|address|zamieszka[lł]ae?y?)" +
    "(?![\\p{L}])\\s*:?" +
    "|(nazwisko|imi[eę]|name|full name|dob|p[lł]e[cć]|sex|gender|wiek|age|telefon|tel\\.|phone|" +
    "e-mail|email|nr (?:dokumentu|pacjenta|karty)|id pacjenta|patient id)\\s*:" +
    ")",
  "giu",
);

/** Labels whose value is personal and is collected as identity strings. */
const COLLECTED =
  /^(imi|nazwisk|pacjent|patient|name|full name|pesel|data urodzenia|date of birth|birth date|dob|ur\.|adres|address|zamieszka|telefon|tel\.|phone|e-mail|email|nr |id pacjenta|patient id)/i;

/** A line that states an age ("45 lat", "45 years"): identity, never a result. */
const AGE = /(?<![\p{L}\p{N}])\d{1,3}\s*(?:lat|lata|years?|yrs?|l\.)(?![\p{L}])/iu;

/** A Polish postal code followed by a town, as in an address ("00-950 Warszawa"), not a range. */
const POSTAL_CODE = /(?<![\d.,])\d{2}-\d{3}\s+\p{Lu}\p{Ll}/u;

/** Words too common to treat as identity on their own. */
const TOO_SHORT = 3;

/** Whether a text contains a standalone 11-digit, PESEL-like number. */
export function hasPeselLike(text: string): boolean {
  return PESEL_LIKE.test(text);
}

/**
 * Labels that end an identity field's value even when they are not identity
 * fields themselves: the dates and other fields of a report's header, so that
 * "Pacjent: Jan Testowy Data pobrania: 12.03.2025" gives only the name.
 */
const STOP_LABEL = new RegExp(
  "(?<![\\p{L}])(?:data (?:pobrania|wykonania|badania|rejestracji|przyj[eę]cia|wydruku|zlecenia|wydania)|" +
    "collection date|date of collection|report date|" +
    "p[lł]e[cć]|sex|gender|wiek|age|pesel|data urodzenia|date of birth|birth date|" +
    "adres|address|telefon|tel\\.|phone|e-mail|email|lekarz|zleceniodawca|physician|doctor)" +
    "(?![\\p{L}])",
  "iu",
);

/** Where a field's value ends at the latest: a CSV delimiter or a gap of two or more spaces. */
const FIELD_GAP = /[;\t|]|\s{2,}/;

/** The value of an identity field: the text after its label, up to the next label or gap. */
function fieldValue(text: string): string {
  let value = text.replace(/^[:.,;\s]+/, "");
  const gap = value.search(FIELD_GAP);
  if (gap >= 0) value = value.slice(0, gap);
  const stop = value.search(STOP_LABEL);
  if (stop >= 0) value = value.slice(0, stop);
  return value.trim().replace(/^[:.,;\s]+|[,;:\s]+$/g, "");
}

interface LineFields {
  readonly values: string[];
  /** Whether a collected label has no value on its line (the value follows on the next line). */
  readonly pending: boolean;
}

function fieldsOf(line: string): LineFields | undefined {
  const labels = [...line.matchAll(IDENTITY_LABEL)];
  if (labels.length === 0) return undefined;
  const values: string[] = [];
  let pending = false;
  for (const [i, match] of labels.entries()) {
    const start = match.index! + match[0].length;
    const end = labels[i + 1]?.index ?? line.length;
    const value = fieldValue(line.slice(start, end));
    const label = match[1] ?? match[2] ?? "";
    if (!COLLECTED.test(label)) continue;
    if (value !== "") values.push(value);
    else pending = true;
  }
  return { values, pending };
}

/**
 * The identity strings a text line states, split at each identity label:
 * "Pacjent: Jan Testowy PESEL: 85010112345" gives the name and the number.
 * A value ends at any known label (such as "Data pobrania"), at a CSV
 * delimiter, or at a gap of two or more spaces.
 * Returns `undefined` when the line has no identity label.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(identityFields("Pacjent: Jan Testowy  PESEL: 85010112345"), ["Jan Testowy", "85010112345"]);
 * assert.deepEqual(identityFields("Pacjent: Jan Testowy;Data pobrania: 12.03.2025"), ["Jan Testowy"]);
 * assert.equal(identityFields("Hemoglobina 13,4 g/dl"), undefined);
 * ```
 */
export function identityFields(line: string): string[] | undefined {
  return fieldsOf(line)?.values;
}

/** Whether a line is personal: it carries an identity label, an age, a postal code or a PESEL-like number. */
export function isIdentityLine(line: string): boolean {
  return identityFields(line) !== undefined || AGE.test(line) || POSTAL_CODE.test(line) ||
    hasPeselLike(line);
}

/**
 * Collects the identity strings of a document's text lines: every value of
 * an identity field, and every PESEL-like number.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const found = identityOfLines(["Pacjent: Jan Testowy", "Hemoglobina 13,4", "ul. Testowa 1, 00-001 Testowo"]);
 * assert.ok(found.includes("Jan Testowy"));
 * assert.ok(found.includes("ul. Testowa 1, 00-001 Testowo"));
 * ```
 */
export function identityOfLines(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const [i, line] of lines.entries()) {
    const parsed = fieldsOf(line);
    const fields = parsed?.values ?? [];
    found.push(...fields);
    if (parsed?.pending) {
      // A label alone at the end of its line ("Pacjent:"), as PDF text extraction
      // often leaves it: its value is the next non-empty line.
      const next = lines.slice(i + 1).find((l) => l.trim() !== "");
      if (next !== undefined && fieldsOf(next) === undefined) {
        const value = fieldValue(next);
        if (value !== "") found.push(value);
      }
    }
    for (const match of line.matchAll(new RegExp(PESEL_LIKE.source, "gu"))) found.push(match[0]);
    if (fields.length === 0 && POSTAL_CODE.test(line)) found.push(line.trim());
  }
  return found;
}

/** The pieces of one identity string that are checked for: the whole, its words, its dates. */
function piecesOf(identity: string): string[] {
  const pieces = [normalizeName(identity)];
  for (const word of normalizeName(identity).split(/[\s,;:/]+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (bare.length >= TOO_SHORT && !/^\d{1,3}$/.test(bare)) pieces.push(bare);
  }
  for (const date of datesInText(identity)) pieces.push(date.slice(0, 10));
  return pieces.filter((p) => p.length >= TOO_SHORT);
}

/** Words that appear in identity blocks but also in any lab report; never treated as identity. */
const COMMON = new Set([
  "ul.",
  "ul",
  "al.",
  "os.",
  "pl.",
  "mieszkania",
  "lok",
  "m.",
  "nr",
  "kobieta",
  "mezczyzna",
  "female",
  "male",
]);

/**
 * Guards every text the importer writes against personal data. Built from
 * the identity strings of all documents of a run.
 */
export class PrivacyGuard {
  readonly #pieces: readonly string[];

  constructor(identity: readonly string[]) {
    const pieces = new Set<string>();
    for (const text of identity) {
      for (const piece of piecesOf(text)) if (!COMMON.has(piece)) pieces.add(piece);
    }
    this.#pieces = [...pieces];
  }

  /**
   * What personal data a text contains, described without repeating it, or
   * `undefined` when it is clean.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy"]);
   * assert.equal(guard.problem("Hemoglobina"), undefined);
   * assert.equal(guard.problem("Testowy Jan 45"), "an identity string of the document");
   * assert.equal(guard.problem("PESEL 85010112345"), "a PESEL-like 11-digit number");
   * ```
   */
  problem(text: string): string | undefined {
    if (hasPeselLike(text)) return "a PESEL-like 11-digit number";
    const normal = normalizeName(text);
    for (const piece of this.#pieces) {
      if (containsWord(normal, piece)) return "an identity string of the document";
    }
    return undefined;
  }
}

function containsWord(text: string, piece: string): boolean {
  let at = text.indexOf(piece);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + piece.length];
    const boundary = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
    if (boundary(before) && boundary(after)) return true;
    at = text.indexOf(piece, at + 1);
  }
  return false;
}
