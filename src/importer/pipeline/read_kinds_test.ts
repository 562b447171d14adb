import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { readDocument } from "./mod.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

const encode = (text: string) => new TextEncoder().encode(text);

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Portal - Anna Testowa</title>
<script>window.user = "Anna Testowa"; document.write("<td>Glukoza</td><td>999</td>");</script></head>
<body><nav><a href="/">Moje wyniki</a> <a href="/zlecenia">Zlecenia 2024</a></nav>
<div class="patient">Pacjent: TESTOWA ANNA</div><div>PESEL: 85010112345</div>
<p>Data pobrania: 12.03.2024</p>
<table><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Zakres referencyjny</th></tr>
<tr><td>Glukoza</td><td>92</td><td>mg/dl</td><td>70 - 99</td></tr>
<tr hidden><td>Potas</td><td>9,9</td><td>mmol/l</td><td>3,5 - 5,1</td></tr>
<tr><td>Hemoglobina</td><td>13,4</td><td>g/dl</td><td>12,0 - 16,0</td></tr></table></body></html>`;

Deno.test("readDocument() reads a saved portal page's table, never its scripts, hidden rows or menu", async () => {
  const doc = await readDocument({ path: "wyniki.html", kind: "html" }, encode(PAGE), indexWith());
  assert.equal(doc.format, "html");
  assert.deepEqual(
    doc.rows.map((r) => [r.name, "value" in r.value ? r.value.value : undefined, r.unit, r.date]),
    [
      ["Glukoza", 92, "mg/dl", "2024-03-12"],
      ["Hemoglobina", 13.4, "g/dl", "2024-03-12"],
    ],
  );
  assert.ok(doc.identity.some((s) => /TESTOWA/i.test(s)), doc.identity.join(", "));
});

Deno.test("readDocument() refuses a saved page with no table and no results, with the way out", async () => {
  const page = encode(
    "<html><body><h1>Witaj, Anna</h1><p>Twoje wyniki są gotowe.</p></body></html>",
  );
  await assert.rejects(
    () => readDocument({ path: "start.html", kind: "html" }, page, indexWith()),
    /the page holds no table of results: save the portal's page that shows the results table/,
  );
});

Deno.test("readDocument() reads a text file's tabbed lines and a .docx's table as a printed page's", async () => {
  const text =
    "Data pobrania: 12.03.2024\nBadanie\tWynik\tJednostka\tNorma\nGlukoza\t92\tmg/dl\t70 - 99\n";
  const txt = await readDocument({ path: "wyniki.txt", kind: "txt" }, encode(text), indexWith());
  assert.equal(txt.format, "txt");
  assert.deepEqual(
    txt.rows.map((r) => [r.name, "value" in r.value ? r.value.value : undefined, r.date]),
    [
      ["Glukoza", 92, "2024-03-12"],
    ],
  );
  const cell = (t: string) => `<w:tc><w:p><w:r><w:t>${t}</w:t></w:r></w:p></w:tc>`;
  const row = (cells: string[]) => `<w:tr>${cells.map(cell).join("")}</w:tr>`;
  const xml =
    '<w:document xmlns:w="urn:w"><w:body><w:p><w:r><w:t>Data pobrania: 12.03.2024</w:t></w:r></w:p>' +
    `<w:tbl>${row(["Badanie", "Wynik", "Jednostka", "Norma"])}${
      row(["Glukoza", "92", "mg/dl", "70 - 99"])
    }</w:tbl>` +
    "</w:body></w:document>";
  const docx = zipSync({
    "word/document.xml": strToU8(xml),
    "word/header1.xml": strToU8(
      '<w:hdr xmlns:w="urn:w"><w:p><w:r><w:t>Pacjent: Anna Testowa</w:t></w:r></w:p></w:hdr>',
    ),
  });
  const word = await readDocument({ path: "list.docx", kind: "word" }, docx, indexWith());
  assert.equal(word.format, "word");
  assert.deepEqual(
    word.rows.map((r) => [r.name, "value" in r.value ? r.value.value : undefined, r.date]),
    [
      ["Glukoza", 92, "2024-03-12"],
    ],
  );
  await assert.rejects(
    () => readDocument({ path: "pusty.txt", kind: "txt" }, new Uint8Array(), indexWith()),
    /the file is empty/,
  );
});

Deno.test("readDocument() dates each line of a typed note that opens with its own date and no colon", async () => {
  const text =
    "Moje wyniki\n\n12.03.2024 glukoza 92 mg/dl (70-99)\n2024-06-05 HDL 61 mg/dl, LDL 124 mg/dl (<115)\n";
  const txt = await readDocument({ path: "notatki.txt", kind: "txt" }, encode(text), indexWith());
  assert.deepEqual(
    txt.rows.map((r) => [r.name, "value" in r.value ? r.value.value : undefined, r.date]),
    [
      ["glukoza", 92, "2024-03-12"],
      ["HDL", 61, "2024-06-05"],
      ["LDL", 124, "2024-06-05"],
    ],
  );
});
