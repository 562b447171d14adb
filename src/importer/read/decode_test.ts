import assert from "node:assert/strict";
import { decodeText, decodeXml } from "./decode.ts";

const ascii = (text: string) => [...new TextEncoder().encode(text)];

// "ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ µ" byte by byte in each single-byte encoding.
const WINDOWS_1250 = [
  0xb9,
  0xe6,
  0xea,
  0xb3,
  0xf1,
  0xf3,
  0x9c,
  0x9f,
  0xbf,
  0x20,
  0xa5,
  0xc6,
  0xca,
  0xa3,
  0xd1,
  0xd3,
  0x8c,
  0x8f,
  0xaf,
  0x20,
  0xb5,
];
const ISO_8859_2 = [
  0xb1,
  0xe6,
  0xea,
  0xb3,
  0xf1,
  0xf3,
  0xb6,
  0xbc,
  0xbf,
  0x20,
  0xa1,
  0xc6,
  0xca,
  0xa3,
  0xd1,
  0xd3,
  0xa6,
  0xac,
  0xaf,
];

Deno.test("decodeText() keeps every Polish letter and µ of a Windows-1250 file", () => {
  const bytes = new Uint8Array([
    ...ascii("Leukocyty;4,1;tys/"),
    0xb5,
    ...ascii("l;"),
    ...WINDOWS_1250,
  ]);
  assert.deepEqual(decodeText(bytes), {
    text: "Leukocyty;4,1;tys/µl;ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ µ",
    encoding: "windows-1250",
  });
});

Deno.test("decodeText() reads an ISO-8859-2 file as such when only that gives Polish letters", () => {
  const bytes = new Uint8Array([...ascii("Badanie;Wynik\nWapno;"), ...ISO_8859_2]);
  assert.deepEqual(decodeText(bytes), {
    text: "Badanie;Wynik\nWapno;ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ",
    encoding: "iso-8859-2",
  });
});

/** A text in one single-byte encoding, through the platform's own encoder table. */
function encoded(text: string, encoding: "windows-1250" | "iso-8859-2"): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b++) table.set(decoder.decode(new Uint8Array([b])), b);
  return new Uint8Array([...text].map((ch) => {
    const byte = table.get(ch);
    if (byte === undefined) throw new Error(`${ch} is not in ${encoding}`);
    return byte;
  }));
}

Deno.test("decodeText() tells ISO-8859-2 from Windows-1250 by Czech, Slovak and German letters too", () => {
  const texts = [
    // Czech: ISO-8859-2's š is Windows-1250's Polish ą, its ž Windows' ľ.
    "Vyšetření;Výsledek;Jednotka\nŽelezo;15,2;µmol/l\nKyselina močová;320;µmol/l\nDatum odběru: 12.03.2025",
    // Slovak: ľ, ť, š, ž.
    "Vyšetrenie;Výsledok\nŽelezo;15,2\nDátum odberu: 12.03.2025\nPoznámka: ľahko hemolytická, šťava",
    // German with an ISO-only letter beside its umlauts.
    "Untersuchung;Ergebnis\nHämoglobin;13,4\nHarnsäure;5,1\nNüchternglukose;92\nŠpaček",
  ];
  for (const text of texts) {
    const plain = text.replace(/µ/g, "u");
    for (const encoding of ["windows-1250", "iso-8859-2"] as const) {
      const source = encoding === "iso-8859-2" ? plain : text;
      assert.deepEqual(decodeText(encoded(source, encoding)), { text: source, encoding }, source);
    }
  }
});

Deno.test("decodeText() keeps UTF-8 µ and Greek μ apart, as written", () => {
  assert.equal(decodeText(new TextEncoder().encode("µl μl")).text, "µl μl");
});

Deno.test("decodeXml() follows the encoding the declaration names", () => {
  const declared = (name: string, body: number[]) =>
    new Uint8Array([
      ...ascii(`<?xml version="1.0" encoding="${name}"?><a>`),
      ...body,
      ...ascii("</a>"),
    ]);
  assert.ok(
    decodeXml(declared("windows-1250", WINDOWS_1250)).text.endsWith("<a>ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ µ</a>"),
  );
  assert.equal(decodeXml(declared("ISO-8859-2", ISO_8859_2)).encoding, "iso-8859-2");
  assert.equal(decodeXml(declared("UTF-8", ascii("ż"))).encoding, "utf-8");
});

Deno.test("decodeXml() falls back when the declared encoding does not fit the bytes", () => {
  const bytes = new Uint8Array([
    ...ascii('<?xml version="1.0" encoding="UTF-8"?><a>'),
    0xbf,
    ...ascii("</a>"),
  ]);
  assert.deepEqual(decodeXml(bytes), {
    text: '<?xml version="1.0" encoding="UTF-8"?><a>ż</a>',
    encoding: "windows-1250",
  });
});

Deno.test("decodeXml() reads UTF-16 with a byte-order mark", () => {
  const text = "<a>µż</a>";
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  assert.deepEqual(decodeXml(bytes), { text, encoding: "utf-16le" });
});

Deno.test("decodeText() reads a Windows-1250 file of units (µg/dL) with one Polish letter as Windows-1250", () => {
  // "Patient: SOBCZYŃSKI", then units with µ (0xB5): ISO-8859-2 reads 0xB5 as Slovak "ľ".
  const text =
    "Patient: SOBCZY\u00d1SKI\nIron [\u00b5g/dL]  200\nFerritin [\u00b5g/L]  138.7\nB12 [\u00b5mol/l]  5\n";
  const bytes = new Uint8Array([...text].map((ch) => ch === "\u00d1" ? 0xd1 : ch.charCodeAt(0)));
  assert.deepEqual(decodeText(bytes), {
    text: text.replace("\u00d1", "Ń").replaceAll("\u00b5", "µ"),
    encoding: "windows-1250",
  });
  // Slovak in ISO-8859-2 stays so: "veľmi ľahko" (ľ = 0xB5) has no unit in it.
  const slovak = new Uint8Array([0x76, 0x65, 0xb5, 0x6d, 0x69, 0x20, 0xb5, 0x61, 0x68, 0x6b, 0x6f]);
  assert.deepEqual(decodeText(slovak), { text: "veľmi ľahko", encoding: "iso-8859-2" });
});
