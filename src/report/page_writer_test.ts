// Guards the report's page breaks: a table's last row never sits alone at
// the top of a page (a widow, with only the footer under it); the row before
// it moves over too.

import assert from "node:assert/strict";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from "../chart/font_data.ts";
import { type Column, FOOTER_SPACE, MARGIN, PageWriter, type Row } from "./page_writer.ts";

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

Deno.test("a table's last row is never alone on a page: the row before it goes along", async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(bytesOf(DEJAVU_SANS), { subset: true });
  const bold = await doc.embedFont(bytesOf(DEJAVU_SANS_BOLD), { subset: true });
  const columns: Column[] = [{ title: "Test", width: 200 }, { title: "Value", width: 100 }];
  const rows: Row[] = Array.from({ length: 12 }, (_, i) => [{ text: `row ${i}` }, { text: "1" }]);
  const rowHeight = new PageWriter(doc, font, bold).rowHeight(columns, rows[0]!);
  // Start the table where all but the last row fit on the first page.
  for (let spare = 0; spare < 3; spare++) {
    const writer = new PageWriter(doc, font, bold);
    const header = writer.rowHeight(columns, [{ text: "Test" }, { text: "Value" }]) + 3;
    writer.y = MARGIN + FOOTER_SPACE + header + 11 * rowHeight + spare;
    const rowsOn: number[] = [];
    const row = writer.row.bind(writer);
    writer.row = (c, cells, f, color) => {
      row(c, cells, f, color);
      if (cells[0]!.text.startsWith("row")) rowsOn.push(writer.pages.length);
    };
    writer.table(columns, rows);
    const onLast = rowsOn.filter((p) => p === writer.pages.length).length;
    assert.ok(
      writer.pages.length === 1 || onLast >= 2,
      `spare ${spare}: ${onLast} row(s) on the last page`,
    );
  }
});
