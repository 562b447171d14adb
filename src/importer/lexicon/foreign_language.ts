/**
 * Evidence that a document is written in a language no lexicon covers, so
 * that a held document says so honestly (a Greek report is not "missing" a
 * Polish date label: its labels are in a language the importer cannot
 * read). The evidence is the letters
 * only one language's alphabet has among its neighbours (Russian ы, э, ъ,
 * ё; Ukrainian і, ї, є, ґ) and a few of its commonest short words, as data.
 * A language with a lexicon file is never named as unsupported. Pure.
 *
 * @module
 */

import { LEXICONS } from "./lexicon.ts";

/** What tells one language from its neighbours: letters only it uses, short words only it uses. */
interface Signature {
  readonly language: string;
  readonly name: string;
  readonly letters: string;
  readonly words: readonly string[];
}

const SIGNATURES: readonly Signature[] = [
  { language: "ru", name: "Russian", letters: "ыэъё", words: [] },
  { language: "uk", name: "Ukrainian", letters: "іїєґ", words: [] },
  { language: "be", name: "Belarusian", letters: "ў", words: [] },
  { language: "sr", name: "Serbian", letters: "ђјљњћџ", words: [] },
  // Greek letters, the micro sign's Greek twin (μ, printed in units) left out.
  { language: "el", name: "Greek", letters: "αβγδεζηθικλνξοπρςστυφχψω", words: [] },
  { language: "ro", name: "Romanian", letters: "șțăâ", words: ["și", "din", "pentru"] },
  { language: "tr", name: "Turkish", letters: "ğış", words: ["ve", "için", "bir"] },
];

/** A language the document looks written in and no lexicon covers, with the evidence. */
export interface ForeignLanguage {
  readonly language: string;
  readonly name: string;
  /** The letters (or words) that told it, as printed in a message: "ы, э". */
  readonly evidence: string;
}

/** How many marks of evidence a language needs, and how far ahead of the next it must be. */
const MIN_HITS = 6;
const MARGIN = 3;

/**
 * The language a document's lines look written in when no lexicon covers
 * it (its own letters or words, at least six marks, three times as many as
 * any other language's), or `undefined`: the document's language has a
 * lexicon, or the evidence is too thin to tell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const greek = ["ΑΠΟΤΕΛΕΣΜΑΤΑ ΕΞΕΤΑΣΕΩΝ", "Αιμοσφαιρίνη 14,1", "Λευκά αιμοσφαίρια 6,3", "Αιμοπετάλια 254", "Τιμές αναφοράς"];
 * assert.deepEqual(foreignLanguage(greek), { language: "el", name: "Greek", evidence: "α, ε, ι" });
 * // Russian and Ukrainian have lexicons: their reports name no unsupported language.
 * assert.equal(foreignLanguage(["РЕЗУЛЬТАТЫ ИССЛЕДОВАНИЙ", "Эритроциты 4,72", "Тромбоциты 254", "Лейкоциты 6,3"]), undefined);
 * assert.equal(foreignLanguage(["Дата взяття біоматеріалу: 17.05.2016", "Еритроцити", "Тромбоцити", "Гемоглобін", "Лейкоцити", "Показник"]), undefined);
 * assert.equal(foreignLanguage(["Hemoglobina 14,1 g/dl"]), undefined);
 * ```
 */
export function foreignLanguage(texts: readonly string[]): ForeignLanguage | undefined {
  const text = texts.join("\n").toLowerCase();
  const tokens = text.split(/[^\p{L}]+/u).filter((t) => t !== "");
  const scored = SIGNATURES.map((signature) => {
    const letters = [...signature.letters].map((letter) => ({
      mark: letter,
      count: [...text].filter((c) => c === letter).length,
    }));
    const words = signature.words.map((word) => ({
      mark: word,
      count: tokens.filter((t) => t === word).length,
    }));
    const marks = [...letters, ...words].filter((m) => m.count > 0)
      .sort((a, b) => b.count - a.count);
    return { signature, marks, hits: marks.reduce((n, m) => n + m.count, 0) };
  }).sort((a, b) => b.hits - a.hits);
  const [best, next] = scored;
  if (best === undefined || best.hits < MIN_HITS || best.hits < MARGIN * (next?.hits ?? 0)) {
    return undefined;
  }
  const { language, name } = best.signature;
  if (LEXICONS.some((lexicon) => lexicon.language === language)) return undefined;
  return { language, name, evidence: best.marks.slice(0, 3).map((m) => m.mark).join(", ") };
}
