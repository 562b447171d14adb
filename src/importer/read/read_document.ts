/**
 * Reading one input file into a parsed document, by its kind: CSV/TSV text,
 * FHIR JSON, a PDF's text layer, or OCR of an image or of a PDF without a
 * text layer. Also the content hash that identifies a document.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/marker_index.ts";
import { parseCsv } from "./csv.ts";
import { decodeText, decodeXml } from "./decode.ts";
import type { ParsedDocument } from "../document.ts";
import { parseFhir } from "./fhir.ts";
import { parseXmlExport } from "./xml_export.ts";
import type { InputFile } from "./inputs.ts";
import { linesFromItems } from "../layout/layout.ts";
import { checkTextDocument, DEFAULT_LIMITS, type Limits, withTimeLimit } from "./limits.ts";
import { checkTesseract, ocrImage, ocrPdf, type ProgramRunner, runProgram } from "./ocr.ts";
import { parseReportLayout } from "../table/report_text.ts";
import { hasTextLayer, pdfText } from "./pdf_text.ts";
import { checkInflatedSize } from "./pdf_streams.ts";

/** The SHA-256 of a document's bytes, in hex: its identity in the store and the log. */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The dictionary code of a LOINC code, when exactly one marker lists it. */
export function loincLookup(index: MarkerIndex): (loinc: string) => string | undefined {
  const owners = new Map<string, string[]>();
  for (const marker of index.dictionary.markers.values()) {
    for (const code of marker.loinc) owners.set(code, [...(owners.get(code) ?? []), marker.code]);
  }
  return (loinc) => {
    const codes = owners.get(loinc);
    return codes?.length === 1 ? codes[0] : undefined;
  };
}

/** Whether an input needs OCR: an image, or a PDF whose text layer is empty. */
export async function needsOcr(file: InputFile): Promise<boolean> {
  if (file.kind === "image") return true;
  if (file.kind !== "pdf") return false;
  try {
    const bytes = await Deno.readFile(file.path);
    return !hasTextLayer(
      await withTimeLimit(async (signal) => {
        await checkInflatedSize(bytes, DEFAULT_LIMITS.maxInflatedBytes, signal);
        return await pdfText(bytes, DEFAULT_LIMITS, signal);
      }),
    );
  } catch {
    return false;
  }
}

/**
 * Reads and parses one document. Errors (unreadable, not a PDF, OCR missing,
 * over a page, pixel or time limit) are thrown. PDF text and OCR both go
 * through the one layout row builder, {@link parseReportLayout}.
 */
export async function readDocument(
  file: InputFile,
  bytes: Uint8Array,
  index: MarkerIndex,
  run: ProgramRunner = runProgram,
  limits: Limits = DEFAULT_LIMITS,
): Promise<ParsedDocument> {
  switch (file.kind) {
    case "csv":
      checkTextDocument(bytes, "CSV");
      return parseCsv(decodeText(bytes).text);
    case "xml":
      checkTextDocument(bytes, "XML");
      return parseXmlExport(decodeXml(bytes).text, loincLookup(index));
    case "fhir":
      checkTextDocument(bytes, "FHIR");
      return parseFhir(decodeText(bytes).text, loincLookup(index));
    case "pdf":
      return await withTimeLimit(async (signal) => {
        await checkInflatedSize(bytes, limits.maxInflatedBytes, signal);
        const text = await pdfText(bytes, limits, signal);
        if (hasTextLayer(text)) return parseReportLayout(linesFromItems(text.items), index, "pdf");
        const installed = await checkTesseract(run);
        const lines = await ocrPdf(file.path, text.sizes, run, limits, signal, installed);
        return parseReportLayout(lines, index, "ocr");
      }, limits.timeLimitMs);
    case "image":
      return await withTimeLimit(async (signal) => {
        const installed = await checkTesseract(run);
        const lines = await ocrImage(bytes, run, { limits, signal, installed });
        return parseReportLayout(lines, index, "ocr");
      }, limits.timeLimitMs);
  }
}
