/**
 * hOCR read as positioned words: the same words as TSV gives, and a mark
 * glued to a number split off only where its glyph stands a space apart.
 */

import assert from "node:assert/strict";
import { glyphWords, hocrWords, SPACE_GAP } from "./tesseract_hocr.ts";

/** One glyph 22 px wide and 32 px high starting at `left`. */
const g = (text: string, left: number) => ({ text, left, right: left + 22, height: 32 });

/** hOCR of one line (bbox 0 100 800 140) of words given as glyphs, with a word confidence. */
function hocr(words: readonly (readonly [string, number][])[], conf = 95): string {
  const spans = words.map((glyphs) => {
    const left = glyphs[0]![1], right = glyphs[glyphs.length - 1]![1] + 22;
    const cinfo = glyphs.map(([t, x]) =>
      `<span class='ocrx_cinfo' title='x_bboxes ${x} 104 ${x + 22} 136; x_conf 99'>${t}</span>`
    ).join("\n");
    return `<span class='ocrx_word' id='w' title='bbox ${left} 104 ${right} 136; x_wconf ${conf}'>\n${cinfo}\n</span>`;
  });
  return `<div class='ocr_page' id='page_1' title='bbox 0 0 900 900'>\n` +
    `<span class='ocr_line' id='line_1_1' title="bbox 0 100 800 140; baseline 0 -3">\n` +
    `${spans.join("\n")}\n</span></div>`;
}

Deno.test("glyphWords() splits a mark a space after a number: 24 ↑ read as 241", () => {
  assert.deepEqual(glyphWords([g("2", 0), g("4", 27), g("1", 78)]), ["24", "1"]);
  assert.deepEqual(glyphWords([g("1", 0), g("2", 27), g(",", 52), g("4", 60), g("4", 110)]), [
    "12,4",
    "4",
  ]);
  assert.deepEqual(glyphWords([g("8", 0), g("-", 27), g("1", 52), g("0", 79), g("T", 130)]), [
    "8-10",
    "T",
  ]);
});

Deno.test("glyphWords() keeps a word whose glyphs stand as one word's do", () => {
  assert.deepEqual(glyphWords([g("2", 0), g("4", 27), g("1", 54)]), ["241"]);
  // Just under the space's width: still one number.
  const gap = Math.floor(SPACE_GAP * 32) - 1;
  assert.deepEqual(glyphWords([g("2", 0), g("4", 27), g("1", 49 + gap)]), ["241"]);
});

Deno.test("glyphWords() never splits a dot, a dash or a word that is no number", () => {
  assert.deepEqual(glyphWords([g("0", 0), g("-", 27), g("5", 52), g(".", 100)]), ["0-5."]);
  assert.deepEqual(glyphWords([g("0", 0), g("-", 27), g("2", 80)]), ["0-2"]);
  assert.deepEqual(glyphWords([g("m", 0), g("g", 27), g("l", 90)]), ["mgl"]);
  assert.deepEqual(glyphWords([g("1", 0)]), ["1"]);
});

Deno.test("hocrWords() places words on their line's bottom with their confidence", () => {
  const words = hocrWords(hocr([[["O", 10], ["B", 37]], [["2", 300], ["4", 327]]]), 3)!;
  assert.deepEqual(words.map((w) => [w.text, w.x, w.y, w.height, w.page, w.confidence]), [
    ["OB", 10, 140, 40, 3, 95],
    ["24", 300, 140, 40, 3, 95],
  ]);
});

Deno.test("hocrWords() gives a mark glued to a number as a word of its own, placed by its glyph", () => {
  const words = hocrWords(hocr([[["2", 300], ["4", 327], ["1", 378]]]), 1)!;
  assert.deepEqual(words.map((w) => [w.text, w.x, w.width]), [["24", 300, 49], ["1", 378, 22]]);
});

Deno.test("hocrWords() unescapes entities and puts a misspelt unit right", () => {
  const words = hocrWords(
    hocr([[["&lt;", 10]], [["m", 60], ["g", 82], ["/", 104], ["d", 126], ["I", 148]]]),
    1,
  )!;
  assert.deepEqual(words.map((w) => w.text), ["<", "mg/dl"]);
});

Deno.test("hocrWords() is undefined for text that is not hOCR", () => {
  assert.equal(hocrWords("level\tpage_num\ttext\n", 1), undefined);
  assert.equal(hocrWords("Hemoglobina 13,4", 1), undefined);
});
