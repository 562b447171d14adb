import assert from "node:assert/strict";
import { decodePage, HtmlPageError, pageLines, readHtmlPage } from "./html_page.ts";

const encode = (text: string) => new TextEncoder().encode(text);

/** A page's text in a single-byte charset: each character's byte from `table` or its code. */
function bytesOf(text: string, table: Readonly<Record<string, number>>): Uint8Array {
  return new Uint8Array([...text].map((ch) => table[ch] ?? ch.charCodeAt(0)));
}

Deno.test("decodePage() reads the charset a <meta> names, the byte-order mark first", () => {
  const ogonki = "Żółć ąę";
  const cp1250 = { "Ż": 0xaf, "ó": 0xf3, "ł": 0xb3, "ć": 0xe6, "ą": 0xb9, "ę": 0xea };
  const latin2 = { "Ż": 0xaf, "ó": 0xf3, "ł": 0xb3, "ć": 0xe6, "ą": 0xb1, "ę": 0xea };
  const windows = bytesOf(
    `<meta http-equiv="Content-Type" content="text/html; charset=windows-1250"><p>${ogonki}`,
    cp1250,
  );
  assert.match(decodePage(windows), /<p>Żółć ąę$/);
  const iso = bytesOf(`<META CHARSET='ISO-8859-2'><p>${ogonki}`, latin2);
  assert.match(decodePage(iso), /<p>Żółć ąę$/);
  const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('<meta charset="windows-1250"><p>ą')]);
  assert.equal(decodePage(bom), '<meta charset="windows-1250"><p>ą');
  const utf16 = new Uint8Array([0xff, 0xfe, ...[..."<p>ą"].flatMap((ch) => [ch.charCodeAt(0), 0])]);
  assert.equal(decodePage(utf16.map((b, i) => (i === 8 ? 0x05 : i === 9 ? 0x01 : b))), "<p>ą");
  // A label that says UTF-8 over bytes that are not: read as any text export is.
  assert.match(decodePage(bytesOf('<meta charset="utf-8"><p>ą', cp1250)), /<p>ą$/);
});

Deno.test("pageLines() leaves out scripts, styles, hidden elements, banners and navigation", () => {
  const html = `<html><head><title>Anna Test</title><script>var a = "<td>Glukoza</td>";</script>
    <style>td { color: red }</style></head><body>
    <nav><a href="/">Start</a> <a href="/wyniki">Wyniki 2024</a></nav>
    <ul role="navigation"><li>Moje konto</li></ul>
    <div id="cookie-consent">Używamy cookies</div><p hidden>Potas 9,9</p>
    <span aria-hidden="true">ikona</span><input type="hidden" value="x">
    <table><tr><th>Badanie</th><th>Wynik</th><th>Jednostka</th></tr>
    <tr><td>Glukoza</td><td>92<span style="display:none"> (stary: 80)</span></td><td>mg/dl</td></tr>
    <tr style="display: none"><td>Sód</td><td>1</td><td>mmol/l</td></tr></table>
    <noscript>Włącz JavaScript</noscript></body></html>`;
  assert.deepEqual(pageLines(html, "aligned"), [
    "Badanie    Wynik    Jednostka",
    "Glukoza    92       mg/dl",
  ]);
  assert.deepEqual(pageLines(html, "gaps"), [
    "Badanie   Wynik   Jednostka",
    "Glukoza   92   mg/dl",
  ]);
});

Deno.test("readHtmlPage() reads a portal page's table as aligned cells, a layout table as blocks", () => {
  const page = readHtmlPage(encode(
    `<table class="layout"><tr><td><h2>Wyniki badań</h2><p>Data pobrania: 12.03.2024</p>
     <table><tr><td>Hemoglobina</td><td>13,4</td><td>g/dl</td><td>12,0 - 16,0</td></tr>
     <tr><td colspan="4">Morfologia</td></tr>
     <tr><td>Leukocyty</td><td>6,1</td><td>tys/µl</td><td>4,0 - 10,0</td></tr></table></td></tr></table>`,
  ));
  assert.deepEqual(page, {
    lines: [
      "Wyniki badań",
      "Data pobrania: 12.03.2024",
      "Hemoglobina    13,4    g/dl      12,0 - 16,0",
      "Morfologia",
      "Leukocyty      6,1     tys/µl    4,0 - 10,0",
    ],
    tables: 2,
  });
});

Deno.test("readHtmlPage() refuses an empty page, no HTML and a page that shows nothing", () => {
  assert.throws(() => readHtmlPage(encode("  \n")), HtmlPageError);
  assert.throws(() => readHtmlPage(encode("Glukoza 92 mg/dl")), /it is not a web page/);
  assert.throws(
    () => readHtmlPage(encode("<html><head><script>x()</script></head><body></body></html>")),
    /the page shows no text/,
  );
  assert.equal(readHtmlPage(encode("<p>Brak wyników</p>")).tables, 0);
});
