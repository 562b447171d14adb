import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { readWordDocument, WordError } from "./word.ts";
import { LimitError } from "./limits.ts";

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const tc = (text: string, span = 1) =>
  `<w:tc>${span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : ""}${p(text)}</w:tc>`;
const docx = (body: string, parts: Record<string, string> = {}) =>
  zipSync({
    "word/document.xml": strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    ...Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])),
  });

Deno.test("readWordDocument() reads a .docx table as aligned cells, a merged cell keeping its columns", () => {
  const table = "<w:tbl><w:tblPr/>" +
    `<w:tr>${tc("Badanie")}${tc("Wynik")}${tc("Jednostka")}</w:tr>` +
    `<w:tr>${tc("Morfologia", 3)}</w:tr>` +
    `<w:tr>${tc("Hemoglobina")}${
      tc("13,4")
    }<w:tc><w:p><w:r><w:t>g</w:t></w:r><w:r><w:t>/dl</w:t></w:r></w:p></w:tc></w:tr>` +
    "</w:tbl>";
  const header = `<w:hdr ${W}>${p("Pacjent: Anna Test, PESEL 85010112345")}</w:hdr>`;
  const lines = readWordDocument(
    docx(p("Data pobrania: 12.03.2024") + table + "<w:sectPr/>", { "word/header1.xml": header }),
    "docx",
  );
  assert.deepEqual(lines, [
    "Data pobrania: 12.03.2024",
    "Badanie        Wynik    Jednostka",
    "Morfologia",
    "Hemoglobina    13,4     g/dl",
  ]);
});

Deno.test("readWordDocument() aligns tabbed paragraphs and drops hidden and deleted text", () => {
  const tabbed = (cells: string[]) =>
    `<w:p><w:r>${cells.map((c) => `<w:t>${c}</w:t>`).join("<w:tab/>")}</w:r></w:p>`;
  const body = p("Moje wyniki") + tabbed(["TSH", "1,9", "uIU/ml"]) +
    tabbed(["Ferrytyna", "45", "ng/ml"]) +
    "<w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>Potas 9,9</w:t></w:r></w:p>" +
    "<w:p><w:del><w:r><w:delText>Sód 200</w:delText></w:r></w:del><w:r><w:t>Koniec</w:t></w:r></w:p>";
  assert.deepEqual(readWordDocument(docx(body), "docx"), [
    "Moje wyniki",
    "TSH          1,9    uIU/ml",
    "Ferrytyna    45     ng/ml",
    "Koniec",
  ]);
});

Deno.test("readWordDocument() reads an .odt's content.xml, never its styles (letterhead)", () => {
  const cell = (text: string, attrs = "") =>
    `<table:table-cell${attrs}><text:p>${text}</text:p></table:table-cell>`;
  const content =
    '<office:document-content xmlns:office="urn:o" xmlns:text="urn:t" xmlns:table="urn:tb">' +
    "<office:body><office:text><text:sequence-decls/>" +
    '<text:h>Wyniki</text:h><text:p>Glukoza<text:tab/>92<text:s text:c="3"/>mg/dl</text:p>' +
    '<table:table><table:table-column table:number-columns-repeated="3"/><table:table-header-rows>' +
    `<table:table-row>${cell("Badanie")}${cell("Wynik")}${cell("Jedn.")}</table:table-row>` +
    "</table:table-header-rows>" +
    `<table:table-row>${
      cell("Sód", ' table:number-columns-spanned="2"')
    }<table:covered-table-cell/>${cell("mmol/l")}</table:table-row>` +
    `<table:table-row>${cell("Potas")}${cell("4,1")}${cell("mmol/l")}${
      cell("", ' table:number-columns-repeated="1000"')
    }</table:table-row>` +
    "</table:table><text:p>Notatka<text:note><text:note-body><text:p>przypis</text:p></text:note-body></text:note></text:p>" +
    "</office:text></office:body></office:document-content>";
  const odt = zipSync({
    mimetype: strToU8("application/vnd.oasis.opendocument.text"),
    "content.xml": strToU8(content),
    "styles.xml": strToU8(
      '<office:document-styles xmlns:office="urn:o">Anna Test</office:document-styles>',
    ),
  });
  assert.deepEqual(readWordDocument(odt, "odt"), [
    "Wyniki",
    "Glukoza    92 mg/dl",
    "Badanie    Wynik    Jedn.",
    "Sód                 mmol/l",
    "Potas      4,1      mmol/l",
    "Notatka",
  ]);
});

Deno.test("readWordDocument() refuses what is no such document, naming why", () => {
  assert.throws(() => readWordDocument(new Uint8Array(), "docx"), /the file is empty/);
  assert.throws(
    () => readWordDocument(strToU8("{\\rtf1 Glukoza 92}"), "docx"),
    /not a Word \(\.docx\) document: it is no ZIP archive/,
  );
  assert.throws(
    () => readWordDocument(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9, 9]), "docx"),
    /the Word \(\.docx\) archive is damaged/,
  );
  assert.throws(
    () => readWordDocument(zipSync({ "word/header1.xml": strToU8("<a/>") }), "docx"),
    /the archive holds no "word\/document\.xml"/,
  );
  assert.throws(
    () => readWordDocument(zipSync({ "content.xml": strToU8("<office:text><text:p>") }), "odt"),
    (error) =>
      error instanceof WordError && /"content\.xml" is not well-formed XML/.test(error.message),
  );
  assert.throws(() => readWordDocument(docx("<w:sectPr/>"), "docx"), /holds no text/);
});

Deno.test("readWordDocument() refuses a document whose parts inflate past the cap (a zip bomb)", () => {
  const bomb = zipSync({ "word/document.xml": new Uint8Array(3_000_000) }, { level: 9 });
  assert.throws(
    () => readWordDocument(bomb, "docx", 1_000_000),
    (error) =>
      error instanceof LimitError &&
      /the document's parts inflate to more than/.test(error.message),
  );
});
