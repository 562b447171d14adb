/**
 * Askew pages for the deskew tests: a grey image turned about its centre.
 * Test support, kept out of the product (the importer levels a page by
 * shearing, `src/importer/read/deskew.ts`, and never rotates one).
 *
 * @module
 */

import type { GreyImage } from "../../src/importer/read/upscale.ts";

/**
 * Turns a grey image by `degrees` about its centre (positive:
 * counter-clockwise on screen), with bilinear sampling; what comes in from
 * outside the page is white.
 */
export function rotateGrey(image: GreyImage, degrees: number): GreyImage {
  const { width, height, pixels } = image;
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians), cos = Math.cos(radians);
  const cx = (width - 1) / 2, cy = (height - 1) / 2;
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 255 : pixels[y * width + x]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The source of each output pixel: the inverse turn.
      const dx = x - cx, dy = y - cy;
      const sx = cx + dx * cos - dy * sin;
      const sy = cy + dx * sin + dy * cos;
      const x0 = Math.floor(sx), y0 = Math.floor(sy), fx = sx - x0, fy = sy - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, pixels: out };
}
