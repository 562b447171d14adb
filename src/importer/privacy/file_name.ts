/**
 * A file's name as the store may keep it: only the words known not to name
 * anyone. People name their files after themselves ("moje_wyniki_Olena.xlsx",
 * "Kowalski_morfologia.pdf"), and a document that prints no identity block (a
 * spreadsheet, an app's export) gives no identity string to match, so a name
 * cannot be told from a word by what the document says. The stored name
 * therefore keeps a word only when it is one of the importer's own (any
 * language's lexicon, the marker dictionary, the words people and labs put in
 * file names), two letters or fewer, or a short number or a date; every other
 * word and every long number (an order, a PESEL) is masked.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { escapeRegExp, lexiconTexts } from "../lexicon/mod.ts";
import { MASK } from "./mask.ts";

/** A run of letters or of figures, or of anything else (separators). */
const PIECES = /\p{L}+|\p{N}+|[^\p{L}\p{N}]+/gu;

/** A word split where a small letter meets a capital ("LabReport": "Lab", "Report"). */
const CAMEL_PARTS = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{L}+/gu;

/** How many letters an inflected ending may add to a known word ("wynikami" from "wyniki"). */
const ENDING = 3;

/** A known word shorter than this never stands for a longer one by its ending. */
const STEM = 4;

/** Whether a run of figures is a date written without separators (`20250215`, `15022025`). */
function compactDate(figures: string): boolean {
  if (figures.length !== 8) return false;
  const valid = (year: number, month: number, day: number) =>
    year >= 1900 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
  const n = (from: number, to: number) => Number(figures.slice(from, to));
  return valid(n(0, 4), n(4, 6), n(6, 8)) || valid(n(4, 8), n(2, 4), n(0, 2));
}

/** Whether a run of figures may stay: four figures or fewer, or a date. */
function plainFigures(figures: string): boolean {
  return figures.length <= 4 || compactDate(figures);
}

/** Runs of figures joined by single dashes, dots or slashes ("21-0413-2277", "2016-05-17"). */
const FIGURE_CHAIN = /\p{N}+(?:[-./]\p{N}+)+/gu;

/** Whether joined runs of figures read as a date ("2016-05-17", "17.05.2016", "2024-03"). */
function chainDate(chain: string): boolean {
  const n = chain.split(/[-./]/).map(Number);
  const [a = 0, b = 0, c] = n;
  const year = (y: number) => y >= 1900 && y <= 2099;
  const month = (m: number) => m >= 1 && m <= 12;
  const day = (d: number) => d >= 1 && d <= 31;
  if (c === undefined) return (year(a) && month(b)) || (month(a) && year(b));
  if (n.length > 3) return false;
  return (year(a) && month(b) && day(c)) ||
    (day(a) && month(b) && (year(c) || c < 100)) || (month(a) && day(b) && year(c));
}

/**
 * Whether runs of figures joined by dashes, dots or slashes may stay: four
 * figures in all or fewer, or a date. An order number printed in groups
 * ("21-0413-2277", "2406-88213") is one number, masked whole.
 */
function plainChain(chain: string): boolean {
  return chain.replace(/\D/gu, "").length <= 4 || chainDate(chain);
}

/**
 * A text with every number a file name may not show masked: a run of more
 * than four figures that is no date, and joined runs that are one such
 * number ({@link plainChain}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(maskFileNumbers("Befund_21-0413-2277"), "Befund_[hidden]");
 * assert.equal(maskFileNumbers("nalez_2406-88213_v1.2"), "nalez_[hidden]_v1.2");
 * assert.equal(maskFileNumbers("analizy_2016-05-17_N4471"), "analizy_2016-05-17_N4471");
 * assert.equal(maskFileNumbers("IMG_20250215_184407"), "IMG_20250215_[hidden]");
 * ```
 */
export function maskFileNumbers(text: string): string {
  return text.replace(
    /\p{N}+(?:[-./]\p{N}+)*/gu,
    (figures) =>
      (/^\p{N}+$/u.test(figures) ? plainFigures(figures) : plainChain(figures)) ? figures : MASK,
  );
}

/** Whether a word (one camel-case part) is known, as it is or inflected. */
function knownWord(word: string, known: ReadonlySet<string>): boolean {
  const key = normalizeName(word);
  if ([...key].length <= 2 || known.has(key)) return true;
  for (let cut = 1; cut <= ENDING && key.length - cut >= STEM; cut++) {
    if (known.has(key.slice(0, -cut))) return true;
  }
  return false;
}

/** Whether a run of letters may stay: each of its camel-case parts is known. */
function plainLetters(letters: string, known: ReadonlySet<string>): boolean {
  return (letters.match(CAMEL_PARTS) ?? [letters]).every((part) => knownWord(part, known));
}

/**
 * A file's base name with every word not known to be plain masked; a mask
 * already in it stays, and masks with only separators between them become one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const known = new Set(["moje", "wyniki", "morfologia", "lab", "report", "img"]);
 * assert.equal(plainFileName("moje_wyniki_Olena.xlsx", known), "moje_wyniki_[hidden].xlsx");
 * assert.equal(plainFileName("IMG_20250215_184407.jpg", known), "IMG_20250215_[hidden].jpg");
 * assert.equal(plainFileName("Anna Maria Nowak morfologia.pdf", known), "[hidden] morfologia.pdf");
 * assert.equal(plainFileName("MRL_LabReport_AB284719Q.pdf", known), "[hidden]_LabReport_AB[hidden]Q.pdf");
 * assert.equal(plainFileName("Reports 2024-03-01.pdf", known), "Reports 2024-03-01.pdf");
 * assert.equal(plainFileName("wyniki_[hidden]_Kowalska.pdf", known), "wyniki_[hidden].pdf");
 * assert.equal(plainFileName("Befund_21-0413-2277.pdf", new Set(["befund"])), "Befund_[hidden].pdf");
 * ```
 */
export function plainFileName(base: string, known: ReadonlySet<string>): string {
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(base)?.[0] ?? "";
  const stem = base.slice(0, base.length - extension.length)
    .replace(FIGURE_CHAIN, (chain) => plainChain(chain) ? chain : MASK);
  // A mask already there (an identity string the document printed) stays one.
  const joined = stem.split(MASK).map((part) =>
    (part.match(PIECES) ?? []).map((piece) => {
      if (/^\p{N}+$/u.test(piece)) return plainFigures(piece) ? piece : MASK;
      if (/^\p{L}+$/u.test(piece)) return plainLetters(piece, known) ? piece : MASK;
      return piece;
    }).join("")
  ).join(MASK);
  const merged = joined.replaceAll(
    new RegExp(`${escapeRegExp(MASK)}(?:[^\\p{L}\\p{N}]+${escapeRegExp(MASK)})+`, "gu"),
    MASK,
  );
  return merged + extension;
}

/**
 * The words of texts, folded as names are: letters only; a word of five
 * letters or more also without its last, so that another ending of it is
 * known ("wynikami" by "wynik", from "wyniki").
 */
function wordsOf(texts: Iterable<string>, into: Set<string>): Set<string> {
  for (const text of texts) {
    for (const word of normalizeName(text).split(/[^\p{L}]+/u)) {
      if (word === "") continue;
      into.add(word);
      if (word.length > STEM) into.add(word.slice(0, -1));
    }
  }
  return into;
}

/** The lexicons' words: the same for every run. */
let lexiconWords: ReadonlySet<string> | undefined;

/**
 * Every word of the lexicons, folded as names are (built once): words of the
 * importer's own, never identity alone.
 */
export function importerWords(): ReadonlySet<string> {
  lexiconWords ??= wordsOf(lexiconTexts(), new Set());
  return lexiconWords;
}

/**
 * The words a stored file name keeps: every word of the lexicons (their
 * `fileWords` among them) and of the marker dictionary's names and codes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const known = fileNameWords(["Ferrytyna", "FERR", "Białko C-reaktywne"]);
 * assert.ok(known.has("ferrytyna") && known.has("ferr") && known.has("bialko") && known.has("wyniki"));
 * assert.ok(!known.has("olena"));
 * assert.equal(plainFileName("wynikami_ferrytyny.pdf", known), "wynikami_ferrytyny.pdf");
 * ```
 */
export function fileNameWords(dictionaryNames: Iterable<string>): ReadonlySet<string> {
  return wordsOf(dictionaryNames, new Set(importerWords()));
}
