/**
 * The provenance the importer writes on each stored line: the document's
 * file name (its base name, identity strings masked; a name that is nothing
 * but identity becomes "document of DATE"), the page (PDFs and scans), the
 * row as the review table printed it (masked the same way, cut with a mark
 * when too long), and what a hand correction (`--set`, `--date`) changed,
 * from what, and the day of the import. Every text passes the run's privacy guard; one that still
 * carries personal data is left out, never written.
 *
 * @module
 */

import type { PrivacyGuard } from "../privacy/mod.ts";
import { MASK, maskLongNumbers, maskSpans, plainFileName } from "../privacy/mod.ts";
import { printedRow } from "../classify/mod.ts";
import type { RawRow } from "../document.ts";
import { MAX_CORRECTED, MAX_DOC, MAX_ROW, provenanceText } from "../../store/schemas.ts";
import type { FieldChange } from "./corrections.ts";
import { normalizeName } from "../../domain/text.ts";

/** The provenance fields of a stored line. */
export interface LineProvenance {
  readonly doc?: string;
  readonly page?: number;
  readonly row?: string;
  readonly corrected?: string;
  readonly imported?: string;
}

/** A text as written: masked, cut, and dropped when the guard still finds personal data. */
function safe(text: string, guard: PrivacyGuard, max: number): string | undefined {
  const kept = provenanceText(maskLongNumbers(guard.mask(text), []), max);
  return kept === undefined || guard.problem(kept) !== undefined ? undefined : kept;
}

/** The stem two words must share to count as one name: all but two letters, at least three. */
function stem(word: string): string {
  return word.slice(0, Math.max(3, word.length - 2));
}

/**
 * A file name with each word that shares a stem with a word of an identity
 * string masked: people name files after themselves in any grammatical case
 * ("wyniki_jana_testowego" for "Jan Testowy"), which the exact match of the
 * guard does not catch. It masks more than needed rather than less.
 */
function maskNameForms(name: string, identity: readonly string[]): string {
  const stems = new Set(
    identity.flatMap((text) => normalizeName(text).split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 3 && /\p{L}/u.test(word)).map(stem),
  );
  if (stems.size === 0) return name;
  return name.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = normalizeName(word);
    if (folded.length < 3) return word;
    for (const s of stems) if (folded.startsWith(s) || s.startsWith(stem(folded))) return MASK;
    return word;
  });
}

/**
 * A file name with each run of letters and figures that spells an identity
 * string, whatever separators either uses, masked: an order number printed
 * "BD/2024/02/03321" names the file "ALAB_BD2024-02-03321.pdf", and none of
 * its words alone is long enough to be matched. Identity strings of fewer
 * than six letters and figures are left to the other checks. The run's output masks file names
 * so too (`masked_output.ts`).
 *
 * @internal also used by the run's output, which names each document's file.
 */
export function maskSpelledIdentity(name: string, identity: readonly string[]): string {
  const skeleton = (text: string) => normalizeName(text).replace(/[^\p{L}\p{N}]+/gu, "");
  const wanted = [...new Set(identity.map(skeleton))].filter((s) => s.length >= 6);
  if (wanted.length === 0) return name;
  const places: number[] = [];
  const ends: number[] = [];
  let letters = "";
  for (const match of name.matchAll(/[\p{L}\p{N}]/gu)) {
    const folded = skeleton(match[0]);
    for (let i = 0; i < folded.length; i++) {
      places.push(match.index);
      ends.push(match.index + match[0].length);
    }
    letters += folded;
  }
  const spans: [number, number][] = [];
  for (const spelled of wanted) {
    for (let at = letters.indexOf(spelled); at >= 0; at = letters.indexOf(spelled, at + 1)) {
      spans.push([places[at]!, ends[at + spelled.length - 1]!]);
    }
  }
  return maskSpans(name, spans);
}

/**
 * A document's name as stored: the base name of its path, identity masked
 * (the guard's exact match, and any form of a word of the document's own
 * identity strings), then every word not known to be plain (`known`, see
 * {@link plainFileName}); "document of DATE" when nothing but masks (and its
 * extension) is left.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fileNameWords, PrivacyGuard } from "../privacy/mod.ts";
 * const guard = new PrivacyGuard(["Jan Testowy"]);
 * const known = fileNameWords(["Morfologia krwi"]);
 * assert.equal(documentName("/home/x/wyniki_2024.pdf", guard, known, "2024-03-01"), "wyniki_2024.pdf");
 * assert.equal(documentName("C:\\scans\\Testowy Jan morfologia.pdf", guard, known, "2024-03-01"), "[hidden] morfologia.pdf");
 * assert.equal(documentName("Jan_Testowy.pdf", guard, known, "2024-03-01"), "document of 2024-03-01");
 * assert.equal(documentName("wyniki_jana_testowego.pdf", guard, known, "2024-03-01", ["Jan Testowy"]), "wyniki_[hidden].pdf");
 * assert.equal(documentName("Lab_BD2024-02-03321.pdf", guard, known, "2024-02-20", ["BD/2024/02/03321"]), "Lab_[hidden].pdf");
 * // A name the document never printed: not a word of the importer's, so masked.
 * assert.equal(documentName("moje_wyniki_Olena.xlsx", guard, known, "2024-03-01"), "moje_wyniki_[hidden].xlsx");
 * ```
 */
export function documentName(
  path: string,
  guard: PrivacyGuard,
  known: ReadonlySet<string>,
  date: string | undefined,
  identity: readonly string[] = [],
): string {
  const base = path.split(/[\\/]/).filter((part) => part !== "").pop() ?? "";
  const masked = safe(maskNameForms(maskSpelledIdentity(base, identity), identity), guard, MAX_DOC);
  const plain = masked === undefined ? undefined : plainFileName(masked, known);
  const meaning = (plain ?? "").replaceAll(MASK, "").replace(/\.[A-Za-z0-9]{1,5}$/, "");
  if (plain !== undefined && /[\p{L}\p{N}]/u.test(meaning)) return plain;
  return date === undefined ? "document" : `document of ${date}`;
}

/** A value of a correction as said in words: none when the document gave none. */
function said(value: string | number | null): string {
  return value === null ? "none" : String(value);
}

/**
 * What a row's corrections changed, from what, as one short text; the date
 * a document was given by hand counts as a correction of its rows' dates.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(correctionText([{ field: "value", from: 52, to: 5.2 }], false), "value 52 → 5.2");
 * assert.equal(correctionText([], true), "date given by hand (none printed)");
 * assert.equal(correctionText(undefined, false), undefined);
 * ```
 *
 * @internal doc test: its example pins the wording of a correction, from a bare list of changes.
 */
export function correctionText(
  changes: readonly FieldChange[] | undefined,
  handDate: boolean,
): string | undefined {
  const parts = (changes ?? []).map((c) => `${c.field} ${said(c.from)} → ${c.to}`);
  if (handDate) parts.push("date given by hand (none printed)");
  return parts.length > 0 ? parts.join("; ") : undefined;
}

/** The provenance of one written row of a document. */
export function rowProvenance(
  row: RawRow,
  doc: string,
  changes: readonly FieldChange[] | undefined,
  guard: PrivacyGuard,
  today: string,
): LineProvenance {
  const printed = safe(row.printed ?? printedRow(row), guard, MAX_ROW);
  const corrected = correctionText(changes, row.handDate === true);
  const note = corrected === undefined ? undefined : safe(corrected, guard, MAX_CORRECTED);
  return {
    doc,
    ...(row.page !== undefined ? { page: row.page } : {}),
    ...(printed !== undefined ? { row: printed } : {}),
    ...(note !== undefined ? { corrected: note } : {}),
    imported: today,
  };
}
