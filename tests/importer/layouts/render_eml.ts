/**
 * Writes a generated lab report as a lab's e-mail saved as `.eml` (the
 * `file:eml` feature): a MIME message from the lab to the patient, its body
 * the report (letterhead, patient, each order's dates, and the table in the
 * layout's columns) as an HTML part with a `<table>`, a plain-text part with
 * tab-separated cells, or both (`multipart/alternative`: one is read, never
 * both), each quoted-printable or base64.
 *
 * @module
 */

import { type DocumentContent, type PrintedRow } from "./content.ts";
import { printedDateFormat } from "./features.ts";
import { Random } from "./random.ts";
import { type Cell, columnsOf } from "./render_table.ts";
import { formatDate, WORDS } from "./words.ts";
import { blindCell } from "./render_blind.ts";

/** A block of the body: a line of text, or a table's rows of cells. */
export type Block =
  | { readonly text: string }
  | { readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };

/** The patient's e-mail address (an identity string). */
export function emailAddressOf(content: DocumentContent): string {
  const ascii = (s: string) => s.normalize("NFD").replace(/[^A-Za-z]/g, "").toLowerCase();
  return `${ascii(content.identity.given)}.${ascii(content.identity.family)}@example.com`;
}

function cellOf(row: PrintedRow, cell: Cell, content: DocumentContent): string {
  const { layout } = content;
  const fifth = blindCell(row, cell, content);
  if (fifth !== undefined) return fifth;
  if (cell === "value" && layout.valueWithUnit && !layout.unitInName && row.unit !== "") {
    const [number, ...mark] = row.value.split(" ");
    return [number, row.unit, ...mark].join(" ");
  }
  return row[cell];
}

/** The body's blocks, in reading order (a saved page, a text file and a letter set out the same report). */
export function blocks(content: DocumentContent): Block[] {
  const { layout, identity } = content;
  const random = new Random(content.seed ^ 0x5bd1e995);
  const w = WORDS[layout.language];
  const date = (iso: string) => formatDate(iso, printedDateFormat(layout), layout.language);
  const cells = columnsOf(content, random);
  const headers = layout.unknownHeaders
    ? w.unknownHeaders
    : layout.otherHeaders
    ? w.otherHeaders
    : w.headers;
  const header = cells.map((cell) =>
    cell === "rowDate" && layout.unnamedRowDates ? "" : random.pick(headers[cell])
  );
  const out: Block[] = [
    { text: content.lab },
    { text: w.title },
    { text: `${w.patient} ${identity.family.toUpperCase()} ${identity.given.toUpperCase()}` },
  ];
  if (layout.bands !== "undecidable") {
    out.push({ text: `${w.idLabel ?? "PESEL:"} ${identity.pesel}` });
    out.push({
      text: `${w.sex} ${w.sexValue[identity.sex]}   ${w.ageLabel} ${w.age(identity.age)}`,
    });
  }
  for (const visit of content.visits) {
    out.push({ text: `${w.orderNo} ${visit.orderNo}   ${w.ordered} ${date(visit.ordered)}` });
    if (!layout.rowDates) {
      const label = w.collected[layout.dateLabel % w.collected.length]!;
      out.push({ text: `${label} ${date(visit.collected)} 07:${10 + random.int(0, 49)}` });
    }
    const rows: string[][] = [];
    for (const section of visit.sections) {
      rows.push([section.heading]);
      for (const row of section.rows) {
        rows.push(cells.map((cell) => cellOf(row, cell, content)));
        if (row.comment !== undefined) rows.push(["", row.comment]);
      }
    }
    out.push({ header, rows });
  }
  if (layout.footnotes) out.push({ text: `¹ ² ³ ${w.footnote}` });
  out.push({ text: w.legend });
  out.push({ text: `${content.lab}, ${content.labAddress}` });
  return out;
}

/** Text with `&`, `<` and `>` escaped, for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function html(body: readonly Block[]): string {
  const parts = body.map((block) => {
    if ("text" in block) return `<p>${escapeHtml(block.text)}</p>`;
    const width = block.header.length;
    const row = (cells: readonly string[], tag: "td" | "th") =>
      cells.length === 1 && width > 1
        ? `<tr><td colspan="${width}"><b>${escapeHtml(cells[0]!)}</b></td></tr>`
        : `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join("")}</tr>`;
    return `<table border="1">\n${row(block.header, "th")}\n${
      block.rows.map((r) => row(r, "td")).join("\n")
    }\n</table>`;
  });
  return `<html><body>\n${parts.join("\n")}\n</body></html>\n`;
}

/** The blocks as plain text: text lines, a table's cells tab-separated, blocks a blank line apart. */
export function plain(body: readonly Block[]): string {
  return body.map((block) =>
    "text" in block
      ? block.text
      : [block.header, ...block.rows].map((cells) => cells.join("\t")).join("\n")
  ).join("\n\n") + "\n";
}

/** Quoted-printable (RFC 2045): lines of at most 76 characters, soft breaks `=`. */
export function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let encoded = "";
    const bytes = new TextEncoder().encode(line);
    bytes.forEach((byte, i) => {
      const last = i === bytes.length - 1;
      const plain = (byte >= 33 && byte <= 126 && byte !== 61) || (byte === 32 && !last);
      encoded += plain
        ? String.fromCharCode(byte)
        : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    });
    while (encoded.length > 76) {
      // Never split an escape: break before one that would straddle the limit.
      let cut = 75;
      const escape = encoded.lastIndexOf("=", cut);
      if (escape > cut - 3) cut = escape;
      out.push(`${encoded.slice(0, cut)}=`);
      encoded = encoded.slice(cut);
    }
    out.push(encoded);
  }
  return out.join("\r\n");
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

function part(type: "plain" | "html", text: string, encoding: string): string {
  const body = encoding === "base64" ? base64(text) : quotedPrintable(text);
  return [
    `Content-Type: text/${type}; charset="utf-8"`,
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    body,
  ].join("\r\n");
}

/** An RFC 2047 encoded word (UTF-8, base64) for a header. */
function encodedWord(text: string): string {
  return `=?UTF-8?B?${base64(text).replace(/\r\n/g, "")}?=`;
}

/** The `.eml` bytes of a document. */
export function renderEml(content: DocumentContent): Uint8Array {
  const { layout, identity } = content;
  const body = blocks(content);
  const encoding = layout.emlEncoding;
  const when = new Date(`${content.printed}T09:30:00Z`).toUTCString().replace("GMT", "+0000");
  const head = [
    `From: ${encodedWord(content.lab)} <wyniki@lab.example>`,
    `To: ${encodedWord(`${identity.given} ${identity.family}`)} <${emailAddressOf(content)}>`,
    `Subject: ${encodedWord(`${WORDS[layout.language].title}: ${identity.orders[0]}`)}`,
    `Date: ${when}`,
    `Message-ID: <${content.seed}@lab.example>`,
    "MIME-Version: 1.0",
  ];
  let message: string;
  if (layout.emlBody === "both") {
    const boundary = `----=_Part_${content.seed}`;
    message = [
      ...head,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      "",
      "This is a multi-part message in MIME format.",
      `--${boundary}`,
      part("plain", plain(body), encoding),
      `--${boundary}`,
      part("html", html(body), encoding),
      `--${boundary}--`,
      "",
    ].join("\r\n");
  } else {
    const type = layout.emlBody;
    message = [...head, part(type, type === "html" ? html(body) : plain(body), encoding), ""]
      .join("\r\n");
  }
  return new TextEncoder().encode(message);
}
