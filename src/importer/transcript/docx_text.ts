/**
 * The text of a Word document (`.docx`), line by line: each paragraph a
 * line, each table row one line with its cells set apart by wide gaps. A
 * `.docx` is a zip: only `word/document.xml` is inflated, and only when the
 * zip says it is no larger than the readers' inflated-size limit.
 *
 * @module
 */

import { unzipSync } from "fflate";
import { checkTextDocument, DEFAULT_LIMITS, type Limits } from "../read/mod.ts";

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X")) {
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
}

/** The text of a paragraph's runs (`w:t`), tabs and breaks as spaces. */
function runText(xml: string): string {
  let text = "";
  for (const match of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\b[^>]*\/>/g)) {
    text += match[1] !== undefined ? unescapeXml(match[1]) : " ";
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The lines of `word/document.xml`: table rows as one line each, paragraphs
 * outside tables as one line each.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const xml = '<w:body><w:p><w:r><w:t>Wyniki</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>Hemoglobina</w:t></w:r></w:p></w:tc>' +
 *   "<w:tc><w:p><w:r><w:t>13,2</w:t></w:r></w:p></w:tc></w:tr></w:tbl></w:body>";
 * assert.deepEqual(documentXmlLines(xml), ["Wyniki", "Hemoglobina   13,2"]);
 * ```
 *
 * @internal doc test: its example reads document.xml text; the public path needs a .docx archive.
 */
export function documentXmlLines(xml: string): string[] {
  const lines: string[] = [];
  const parts = xml.split(/(<w:tbl>[\s\S]*?<\/w:tbl>)/);
  for (const part of parts) {
    if (part.startsWith("<w:tbl>")) {
      for (const row of part.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g)) {
        const cells = [...row[0].matchAll(/<w:tc\b[\s\S]*?<\/w:tc>/g)].map((c) => runText(c[0]));
        const line = cells.filter((c) => c !== "").join("   ");
        if (line !== "") lines.push(line);
      }
    } else {
      for (const paragraph of part.matchAll(/<w:p\b[\s\S]*?<\/w:p>/g)) {
        const line = runText(paragraph[0]);
        if (line !== "") lines.push(line);
      }
    }
  }
  return lines;
}

/** Reads a `.docx`'s lines; throws when it is no Word document or is over a limit. */
export function docxLines(
  bytes: Uint8Array,
  limits: Limits = DEFAULT_LIMITS,
): { page: number; text: string }[] {
  checkTextDocument(bytes, "Word");
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) =>
        file.name === "word/document.xml" && file.originalSize <= limits.maxInflatedBytes,
    });
  } catch {
    throw new Error("it is not a Word (.docx) document");
  }
  const xml = files["word/document.xml"];
  if (xml === undefined) {
    throw new Error("it is not a Word (.docx) document, or its text is over the size limit");
  }
  return documentXmlLines(new TextDecoder().decode(xml)).map((text) => ({ page: 1, text }));
}
