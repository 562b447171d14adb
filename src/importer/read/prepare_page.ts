/**
 * The page image OCR reads, prepared in one pass over its pixels: decoded
 * once (a JPEG photo by `jpeg_grey.ts`, turned upright; an 8-bit PNG by
 * `upscale.ts`), a small page enlarged (`upscale.ts`), a photo cut out of
 * the desk around it (`page_crop.ts`), its light evened out when one
 * threshold cannot read it (`even_light.ts`), the page levelled
 * (`level_page.ts`) and, on a scan or a fax whose light needed no evening,
 * its specks taken off (`specks.ts`; a page known to have been sent black and white, a fax's
 * TIFF, is made black and white again first and its dense noise taken off, `fax_noise.ts`); then encoded once as a grey PNG for
 * tesseract. The crop needs the desk darker than the paper, which evening
 * the light undoes; the page is levelled at the finer resolution, in
 * smaller steps. (Cutting before enlarging would save pixels, but moves the
 * page by a pixel: a practice photo's `U/l` was then read `ul`.)
 *
 * Any other image (a TIFF, a PNG of 16 bits) is given to tesseract as it is,
 * and so is a PNG that none of the steps changes.
 *
 * @module
 */

import { decodeGreyJpeg } from "./jpeg_grey.ts";
import { cleanFaxPage } from "./fax_noise.ts";
import { cropToPage } from "./page_crop.ts";
import { evenLight } from "./even_light.ts";
import { levelPage } from "./level_page.ts";
import { withoutSpecks } from "./specks.ts";
import { decodeGreyPng, encodeGreyPng, enlargeForOcr, type GreyImage } from "./upscale.ts";

/** The image to give tesseract, and its grey pixels when it could be decoded. */
export interface PreparedPage {
  readonly image: Uint8Array;
  readonly grey?: GreyImage;
}

/** `image` prepared for OCR (see the module doc), within `maxPixels`. */
export async function prepareForOcr(
  image: Uint8Array,
  maxPixels: number,
  bilevel = false,
): Promise<PreparedPage> {
  const photo = await decodeGreyJpeg(image, maxPixels);
  const read = photo ?? (await decodeGreyPng(image));
  if (read === undefined) return { image };
  // A page sent black and white (a fax's TIFF) is made so again, its dense noise taken off.
  const decoded = bilevel ? cleanFaxPage(read) : read;
  const page = preparedGrey(decoded, photo !== undefined, maxPixels);
  if (page === read && photo === undefined) return { image, grey: page };
  return { image: await encodeGreyPng(page), grey: page };
}

/**
 * The grey pixels OCR reads for a decoded page (see the module doc); the
 * page itself when no step changes it; a small page is enlarged within
 * `maxPixels`.
 *
 * @internal tested alone: each step on pixels, without encoding a PNG for each.
 */
export function preparedGrey(decoded: GreyImage, photo: boolean, maxPixels: number): GreyImage {
  const enlarged = enlargeForOcr(decoded, maxPixels);
  const page = photo ? cropToPage(enlarged) : enlarged;
  const evened = evenLight(page);
  const level = levelPage(evened, photo).image;
  // A photo's grain is no fax's line noise: taken off, it cost a held-out photo rows.
  return photo || evened !== page ? level : withoutSpecks(level);
}
