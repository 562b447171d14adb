/**
 * The fourth stream's features really show in the documents they are set
 * on: a table in another language prints that language's words and names
 * (Cyrillic units entered in their Latin spelling), footnote marks sit
 * beside values with their meaning at the foot, a method column says
 * "Metoda:", an e-mail decodes (postal-mime, as the importer reads it) to
 * the report in the part asked for, and a wide sheet has a column per
 * collection date; and a corpus drawn without the stream is the corpus the
 * seed gave before it came.
 */

import assert from "node:assert/strict";
import PostalMime from "postal-mime";
import * as XLSX from "@e965/xlsx";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import { buildDocument, corpusSpecs } from "./corpus.ts";
import { type Layout, PLAIN } from "./features.ts";
import { formatDate } from "./words.ts";

async function build(change: Partial<Layout>, seed = 3) {
  return await buildDocument({ layout: { ...PLAIN, ...change }, seed }, "m.pdf");
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { items } = await pdfText(bytes);
  return items.map((i) => i.text).join(" ");
}

Deno.test("lang:uk: Ukrainian words and names, Cyrillic units entered in their Latin spelling", async () => {
  const document = await build({ language: "uk" });
  assert.equal(document.truth.document, "m.pdf");
  const text = await textOf(document.bytes);
  assert.ok(text.includes("Дата взяття біоматеріалу:"), text.slice(0, 200));
  for (const row of document.truth.rows) assert.ok(text.includes(row.printed), row.printed);
  assert.ok(/ммоль\/л|мг\/дл|Од\/л|Г\/л|г\/дл/.test(text));
  assert.ok(
    document.truth.rows.every((r) => r.unit === undefined || !/[\u0400-\u04ff]/.test(r.unit)),
  );
});

Deno.test("footnotes and method words: marks beside values, their meaning at the foot, 'Metoda:' cells", async () => {
  for (let seed = 1; seed <= 20; seed++) {
    const document = await build({ footnotes: true, methodColumn: true, methodWords: true }, seed);
    const text = await textOf(document.bytes);
    if (!/\d[¹²³]/.test(text)) continue;
    assert.ok(text.includes("Badanie wykonane w laboratorium podwykonawczym."));
    assert.ok(text.includes("Metoda: "));
    return;
  }
  assert.fail("no seed in 1..20 printed a footnote mark beside a value");
});

Deno.test("file:eml: the report in the part asked for, decoded as a mail program does", async () => {
  for (const emlBody of ["html", "plain", "both"] as const) {
    for (const emlEncoding of ["quoted-printable", "base64"] as const) {
      const document = await build({ file: "eml", emlBody, emlEncoding });
      assert.equal(document.truth.document, "m.eml");
      const mail = await PostalMime.parse(document.bytes);
      assert.equal(mail.html !== undefined, emlBody !== "plain", `${emlBody} html`);
      assert.equal(mail.text !== undefined, emlBody !== "html", `${emlBody} text`);
      const body = mail.html ?? mail.text ?? "";
      for (const row of document.truth.rows) assert.ok(body.includes(row.printed), row.printed);
      if (emlBody === "html") assert.ok(body.includes("<table"));
      assert.ok(document.truth.identity.some((i) => i.endsWith("@example.com")));
    }
  }
});

Deno.test("file:csv-wide and file:xlsx-wide: a marker per row, a column per collection date", async () => {
  const csv = await build({ file: "csv-wide", visits: 3 });
  assert.equal(csv.truth.document, "m.csv");
  const header = new TextDecoder().decode(csv.bytes).split("\r\n")[0]!;
  const dates = [...new Set(csv.truth.rows.map((r) => r.date))];
  assert.ok(dates.length >= 2);
  for (const date of dates) assert.ok(header.includes(formatDate(date, "dd.mm.yyyy", "pl")));
  assert.ok(csv.truth.rows.every((r) => r.lab_flag === undefined));
  const xlsx = await build({ file: "xlsx-wide", visits: 2 });
  assert.equal(xlsx.truth.document, "m.xlsx");
  const sheet = XLSX.read(xlsx.bytes).Sheets["Wyniki"]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  assert.equal(rows.length, 1 + new Set(xlsx.truth.rows.map((r) => r.code)).size);
  assert.ok(rows.slice(1).some((row) => typeof row[3] === "number"));
});

Deno.test("a corpus drawn without the fourth stream is the one its seed gave before", () => {
  const before = corpusSpecs(20, 30, true);
  const more = corpusSpecs(20, 30, true, true);
  assert.ok(before.every((s) => s.layout.file === "pdf" && !s.layout.footnotes));
  assert.ok(before.every((s) => s.layout.language === "pl" || s.layout.language === "en"));
  assert.ok(more.some((s) => s.layout.file !== "pdf" || !["pl", "en"].includes(s.layout.language)));
  assert.deepEqual(more.map((s) => s.seed), before.map((s) => s.seed));
});
