/**
 * Keeping personal data out of every file the importer writes and off the
 * terminal. A document's identity block (patient name, PESEL, birth date,
 * address, the doctor) is detected, its lines are never parsed as results,
 * and a {@link PrivacyGuard} checks every text before it is written (any
 * identity string, or any standalone 11-digit number, PESEL-like, stops it)
 * and masks every text before it is printed ({@link PrivacyGuard.mask},
 * {@link maskLongNumbers}).
 *
 * @module
 */

import { daysInMonth } from "../../domain/readings/dates.ts";
import { normalizeName } from "../../domain/text.ts";
import { datesInText } from "../cell/mod.ts";
import { alternation, keySet, wholePhrase, words } from "../lexicon/mod.ts";
import { orderNumbers, unknownLabelNames } from "./head_identity.ts";

/** What may stand between the digits of a PESEL as people write it: a space or a dash. */
const PESEL_GAP = "(?:[ \\u00a0\\u2009\\u202f]|[ \\u00a0]?-[ \\u00a0]?)";

/**
 * A standalone run of exactly 11 digits, the shape of a PESEL, in every
 * common spelling: contiguous ("92071314568"), spaced ("920713 14568"),
 * dashed ("920713-14568") or grouped ("92 07 13 145 68"). A longer run of
 * digits (a thousands-grouped number beside another) is not one.
 */
const PESEL_LIKE = new RegExp(
  `(?<![\\p{L}\\p{N}]|\\d${PESEL_GAP})\\d(?:${PESEL_GAP}?\\d){10}(?![\\p{L}\\p{N}]|${PESEL_GAP}\\d)`,
  "u",
);

/**
 * Labels that start an identity field in a report or a CSV preamble. Strong
 * labels count with or without a colon; weak ones ("age", "sex") only with one,
 * so that a marker such as "Sex hormone binding globulin" is not taken for one.
 */
const IDENTITY_LABEL = new RegExp(
  "(?<![\\p{L}])(?:" +
    `(${alternation(words((l) => l.identity.labels))})` +
    "(?![\\p{L}])\\s*:?" +
    `|(${
      alternation(words((l) => [...l.identity.labelsWithColon, ...l.identity.markersWithColon]))
    })\\s*:` +
    ")",
  "giu",
);

/** Labels whose value is personal and is collected as identity strings (not sex, not age). */
const COLLECTED = wholePhrase(
  words((l) => [...l.identity.labels, ...l.identity.labelsWithColon]),
);

/** A line that states an age ("45 lat", "45 years"): identity, never a result. */
const AGE = new RegExp(
  `(?<![\\p{L}\\p{N}])\\d{1,3}\\s*(?:${
    alternation(words((l) => l.identity.ageUnits))
  })(?![\\p{L}])`,
  "iu",
);

/** A Polish postal code followed by a town, as in an address ("00-950 Warszawa"), not a range. */
const POSTAL_CODE = /(?<![\d.,])\d{2}-\d{3}\s+\p{Lu}\p{Ll}/u;

/**
 * A line that starts with the name of a laboratory or of the company that
 * runs one (a letterhead: "ALAB laboratoria Sp. z o.o., ul. Stępińska 22/30,
 * 00-739 Warszawa"): its address is the lab's, not the person's. The name is
 * the line up to its first comma, with a lab word of the lexicon and no digit,
 * so that a person's street ("ul. Szpitalna 5, …") is never taken for one.
 */
const LAB_WORD = new RegExp(alternation(words((l) => l.labs.nameWords)), "iu");

function isLabLine(line: string): boolean {
  const head = line.split(",")[0] ?? "";
  return LAB_WORD.test(head) && !/\d/.test(head);
}

/** Words too common to treat as identity on their own. */
const TOO_SHORT = 3;

/**
 * Whether a text contains a standalone 11-digit, PESEL-like number, however
 * its digits are spaced or dashed (see {@link peselMatches} for which count).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(hasPeselLike("PESEL: 920713-14568"));
 * assert.ok(hasPeselLike("92 07 13 145 68"));
 * assert.ok(hasPeselLike("92071314568"));
 * assert.ok(!hasPeselLike("Glukoza mg/dl 70 - 99 88 91 102 H 94"));
 * assert.ok(!hasPeselLike("Zlecenie 123/2024/45"));
 * ```
 */
export function hasPeselLike(text: string): boolean {
  return peselMatches(text).length > 0;
}

/** Whether 11 digits are a valid PESEL: a real birth date (with the century in the month) and the check digit. */
export function isValidPesel(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, w, i) => total + w * d[i]!, 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return false;
  const month = d[2]! * 10 + d[3]!;
  const day = d[4]! * 10 + d[5]!;
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(month / 20)];
  const realMonth = month % 20;
  if (century === undefined || realMonth < 1 || realMonth > 12 || day < 1) return false;
  const year = century + d[0]! * 10 + d[1]!;
  return day <= daysInMonth(year, realMonth);
}

/** How people group a PESEL's digits when they space or dash it. */
const PESEL_GROUPS = new Set(["6,5", "2,2,2,3,2", "3,3,3,2", "2,2,2,5", "6,3,2", "4,4,3"]);

/**
 * The PESEL-like numbers of a text. Eleven digits in a row always count
 * (a typo in a real PESEL must not let it through), and so do eleven digits
 * after the word PESEL, or grouped the way people write a PESEL ("920713
 * 14568", "92 07 13 145 68"), or forming a valid PESEL; a row of numbers in a
 * table ("70 - 99 88 91 102") is none of these.
 */
function peselMatches(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(PESEL_LIKE.source, "gu"))) {
    const digits = match[0].replace(/\D/g, "");
    const groups = match[0].split(/\D+/).map((g) => g.length).join(",");
    const labelled = /pesel\W{0,5}$/i.test(text.slice(Math.max(0, match.index - 12), match.index));
    if (
      digits === match[0] || labelled || PESEL_GROUPS.has(groups) || isValidPesel(digits)
    ) found.push(match[0]);
  }
  return found;
}

/**
 * Labels that end an identity field's value even when they are not identity
 * fields themselves: the dates and other fields of a report's header, so that
 * "Pacjent: Jan Testowy Data pobrania: 12.03.2025" gives only the name.
 */
const STOP_LABEL = new RegExp(
  `(?<![\\p{L}])(?:${alternation(words((l) => l.identity.stopLabels))})(?![\\p{L}])`,
  "iu",
);

/**
 * Any other label that starts a new field: a capitalised word, at most three
 * lower-case words after it, then a colon ("Oddział:", "Numer zlecenia:").
 * A name never has a colon in it, so its value ends there.
 */
const ANY_LABEL = /\s\p{Lu}[\p{L}]*\.?(?:\s+\p{Ll}[\p{Ll}.]*){0,3}\s*:/u;

/** A date printed after a name ("Jan Kowalski 12.03.2024"): never part of the name. */
const DATE_AFTER = /\s\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/;

/** Where a field's value ends at the latest: a CSV delimiter or a gap of two or more spaces. */
const FIELD_GAP = /[;\t|]|\s{2,}/;

/** The value of an identity field: the text after its label, up to the next label or gap. */
function fieldValue(text: string): string {
  let value = text.replace(/^[:.,;\s]+/, "");
  const gap = value.search(FIELD_GAP);
  if (gap >= 0) value = value.slice(0, gap);
  const stop = value.search(STOP_LABEL);
  if (stop >= 0) value = value.slice(0, stop);
  const label = value.search(ANY_LABEL);
  if (label >= 0) value = value.slice(0, label);
  if (/\p{L}/u.test(value.slice(0, 1))) {
    const date = value.search(DATE_AFTER);
    if (date >= 0) value = value.slice(0, date);
  }
  return value.trim().replace(/^[:.,;\s]+|[,;:\s]+$/g, "");
}

interface LineFields {
  readonly values: string[];
  /** Whether a collected label has no value on its line (the value follows on the next line). */
  readonly pending: boolean;
}

/**
 * Whether the text after a label that needs no colon, and has none, is its
 * value rather than the rest of a heading or a sentence ("Patient Report",
 * "Patient Details", "pacjentka przyjmuje suplementy", "Pacjent 64-letni
 * zgłosił się"): it is nothing (the value is then on the next line), or it
 * has no lower-case word of four letters or more (prose has one) and either
 * stands apart (a field gap), starts with a digit (a number, a date, an
 * address), or reads as a name (two words or more, one capitalised).
 */
function isValueAfter(rest: string): boolean {
  if (rest.trim() === "") return true;
  const value = fieldValue(rest);
  const words = value.split(/\s+/).filter((w) => w !== "");
  if (words.some((w) => /^\p{Ll}{4,}/u.test(w))) return false;
  if (/^(?:\s*[;\t|]|\s{2,})/u.test(rest) || /^\p{N}/u.test(value)) return true;
  return words.length >= 2 && words.some((w) => /^\p{Lu}/u.test(w));
}

/** The identity labels of a line that start a field: a label without its colon only before a value. */
function labelsOf(line: string): RegExpMatchArray[] {
  const all = [...line.matchAll(IDENTITY_LABEL)];
  return all.filter((match, i) => {
    if (match[1] === undefined || match[0].trimEnd().endsWith(":")) return true;
    // The label's match takes the spaces after it: a gap there sets the value apart.
    const start = match.index! + match[0].trimEnd().length;
    return isValueAfter(line.slice(start, all[i + 1]?.index ?? line.length));
  });
}

function fieldsOf(line: string): LineFields | undefined {
  const labels = labelsOf(line);
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
    found.push(...peselMatches(line), ...orderNumbers(line));
    if (fields.length === 0 && POSTAL_CODE.test(line) && !isLabLine(line)) {
      found.push(line.trim());
    }
  }
  // Fields no language file names: a head's "Paziente: Rossi Mario".
  found.push(...unknownLabelNames(lines));
  return found;
}

/** A piece made only of digits and separators: a year, a house or an order number, a date. */
const NUMBER_ONLY = /^[\d\s./-]+$/;

/**
 * Whether a number-only piece still identifies the person: a whole date
 * (a birth date field) or a long number (a phone or document number, seven
 * digits or more). A year or a short number never does.
 */
function isIdNumber(piece: string): boolean {
  return isDateOnly(piece) || piece.replace(/\D/g, "").length >= 7;
}

/**
 * The kind of identity field a string came from, as named in messages: an
 * "identity number" is a number printed beside a label of the person or the
 * order (an order or sample number, a doctor's licence number, a phone).
 */
export type IdentityField = "PESEL" | "birth date" | "address" | "patient name" | "identity number";

/** Whether a text is only a date (a birth date field's value). */
function isDateOnly(text: string): boolean {
  return datesInText(text).length > 0 && !/\p{L}{2,}/u.test(text.replace(/\bur\.?/giu, ""));
}

/**
 * Whether an identity string is a number with at most a short code around it
 * ("2303140457", "PWZ 2345678", "BD/2024/02/03321"): no run of five letters
 * (a street's name has one), and at least five digits.
 */
function isNumberLike(identity: string): boolean {
  return !/\p{L}{5,}/u.test(identity) && (identity.match(/\d/g)?.length ?? 0) >= 5;
}

/**
 * Which kind of field an identity string is, from its shape: the parsers
 * hand over values without their labels.
 */
function fieldOf(identity: string): IdentityField {
  if (hasPeselLike(identity)) return "PESEL";
  if (isDateOnly(identity)) return "birth date";
  if (isNumberLike(identity)) return "identity number";
  if (/\d/.test(identity) || POSTAL_CODE.test(identity)) return "address";
  return "patient name";
}

/**
 * The pieces of one identity string that are checked for: the whole, its
 * words and, for a birth date, the date. Numbers (years, order and house
 * numbers) are never pieces on their own, and a date inside a name or an
 * address is not either: "2024" must never withhold every row of 2024.
 */
function piecesOf(identity: string): string[] {
  const normal = normalizeName(identity);
  const pieces = [normal];
  for (const word of normal.split(/[\s,;:/]+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (bare.length >= TOO_SHORT && /\p{L}/u.test(bare)) pieces.push(bare);
  }
  if (isDateOnly(identity)) {
    for (const date of datesInText(identity)) pieces.push(date.slice(0, 10));
  }
  return pieces.filter((p) => p.length >= TOO_SHORT && (!NUMBER_ONLY.test(p) || isIdNumber(p)));
}

/**
 * The single words of a printed name as the guard compares them, so that
 * a row named by a known marker ("Leukocyty", "Potas") is not withheld
 * because an identity string happens to hold that word (a surname, or an
 * address whose field ran into a result beside it). A whole identity
 * string, a name of several words and any other text still count.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const guard = new PrivacyGuard(["Jan Potas"]);
 * assert.equal(guard.field("Potas"), "patient name");
 * assert.equal(guard.field("Potas", nameWords(["Potas"])), undefined);
 * assert.equal(guard.field("Jan Potas", nameWords(["Potas"])), "patient name");
 * ```
 */
export function nameWords(names: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of normalizeName(name).split(/[\s,;:/]+/)) {
      const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
      if (bare !== "") words.add(bare);
    }
  }
  return words;
}

/** Words that appear in identity blocks but also in any lab report; never treated as identity. */
const COMMON = keySet(words((l) => l.identity.common));

/**
 * Guards every text the importer writes against personal data. Built from
 * the identity strings of all documents of a run.
 */
export class PrivacyGuard {
  readonly #pieces: ReadonlyMap<string, IdentityField>;

  constructor(identity: readonly string[]) {
    const pieces = new Map<string, IdentityField>();
    for (const text of identity) {
      const field = fieldOf(text);
      for (const piece of piecesOf(text)) {
        if (!COMMON.has(piece) && !pieces.has(piece)) pieces.set(piece, field);
      }
    }
    this.#pieces = pieces;
  }

  /**
   * Which kind of identity field a text matches ("patient name", "PESEL",
   * "birth date", "address"), or `undefined` when it is clean. Any
   * PESEL-like number counts, whether or not the document printed it.
   * Single words in `except` (see {@link nameWords}) are not matched on
   * their own: a row named by a known marker is not identity because that
   * word also stood in an identity string.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy"]);
   * assert.equal(guard.field("Testowy 45"), "patient name");
   * assert.equal(guard.field("PESEL 920713 14568"), "PESEL");
   * assert.equal(guard.field("Hemoglobina"), undefined);
   * ```
   */
  field(text: string, except?: ReadonlySet<string>): IdentityField | undefined {
    if (hasPeselLike(text)) return "PESEL";
    const normal = normalizeName(text);
    for (const [piece, field] of this.#pieces) {
      if (except?.has(piece)) continue;
      if (containsWord(normal, piece)) return field;
    }
    return undefined;
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
   * assert.equal(guard.problem("Testowy Jan 45"), "an identity string of the document (the patient name field)");
   * assert.equal(guard.problem("PESEL 85010112345"), "a PESEL-like 11-digit number");
   * ```
   */
  /**
   * The text with every identity string of the run, each word of one and
   * every PESEL-like number replaced by {@link MASK}, matched as
   * {@link field} matches them (case, diacritics and `ł` ignored).
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const guard = new PrivacyGuard(["Jan Testowy", "Іваненко Олена"]);
   * assert.equal(guard.mask("Pacjent: TESTOWY Jan, PESEL 92071314568"), "Pacjent: [hidden], PESEL [hidden]");
   * assert.equal(guard.mask("Пацієнт: Іваненко"), "Пацієнт: [hidden]");
   * assert.equal(guard.mask("Hemoglobina 13,4"), "Hemoglobina 13,4");
   * ```
   */
  mask(text: string): string {
    const fold = folded(text);
    const spans: [number, number][] = [];
    for (const piece of this.#pieces.keys()) {
      for (const [start, end] of wordSpans(fold.text, piece)) {
        spans.push([fold.from[start]!, fold.from[end - 1]! + 1]);
      }
    }
    for (const match of text.matchAll(new RegExp(PESEL_LIKE.source, "gu"))) {
      if (peselMatches(match[0]).length > 0) {
        spans.push([match.index, match.index + match[0].length]);
      }
    }
    return maskSpans(text, widenSpans(text, spans));
  }

  problem(text: string): string | undefined {
    const field = this.field(text);
    if (field === undefined) return undefined;
    return field === "PESEL"
      ? "a PESEL-like 11-digit number"
      : `an identity string of the document (the ${field} field)`;
  }
}

/** What stands on the terminal in place of an identity string. */
export const MASK = "[hidden]";

/** A standalone number of seven digits or more: an order, sample, phone or licence number. */
const LONG_NUMBER = /(?<![\p{L}\p{N}])\d{7,}(?![\p{L}\p{N}])/gu;

/** Whether a character is a letter or a digit (a word goes on across it). */
function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/**
 * A text folded as {@link normalizeName} folds it, character by character,
 * with where each folded character came from, so that a match in the folded
 * text can be masked in the printed one.
 */
function folded(text: string): { text: string; from: number[] } {
  let out = "";
  const from: number[] = [];
  let at = 0;
  for (const ch of text) {
    const fold = /\s/u.test(ch) ? " " : normalizeName(ch);
    for (const unit of fold) {
      out += unit;
      for (let i = 0; i < unit.length; i++) from.push(at);
    }
    at += ch.length;
  }
  from.push(text.length);
  return { text: out, from };
}

/** Every place a piece stands as a whole word in a text, as `[start, end)`. */
function wordSpans(text: string, piece: string): [number, number][] {
  const spans: [number, number][] = [];
  let at = text.indexOf(piece);
  while (at >= 0) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + piece.length])) {
      spans.push([at, at + piece.length]);
    }
    at = text.indexOf(piece, at + 1);
  }
  return spans;
}

/** A text with each span (merged where they touch) replaced by {@link MASK}. */
function maskSpans(text: string, spans: readonly [number, number][]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    if (start >= at) out += text.slice(at, start) + MASK;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * A text as the importer may print it: every standalone number of seven
 * digits or more (an order, sample, phone or licence number) masked, unless
 * it is part of one of `keep` (the run's document hashes, whose prefixes name
 * documents and rows, and the names of the store files it wrote).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(maskLongNumbers("LANR 418273505", []), "LANR [hidden]");
 * assert.equal(maskLongNumbers("document 123456789012", ["123456789012ab"]), "document 123456789012");
 * assert.equal(maskLongNumbers("Glukoza 95 mg/dl 1.5", []), "Glukoza 95 mg/dl 1.5");
 * ```
 */
export function maskLongNumbers(text: string, keep: readonly string[]): string {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(LONG_NUMBER)) {
    if (keep.some((k) => k.includes(match[0]))) continue;
    spans.push([match.index, match.index + match[0].length]);
  }
  return maskSpans(text, spans);
}

/**
 * Spans grown over the separators between them ("Testowy Jan" is masked as
 * one), so that a masked name does not show how many words it had.
 */
function widenSpans(text: string, spans: readonly [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && /^[\s,]*$/u.test(text.slice(last[1], start))) {
      last[1] = Math.max(last[1], end);
    } else out.push([start, end]);
  }
  return out;
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
