/**
 * A document written in a word processor: a doctor's letter or a person's
 * own notes, `.docx` (Word) or `.odt` (OpenDocument). Both are ZIP archives;
 * the archive is counted before anything is inflated (`zip_guard.ts`), and
 * only the body part is read: `word/document.xml` or `content.xml`. The
 * header and footer parts (`word/header1.xml`, the master pages of
 * `styles.xml`) are letterhead and are never read. A table is read as rows
 * of cells (a merged cell keeping its columns), aligned into columns as an
 * e-mail's table is; a paragraph is a line, its tabs aligned with the
 * paragraphs around it as a plain-text e-mail's are. Hidden text, deleted
 * text of tracked changes, footnotes and comments are no lines.
 *
 * @module
 */

import { unzipSync } from "fflate";
import { alignedRows, textLines } from "./html_lines.ts";
import { parseXml, XmlError } from "./xml.ts";
import { attribute, childElements, type XmlElement } from "./xml_tree.ts";
import { checkZipInflatedSize, MAX_SPREADSHEET_INFLATED_BYTES } from "./zip_guard.ts";

/** The two kinds of word-processor document. */
export type WordKind = "docx" | "odt";

/**
 * Why a word-processor document cannot be read.
 *
 * @internal test seam: the tests tell a refusal of a document from a crash by this class.
 */
export class WordError extends Error {
  override name = "WordError";
}

/** A block of the body: a paragraph's text (tabs kept), or a table's rows of cells. */
type Block = { readonly text: string } | { readonly rows: string[][] };

/** The most empty cells a repeated or spanned cell stands for (a sheet's "to the edge" repeats). */
const MAX_SPAN = 50;

/** Elements whose text is never shown in the body: deleted or hidden text, notes, comments. */
const DOCX_SKIP = new Set([
  "del",
  "delText",
  "instrText",
  "footnoteReference",
  "endnoteReference",
  "commentReference",
  "rPr",
  "pPr",
  "tblPr",
  "trPr",
  "tcPr",
  "sectPr",
]);
const ODT_SKIP = new Set(["note", "annotation", "tracked-changes", "sequence-decls", "deletion"]);

/** Whether a Word run is hidden text (`<w:vanish/>` in its properties). */
function hiddenRun(run: XmlElement): boolean {
  const props = childElements(run, "rPr")[0];
  return props !== undefined && childElements(props, "vanish").length > 0;
}

/** A Word paragraph's (or cell's) text: runs' text, tabs as tabs, breaks as spaces. */
function docxText(element: XmlElement): string {
  let text = "";
  for (const node of element.children) {
    if (typeof node === "string") continue;
    if (DOCX_SKIP.has(node.local) || (node.local === "r" && hiddenRun(node))) continue;
    if (node.local === "t") text += node.children.filter((c) => typeof c === "string").join("");
    else if (node.local === "tab") text += "\t";
    else if (node.local === "br" || node.local === "cr") text += " ";
    else if (node.local === "p" && text !== "") text += " " + docxText(node);
    else text += docxText(node);
  }
  return text;
}

/** An OpenDocument paragraph's (or cell's) text: spaces (`text:s`), tabs, breaks as spaces. */
function odtText(element: XmlElement): string {
  let text = "";
  for (const node of element.children) {
    if (typeof node === "string") text += node.replace(/\s+/g, " ");
    else if (ODT_SKIP.has(node.local)) continue;
    else if (node.local === "s") text += " ".repeat(Math.min(Number(attribute(node, "c") ?? 1), 8));
    else if (node.local === "tab") text += "\t";
    else if (node.local === "line-break") text += " ";
    else if ((node.local === "p" || node.local === "h") && text !== "") {
      text += " " + odtText(node);
    } else text += odtText(node);
  }
  return text;
}

/** A cell's text on one line: tabs, breaks and runs of spaces made one space. */
const cellText = (text: string) => text.replace(/\s+/g, " ").trim();

/** A Word table's rows: each `w:tc` a cell, a horizontal merge (`gridSpan`) keeping its columns. */
function docxRows(table: XmlElement): string[][] {
  return childElements(table, "tr").map((row) =>
    childElements(row, "tc").flatMap((cell) => {
      const props = childElements(cell, "tcPr")[0];
      const span = props === undefined ? undefined : childElements(props, "gridSpan")[0];
      const columns = Math.min(Number(attribute(span, "val") ?? 1) || 1, MAX_SPAN);
      return [cellText(docxText(cell)), ...Array<string>(columns - 1).fill("")];
    })
  ).filter((row) => row.some((cell) => cell !== ""));
}

/** An OpenDocument table's rows, in row groups too; repeated and spanned cells keep their columns. */
function odtRows(table: XmlElement): string[][] {
  const rows: string[][] = [];
  const visit = (element: XmlElement) => {
    for (const child of childElements(element)) {
      if (child.local === "table-row") {
        const cells = childElements(child).filter((c) => /^(covered-)?table-cell$/.test(c.local))
          .flatMap((cell) => {
            const repeated = Math.min(
              Number(attribute(cell, "number-columns-repeated") ?? 1) || 1,
              MAX_SPAN,
            );
            return Array<string>(repeated).fill(cellText(odtText(cell)));
          });
        while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
        if (cells.some((cell) => cell !== "")) rows.push(cells);
      } else if (/^table-(header-rows|rows|row-group)$/.test(child.local)) visit(child);
    }
  };
  visit(table);
  return rows;
}

/** The blocks of a body, in reading order; a container (a section, a list, a content control) is walked into. */
function blocks(body: XmlElement, kind: WordKind): Block[] {
  const out: Block[] = [];
  const visit = (element: XmlElement) => {
    for (const child of childElements(element)) {
      if (kind === "docx" && child.local === "p") out.push({ text: docxText(child) });
      else if (kind === "docx" && child.local === "tbl") out.push({ rows: docxRows(child) });
      else if (kind === "odt" && (child.local === "p" || child.local === "h")) {
        out.push({ text: odtText(child) });
      } else if (kind === "odt" && child.local === "table") out.push({ rows: odtRows(child) });
      else if (!(kind === "docx" ? DOCX_SKIP : ODT_SKIP).has(child.local)) visit(child);
    }
  };
  visit(body);
  return out;
}

/** The blocks as lines: tables aligned, runs of paragraphs read as plain text (tabs aligned). */
function blockLines(list: readonly Block[]): string[] {
  const lines: string[] = [];
  let text: string[] = [];
  for (const block of list) {
    if ("text" in block) {
      text.push(block.text.trim() === "" ? "" : block.text.replace(/ {2,}/g, "  ").trimEnd());
      continue;
    }
    lines.push(...textLines(text.join("\n")), ...alignedRows(block.rows));
    text = [];
  }
  lines.push(...textLines(text.join("\n")));
  return lines;
}

/** The part of the archive that holds the body. */
const BODY_PART: Readonly<Record<WordKind, string>> = {
  docx: "word/document.xml",
  odt: "content.xml",
};

const NAME: Readonly<Record<WordKind, string>> = {
  docx: "Word (.docx)",
  odt: "OpenDocument (.odt)",
};

/**
 * Reads a word-processor document's body into lines. Throws a
 * {@link WordError} when it is no such document (no ZIP archive, a damaged
 * one, no body part, a body that is not well-formed XML) and a `LimitError`
 * when its parts inflate past the cap.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { strToU8, zipSync } from "fflate";
 * const xml = '<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>Wyniki</w:t></w:r></w:p><w:tbl>' +
 *   "<w:tr><w:tc><w:p><w:r><w:t>TSH</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>1,9</w:t></w:r></w:p></w:tc></w:tr>" +
 *   "</w:tbl></w:body></w:document>";
 * const docx = zipSync({ "word/document.xml": strToU8(xml) });
 * assert.deepEqual(readWordDocument(docx, "docx"), ["Wyniki", "TSH    1,9"]);
 * ```
 */
export function readWordDocument(
  bytes: Uint8Array,
  kind: WordKind,
  maxBytes: number = MAX_SPREADSHEET_INFLATED_BYTES,
): string[] {
  const name = NAME[kind];
  if (bytes.length === 0) throw new WordError("the file is empty");
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4)) {
    throw new WordError(
      `it is not a ${name} document: it is no ZIP archive (an old .doc or an .rtf renamed?); save it from the word processor as ${name} or export it to PDF`,
    );
  }
  checkZipInflatedSize(bytes, maxBytes, "document");
  const part = BODY_PART[kind];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name === part });
  } catch (error) {
    throw new WordError(
      `the ${name} archive is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const xml = files[part];
  if (xml === undefined) {
    throw new WordError(`it is not a ${name} document: the archive holds no "${part}"`);
  }
  let root: XmlElement;
  try {
    root = parseXml(new TextDecoder().decode(xml));
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    throw new WordError(`its "${part}" is not well-formed XML (${error.message})`);
  }
  const lines = blockLines(blocks(root, kind));
  if (lines.length === 0) throw new WordError("the document holds no text");
  return lines;
}
