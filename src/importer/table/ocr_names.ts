/**
 * Another reading of a row name that OCR may have misread letter for figure:
 * a lower-case l, a capital I or a bar read for the figure 1 right after a
 * capital or a figure ("HbAlc" is "HbA1c", "HbAIc" too), a table's rule read as a bar alone at the
 * name's end ("Kreatinin |" is "Kreatinin"), and a capital O
 * read for a zero between figures, in a word of mixed case or with figures. The reading is only an alternative: the
 * classify stage tries it after the name as read, so a name that names a
 * marker as read is never changed, and a reading that names none is no
 * harm. Also the name with Cyrillic and Latin letters OCR prints alike
 * folded to one script ("25-ОН" read with Cyrillic letters is "25-OH"), which
 * the classify stage tries last and only when they name one marker. Pure.
 *
 * @module
 */

/** A letter OCR reads for the figure 1, right after a capital or a figure, before a letter or the end. */
const ONE = /(?<=[\p{Lu}\d])[lI|](?=\p{Ll}|\b|$)/gu;
/** A capital O between figures ("1O0"). */
const ZERO = /(?<=\d)O(?=\d)/g;

/**
 * The name with the figures OCR misread as letters put back, or `undefined`
 * when it reads no other way.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ocrNameReading("HbAlc (IFCC)"), "HbA1c (IFCC)");
 * assert.equal(ocrNameReading("HbAIc"), "HbA1c");
 * assert.equal(ocrNameReading("Hemoglobina"), undefined);
 * assert.equal(ocrNameReading("Kreatinin |"), "Kreatinin");
 * ```
 */
export function ocrNameReading(name: string): string | undefined {
  // A bar standing alone at the name's end or start is a table's rule read as a character.
  const bare = name.replace(/^[|¦]\s+(?=\S)|(?<=\S)\s+[|¦]$/gu, "");
  const read = bare.split(" ").map((word) =>
    // Only in a word of mixed case ("HbA1c") or with a figure: "Glukoza" is as read.
    /\p{L}\p{Lu}/u.test(word) && /\p{Ll}/u.test(word) || /\d/.test(word)
      ? word.replace(ONE, "1").replace(ZERO, "0")
      : word
  ).join(" ");
  return read === name ? undefined : read;
}

/** Cyrillic letters and the Latin letters OCR prints alike, as pairs. */
const TWINS = "АAВBЕEКKМMНHОOРPСCТTУYХXІIіiаaеeоoрpсcуyхx";
const TO_LATIN = new Map<string, string>();
const TO_CYRILLIC = new Map<string, string>();
for (let i = 0; i < TWINS.length; i += 2) {
  TO_LATIN.set(TWINS[i]!, TWINS[i + 1]!);
  TO_CYRILLIC.set(TWINS[i + 1]!, TWINS[i]!);
}

/** The script a word's letters say it is written in: a letter with no twin in the other script decides. */
function scriptOf(word: string): "latin" | "cyrillic" | "both" | "either" {
  const latin = /\p{Script=Latin}/u.test(word.replace(/[ABEKMHOPCTYXIiaeopcyx]/g, ""));
  const cyrillic = /\p{Script=Cyrillic}/u.test(word.replace(/[АВЕКМНОРСТУХІіаеорсух]/g, ""));
  return latin && cyrillic ? "both" : latin ? "latin" : cyrillic ? "cyrillic" : "either";
}

const fold = (word: string, twins: ReadonlyMap<string, string>) =>
  [...word].map((c) => twins.get(c) ?? c).join("");

/** Which scripts a document prints words in (a word with a letter only that script has). */
export interface DocumentScripts {
  readonly latin: boolean;
  readonly cyrillic: boolean;
}

/**
 * The scripts a document's lines print words in: a word of twins alone ("ACT") is read in
 * the other script only when the document prints that script at all, so an English page's
 * unknown "ACT" never becomes the Ukrainian "АСТ" (AST).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(documentScripts(["ACT 120 s", "Glucose 5.2 mmol/L"]), { latin: true, cyrillic: false });
 * assert.deepEqual(documentScripts(["АЛТ 32 Од/л"]), { latin: false, cyrillic: true });
 * ```
 */
export function documentScripts(texts: readonly string[]): DocumentScripts {
  const words = texts.flatMap((text) => text.split(/\s+/));
  return {
    latin: words.some((w) => scriptOf(w) === "latin"),
    cyrillic: words.some((w) => scriptOf(w) === "cyrillic"),
  };
}

/**
 * The name with the Cyrillic and Latin letters OCR prints alike (А and A, О
 * and O, і and i, …) folded to one script in each word: a word with a letter
 * only one script has is written in that script ("C-реактивний" is
 * "С-реактивний"); a word of twins alone is read once in Latin and once in
 * Cyrillic ("25-ОН" is "25-OH" in one reading), each only when the document
 * prints that script (`printed`). The readings that differ
 * from the name, none when it reads no other way. Only an OCR reading is
 * folded (a text layer prints the letters it holds), and the classify stage
 * tries these readings last, only when they all name one marker.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(lookAlikeReadings("Вітамін D (25-ОН)"), ["Вітамін D (25-OH)"]);
 * assert.deepEqual(lookAlikeReadings("C-реактивний білок"), ["С-реактивний білок"]);
 * assert.deepEqual(lookAlikeReadings("Glukoza"), []);
 * assert.deepEqual(lookAlikeReadings("ACT", { latin: true, cyrillic: false }), []);
 * ```
 */
export function lookAlikeReadings(
  name: string,
  printed: DocumentScripts = { latin: true, cyrillic: true },
): string[] {
  const words = name.split(/(\s+)/);
  const targets = [
    ...(printed.latin ? [TO_LATIN] : []),
    ...(printed.cyrillic ? [TO_CYRILLIC] : []),
  ];
  const readings = targets.map((either) =>
    words.map((word) => {
      const script = scriptOf(word);
      if (script === "both") return word;
      if (script === "latin") return fold(word, TO_LATIN);
      if (script === "cyrillic") return fold(word, TO_CYRILLIC);
      return fold(word, either);
    }).join("")
  );
  return [...new Set(readings)].filter((reading) => reading !== name);
}
