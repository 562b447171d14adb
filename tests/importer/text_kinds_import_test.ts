/**
 * End-to-end through `deno task import`: the text kinds people bring (a
 * patient portal's page saved "complete", with its `NAME_files` folder, in
 * Windows-1250; results copied into a UTF-16 `.txt`; a `.docx` letter with
 * the patient in its header part), beside a damaged `.docx` and a photo in
 * `.heic`. The good documents are written, the damaged one is named with
 * its reason, the `.heic` with the way out, the page's assets not at all,
 * and the patient's name is never printed or stored.
 */

import assert from "node:assert/strict";
import { strToU8, zipSync } from "fflate";
import { filesIn, runImportTask, storeLines, workspace } from "./helpers.ts";

const NAME = ["Zofia", "Przykładowa", "PRZYKŁADOWA"];

/** Text in Windows-1250 (Polish letters by their bytes, the rest ASCII). */
function cp1250(text: string): Uint8Array {
  const bytes: Record<string, number> = {
    "ą": 0xb9,
    "ł": 0xb3,
    "Ł": 0xa3,
    "ó": 0xf3,
    "ż": 0xbf,
    "ś": 0x9c,
  };
  return new Uint8Array([...text].map((ch) => bytes[ch] ?? ch.charCodeAt(0)));
}

const PAGE =
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1250">
<title>Portal pacjenta - Zofia Przykładowa</title><link rel="stylesheet" href="wyniki_files/a.css">
<script>var pacjent = "Zofia Przykładowa";</script></head><body>
<nav><a href="/">Start</a> <a href="/konto">Zofia Przykładowa</a></nav>
<div id="cookie-consent">Ta strona używa cookies.</div>
<p>Pacjent: PRZYKŁADOWA ZOFIA</p><p>Data pobrania: 14.05.2024 07:30</p>
<table><thead><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th><th>Norma</th></tr></thead><tbody>
<tr><td>Glukoza</td><td>97</td><td>mg/dl</td><td>70 - 99</td></tr>
<tr style="display:none"><td>Glukoza</td><td>150</td><td>mg/dl</td><td>70 - 99</td></tr>
<tr><td>Hemoglobina</td><td>12,1</td><td>g/dl</td><td>12,0 - 16,0</td></tr></tbody></table></body></html>`;

function utf16(text: string): Uint8Array {
  const out = [0xff, 0xfe];
  for (let i = 0; i < text.length; i++) {
    out.push(text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8);
  }
  return new Uint8Array(out);
}

function docx(): Uint8Array {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
  const tr = (cells: string[]) =>
    `<w:tr>${cells.map((c) => `<w:tc>${p(c)}</w:tc>`).join("")}</w:tr>`;
  const body = p("Data pobrania: 02.10.2023") +
    `<w:tbl>${tr(["Badanie", "Wynik", "Jednostka", "Norma"])}${
      tr(["Ferrytyna", "18", "ng/ml", "13 - 150"])
    }</w:tbl>`;
  return zipSync({
    "word/document.xml": strToU8(`<w:document ${w}><w:body>${body}</w:body></w:document>`),
    "word/header1.xml": strToU8(`<w:hdr ${w}>${p("Zofia Przykładowa, ul. Polna 3")}</w:hdr>`),
  });
}

Deno.test("deno task import reads a saved page, a .txt and a .docx; names a damaged .docx and a .heic; prints no name", async () => {
  const dir = await workspace();
  await Deno.writeFile(`${dir}/in/wyniki.html`, cp1250(PAGE));
  await Deno.mkdir(`${dir}/in/wyniki_files`);
  await Deno.writeTextFile(`${dir}/in/wyniki_files/a.css`, "body{}");
  await Deno.writeTextFile(`${dir}/in/wyniki_files/app.js`, "x()");
  await Deno.writeFile(
    `${dir}/in/skopiowane.txt`,
    utf16(
      "Data pobrania: 20.06.2024\r\nBadanie\tWynik\tJednostka\tNorma\r\nTSH\t1,9\tuIU/ml\t0,27 - 4,2\r\n",
    ),
  );
  await Deno.writeFile(`${dir}/in/list.docx`, docx());
  await Deno.writeFile(`${dir}/in/zepsuty.docx`, new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]));
  await Deno.writeFile(`${dir}/in/zdjecie.heic`, new Uint8Array([0, 0, 0, 24]));
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(
    run.stderr,
    /Cannot import "[^"]*zepsuty\.docx": the Word \(\.docx\) archive is damaged/,
  );
  assert.match(
    run.stdout,
    /zdjecie\.heic": no reader reads this kind of file \(".heic" files \(an iPhone photo \(HEIC\): export it as JPEG\)\); transcribe it: .* export it to PDF/,
  );
  assert.doesNotMatch(run.stdout + run.stderr, /wyniki_files/);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date, l.value]).sort(), [
    ["FERR", "2023-10-02", 18],
    ["GLU", "2024-05-14", 97],
    ["HGB", "2024-05-14", 12.1],
    ["TSH", "2024-06-20", 1.9],
  ]);
  const written = [...(await filesIn(`${dir}/data`)).values()].join("\n");
  for (const word of NAME) {
    assert.ok(!(run.stdout + run.stderr).includes(word), `"${word}" printed`);
    assert.ok(!written.includes(word), `"${word}" written`);
  }
  await Deno.remove(dir, { recursive: true });
});
