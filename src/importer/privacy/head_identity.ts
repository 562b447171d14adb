/**
 * Identity strings no language file names: a document's order number
 * printed beside an order label ("Nr zlecenia: 0708/25/114", short enough
 * to pass the long-number mask), and, in a document's head, a field of a
 * language no lexicon has ("Hasta: Yilmaz Ayse") — a line of one label of
 * at most three words, its colon, and a value of two to four capitalised
 * words with no digit, whose label is no word the lexicon knows (a header,
 * date, range, comment, section or lab label) and whose value names no lab,
 * or such a label with an identifier of five digits or more ("Cod asigurat:
 * 038 512 447"). Such a value is treated as identity: never stored, masked
 * when printed.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { datesInText } from "../cell/mod.ts";
import { PHONE_SHAPE } from "./mask.ts";

/**
 * An order label and its value (digits with separators, maybe letters): "Nr zlecenia: 0708/25/114";
 * a number sign may follow the label ("Замовлення № 250910-4471", "Lab No: M25.0318842"), also as
 * OCR reads "№" ("Ne", "N°").
 */
const ORDER_FIELD = new RegExp(
  `(?<![\\p{L}])(?:${
    alternation(words((l) => [...l.lines.orderLabels, ...l.headers.order]))
  })\\s*(?:[№#]|n[eº°]|nr\\.?|no\\.?)?\\s*:?\\s*([\\p{L}\\d][\\p{L}\\d/.\\-]*\\d(?:\\p{L}(?![\\p{L}\\d]))?)`,
  "giu",
);

/** Labels a lexicon knows: a line headed by one is the lab's, never a person's field. */
const KNOWN_LABELS = new Set(
  words((l) => [
    ...Object.values(l.headers).flat(),
    ...Object.values(l.csvHeaders).flat(),
    ...Object.values(l.dateLabels).flat(),
    ...Object.values(l.sections).flat(),
    ...l.identity.stopLabels,
    ...l.identity.labels,
    ...l.identity.labelsWithColon,
    ...l.identity.markersWithColon,
    ...l.patient.sexLabels,
    ...l.patient.ageLabels,
    ...l.rangeLabels,
    ...l.lines.commentLabels,
    ...l.lines.commentStarts,
    ...l.lines.orderLabels,
    ...l.lines.timeLabels,
    ...l.labs.nameWords,
    ...l.labs.notANameWords,
  ]).map((w) => normalizeName(w).replace(/[.:]+$/, "")),
);

/** A word that names a laboratory: a value holding one is the lab's name. */
const LAB_WORD = new RegExp(
  `(?<![\\p{L}])(?:${alternation(words((l) => l.labs.nameWords))})`,
  "iu",
);

/**
 * "Label: Value Words" alone on its field: a title with its dot may open the value and a
 * remark in brackets follow it ("Trimis de: Dr. Ionescu Vlad (familie)").
 */
const LABELLED_NAME =
  /^\s*(\p{Lu}[\p{L}.'-]*(?:\s+\p{L}[\p{L}.'-]*){0,2})\s*:\s*((?:\p{Lu}\p{L}{0,3}\.\s+)?(?:\p{Lu}[\p{L}'-]*)(?:[ -]\p{Lu}[\p{L}'-]*){1,3})(?:\s+\([\p{Ll}\s]+\))?\s*$/u;

/**
 * "Label: identifier" or "Label Nr. identifier" ("Cod asigurat: 038 512 447", "Cod probă:
 * RB-2507-11846", "Buletin Nr. KA25-031107"): five digits or more, maybe with a short
 * bracketed suffix after it (a card's issue number: "Medicare: 2953 41827 1 (1)").
 */
const LABELLED_NUMBER =
  /^\s*(\p{Lu}[\p{L}.'-]*?(?:\s+\p{L}[\p{L}.'-]*?){0,2})\s*(?::|\s(?:Nr|No|N°)\.?\s*:?)\s*((?:\p{L}{1,4}-?)?\d[\d /.-]*\d)(?:\s*\(\d{1,2}\))?\s*$/u;

/** The fields of a head's line: apart by a wide gap or a separator sign. */
const FIELD_GAP = /[;\t|·•]|\s{2,}/;

/** A field's label ("Tel.:", "Név:"), not a time ("07:50"): the head's lines are fields. */
const HAS_LABEL = /\p{L}[\p{L}.]*\s*:(?!\d)/u;

/** A number printed as a result or a limit ("13,4", "<5", "150"), not a date or a code. */
const NUMBER_TOKEN = /^[<>≤≥]?\d+(?:[.,]\d+)?$/;

/**
 * A date label ending where an order label's match ends: the order word is
 * the end of a date's label ("Дата замовлення: 14.01.2018", the order's
 * date), and what follows is a date, never an order number.
 */
const DATE_LABEL_END = new RegExp(
  `(?<![\\p{L}])(?:${alternation(words((l) => Object.values(l.dateLabels).flat()))})\\s*:?\\s*$`,
  "iu",
);

/**
 * Whether a line holds two or more numbers and no labelled field: a result row, where a
 * document's head ends (a letterhead's "Tel.: +40 264 510 284" or "Cod asigurat: 038 512 447" does not,
 * nor does its unlabelled phone or business number, "Enquiries (02) 4229 8100   ABN 00 000 000 000":
 * the groups of a number in a telephone's shape are no results).
 */
function isResultLike(line: string): boolean {
  const numbers = line.replace(PHONE_SHAPE, " ").split(/\s+/).filter((t) => NUMBER_TOKEN.test(t));
  return numbers.length >= 2 && !HAS_LABEL.test(line);
}

/** Whether a label is one the lexicon knows, whole or by its last word ("Nome del medico"). */
function isKnownLabel(label: string): boolean {
  const key = normalizeName(label).replace(/[.:]+$/, "");
  return KNOWN_LABELS.has(key) || key.split(/\s+/).some((w) => w.length > 3 && KNOWN_LABELS.has(w));
}

/**
 * The order numbers a line prints beside an order label.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(orderNumbers("Nr zlecenia: 0708/25/114   Data pobrania: 12.03.2025"), ["0708/25/114"]);
 * assert.deepEqual(orderNumbers("Hemoglobina 13,4 g/dl"), []);
 * assert.deepEqual(orderNumbers("Specimen 01/01/2021 08:23   Received: 01/01/2021"), []);
 * assert.deepEqual(orderNumbers("№ замовлення: 2018/220273   Дата замовлення: 14.01.2018"), ["2018/220273"]);
 * assert.deepEqual(orderNumbers("Замовлення № 250910-4471"), ["250910-4471"]);
 * assert.deepEqual(orderNumbers("Lab No: M25.0318842"), ["M25.0318842"]);
 * assert.deepEqual(orderNumbers("ЛабМед+ © Замовлення Ne 7714-20930"), ["7714-20930"]);
 * ```
 */
export function orderNumbers(line: string): string[] {
  return [...line.matchAll(ORDER_FIELD)]
    .filter((m) => !DATE_LABEL_END.test(line.slice(0, m.index! + m[0].length - m[1]!.length)))
    .map((m) => m[1]!)
    .filter((v) => (v.match(/\d/g)?.length ?? 0) >= 4)
    // A date after the label is no order number: a collection date whose label wrapped
    // ("Specimen 01/01/2021" over "collected:").
    .filter((v) => !(datesInText(v).length > 0 && /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(v)));
}

/**
 * The values of the head's fields whose label no language knows, read as
 * names or identifiers (five digits or more, no date): each field of the
 * lines before the first one that holds two or more numbers and no label.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(unknownLabelNames(["Hasta: Yilmaz Ayse", "Hemoglobin 13,4 12,0 - 16,0"]), ["Yilmaz Ayse"]);
 * assert.deepEqual(unknownLabelNames(["Metoda: Cytometria Przepływowa"]), []);
 * assert.deepEqual(unknownLabelNames(["Laboratorio: Laboratorium Analiz Medycznych"]), []);
 * assert.deepEqual(unknownLabelNames(["Adı Soyadı: YILMAZ AYŞE   Sigorta No: 038 512 447"]), ["YILMAZ AYŞE", "038 512 447"]);
 * assert.deepEqual(unknownLabelNames(["Laborator Exemplu   Buletin Nr. KA25-031107"]), ["KA25-031107"]);
 * assert.deepEqual(unknownLabelNames(["Medicare: 2953 41827 1 (1)   UR No: 0771245"]), ["2953 41827 1", "0771245"]);
 * ```
 */
export function unknownLabelNames(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    if (isResultLike(line)) break;
    for (const field of line.split(FIELD_GAP)) {
      const name = LABELLED_NAME.exec(field);
      if (name !== null && !isKnownLabel(name[1]!) && !LAB_WORD.test(name[2]!)) {
        found.push(name[2]!.trim());
      }
      const number = LABELLED_NUMBER.exec(field);
      if (
        number !== null && !isKnownLabel(number[1]!) && datesInText(number[2]!).length === 0 &&
        (number[2]!.match(/\d/g)?.length ?? 0) >= 5
      ) found.push(number[2]!.trim());
    }
  }
  return found;
}
