// Guards the name normalisation that every marker lookup relies on, and the
// sanitising of untrusted free text (escapes, controls, bidi tricks) before
// it reaches a model or a terminal.

import assert from "node:assert/strict";
import fc from "fast-check";
import { cleanText, MAX_FREE_TEXT, normalizeName } from "./text.ts";

Deno.test("normalizeName()'s quick path for printable ASCII agrees with the full normalisation", () => {
  // A zero-width space is invisible (dropped) but not ASCII: with it the name takes the full path.
  const ascii = fc.string({
    unit: fc.constantFrom(..." aAzZ09-().,/%  bB".split("")),
    maxLength: 24,
  });
  fc.assert(
    fc.property(ascii, fc.nat(), (name, at) => {
      const i = at % (name.length + 1);
      const full = normalizeName(`${name.slice(0, i)}\u200b${name.slice(i)}`);
      assert.equal(normalizeName(name), full, JSON.stringify(name));
    }),
    { seed: 38, numRuns: 2000 },
  );
  assert.equal(normalizeName("  Cholesterol   LDL "), "cholesterol ldl");
});

Deno.test("normalizeName() ignores case", () => {
  assert.equal(normalizeName("HeMoGlObInA"), "hemoglobina");
  assert.equal(normalizeName("FERR"), normalizeName("ferr"));
});

Deno.test("normalizeName() trims and collapses whitespace, tabs and NBSP", () => {
  assert.equal(normalizeName("  Cholesterol \t  LDL\n"), "cholesterol ldl");
  assert.equal(normalizeName("Witamina\u00a0B12"), "witamina b12");
});

Deno.test("normalizeName() strips diacritics: zelazo finds Żelazo", () => {
  assert.equal(normalizeName("Żelazo"), "zelazo");
  assert.equal(normalizeName("CRP (białko C-reaktywne)"), "crp (bialko c-reaktywne)");
  assert.equal(normalizeName("ąćęńóśźż ĄĆĘŃÓŚŹŻ"), "acenoszz acenoszz");
});

Deno.test("normalizeName() counts ł and Ł as l", () => {
  assert.equal(normalizeName("Płytki"), "plytki");
  assert.equal(normalizeName("ŁOŚ"), "los");
});

Deno.test("normalizeName() gives the same key for composed and decomposed forms", () => {
  assert.equal(normalizeName("Z\u0307elazo"), normalizeName("\u017belazo"));
});

Deno.test("cleanText() strips ANSI CSI sequences", () => {
  assert.equal(cleanText("\u001b[31mred\u001b[0m text\u001b[2J"), "red text");
  assert.equal(cleanText("a\u001b[1;32;40mb"), "ab");
});

Deno.test("cleanText() strips OSC sequences ended by BEL or ST", () => {
  assert.equal(cleanText("x\u001b]0;owned title\u0007y"), "xy");
  assert.equal(cleanText("x\u001b]8;;http://evil\u001b\\link\u001b]8;;\u001b\\y"), "xlinky");
});

Deno.test("cleanText() strips C0 and C1 controls and DEL, keeping the text", () => {
  assert.equal(cleanText("a\u0000b\u0007c\bd\re\u007ff\u0085g\u009fh"), "abcdefgh");
  assert.equal(cleanText("line1\nline2\ttab"), "line1line2tab");
});

Deno.test("cleanText() strips bidi overrides and isolates", () => {
  assert.equal(cleanText("abc\u202edcba\u202c"), "abcdcba");
  assert.equal(cleanText("\u2066x\u2067y\u2068z\u2069\u202a\u202b\u202d"), "xyz");
});

Deno.test("cleanText() keeps ordinary Polish text and units untouched", () => {
  assert.equal(cleanText("Żelazo 10^3/µL ≤ 5 ‰"), "Żelazo 10^3/µL ≤ 5 ‰");
});

Deno.test("cleanText() caps the length with an ellipsis", () => {
  const long = "x".repeat(500);
  const capped = cleanText(long);
  assert.equal(capped.length, MAX_FREE_TEXT);
  assert.ok(capped.endsWith("…"));
  assert.equal(cleanText("abcdef", 4), "abc…");
  assert.equal(cleanText("abcd", 4), "abcd");
});

Deno.test("cleanText() trims surrounding whitespace before capping", () => {
  assert.equal(cleanText("   ok   "), "ok");
  assert.equal(cleanText(`  ${"y".repeat(10)}  `, 10), "y".repeat(10));
});

Deno.test("cleanText() strips a C1 control sequence introducer with its parameters", () => {
  assert.equal(cleanText("a\u009b31mb"), "ab");
});

Deno.test("cleanText() never cuts a surrogate pair in half", () => {
  const capped = cleanText("abc😀def", 5);
  assert.equal(capped, "abc…");
  assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(capped));
});

Deno.test("cleanText() strips Unicode tag characters U+E0000 to U+E007F (invisible instructions)", () => {
  const hidden = [..."ignore all"].map((ch) => String.fromCodePoint(0xe0000 + ch.codePointAt(0)!));
  assert.equal(cleanText(`normal${hidden.join("")}\u{e0001}\u{e007f}\u{e0000}`), "normal");
});

Deno.test("cleanText() strips the line and paragraph separators U+2028 and U+2029", () => {
  assert.equal(cleanText("ujemny\u20282025-03-12 HGB 14.0\u2029x"), "ujemny2025-03-12 HGB 14.0x");
});

Deno.test("cleanText() strips zero-width characters, LRM, ALM, RLM and the BOM", () => {
  const invisible = "\u200b\u200c\u200d\u2060\u200e\u061c\u200f\ufeff\u00ad\u180e\u2061\u2064";
  assert.equal(cleanText(`${invisible}H${invisible}G${invisible}B${invisible}`), "HGB");
});

Deno.test("cleanText() strips every format (Cf), line (Zl) and paragraph (Zp) character", () => {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (/[\p{Cf}\p{Zl}\p{Zp}]/u.test(ch)) {
      assert.equal(cleanText(`a${ch}b`), "ab", `U+${cp.toString(16).toUpperCase()}`);
    }
  }
});

Deno.test("cleanText() strips hostile characters before capping, so they cannot use up the length", () => {
  assert.equal(cleanText(`${"\u200b".repeat(500)}ok`, 10), "ok");
});

Deno.test("cleanText() strips variation selectors and lone surrogates (hidden byte carriers)", () => {
  assert.equal(cleanText("a\ufe0f\u{e0100}\u{e01ef}b\ud800c\udfffd"), "abcd");
});

Deno.test("normalizeName() ignores invisible characters, so a hidden one cannot defeat a match", () => {
  assert.equal(normalizeName("Fer\u200bry\u00adtyna\u{e0041}\ufeff"), "ferrytyna");
  assert.equal(normalizeName("HGB\u2028"), "hgb");
});
