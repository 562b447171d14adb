import assert from "node:assert/strict";
import { decodeTextFile, readTextFile, TextFileError } from "./text_file.ts";

const encode = (text: string) => new TextEncoder().encode(text);

Deno.test("decodeTextFile() reads UTF-8 with or without a BOM and UTF-16 by its BOM", () => {
  assert.equal(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...encode("Żelazo")])), "Żelazo");
  assert.equal(decodeTextFile(encode("Żelazo")), "Żelazo");
  const le = [
    0xff,
    0xfe,
    ...[..."Żel"].flatMap((ch) => [ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8]),
  ];
  assert.equal(decodeTextFile(new Uint8Array(le)), "Żel");
  const be = [
    0xfe,
    0xff,
    ...[..."Żel"].flatMap((ch) => [ch.charCodeAt(0) >> 8, ch.charCodeAt(0) & 0xff]),
  ];
  assert.equal(decodeTextFile(new Uint8Array(be)), "Żel");
});

Deno.test("decodeTextFile() tells Windows-1251 Cyrillic from Windows-1250 Polish", () => {
  const cp1251 = new Uint8Array(
    [..."Глюкоза 5,1 ммоль/л"].map((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    }),
  );
  assert.equal(decodeTextFile(cp1251), "Глюкоза 5,1 ммоль/л");
  // "Żelazo: wynik prawidłowy" in Windows-1250: Ż = 0xAF, ł = 0xB3.
  const cp1250 = new Uint8Array([0xaf, ...encode("elazo: wynik prawid"), 0xb3, ...encode("owy")]);
  assert.equal(decodeTextFile(cp1250), "Żelazo: wynik prawidłowy");
});

Deno.test("readTextFile() aligns tab-separated runs and keeps spaced and 'Name: value' lines", () => {
  const text = [
    "> Wyniki z portalu, 12.03.2024",
    "> Badanie\tWynik\tJednostka",
    "> Glukoza\t92\tmg/dl",
    "",
    "Kreatynina    0,91    mg/dl    0,5 - 0,9",
    "TSH: 1,9 uIU/ml (0,27-4,2)",
  ].join("\r\n");
  assert.deepEqual(readTextFile(encode(text)), [
    "Wyniki z portalu, 12.03.2024",
    "Badanie    Wynik    Jednostka",
    "Glukoza    92       mg/dl",
    "Kreatynina    0,91    mg/dl    0,5 - 0,9",
    "TSH: 1,9 uIU/ml (0,27-4,2)",
  ]);
});

Deno.test("readTextFile() refuses an empty file and binary data", () => {
  assert.throws(() => readTextFile(new Uint8Array()), TextFileError);
  assert.throws(() => readTextFile(encode(" \r\n\t\n")), /the file is empty/);
  assert.throws(
    () => readTextFile(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0x41])),
    /not a text file/,
  );
});
