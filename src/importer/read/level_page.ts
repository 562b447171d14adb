/**
 * Levelling the page OCR reads (`deskew.ts` measures and shears). A page photographed at an angle is not askew by
 * one angle: its lines tilt more the farther they are from where the phone
 * was square to the page (on a held-out photo, 0° at the letterhead and
 * 2.7° at the foot), so no single turn lines up a row's name with its value.
 * The skew is measured in horizontal bands; when the bands clearly differ,
 * the page is levelled by a skew that changes linearly down the page, fitted
 * to them, otherwise by the one skew of the whole page.
 *
 * @module
 */

import {
  estimateSkew,
  MAX_SKEW_DEGREES,
  measureSkew,
  MIN_SKEW_DEGREES,
  shearLevel,
} from "./deskew.ts";
import type { GreyImage } from "./upscale.ts";

/** How many horizontal bands the skew is measured in (each about five lines of a report). */
const BANDS = 6;
/** Bands must differ by this much (degrees, largest less smallest) for the skew to vary. */
const MIN_SPREAD_DEGREES = 0.6;
/** How far (degrees) a band's skew may be off the fitted line and still count. */
const MAX_MISS_DEGREES = 0.5;
/** How many bands must be measured for a varying skew to be fitted. */
const MIN_MEASURED_BANDS = 3;

/** The skew measured in each band of `image` that has one, at the band's middle row. *
 * @internal tested alone: the skews measured, before and after levelling.
 */
export function skewByBand(image: GreyImage): { row: number; degrees: number }[] {
  const height = Math.floor(image.height / BANDS);
  const found: { row: number; degrees: number }[] = [];
  for (let band = 0; band < BANDS; band++) {
    const top = band * height;
    const degrees = measureSkew({
      width: image.width,
      height,
      pixels: image.pixels.subarray(top * image.width, (top + height) * image.width),
    });
    if (degrees !== undefined) found.push({ row: top + height / 2, degrees });
  }
  return found;
}

/** The least-squares line through the bands' skews: skew at a row. */
function fitLine(bands: readonly { row: number; degrees: number }[]): (y: number) => number {
  const n = bands.length;
  const meanRow = bands.reduce((sum, b) => sum + b.row, 0) / n;
  const meanSkew = bands.reduce((sum, b) => sum + b.degrees, 0) / n;
  let covariance = 0, variance = 0;
  for (const b of bands) {
    covariance += (b.row - meanRow) * (b.degrees - meanSkew);
    variance += (b.row - meanRow) ** 2;
  }
  const perRow = variance === 0 ? 0 : covariance / variance;
  return (y) => meanSkew + perRow * (y - meanRow);
}

/**
 * The skew of each row of the page as a line fitted to the bands' skews, or
 * `undefined` when too few bands are measured or they agree (the page is
 * askew by one angle, or not at all). A band far off the line (a band of
 * two short lines of footer measures level whatever the page does) is left
 * out and the line fitted again, while enough bands remain.
 *
 * @internal tested alone: the fit, on band skews no page is needed for.
 */
export function varyingSkew(
  measured: readonly { row: number; degrees: number }[],
): ((y: number) => number) | undefined {
  let bands = [...measured];
  while (bands.length >= MIN_MEASURED_BANDS) {
    const skews = bands.map((b) => b.degrees);
    if (Math.max(...skews) - Math.min(...skews) < MIN_SPREAD_DEGREES) return undefined;
    const line = fitLine(bands);
    const misses = bands.map((b) => Math.abs(b.degrees - line(b.row)));
    const worst = misses.indexOf(Math.max(...misses));
    if (misses[worst]! <= MAX_MISS_DEGREES) {
      return (y) => Math.max(-MAX_SKEW_DEGREES, Math.min(MAX_SKEW_DEGREES, line(y)));
    }
    bands = bands.filter((_, i) => i !== worst);
  }
  return undefined;
}

/**
 * A grey page levelled, and how (`degrees`: the whole page's, or 0). A
 * `photo` may be askew by a skew that varies down the page; a scan is
 * levelled by one angle only.
 *
 * @internal tested alone: how the page was levelled, which the pixels do not say.
 */
export function levelPage(
  page: GreyImage,
  photo: boolean,
): { image: GreyImage; degrees: number; varying: boolean; changed: boolean } {
  const varying = photo ? varyingSkew(skewByBand(page)) : undefined;
  if (varying !== undefined) {
    return { image: shearLevel(page, varying), degrees: 0, varying: true, changed: true };
  }
  const skew = estimateSkew(page);
  if (Math.abs(skew) < MIN_SKEW_DEGREES) {
    return { image: page, degrees: 0, varying: false, changed: false };
  }
  return { image: shearLevel(page, skew), degrees: skew, varying: false, changed: true };
}
