/**
 * Small `.xlsx` files for tests, written part by part as a spreadsheet
 * program writes them (shared strings, a date number format, formulas with
 * or without their saved value), so that the reader is tested against the
 * file format rather than against its own library's writer; only the ZIP
 * container comes from the library.
 *
 * @module
 */

import * as XLSX from "@e965/xlsx";

/** One cell as written: text, a number, a date serial number, or a formula. */
export type FixtureCell =
  | string
  | number
  | null
  | { readonly serial: number; readonly format?: "dd.mm.yyyy" | "builtin" }
  | { readonly formula: string; readonly saved?: number | string };

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * The bytes of an `.xlsx` file with one sheet per entry of `sheets`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const bytes = xlsxFixture({ Wyniki: [["Badanie", "Wynik"], ["Glukoza", 92]] });
 * assert.deepEqual([...bytes.subarray(0, 2)], [0x50, 0x4b]);
 * ```
 */
export function xlsxFixture(
  sheets: Record<string, readonly (readonly FixtureCell[])[]>,
): Uint8Array {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const at = strings.indexOf(text);
    if (at >= 0) return at;
    strings.push(text);
    return strings.length - 1;
  };
  const names = Object.keys(sheets);
  const sheetXml = names.map((name) => {
    const rows = sheets[name]!.map((row, r) => {
      const cells = row.map((cell, c) => {
        const ref = `${columnName(c)}${r + 1}`;
        if (cell === null) return "";
        if (typeof cell === "string") return `<c r="${ref}" t="s"><v>${stringIndex(cell)}</v></c>`;
        if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
        if ("serial" in cell) {
          return `<c r="${ref}" s="${cell.format === "builtin" ? 2 : 1}"><v>${cell.serial}</v></c>`;
        }
        const formula = `<f>${escapeXml(cell.formula)}</f>`;
        if (cell.saved === undefined) return `<c r="${ref}">${formula}</c>`;
        return typeof cell.saved === "string"
          ? `<c r="${ref}" t="str">${formula}<v>${escapeXml(cell.saved)}</v></c>`
          : `<c r="${ref}">${formula}<v>${cell.saved}</v></c>`;
      }).join("");
      return `<row r="${r + 1}">${cells}</row>`;
    }).join("");
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
  });
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const pkg = "http://schemas.openxmlformats.org/package/2006/relationships";
  const parts: Record<string, string> = {
    "[Content_Types].xml":
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${
        names.map((_, i) =>
          `<Override PartName="/xl/worksheets/sheet${
            i + 1
          }.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`
        ).join("")
      }<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    "_rels/.rels":
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml":
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${
        names.map((name, i) =>
          `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`
        ).join("")
      }</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels":
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}">${
        names.map((_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${
            i + 1
          }.xml"/>`
        ).join("")
      }<Relationship Id="rIdS" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml":
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ...Object.fromEntries(sheetXml.map((xml, i) => [`xl/worksheets/sheet${i + 1}.xml`, xml])),
  };
  // Shared strings last: every sheet has been written and has added its strings.
  parts["xl/sharedStrings.xml"] =
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${
      strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join("")
    }</sst>`;
  const zip = XLSX.CFB.utils.cfb_new();
  for (const [name, xml] of Object.entries(parts)) {
    XLSX.CFB.utils.cfb_add(zip, name, new TextEncoder().encode(xml));
  }
  return new Uint8Array(
    XLSX.CFB.write(zip, { fileType: "zip", type: "array" }) as ArrayLike<number>,
  );
}
