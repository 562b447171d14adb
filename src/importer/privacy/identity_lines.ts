/**
 * Finding a document's identity: PESEL-like numbers (and whether 11 digits
 * are a valid PESEL), identity labels and their fields, and the identity
 * strings of a document's lines (the privacy stage's face is `mod.ts`).
 *
 * @module
 */

import { daysInMonth } from "../../domain/readings/dates.ts";
import { alternation, wholePhrase, words } from "../lexicon/mod.ts";
import { orderNumbers, unknownLabelNames } from "./head_identity.ts";
import { addressesAt, FIELD_GAP, hasPostalAddress, labsOf } from "./addresses.ts";
import { continuedValue, streetContinued, wrappedNumber } from "./wrapped_value.ts";

import { addresseeBlock, titledNames } from "./titled_names.ts";

/** What may stand between the digits of a PESEL as people write it: a space or a dash. */
const PESEL_GAP = "(?:[ \\u00a0\\u2009\\u202f]|[ \\u00a0]?-[ \\u00a0]?)";

/**
 * A standalone run of exactly 11 digits, the shape of a PESEL, in every
 * common spelling: contiguous ("92071314568"), spaced ("920713 14568"),
 * dashed ("920713-14568") or grouped ("92 07 13 145 68"). A longer run of
 * digits (a thousands-grouped number beside another) is not one.
 */
export const PESEL_LIKE = new RegExp(
  `(?<![\\p{L}\\p{N}]|\\d${PESEL_GAP})\\d(?:${PESEL_GAP}?\\d){10}(?![\\p{L}\\p{N}]|${PESEL_GAP}\\d)`,
  "u",
);

/**
 * Phrases and their spellings without diacritics: OCR often drops them from a
 * label ("Odesílající" read as "Odesilajici"), and the field is identity all the same.
 */
function withFolded(phrases: readonly string[]): string[] {
  const fold = (p: string) =>
    p.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L");
  return [...phrases, ...phrases.map(fold)];
}

/**
 * The words before a with-colon label that make it the name of the marker's
 * column, not a person's field: "Test Name:" ("test name" a header of the name
 * column) names the analyte, as a Blue Button text prints each result.
 */
const THING_BEFORE = (() => {
  const labels = words((l) => l.identity.labelsWithColon).map((w) => w.toLowerCase());
  const prefixes = words((l) => [...l.headers.name, ...l.csvHeaders.name]).flatMap((header) => {
    const h = header.toLowerCase();
    return labels.filter((label) => h.endsWith(` ${label}`)).map((label) =>
      h.slice(0, -label.length).trim()
    );
  });
  return [...new Set(prefixes)];
})();

/**
 * Labels that start an identity field in a report or a CSV preamble. Strong
 * labels count with or without a colon; weak ones ("age", "sex") only with one,
 * so that a marker such as "Sex hormone binding globulin" is not taken for one;
 * a with-colon label after a word that makes it a column's name ("Test Name:") is none.
 */
const IDENTITY_LABEL = new RegExp(
  "(?<![\\p{L}])(?:" +
    `(${alternation(withFolded(words((l) => l.identity.labels)))})` +
    "(?![\\p{L}])\\s*:?" +
    (THING_BEFORE.length === 0 ? "|" : `|(?<!(?:${alternation(THING_BEFORE)})\\s+)`) +
    `(${
      alternation(
        withFolded(words((l) => [...l.identity.labelsWithColon, ...l.identity.markersWithColon])),
      )
    })\\s*:` +
    ")",
  "giu",
);

/** Labels whose value is personal and is collected as identity strings (not sex, not age). */
const COLLECTED = wholePhrase(
  withFolded(words((l) => [...l.identity.labels, ...l.identity.labelsWithColon])),
);

/**
 * A line that states an age ("45 lat", "45 years"): identity, never a result. The end of an
 * age span ("1–6 let", a band's label in a range) or an age after a comparator ("< 18 lat")
 * is no person's age.
 */
const AGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<!\\d\\s*[-–—]\\s*)(?<![<>≤≥]\\s*)\\d{1,3}\\s*(?:${
    alternation(words((l) => l.identity.ageUnits))
  })(?![\\p{L}])`,
  "iu",
);

/** Words too common to treat as identity on their own. */
export const TOO_SHORT = 3;

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

/**
 * Whether 11 digits are a valid PESEL: a real birth date (with the century in the month) and the check digit.
 *
 * @internal tested alone: eleven digits in a row count as PESEL-like valid or not, so the public checks cannot show the check digit and date rules.
 */
export function isValidPesel(digits: string): boolean {
  return peselBirthDate(digits) !== undefined;
}

/**
 * The birth date a valid PESEL states (a store date, the century read from
 * the month: +80 for the 1800s, +20 for the 2000s, …), or `undefined` when
 * the digits are no valid PESEL (a wrong check digit or no real date).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(peselBirthDate("44051401458"), "1944-05-14");
 * assert.equal(peselBirthDate("44051401459"), undefined);
 * ```
 */
export function peselBirthDate(digits: string): string | undefined {
  if (!/^\d{11}$/.test(digits)) return undefined;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, w, i) => total + w * d[i]!, 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return undefined;
  const month = d[2]! * 10 + d[3]!;
  const day = d[4]! * 10 + d[5]!;
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(month / 20)];
  const realMonth = month % 20;
  if (century === undefined || realMonth < 1 || realMonth > 12 || day < 1) return undefined;
  const year = century + d[0]! * 10 + d[1]!;
  if (day > daysInMonth(year, realMonth)) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year}-${pad(realMonth)}-${pad(day)}`;
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
export function peselMatches(text: string): string[] {
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

/**
 * The value of an identity field: the text after its label, up to the next label or gap.
 * `apart`: the text stands a field gap away from its label.
 */
function fieldValue(text: string, apart = false): string {
  let value = text.replace(/^[:.,;\s]+/, "");
  const gap = value.search(FIELD_GAP);
  if (gap >= 0) value = value.slice(0, gap);
  // A field printed empty, the next field's label a gap after it ("Lekarz: ⎵⎵ Płatnik: pacjent"):
  // the label is no value ("Patient ID: 30918826" is one label and its value).
  if (apart && ` ${value}`.search(ANY_LABEL) === 0) return "";
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
 * address), or reads as a name (two to four words, one capitalised, no
 * dash standing alone between them).
 */
function isValueAfter(rest: string): boolean {
  if (rest.trim() === "") return true;
  const value = fieldValue(rest);
  const words = value.split(/\s+/).filter((w) => w !== "");
  if (words.some((w) => /^\p{Ll}{4,}/u.test(w))) return false;
  // A number may open with a phone's country code or area code ("+48 601 …", "(773) 555-…").
  if (/^(?:\s*[;\t|·•]|\s{2,})/u.test(rest) || /^[+(]?\p{N}/u.test(value)) return true;
  // A name is a few words, never a title cut by a dash ("Patient Portal - Test Results Export").
  if (words.length > 4 || words.some((w) => /^[-–—]$/.test(w))) return false;
  return words.length >= 2 && words.some((w) => /^\p{Lu}/u.test(w));
}

/** The identity labels of a line that start a field: a label without its colon only before a value. */
function labelsOf(line: string): RegExpMatchArray[] {
  const all = [...line.matchAll(IDENTITY_LABEL)];
  return all.filter((match, i) => {
    if (match[1] === undefined || match[0].trimEnd().endsWith(":")) return true;
    // The label's match takes the spaces after it: a gap there sets the value apart.
    const start = match.index! + match[0].trimEnd().length;
    const rest = line.slice(start, all[i + 1]?.index ?? line.length);
    return isValueAfter(rest) || WORDS_TO_COLON.test(rest);
  });
}

/**
 * A label's few further words up to its colon ("address on record: Flat 2, …"): the value
 * follows the colon.
 */
const WORDS_TO_COLON = /^\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s*:/u;

/** A sentence's end inside a value ("… LE2 7PQ. If this is wrong, …"): the value ends there. */
const SENTENCE_END = /\.\s+(?=\p{Lu}\p{Ll})/u;

/**
 * A name printed with no label before a line's identity fields, set apart by
 * a middle dot or bullet ("Eleanor Whitcombe · Date of birth: … · NHS number:
 * …", a portal's patient line): two to four capitalised words, no digit.
 */
const NAME_BEFORE_FIELDS = /^\s*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,3})\s*[·•|]\s*$/u;

/**
 * The same name at the end of a portal's breadcrumb, a field gap before the fields ("Test
 * Results › Nandini S Kolathur   MRN: …"): two to four capitalised words or initials.
 */
const NAME_AFTER_CRUMB =
  /^[^›»]*[›»]\s*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}(?:[\p{L}'-]+|\.)?){1,3})\s{2,}$/u;

function fieldsOf(line: string): LineFields | undefined {
  const labels = labelsOf(line);
  if (labels.length === 0) return undefined;
  const before = line.slice(0, labels[0]!.index);
  const head = (NAME_BEFORE_FIELDS.exec(before) ?? NAME_AFTER_CRUMB.exec(before))?.[1];
  const values: string[] = head === undefined ? [] : [head];
  let pending = false;
  for (const [i, match] of labels.entries()) {
    const lead = match[0].trimEnd().endsWith(":")
      ? undefined
      : WORDS_TO_COLON.exec(line.slice(match.index! + match[0].trimEnd().length));
    const start = match.index! +
      (lead === undefined || lead === null
        ? match[0].length
        : match[0].trimEnd().length + lead[0].length);
    const end = labels[i + 1]?.index ?? line.length;
    const apart = /\s{2,}$/.test(match[0]) || /^\s{2,}/.test(line.slice(start, end));
    const text = line.slice(start, end);
    const cut = lead ? text.search(SENTENCE_END) : -1;
    const value = fieldValue(cut >= 0 ? text.slice(0, cut) : text, apart);
    const label = match[1] ?? match[2] ?? "";
    if (!COLLECTED.test(label)) continue;
    if (value !== "") values.push(value);
    // only a label with nothing after it to the line's end waits for the next line's value; a
    // label run into the next one ("Patient Address: …") has its value there
    else if (i === labels.length - 1) pending = true;
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
  return identityFields(line) !== undefined || AGE.test(line) || hasPostalAddress(line) ||
    hasPeselLike(line);
}

/**
 * A telephone number in the shape only a phone has: a three-digit area code in parentheses,
 * then three and four digits ("(617) 555-0143"), as North American documents print it beside
 * no label. No result, range or date is written so.
 */
const AREA_CODE_PHONE =
  /(?<![\p{L}\p{N}])\(\d{3}\)[ \u00a0]?\d{3}[-. \u00a0]\d{4}(?![\p{L}\p{N}])/gu;

/** The telephone numbers of a line that only a phone number can be ({@link AREA_CODE_PHONE}). */
function phoneNumbers(line: string): string[] {
  return [...line.matchAll(AREA_CODE_PHONE)].map((m) => m[0]);
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
  const labs = labsOf(lines, (part) => new RegExp(IDENTITY_LABEL.source, "iu").test(part));
  for (const [i, line] of lines.entries()) {
    const parsed = fieldsOf(line);
    const fields = parsed?.values ?? [];
    found.push(...fields);
    const following = lines.slice(i + 1).find((l) => l.trim() !== "");
    for (const value of fields) {
      const cut = wrappedNumber(value, line, following);
      if (cut !== undefined) found.push(cut);
      found.push(...continuedValue(value, line, following));
      found.push(...streetContinued(value, line, following));
    }
    if (parsed?.pending) {
      // A label alone at the end of its line ("Pacjent:"), as PDF text extraction
      // often leaves it: its value is the next non-empty line.
      const next = lines.slice(i + 1).find((l) => l.trim() !== "");
      if (next !== undefined && fieldsOf(next) === undefined) {
        const value = fieldValue(next);
        if (value !== "") found.push(value);
      }
    }
    found.push(...peselMatches(line), ...orderNumbers(line), ...phoneNumbers(line));
    found.push(...titledNames(line), ...addresseeBlock(lines, i));
    if (fields.length === 0) found.push(...addressesAt(lines, i, labs));
  }
  // Fields no language file names: a head's "Paziente: Rossi Mario".
  found.push(...unknownLabelNames(lines));
  return found;
}
