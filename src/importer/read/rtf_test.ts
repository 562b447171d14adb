import assert from "node:assert/strict";
import { isRtf, rtfLines, rtfText } from "./rtf.ts";

const encode = (s: string) => new TextEncoder().encode(s);

Deno.test("rtfText() leaves out the font table, the document's information and \\* destinations", () => {
  const rtf =
    "{\\rtf1\\ansi\\ansicpg1250{\\fonttbl{\\f0 Arial;}}{\\info{\\author Dr X}}{\\*\\generator W;}" +
    "{\\header Strona 1}\\pard \\'a3\\'f3d\\'9f\\par}";
  assert.equal(rtfText(encode(rtf)), "Łódź\n");
});

Deno.test("rtfLines() reads a \\trowd table's rows as lines of cells in columns", () => {
  const rtf =
    "{\\rtf1\\ansi\\trowd\\cellx2000\\cellx4000\\pard\\intbl Ferritin\\cell {\\b 9}\\cell " +
    "\\'b5g/l\\cell 15 \\endash  150\\cell\\row\\trowd\\pard\\intbl TSH\\cell 3,12\\cell mU/l\\cell " +
    "0,27 \\endash  4,20\\cell\\row}";
  const lines = rtfLines(encode(rtf));
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^Ferritin\s{2,}9\s{2,}µg\/l\s{2,}15 – 150$/);
  assert.match(lines[1]!, /^TSH\s{2,}3,12\s{2,}mU\/l\s{2,}0,27 – 4,20$/);
});

Deno.test("rtfText() reads \\u letters and skips their fallback characters (\\uc)", () => {
  assert.equal(rtfText(encode("{\\rtf1 K\\u281?dzierska {\\uc2 \\u8212??x}}")), "Kędzierska —x");
  assert.ok(isRtf(encode("\uFEFF{\\rtf1 x}")) === false || isRtf(encode("{\\rtf1 x}")));
});
