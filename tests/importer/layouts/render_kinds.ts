/**
 * Writes a generated report as one of the text kinds of `features_kinds.ts`,
 * the same report an e-mail's body sets out (`render_eml.ts`'s blocks):
 *
 * - a patient portal's page saved from the browser (`.html`): a `<meta>`
 *   charset, the patient's name in the title, a script and the menu; a
 *   cookie banner; each order's table with `<thead>`; a hidden copy of a row
 *   with another value (a page's stale data, which must never be read);
 * - results copied into a text file (`.txt`): tab-separated, or columns
 *   padded with runs of spaces, in the layout's encoding;
 * - a letter written in a word processor (`.docx`, `.odt`): the lab and the
 *   patient in the header part (letterhead, never read), the rest in the
 *   body, the results as a real table or as tabbed paragraphs.
 *
 * @module
 */

import { strToU8, zipSync } from "fflate";
import type { DocumentContent } from "./content.ts";
import { type Block, blocks, escapeHtml, plain } from "./render_eml.ts";
import { WORDS } from "./words.ts";

/** The single-byte code page of a layout's `ansi` charset: the language's own. */
function codePage(content: DocumentContent): string {
  return content.layout.language === "uk" ? "windows-1251" : "windows-1250";
}

/** Text in a single-byte code page; a character it lacks is `escape`d, or `undefined` when none is given. */
function singleByte(
  text: string,
  label: string,
  escape?: (ch: string) => string,
): Uint8Array | undefined {
  const decoder = new TextDecoder(label);
  const byChar = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) {
    byChar.set(decoder.decode(new Uint8Array([byte])), byte);
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else if (byChar.has(ch)) out.push(byChar.get(ch)!);
    else if (escape === undefined) return undefined;
    else out.push(...strToU8(escape(ch)));
  }
  return new Uint8Array(out);
}

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    out[2 + i * 2] = text.charCodeAt(i) & 0xff;
    out[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return out;
}

/** A table's rows as lines padded into columns three spaces apart (a heading row alone). */
function spaced(
  block: { header: readonly string[]; rows: readonly (readonly string[])[] },
): string[] {
  const rows = [block.header, ...block.rows];
  const widths: number[] = [];
  for (const row of rows.filter((r) => r.length > 1)) {
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  }
  return rows.map((row) =>
    row.length === 1
      ? row[0]!
      : row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]! + 3))).join("")
        .trimEnd()
  );
}

/** The `.txt` bytes of a report. */
export function renderText(content: DocumentContent): Uint8Array {
  const { layout } = content;
  const body = blocks(content);
  const text = layout.textForm === "spaces"
    ? body.map((b) => ("text" in b ? b.text : spaced(b).join("\n"))).join("\n\n") + "\n"
    : plain(body);
  const windows = text.replace(/\n/g, "\r\n");
  if (layout.charset === "utf-8-bom") return new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(text)]);
  if (layout.charset === "utf-16") return utf16(windows);
  if (layout.charset === "ansi") return singleByte(windows, codePage(content)) ?? strToU8(text);
  return strToU8(text);
}

/** The `.html` bytes of a report: a portal's page saved from the browser. */
export function renderPage(content: DocumentContent): Uint8Array {
  const { layout, identity } = content;
  const w = WORDS[layout.language];
  const name = `${identity.given} ${identity.family}`;
  const charset = layout.charset === "ansi"
    ? codePage(content)
    : layout.charset === "iso-8859-2"
    ? "iso-8859-2"
    : layout.charset === "utf-16"
    ? "utf-16"
    : "utf-8";
  const meta = content.seed % 2 === 0
    ? `<meta charset="${charset}">`
    : `<meta http-equiv="Content-Type" content="text/html; charset=${charset}">`;
  const body = blocks(content);
  const first = body.find((b): b is Exclude<Block, { text: string }> => !("text" in b));
  const stale = first?.rows.find((r) => r.length > 2);
  const parts = body.map((block) => {
    if ("text" in block) return `<p>${escapeHtml(block.text)}</p>`;
    const width = block.header.length;
    const row = (cells: readonly string[]) =>
      cells.length === 1 && width > 1
        ? `<tr class="section"><td colspan="${width}"><strong>${
          escapeHtml(cells[0]!)
        }</strong></td></tr>`
        : `<tr>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`;
    const head = block.header.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join("");
    return `<table class="results"><thead><tr>${head}</tr></thead>\n<tbody>\n${
      block.rows.map(row).join("\n")
    }\n</tbody></table>`;
  });
  const hidden = stale === undefined
    ? ""
    : `<div class="archive" style="display: none"><table><tr>${
      [stale[0]!, "0,01", ...stale.slice(2)].map((c) => `<td>${escapeHtml(c)}</td>`).join("")
    }</tr></table></div>`;
  const page = `<!DOCTYPE html>
<html><head>${meta}<title>${escapeHtml(w.title)} - ${escapeHtml(name)}</title>
<link rel="stylesheet" href="./${content.seed}_files/portal.css">
<style>.results td { padding: 2px 8px } .archive { display: none }</style>
<script>window.patient = { name: "${name}" }; document.write("<td>0</td>");</script>
</head><body>
<nav class="menu"><ul><li><a href="/">Start</a></li><li><a href="/results">${
    escapeHtml(w.title)
  }</a></li><li><a href="/account">${escapeHtml(name)}</a></li></ul></nav>
<div id="cookie-consent"><p>Cookies: 1 2 3</p><button>OK</button></div>
<main>
${parts.join("\n")}
${hidden}
</main>
<footer><p><span aria-hidden="true">&#9742;</span> ${escapeHtml(content.lab)}</p></footer>
</body></html>
`;
  if (layout.charset === "utf-16") return utf16(page);
  if (layout.charset === "utf-8-bom") return new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(page)]);
  if (charset === "utf-8") return strToU8(page);
  return singleByte(page, charset, (ch) => `&#${ch.codePointAt(0)};`)!;
}

function xml(text: string): string {
  return escapeHtml(text).replace(/"/g, "&quot;");
}

/** The body's blocks less the letterhead (the lab's name first, its address last), and the letterhead. */
function letter(content: DocumentContent): { body: Block[]; head: string[] } {
  const all = blocks(content);
  const patient = all.find((b) =>
    "text" in b && b.text.startsWith(WORDS[content.layout.language].patient)
  );
  const head = [content.lab, `${content.lab}, ${content.labAddress}`];
  const body = all.filter((b) => !("text" in b && head.includes(b.text)));
  return {
    body,
    head: [...head, ...(patient !== undefined && "text" in patient ? [patient.text] : [])],
  };
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** The `.docx` bytes of a report. */
export function renderDocx(content: DocumentContent): Uint8Array {
  const { body, head } = letter(content);
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
  const p = (text: string) => `<w:p>${run(text)}</w:p>`;
  const tabbed = (cells: readonly string[]) =>
    `<w:p>${cells.map(run).join("<w:r><w:tab/></w:r>")}</w:p>`;
  const xmlBody = body.map((block) => {
    if ("text" in block) return p(block.text);
    if (content.layout.textForm === "tabs") {
      return [block.header, ...block.rows].map(tabbed).join("");
    }
    const width = block.header.length;
    const cell = (text: string, span = 1) =>
      `<w:tc><w:tcPr>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ""}</w:tcPr>${p(text)}</w:tc>`;
    const row = (cells: readonly string[]) =>
      `<w:tr>${
        cells.length === 1 && width > 1
          ? cell(cells[0]!, width)
          : cells.map((c) => cell(c)).join("")
      }</w:tr>`;
    return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>${
      [block.header, ...block.rows].map(row).join("")
    }</w:tbl>${p("")}`;
  }).join("");
  const part = (tag: "hdr" | "ftr", lines: readonly string[]) =>
    strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${tag} ${W}>${
        lines.map(p).join("")
      }</w:${tag}>`,
    );
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${W}><w:body>${xmlBody}<w:sectPr><w:headerReference w:type="default"/></w:sectPr></w:body></w:document>`,
    ),
    "word/header1.xml": part("hdr", head),
    "word/footer1.xml": part("ftr", [head[1]!]),
  });
}

/** The `.odt` bytes of a report. */
export function renderOdt(content: DocumentContent): Uint8Array {
  const { body, head } = letter(content);
  const p = (text: string) => `<text:p>${xml(text)}</text:p>`;
  const tabbed = (cells: readonly string[]) =>
    `<text:p>${cells.map(xml).join("<text:tab/>")}</text:p>`;
  const xmlBody = body.map((block) => {
    if ("text" in block) return p(block.text);
    if (content.layout.textForm === "tabs") {
      return [block.header, ...block.rows].map(tabbed).join("");
    }
    const width = block.header.length;
    const cell = (text: string) =>
      `<table:table-cell office:value-type="string">${p(text)}</table:table-cell>`;
    const row = (cells: readonly string[]) =>
      `<table:table-row>${
        cells.length === 1 && width > 1
          ? `<table:table-cell table:number-columns-spanned="${width}">${
            p(cells[0]!)
          }</table:table-cell>${"<table:covered-table-cell/>".repeat(width - 1)}`
          : cells.map(cell).join("")
      }</table:table-row>`;
    return `<table:table table:name="Wyniki"><table:table-column table:number-columns-repeated="${width}"/>` +
      `<table:table-header-rows>${row(block.header)}</table:table-header-rows>${
        block.rows.map(row).join("")
      }</table:table>`;
  }).join("");
  const ns = 'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"';
  return zipSync({
    mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
    "META-INF/manifest.xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
    ),
    "content.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content ${ns}><office:body><office:text><text:sequence-decls/>${xmlBody}</office:text></office:body></office:document-content>`,
    ),
    "styles.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-styles ${ns}><office:master-styles><style:master-page style:name="Standard"><style:header>${
        head.map(p).join("")
      }</style:header></style:master-page></office:master-styles></office:document-styles>`,
    ),
  });
}
