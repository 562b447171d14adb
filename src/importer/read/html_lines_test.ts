import assert from "node:assert/strict";
import { alignedRows, decodeEntities, htmlLines } from "./html_lines.ts";

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

Deno.test("htmlLines() reads a table inside a cell of a layout table as that cell's text", () => {
  const lines = htmlLines(
    `<table><tr><td>Wyniki</td><td><table><tr><td>TSH</td><td>1,9</td></tr></table></td></tr></table>`,
  );
  assert.deepEqual(lines, ["Wyniki    TSH 1,9"]);
});

Deno.test("decodeEntities() decodes numeric and known named references only", () => {
  assert.equal(decodeEntities("&#8805; 40 &micro;mol/l &bogus; &#0;"), "≥ 40 µmol/l &bogus; &#0;");
});

Deno.test("alignedRows() drops rows with no text", () => {
  assert.deepEqual(alignedRows([["", ""], ["a", "b"]]), ["a    b"]);
});
