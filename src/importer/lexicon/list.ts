/**
 * How a lexicon file writes a word list: a tagged template of words and
 * phrases separated by commas or line breaks, so that long lists stay short
 * and read as data (`list\`ujemny, ujemna, nie wykryto\``).
 *
 * @module
 */

/**
 * The words of a list written as a template: split at commas and line
 * breaks, trimmed, empty pieces dropped. A list has no placeholders.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(list`ujemny, nie wykryto,
 *   brak`, ["ujemny", "nie wykryto", "brak"]);
 * assert.deepEqual(list``, []);
 * ```
 */
export function list(strings: TemplateStringsArray, ...values: never[]): readonly string[] {
  if (values.length > 0) throw new Error("A lexicon list has no placeholders");
  return strings.raw.join("").split(/[,\n]/).map((w) => w.trim()).filter((w) => w !== "");
}
