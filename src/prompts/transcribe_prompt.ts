/**
 * The `transcribe_lab_document` prompt: a second path for a lab document no
 * reader of the importer can read (a prose discharge letter, an unusual
 * layout, a poor photo). The model in the chat transcribes the document the
 * person attaches into the importer's CSV format, with the dictionary's
 * codes, values, units, ranges and dates exactly as printed and nothing
 * that identifies the person; the person saves the CSV and imports it with
 * the usual review, checks and log. Saved beside the document as
 * `NAME.transcript.csv`, every row is imported only where the importer finds
 * it printed on the document. The prompt reads nothing and writes nothing
 * itself.
 *
 * @module
 */

import type { Dictionary } from "../domain/markers/dictionary.ts";
import { cleanText } from "../domain/text.ts";

/**
 * The CSV header line the prompt asks for: the importer's transcript reader
 * (`src/importer/transcript/transcript_csv.ts`) takes exactly this header
 * (a test ties the two). `Printed name` and `Page` point back to the
 * document, where the importer checks that every row is printed.
 *
 * @internal test seam: a test ties the prompt's header to the importer's transcript reader.
 */
export const TRANSCRIPTION_HEADER = [
  "Date",
  "Test",
  "Printed name",
  "Value",
  "Unit",
  "Reference range",
  "Flag",
  "Specimen",
  "Section",
  "Page",
] as const;

/** The most dictionary entries the prompt lists (the built-in dictionary has about 100). */
const MAX_LISTED = 400;

/**
 * The dictionary's markers, compactly: `CODE "label"` separated by `; `.
 * A label comes from the person's `markers.yaml`, so it is cleaned and
 * quoted as a JSON string, as in every other text for the model: a label
 * with a newline, a bidi override or an instruction stays one quoted value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../domain/markers/dictionary.ts";
 * const dictionary = buildDictionary([{ source: "x", entries: new Map([["HGB", { label: "Hemoglobina" }], ["FERR", { label: "FERR" }]]) }]);
 * assert.equal(markerList(dictionary), 'HGB "Hemoglobina"; FERR');
 * ```
 */
export function markerList(dictionary: Dictionary): string {
  return [...dictionary.markers.values()].slice(0, MAX_LISTED).map((marker) =>
    marker.label === marker.code
      ? marker.code
      : `${marker.code} ${JSON.stringify(cleanText(marker.label))}`
  ).join("; ");
}

/**
 * The prompt's text. `collected`: a collection date the person gives for a
 * document that does not print one clearly.
 */
export function transcriptionText(markers: string, collected?: string): string {
  const date = collected
    ? `the collection date of that result as YYYY-MM-DD (if the document shows none, ${collected})`
    : "the collection date of that result as YYYY-MM-DD (Data pobrania, Collected; not the report's print date)";
  return [
    "Transcribe the lab document I attached into CSV for the bloodwork-mcp importer.",
    "Reply with one CSV code block and nothing personal. Delimiter `;`, first line exactly:",
    TRANSCRIPTION_HEADER.join(";"),
    "Then one line per printed result (every result; nothing that is not printed). Columns:",
    `- Date: ${date}.`,
    "- Test: the marker's dictionary code from the list below when the printed name is clearly that marker " +
    "(mind the specimen: urine glucose is not GLU; a percentage differential is the _PCT code); " +
    "otherwise the name exactly as printed.",
    "- Printed name: the result's name exactly as the document prints it on the result's line " +
    "(Hemoglobina (HGB), not HGB unless it prints HGB).",
    "- Value: exactly as printed, with its comparator (<0.5, >1000) or the printed word (ujemny, dodatni), " +
    "the decimal comma kept; no flag or arrow in it. If a value is unreadable, leave its line out and tell me which.",
    "- Unit and Reference range: character for character as printed (g/dl, 12,0 - 16,0, <5); empty if none printed.",
    "- Flag: H or L from the lab's own mark (H, L, ↑, ↓, *), else empty.",
    "- Specimen: blood or urine when the document says; Section: the printed section heading, else empty.",
    "- Page: the page number the result is printed on (1 for a one-page document).",
    "Never write the patient's name, PESEL, address, birth date or age, the doctor, order or barcode numbers, " +
    "or any comment about the person. Do not convert units, round, guess or interpret.",
    "After the block, tell me to save it beside the document, named after it: for wynik.pdf, " +
    "wynik.transcript.csv; then to import the folder with " +
    "`deno task import --data <data folder> --dry-run <folder>` and without --dry-run after the review " +
    "(or one document: `--against wynik.pdf wynik.transcript.csv`). " +
    "The importer checks every row against the document and holds any row it cannot find printed there.",
    `Dictionary codes: ${markers}`,
  ].join("\n");
}
