/**
 * A row's texts cleaned before anything is decided on them: control,
 * invisible and bidi characters removed, and a text longer than the store
 * keeps named as the reason the row cannot be used.
 *
 * @module
 */

import { cleanText } from "../../domain/text.ts";
import type { RawRow } from "../document.ts";

/** The longest name, unit or text value taken from a file that is kept. */
export const MAX_NAME = 120;
const MAX_UNIT = 40;
const MAX_TEXT_VALUE = 200;
const MAX_REF_TEXT = 500;

function clean(text: string): string {
  return cleanText(text, Number.MAX_SAFE_INTEGER);
}

/**
 * The row with every text taken from the file passed through the sanitiser
 * (control, invisible and bidi characters removed), and why it cannot be
 * used when a text is longer than the store keeps.
 */
export function cleanRow(row: RawRow): { row: RawRow; tooLong?: string } {
  const value = typeof row.value.value === "string"
    ? { ...row.value, value: clean(row.value.value) }
    : row.value;
  const cleaned: RawRow = {
    ...row,
    name: clean(row.name),
    ...(row.alternatives ? { alternatives: row.alternatives.map(clean) } : {}),
    ...(row.lookAlikes ? { lookAlikes: row.lookAlikes.map(clean) } : {}),
    value,
    ...(row.unit !== undefined ? { unit: clean(row.unit) } : {}),
    range: row.range.ref_text === undefined
      ? row.range
      : { ...row.range, ref_text: clean(row.range.ref_text) },
    ...(row.section !== undefined ? { section: clean(row.section) } : {}),
    ...(row.lab !== undefined ? { lab: clean(row.lab) } : {}),
  };
  const limits: [string, string | undefined, number][] = [
    ["name", cleaned.name, MAX_NAME],
    ["unit", cleaned.unit, MAX_UNIT],
    ["text value", typeof value.value === "string" ? value.value : undefined, MAX_TEXT_VALUE],
    ["range text", cleaned.range.ref_text, MAX_REF_TEXT],
  ];
  for (const [what, text, max] of limits) {
    if (text !== undefined && text.length > max) {
      return { row: cleaned, tooLong: `${what} longer than ${max} characters` };
    }
  }
  return { row: cleaned };
}
