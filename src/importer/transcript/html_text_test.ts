import assert from "node:assert/strict";
import { htmlLines } from "./html_text.ts";

Deno.test("htmlLines() keeps a grid of spans apart and drops what the page never shows", () => {
  const html = `<html><head><title>Portal</title></head><body>
    <div id="consent-modal"><p>Akceptuję cookies: Glukoza 99 mg/dl</p></div>
    <div class="row"><span>Glukoza</span><span>104 H</span><span>mg/dl</span><span>70 - 99</span></div>
    <p hidden>Hemoglobina 9,9</p><p style="display: none">Hemoglobina 8,8</p>
    <p>Hemo<b>globina</b> 13,6 g/dl</p>
    <noscript>Włącz JavaScript</noscript>
  </body></html>`;
  assert.deepEqual(htmlLines(html).map((line) => line.text), [
    "Glukoza 104 H mg/dl 70 - 99",
    "Hemoglobina 13,6 g/dl",
  ]);
});
