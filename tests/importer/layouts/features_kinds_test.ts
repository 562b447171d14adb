/**
 * The text kinds really show in the documents they are set on: a saved page
 * names its charset and decodes to the report, its script, menu and hidden
 * copy of a row in the page but never in what it shows; a text file is in
 * the encoding asked for; a `.docx` or `.odt` holds the report in its body
 * and the lab and patient only in its header part. Each is read back with
 * the importer's own readers.
 */

import assert from "node:assert/strict";
import { strFromU8, unzipSync } from "fflate";
import {
  decodePage,
  pageLines,
  readTextFile,
  readWordDocument,
} from "../../../src/importer/read/mod.ts";
import { buildDocument } from "./corpus.ts";
import { featuresOf, type Layout, normalised, PLAIN } from "./features.ts";

async function build(change: Partial<Layout>, seed = 5) {
  return await buildDocument({ layout: { ...PLAIN, ...change }, seed }, "k.pdf");
}

Deno.test("file:html: a saved portal page in its charset, the name only where the page never shows it", async () => {
  for (const charset of ["utf-8", "utf-8-bom", "utf-16", "ansi", "iso-8859-2"] as const) {
    const document = await build({ file: "html", charset });
    assert.equal(document.truth.document, "k.html");
    assert.ok(document.features.includes(`charset:${charset}`), document.features.join(", "));
    const html = decodePage(document.bytes);
    assert.match(html, /<meta[^>]*charset/);
    assert.match(html, /<script>window\.patient/);
    assert.match(html, /<nav/);
    const shown = pageLines(html, "aligned").join("\n");
    for (const row of document.truth.rows) assert.ok(shown.includes(row.printed), row.printed);
    assert.ok(!shown.includes("0,01"), "the hidden copy of a row is never shown");
    assert.ok(!shown.includes("window.patient"));
  }
});

Deno.test("file:txt: tabs or runs of spaces, in UTF-8, UTF-16 or the language's code page", async () => {
  const bytes = async (change: Partial<Layout>) => (await build({ file: "txt", ...change })).bytes;
  const tabs = await bytes({ textForm: "tabs", charset: "utf-16" });
  assert.deepEqual([...tabs.subarray(0, 2)], [0xff, 0xfe]);
  const spaces = await bytes({ textForm: "spaces", charset: "utf-8-bom" });
  assert.deepEqual([...spaces.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.ok(!new TextDecoder().decode(spaces).includes("\t"));
  assert.ok(readTextFile(tabs).some((line) => / {4}/.test(line)));
  const ansi = await build({ file: "txt", charset: "ansi", language: "uk" }, 7);
  const text = readTextFile(ansi.bytes).join("\n");
  for (const row of ansi.truth.rows) assert.ok(text.includes(row.printed), row.printed);
  // A table's form is a text file's tabs; a page has a table whatever was drawn.
  assert.equal(normalised({ ...PLAIN, file: "txt" }).textForm, "tabs");
  assert.equal(normalised({ ...PLAIN, file: "html", textForm: "spaces" }).textForm, "table");
  assert.deepEqual(
    featuresOf(normalised({ ...PLAIN, file: "pdf", charset: "ansi" })).filter((f) =>
      f.startsWith("charset")
    ),
    [],
  );
});

Deno.test("file:docx and file:odt: the report in the body, the letterhead and patient in the header part", async () => {
  for (const file of ["docx", "odt"] as const) {
    for (const textForm of ["table", "tabs"] as const) {
      const document = await build({ file, textForm });
      assert.ok(document.features.includes(`word:${textForm}`));
      const parts = unzipSync(document.bytes);
      const header = strFromU8(parts[file === "docx" ? "word/header1.xml" : "styles.xml"]!);
      const body = strFromU8(parts[file === "docx" ? "word/document.xml" : "content.xml"]!);
      assert.match(header, /Pacjent:/);
      assert.equal(
        /<(w:tbl|table:table)\b/.test(body),
        textForm === "table",
        `${file} ${textForm}`,
      );
      const lines = readWordDocument(document.bytes, file).join("\n");
      for (const row of document.truth.rows) assert.ok(lines.includes(row.printed), row.printed);
    }
  }
});
