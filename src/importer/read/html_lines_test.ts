import assert from "node:assert/strict";
import { alignedRows, htmlLines } from "./html_lines.ts";
import { pageLines } from "./html_page.ts";
import { decodeEntities } from "./html_entities.ts";

Deno.test("htmlLines() renders a table row per line with aligned cells, a colspan taking its columns", () => {
  const lines = htmlLines(
    `<table><thead><tr><th>Badanie</th><th>Wynik</th><th>Jedn.</th></tr></thead>
     <tbody><tr><td colspan="3"><b>Lipidogram</b></td></tr>
     <tr><td><span>Cholesterol<br>całkowity</span></td><td>212&nbsp;H</td><td>mg/dl</td></tr>
     <tr><td>HDL</td><td></td><td>mg/dl</td></tr></tbody></table>`,
  );
  assert.deepEqual(lines, [
    "Badanie                  Wynik    Jedn.",
    "Lipidogram",
    "Cholesterol całkowity    212 H    mg/dl",
    "HDL                               mg/dl",
  ]);
});

Deno.test("htmlLines() drops scripts, styles, comments and the head; block elements end lines", () => {
  const lines = htmlLines(
    `<html><head><title>Wyniki</title><style>td { color: red }</style></head><body>
     <!-- <p>ukryte 5,0</p> --><script>var x = "<p>1</p>";</script>
     <div>Data pobrania:<br/>12.03.2024</div><p>Dzień&nbsp;dobry &amp; do widzenia</p></body></html>`,
  );
  assert.deepEqual(lines, ["Data pobrania:", "12.03.2024", "Dzień dobry & do widzenia"]);
});

Deno.test("htmlLines() reads a layout table (one holding tables) as blocks, its data table aligned", () => {
  const lines = htmlLines(
    `<table width="600"><tr><td><img src="logo.png"> Laboratorium Przykładowe</td></tr>
     <tr><td><p>Data pobrania: 12.03.2024</p>
       <table><tr><th>Badanie</th><th>Wynik</th></tr><tr><td>TSH</td><td>1,9</td></tr></table>
     </td></tr><tr><td>Pozdrawiamy</td></tr></table>`,
  );
  assert.deepEqual(lines, [
    "Laboratorium Przykładowe",
    "Data pobrania: 12.03.2024",
    "Badanie    Wynik",
    "TSH        1,9",
    "Pozdrawiamy",
  ]);
});

Deno.test("htmlLines() closes cells and rows whose end tags are left out", () => {
  assert.deepEqual(htmlLines("<table><tr><td>TSH<td>1,9<tr><td>FT4<td>15</table>"), [
    "TSH    1,9",
    "FT4    15",
  ]);
});

Deno.test("decodeEntities() decodes numeric and known named references only", () => {
  assert.equal(decodeEntities("&#8805; 40 &micro;mol/l &bogus; &#0;"), "≥ 40 µmol/l &bogus; &#0;");
});

Deno.test("alignedRows() drops rows with no text", () => {
  assert.deepEqual(alignedRows([["", ""], ["a", "b"]]), ["a    b"]);
});

Deno.test("an e-mail body and a saved page end lines at the same block elements", () => {
  const html = `<main><figure>Glukoza 98 mg/dl</figure><aside>Sód 139 mmol/l</aside>` +
    `<form>Potas 4,1 mmol/l</form><address>Laboratorium</address></main>`;
  const expected = ["Glukoza 98 mg/dl", "Sód 139 mmol/l", "Potas 4,1 mmol/l", "Laboratorium"];
  assert.deepEqual(htmlLines(html), expected);
  assert.deepEqual(pageLines(html, "gaps"), expected);
});

Deno.test("a grid of divs named by ARIA roles (role=table/row/cell) is read as a table: one aligned line per row", () => {
  const html = `<div role="table"><div role="row"><div role="columnheader">Test</div>
    <div role="columnheader">Result</div><div role="columnheader">Range</div></div>
    <div role="row"><div role="cell">Ferritin <button>i</button></div>
    <div role="cell"><span>38</span> <span>ug/L</span></div><div role="cell">13 - 150<div class="bar"></div></div></div>
    <div role="row"><div>Iron</div><div>14.2 umol/L</div><div>6.6 - 26</div></div></div>`;
  assert.deepEqual(pageLines(html, "aligned"), [
    "Test        Result         Range",
    "Ferritin    38 ug/L        13 - 150",
    "Iron        14.2 umol/L    6.6 - 26",
  ]);
  assert.deepEqual(pageLines(html, "gaps"), [
    "Test   Result   Range",
    "Ferritin   38 ug/L   13 - 150",
    "Iron   14.2 umol/L   6.6 - 26",
  ]);
});
