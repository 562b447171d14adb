/**
 * HTML character references decoded: the named ones a lab's table uses, the
 * accented letters of the languages it is printed in, and numeric ones. Used
 * by the HTML tree (attributes) and its text walk (text). Pure.
 *
 * @module
 */

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  micro: "µ",
  mu: "µ",
  deg: "°",
  le: "≤",
  ge: "≥",
  plusmn: "±",
  sup2: "²",
  sup3: "³",
  middot: "·",
  ndash: "–",
  mdash: "—",
  uarr: "↑",
  darr: "↓",
  times: "×",
  sup1: "¹",
  euro: "€",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
};

/** Letters named by case (`&szlig;`, `&Lstrok;`): kept apart from the names compared in any case. */
const NAMED_LETTERS: Readonly<Record<string, string>> = {
  szlig: "ß",
  lstrok: "ł",
  Lstrok: "Ł",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  eth: "ð",
  ETH: "Ð",
  thorn: "þ",
  THORN: "Þ",
  dstrok: "đ",
  Dstrok: "Đ",
};

/** The combining mark of an accented letter's reference (`&auml;`, `&Scaron;`, `&zdot;`, `&eogon;`). */
const ACCENTS: Readonly<Record<string, string>> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  tilde: "\u0303",
  ring: "\u030A",
  cedil: "\u0327",
  caron: "\u030C",
  ogon: "\u0328",
  dot: "\u0307",
  dblac: "\u030B",
};

/** A letter and an accent's name: `&Auml;` is "A" with a diaeresis. */
const ACCENTED = /^([A-Za-z])(acute|grave|circ|uml|tilde|ring|cedil|caron|ogon|dot|dblac)$/;

/** A named reference as a letter, or `undefined` when it names none. */
function namedLetter(ref: string): string | undefined {
  if (NAMED_LETTERS[ref] !== undefined) return NAMED_LETTERS[ref];
  const accented = ACCENTED.exec(ref);
  if (accented === null) return undefined;
  const letter = (accented[1]! + ACCENTS[accented[2]!]!).normalize("NFC");
  // Only a letter that Unicode has with that accent ("ä", "ž"), never a loose mark.
  return letter.length === 1 ? letter : undefined;
}

/**
 * Decodes HTML character references: named ones a lab's table uses, the
 * accented letters of the languages it is printed in (`&auml;`, `&szlig;`,
 * `&scaron;`, `&eogon;`), and numeric ones; an unknown name is left as printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(decodeEntities("&lt;5 &#181;g/l &#x2191; &amp; &foo;"), "<5 µg/l ↑ & &foo;");
 * assert.equal(decodeEntities("Transferrins&auml;ttigung, Gro&szlig;e, &Scaron;&zdot;&eogon;"), "Transferrinsättigung, Große, Šżę");
 * assert.equal(decodeEntities("&qdot; &Auml;"), "&qdot; Ä");
 * ```
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X"
        ? parseInt(ref.slice(2), 16)
        : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedLetter(ref) ?? NAMED_REFERENCES[ref.toLowerCase()] ?? whole;
  });
}
