/**
 * A document's own printed text, line by line with its page, for checking a
 * transcript against it: a PDF's text layer (rebuilt into lines as the
 * layout stage does), OCR of a scan, a photo or a PDF without text, the
 * records of a CSV/TSV (fields set apart by wide gaps), the lines of a JSON,
 * XML or text file, and the visible text of an HTML page or a `.docx`/`.odt`
 * (read by the read stage's readers).
 * Every kind keeps the readers' size and time limits. A document whose text
 * cannot be read gives the reason instead of lines.
 *
 * @module
 */

import {
  checkInflatedSize,
  checkTesseract,
  checkTextDocument,
  decodePage,
  decodeText,
  DEFAULT_LIMITS,
  detectLayout,
  hasTextLayer,
  inputKind,
  type Limits,
  ocrImage,
  ocrPdf,
  parseCsv,
  pdfText,
  type ProgramRunner,
  readWordDocument,
  rtfLines,
  runProgram,
  withTimeLimit,
} from "../read/mod.ts";
import { type LayoutLine, linesFromItems, lineTextWithGaps } from "../layout/mod.ts";
import { htmlLines } from "./html_text.ts";
import type { TextLine } from "./verify.ts";

/** A document's text, or why it cannot be read. */
export type DocumentText =
  | {
    readonly lines: readonly TextLine[];
    readonly source: string;
    /** The identity strings the document's own reader finds (a CSV's), when it has one. */
    readonly identity?: readonly string[];
  }
  | { readonly unreadable: string };

function extension(path: string): string {
  return /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
}

function plainLines(text: string): TextLine[] {
  return text.split(/\r\n|\r|\n/).map((line) => ({ page: 1, text: line }));
}

function fromLayout(lines: readonly LayoutLine[]): TextLine[] {
  return lines.map((line) => ({
    page: line.page,
    text: lineTextWithGaps(line),
    cells: line.cells.map((cell) => ({ text: cell.text, x: (cell.x0 + cell.x1) / 2 })),
  }));
}

async function readLines(
  path: string,
  bytes: Uint8Array,
  run: ProgramRunner,
  limits: Limits,
): Promise<{ lines: TextLine[]; source: string; identity?: readonly string[] } | string> {
  const ext = extension(path);
  const kind = inputKind(path);
  if (kind === "pdf") {
    return await withTimeLimit(async (signal) => {
      await checkInflatedSize(bytes, limits.maxInflatedBytes, signal);
      const text = await pdfText(bytes, limits, signal);
      if (hasTextLayer(text)) {
        return { lines: fromLayout(linesFromItems(text.items)), source: "PDF text" };
      }
      await checkTesseract(run);
      return {
        lines: fromLayout(await ocrPdf(path, text.sizes, run, limits, signal)),
        source: "OCR",
      };
    }, limits.timeLimitMs);
  }
  if (kind === "image") {
    return await withTimeLimit(async (signal) => {
      await checkTesseract(run);
      return {
        lines: fromLayout(await ocrImage(bytes, run, { limits, signal })),
        source: "OCR",
      };
    }, limits.timeLimitMs);
  }
  if (kind === "csv") {
    checkTextDocument(bytes, "CSV");
    const text = decodeText(bytes).text;
    const layout = detectLayout(text);
    if (layout === undefined) return { lines: plainLines(text), source: "text" };
    return {
      lines: layout.records.map((r) => ({ page: 1, text: r.fields.join("   ") })),
      source: "CSV",
      // The CSV reader knows which fields are personal; a result row is none.
      identity: parseCsv(text).identity,
    };
  }
  if (kind === "fhir" || kind === "xml" || kind === "hl7" || kind === "txt") {
    checkTextDocument(bytes, ext.toUpperCase());
    return { lines: plainLines(decodeText(bytes).text), source: "text" };
  }
  if (ext === "html" || ext === "htm") {
    checkTextDocument(bytes, "HTML");
    return { lines: htmlLines(decodePage(bytes)), source: "HTML" };
  }
  if (ext === "rtf") {
    checkTextDocument(bytes, "RTF");
    return { lines: rtfLines(bytes).map((text) => ({ page: 1, text })), source: "RTF" };
  }
  if (ext === "docx" || ext === "odt") {
    checkTextDocument(bytes, "document");
    const lines = readWordDocument(bytes, ext, limits.maxInflatedBytes);
    return { lines: lines.map((text) => ({ page: 1, text })), source: "Word" };
  }
  return `no reader reads ".${ext}" files`;
}

/**
 * Reads a document's printed text. Never throws for the document itself:
 * what stops the reading (a password, a file no reader reads, OCR missing,
 * a limit) is returned as the reason every transcript row is held for.
 */
export async function documentText(
  path: string,
  bytes: Uint8Array,
  run: ProgramRunner = runProgram,
  limits: Limits = DEFAULT_LIMITS,
): Promise<DocumentText> {
  let read: Awaited<ReturnType<typeof readLines>>;
  try {
    read = await readLines(path, bytes, run, limits);
  } catch (error) {
    read = error instanceof Error ? error.message : String(error);
  }
  if (typeof read === "string") {
    return { unreadable: `the document's text cannot be read: ${read}` };
  }
  const lines = read.lines.filter((line) => /[\p{L}\p{N}]/u.test(line.text));
  if (lines.length === 0) {
    return {
      unreadable: "the document's text cannot be read: no text found on it (an empty scan?)",
    };
  }
  return { ...read, lines };
}
