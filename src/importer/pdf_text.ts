/**
 * The text layer of a PDF, as lines: text items are grouped by their
 * baseline and ordered left to right, so table columns stay on one line.
 * Uses `unpdf` (PDF.js), which needs nothing but the bytes: no network, no
 * file access of its own.
 *
 * @module
 */

import { getDocumentProxy } from "unpdf";

/** The lines of each page of a PDF; an empty result means no text layer. */
export interface PdfText {
  readonly pages: number;
  readonly lines: readonly string[];
}

interface Item {
  readonly str: string;
  readonly x: number;
  readonly y: number;
}

/** How close two baselines must be to count as one line, in PDF points. */
const SAME_LINE = 2.5;

/** Reads the text layer of a PDF. Throws if the bytes are not a PDF. */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        items.push({ str: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
      }
      items.sort((a, b) => b.y - a.y || a.x - b.x);
      let current: Item[] = [];
      const flush = () => {
        if (current.length === 0) return;
        lines.push(current.sort((a, b) => a.x - b.x).map((i) => i.str.trim()).join(" "));
        current = [];
      };
      for (const item of items) {
        if (current.length > 0 && Math.abs(current[0]!.y - item.y) > SAME_LINE) flush();
        current.push(item);
      }
      flush();
    }
    return { pages: pdf.numPages, lines };
  } finally {
    await pdf.cleanup();
  }
}

/** Whether a PDF's text layer holds any text worth parsing. */
export function hasTextLayer(text: PdfText): boolean {
  return text.lines.join("").replace(/\s/g, "").length >= 20;
}
