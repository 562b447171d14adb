/**
 * The read stage's face: what each kind of input holds, as text, positioned
 * items, lines (a PDF, a saved web page, a text file, a `.docx` or `.odt`) or,
 * for structured exports (CSV, spreadsheet, FHIR, XML, e-mail), rows; the inputs to read and their limits; OCR.
 *
 * @module
 */

export { type Column, detectLayout, mapHeader, parseCsv, splitRecords } from "./csv.ts";
export { decodeText, decodeXml } from "./decode.ts";
export { faxTiffPdf } from "./fax_tiff.ts";
export { readEmail } from "./eml.ts";
export { parseFhir } from "./fhir.ts";
export { isHl7Message, parseHl7 } from "./hl7.ts";
export { withoutFootnoteMarks, withoutSuperscriptMarks } from "./footnote_marks.ts";
export { type HtmlReading, readHtml } from "./html_lines.ts";
export { decodePage, pageLines, readHtmlPage } from "./html_page.ts";
export { keyValueTables } from "./key_value.ts";
export { readTextFile } from "./text_file.ts";
export { isRtf, rtfLines } from "./rtf.ts";
export { readWordDocument } from "./word.ts";
export type { HtmlElement } from "./html_tree.ts";
export {
  type CollectedInputs,
  collectInputs,
  type InputFile,
  inputKind,
  unreadKind,
} from "./inputs.ts";
export { checkTextDocument, DEFAULT_LIMITS, type Limits, withTimeLimit } from "./limits.ts";
export {
  checkTesseract,
  OCR_PROGRAMS,
  ocrImage,
  ocrPdf,
  type ProgramRunner,
  runProgram,
} from "./ocr.ts";
export { withDateCandidates } from "./ocr_dates.ts";
export { checkInflatedSize } from "./pdf_streams.ts";
export { checkZipInflatedSize } from "./zip_guard.ts";
export { hasTextLayer, pdfText } from "./pdf_text.ts";
export { parseXlsx } from "./xlsx.ts";
export { parseXmlExport } from "./xml_export.ts";
