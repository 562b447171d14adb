/**
 * What the fifth stream's features (`features_blind.ts`) change in a
 * document's content: a name followed by the marker's code ("Leukocyty
 * WBC"), an upper limit printed as an interpretation's bands ("ujemny: <
 * 34 / wątpliwy: 34 - 51 / dodatni: > 51", whose negative band is the
 * reference), and a section heading with a remark in brackets. Each draws
 * from the document's random only when its feature is on, so a document
 * without them is the one it was before.
 *
 * @module
 */

import type { MarkerSpec } from "./catalogue.ts";
import type { Layout } from "./features.ts";
import { HEADING_REMARKS, INTERPRETATION } from "./features_blind.ts";
import type { Random } from "./random.ts";
import { formatNumber } from "./words.ts";

/** A marker's code as labs print it after a name ("WBC", "TSH", "FT4"). */
const PRINTED_CODE = /^[A-Z][A-Z0-9]{1,5}$/;

/** The name as printed: with the `nameCode` feature, sometimes followed by the marker's code. */
export function labelWithCode(
  label: string,
  spec: MarkerSpec,
  layout: Layout,
  random: Random,
): string {
  if (!layout.blind.nameCode || !PRINTED_CODE.test(spec.code)) return label;
  if (label.toUpperCase().includes(spec.code)) return label;
  return random.chance(0.6) ? `${label} ${spec.code}` : label;
}

/**
 * The range as printed: with the `interpretation` feature, an upper limit
 * alone is printed as the bands of a negative, equivocal and positive result.
 */
export function interpretedRange(
  range: string,
  spec: MarkerSpec,
  layout: Layout,
  random: Random,
): string {
  if (!layout.blind.interpretation || !spec.upperOnly || range === "") return range;
  const [negative, equivocal, positive] = INTERPRETATION[layout.language];
  const lang = layout.language;
  const hi = formatNumber(spec.high, spec.decimals, lang);
  const top = formatNumber(spec.high * 1.5, spec.decimals, lang);
  const joint = random.chance(0.5) ? " / " : "; ";
  return [`${negative}: < ${hi}`, `${equivocal}: ${hi} - ${top}`, `${positive}: > ${top}`]
    .join(joint);
}

/** A section's heading: with the `longHeadings` feature, followed by a remark in brackets. */
export function longHeading(heading: string, layout: Layout, random: Random): string {
  if (!layout.blind.longHeadings) return heading;
  return `${heading} ${random.pick(HEADING_REMARKS[layout.language])}`;
}
