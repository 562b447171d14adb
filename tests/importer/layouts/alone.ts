/**
 * Each layout feature alone: documents of the plainest layout with exactly
 * one feature changed, so that the per-feature table names what a single
 * feature does to the importer, without the company of the others. Used by
 * `deno task layouts -- --alone`.
 *
 * @module
 */

import { DATE_LABELS, type Layout, PLAIN } from "./features.ts";
import { type Blind, PLAIN_BLIND } from "./features_blind.ts";

/** Every single-feature variant of {@link PLAIN}, named, the plain layout first. */
export function aloneVariants(): { readonly name: string; readonly layout: Layout }[] {
  const options: { [K in keyof Layout]: readonly Layout[K][] } = {
    kind: ["letter"],
    language: ["en", "de", "cs", "sk", "uk"],
    dateFormat: ["dd/mm/yyyy", "named-month"],
    dateLabel: Array.from({ length: DATE_LABELS - 1 }, (_, i) => i + 1),
    shuffledColumns: [true],
    previousResult: [true],
    methodColumn: [true],
    labCodeColumn: [true],
    orderColumn: [true],
    twoLineRows: [true],
    visits: [2, 3],
    rowDates: [true],
    pageBreaks: [true],
    comments: [true],
    bands: ["decidable", "undecidable"],
    flagMark: ["arrow", "asterisk"],
    flagPlace: ["value", "unit"],
    censored: [true],
    splitWords: [true],
    cumulative: [true],
    unitInName: [true],
    rangeStyle: ["brackets", "words"],
    flagWords: [true],
    otherHeaders: [true],
    monthFirst: [true],
    oneBand: [true],
    valueWithUnit: [true],
    rangeUnder: [true],
    unknownHeaders: [true],
    unnamedRowDates: [true],
    footnotes: [true],
    methodWords: [],
    file: ["eml", "csv-wide", "xlsx-wide", "html", "txt", "docx", "odt"],
    textForm: [],
    charset: [],
    emlEncoding: [],
    emlBody: [],
    blind: [],
  };
  const variants = [{ name: "plain", layout: PLAIN }];
  for (const key of Object.keys(options) as (keyof Layout)[]) {
    for (const value of options[key]) {
      variants.push({ name: `${key}=${String(value)}`, layout: { ...PLAIN, [key]: value } });
    }
  }
  // Options that only show beside another: a method column that says so, an e-mail's encoding
  // and body part.
  const pairs: [string, Partial<Layout>][] = [
    ["methodWords=true", { methodColumn: true, methodWords: true }],
    ["emlEncoding=base64", { file: "eml", emlEncoding: "base64" }],
    ["emlBody=plain", { file: "eml", emlBody: "plain" }],
    ["emlBody=both", { file: "eml", emlBody: "both" }],
    ["textForm=spaces", { file: "txt", textForm: "spaces" }],
    ["textForm=tabs", { file: "docx", textForm: "tabs" }],
    ...(["utf-8-bom", "utf-16", "ansi", "iso-8859-2"] as const).map((
      charset,
    ): [string, Partial<Layout>] => [`charset=${charset}`, { file: "html", charset }]),
    ["charset=ansi (txt)", { file: "txt", charset: "ansi" }],
  ];
  for (const [name, change] of pairs) variants.push({ name, layout: { ...PLAIN, ...change } });
  // The fifth stream's features, each alone (a date column first needs per-row dates, a
  // sheet's notes a wide sheet).
  for (const key of Object.keys(PLAIN_BLIND) as (keyof Blind)[]) {
    const values = key === "rangeInValue" ? ["after-unit", "before-unit"] : [true];
    const beside: Partial<Layout> = key === "dateFirst"
      ? { rowDates: true }
      : key === "wideNotes"
      ? { file: "csv-wide" }
      : {};
    for (const value of values) {
      const blind = { ...PLAIN_BLIND, [key]: value };
      variants.push({ name: `blind.${key}=${value}`, layout: { ...PLAIN, ...beside, blind } });
    }
  }
  return variants;
}
