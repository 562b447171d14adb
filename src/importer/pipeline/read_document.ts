/**
 * Reading one input file into a parsed document, by its kind: CSV/TSV text,
 * an `.xlsx` spreadsheet, FHIR JSON, a PDF's text layer, OCR of an image or
 * of a PDF without a text layer, an e-mail (its body, or the documents
 * attached to it), or the lines of a saved web page, a text file or a
 * `.docx`/`.odt`, read by the table stage as a printed page's. Footnote marks beside results are taken off before the
 * lines are read (`footnote_marks.ts`). Also the content hash that identifies
 * a document.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import {
  checkInflatedSize,
  checkTesseract,
  checkTextDocument,
  checkZipInflatedSize,
  decodeText,
  decodeXml,
  DEFAULT_LIMITS,
  faxTiffPdf,
  hasTextLayer,
  type InputFile,
  isHl7Message,
  isRtf,
  keyValueTables,
  type Limits,
  ocrImage,
  ocrPdf,
  parseCsv,
  parseFhir,
  parseHl7,
  parseXlsx,
  parseXmlExport,
  pdfText,
  type ProgramRunner,
  readEmail,
  readHtmlPage,
  readTextFile,
  readWordDocument,
  rtfLines,
  runProgram,
  withDateCandidates,
  withoutFootnoteMarks,
  withoutSuperscriptMarks,
  withTimeLimit,
} from "../read/mod.ts";
import type { ParsedDocument } from "../document.ts";
import { type LayoutLine, linesFromItems, linesFromText, lineText } from "../layout/mod.ts";
import { parseReportLayout } from "../table/mod.ts";
import { unitSpelling } from "../lexicon/mod.ts";

/** The SHA-256 of a document's bytes, in hex: its identity in the store and the log. */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The dictionary code of a LOINC code, when exactly one marker lists it. */
function loincLookup(index: MarkerIndex): (loinc: string) => string | undefined {
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
  if (file.kind === "eml") return await emailNeedsOcr(file.path);
  if (file.kind !== "pdf") return false;
  try {
    return await isScannedPdf(await Deno.readFile(file.path));
  } catch {
    return false;
  }
}

/** Whether an e-mail has a photo or a scanned PDF attached (read by OCR). */
async function emailNeedsOcr(path: string): Promise<boolean> {
  try {
    const mail = await readEmail(await Deno.readFile(path));
    for (const attachment of mail.attachments) {
      if (attachment.kind === "image") return true;
      if (attachment.kind === "pdf" && await isScannedPdf(attachment.bytes)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** Whether a PDF has no text layer. */
async function isScannedPdf(bytes: Uint8Array): Promise<boolean> {
  try {
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
 * through the one layout row builder, {@link parseReportLayout}. Every
 * reader's units come out as the unit tables spell them: a language's own
 * spelling (`мг/дл` in a Ukrainian CSV, e-mail or spreadsheet) is the one its
 * lexicon names (`mg/dl`), as a printed report's are.
 */
export async function readDocument(
  file: InputFile,
  bytes: Uint8Array,
  index: MarkerIndex,
  run: ProgramRunner = runProgram,
  limits: Limits = DEFAULT_LIMITS,
): Promise<ParsedDocument> {
  const parsed = await readByKind(file, bytes, index, run, limits);
  return {
    ...parsed,
    rows: parsed.rows.map((row) =>
      row.unit === undefined ? row : { ...row, unit: unitSpelling(row.unit) }
    ),
  };
}

/** One document read by the reader of its kind. */
async function readByKind(
  file: InputFile,
  bytes: Uint8Array,
  index: MarkerIndex,
  run: ProgramRunner,
  limits: Limits,
): Promise<ParsedDocument> {
  switch (file.kind) {
    case "csv":
      checkTextDocument(bytes, "CSV");
      return parseCsv(decodeText(bytes).text);
    case "xml":
      checkTextDocument(bytes, "XML");
      return parseXmlExport(decodeXml(bytes).text, loincLookup(index));
    case "xlsx":
      checkTextDocument(bytes, "spreadsheet");
      checkZipInflatedSize(bytes);
      return await parseXlsx(bytes);
    case "eml":
      checkTextDocument(bytes, "e-mail");
      return await readEmailDocument(file, bytes, index, run, limits);
    case "html":
      checkTextDocument(bytes, "web page");
      return readPage(bytes, index);
    case "hl7":
      checkTextDocument(bytes, "HL7 message");
      return parseHl7(decodeText(bytes).text, loincLookup(index));
    case "txt": {
      checkTextDocument(bytes, "text");
      // A lab portal's HL7 v2 download is often saved as .txt: it starts with its MSH segment.
      const text = decodeText(bytes).text;
      if (isHl7Message(text)) return parseHl7(text, loincLookup(index));
      return readLines(readTextFile(bytes, /\.(?:md|markdown)$/i.test(file.path)), index, "txt");
    }
    case "word":
      checkTextDocument(bytes, "document");
      return readLines(
        isRtf(bytes)
          ? rtfLines(bytes)
          : readWordDocument(bytes, /\.odt$/i.test(file.path) ? "odt" : "docx"),
        index,
        "word",
      );
    case "fhir":
      checkTextDocument(bytes, "FHIR");
      return parseFhir(decodeText(bytes).text, loincLookup(index));
    case "pdf":
      return await withTimeLimit(async (signal) => {
        await checkInflatedSize(bytes, limits.maxInflatedBytes, signal);
        const text = await pdfText(bytes, limits, signal);
        if (hasTextLayer(text)) {
          const lines = linesFromItems(withoutSuperscriptMarks(text.items));
          return parseReportLayout(withoutFootnoteMarks(lines), index, "pdf");
        }
        const installed = await checkTesseract(run);
        const lines = withoutFootnoteMarks(
          await ocrPdf(file.path, text.sizes, run, limits, signal, installed),
        );
        return withDateNotes(parseReportLayout(lines, index, "ocr"), lines);
      }, limits.timeLimitMs);
    case "image":
      return await withTimeLimit(async (signal) => {
        const installed = await checkTesseract(run);
        // A fax kept as a TIFF is rendered as a scanned PDF's page is (`fax_tiff.ts`).
        const fax = faxTiffPdf(bytes);
        const lines = withoutFootnoteMarks(
          fax === undefined
            ? await ocrImage(bytes, run, { limits, signal, installed })
            : await ocrPdf(fax.pdf, fax.sizes, run, limits, signal, installed, true),
        );
        return withDateNotes(parseReportLayout(lines, index, "ocr"), lines);
      }, limits.timeLimitMs);
  }
}

/** Text lines (cells set apart by two or more spaces) read by the table stage as a printed page's. */
function readLines(
  lines: readonly string[],
  index: MarkerIndex,
  format: "html" | "txt" | "word",
): ParsedDocument {
  return parseReportLayout(
    withoutFootnoteMarks(linesFromText(keyValueTables(lines))),
    index,
    format,
  );
}

/** A saved web page: its lines; a page with no table and no results is refused with the way out. */
function readPage(bytes: Uint8Array, index: MarkerIndex): ParsedDocument {
  const page = readHtmlPage(bytes);
  const doc = readLines(page.lines, index, "html");
  if (page.tables === 0 && doc.rows.length === 0) {
    throw new Error(
      "the page holds no table of results: save the portal's page that shows the results table (in the browser: Save page as, Web page), or print it to PDF",
    );
  }
  return doc;
}

/** A document read by OCR, its dates that can be meant several ways told (`ocr_dates.ts`). */
function withDateNotes(doc: ParsedDocument, lines: readonly LayoutLine[]): ParsedDocument {
  return withDateCandidates(doc, lines.map(lineText));
}

/**
 * A PDF without a text layer that has no file of its own (attached to an
 * e-mail), read by OCR as a scanned PDF file is, its rows OCR rows;
 * `undefined` when the PDF has a text layer (it is read as a PDF).
 */
async function readScannedPdf(
  bytes: Uint8Array,
  index: MarkerIndex,
  run: ProgramRunner,
  limits: Limits,
): Promise<ParsedDocument | undefined> {
  return await withTimeLimit(async (signal) => {
    await checkInflatedSize(bytes, limits.maxInflatedBytes, signal);
    const text = await pdfText(bytes, limits, signal);
    if (hasTextLayer(text)) return undefined;
    const installed = await checkTesseract(run);
    const lines = withoutFootnoteMarks(
      await ocrPdf(bytes, text.sizes, run, limits, signal, installed),
    );
    return withDateNotes(parseReportLayout(lines, index, "ocr"), lines);
  }, limits.timeLimitMs);
}

/**
 * An e-mail as one document: the documents attached to it when any of them
 * holds results (the lab's report of record), else the body's table. Rows
 * say which attachment they come from; an attachment that cannot be read is
 * noted; a photo or a scanned PDF attached is read by OCR, as such a file
 * is on its own, and its rows are OCR rows.
 */
async function readEmailDocument(
  file: InputFile,
  bytes: Uint8Array,
  index: MarkerIndex,
  run: ProgramRunner,
  limits: Limits,
): Promise<ParsedDocument> {
  const mail = await readEmail(bytes);
  const notes: string[] = mail.skipped.map((name) =>
    `attachment ${name} is not a document the importer reads`
  );
  const parts: { name: string; doc: ParsedDocument }[] = [];
  for (const attachment of mail.attachments) {
    const label = `attachment "${attachment.name}"`;
    try {
      if (attachment.kind === "pdf") {
        const scan = await readScannedPdf(attachment.bytes, index, run, limits);
        if (scan !== undefined) {
          parts.push({ name: attachment.name, doc: scan });
          continue;
        }
      }
      const doc = await readDocument(
        { path: `${file.path}#${attachment.name}`, kind: attachment.kind },
        attachment.bytes,
        index,
        run,
        limits,
      );
      parts.push({ name: attachment.name, doc });
    } catch (error) {
      notes.push(
        `${label} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const attached = parts.filter((p) => p.doc.rows.length > 0 || p.doc.holds.length > 0);
  const body = parseReportLayout(withoutFootnoteMarks(linesFromText(mail.lines)), index, "eml");
  const identity = [...mail.identity, ...body.identity, ...parts.flatMap((p) => p.doc.identity)];
  if (attached.length === 0) {
    return { ...body, identity, notes: [...body.notes, ...notes] };
  }
  if (body.rows.length > 0) {
    notes.push(
      `the e-mail's own text (${body.rows.length} result rows) was not read: its attachment holds the lab's report`,
    );
  }
  return {
    // Rows read by OCR keep the OCR gate (written only when accepted), whatever else is attached.
    format: attached.some((p) => p.doc.format === "ocr")
      ? "ocr"
      : attached.length === 1
      ? attached[0]!.doc.format
      : "eml",
    rows: attached.flatMap(({ name, doc }) =>
      doc.rows.map((row) => ({ ...row, where: `${name}, ${row.where}` }))
    ),
    identity,
    holds: attached.flatMap(({ name, doc }) => doc.holds.map((hold) => `${name}: ${hold}`)),
    notes: [
      ...notes,
      ...attached.flatMap(({ name, doc }) => doc.notes.map((n) => `${name}: ${n}`)),
    ],
  };
}
