/**
 * Turning a printed page into a "phone photo": the PDF is rasterised by
 * pdftoppm (150 dpi, grey), then degraded here in code, without any image
 * package: a slight rotation and keystone (the phone was not held square),
 * uneven light (a shadow from one corner, paper that is not white), a soft
 * blur and sensor noise from a seeded generator. The result is encoded as a
 * greyscale PNG by the importer's own encoder.
 *
 * @module
 */

import type { GreyImage } from "../../../src/importer/read/upscale.ts";

/** Rasterises page 1 of a PDF at `dpi`, grey, with pdftoppm (poppler-utils). */
export async function rasterisePage(pdf: Uint8Array, dpi = 150): Promise<GreyImage> {
  const dir = await Deno.makeTempDir({ prefix: "bwphoto-" });
  try {
    await Deno.writeFile(`${dir}/page.pdf`, pdf);
    const output = await new Deno.Command("pdftoppm", {
      args: ["-r", String(dpi), "-gray", "-f", "1", "-l", "1", "-singlefile", `${dir}/page.pdf`],
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (output.code !== 0) {
      throw new Error(`pdftoppm failed: ${new TextDecoder().decode(output.stderr).trim()}`);
    }
    return parsePgm(output.stdout);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Reads a binary PGM (`P5`, 8-bit). */
export function parsePgm(bytes: Uint8Array): GreyImage {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (i < bytes.length && /\s/.test(String.fromCharCode(bytes[i]!))) i++;
    if (bytes[i] === 0x23) {
      while (i < bytes.length && bytes[i] !== 0x0a) i++;
      continue;
    }
    let field = "";
    while (i < bytes.length && !/\s/.test(String.fromCharCode(bytes[i]!))) {
      field += String.fromCharCode(bytes[i++]!);
    }
    fields.push(field);
  }
  const [magic, w, h, max] = fields;
  if (magic !== "P5" || max !== "255") {
    throw new Error(`Not an 8-bit binary PGM: "${magic}" "${max}"`);
  }
  const width = Number(w);
  const height = Number(h);
  const start = i + 1;
  return { width, height, pixels: bytes.slice(start, start + width * height) };
}

/** A small seeded generator (mulberry32), so the noise is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How strongly a page is degraded. */
export interface Degradation {
  /** Rotation in degrees, clockwise. */
  readonly rotate: number;
  /** How much narrower the bottom of the page is than the top (0.02 = 2 %). */
  readonly keystone: number;
  /** Brightness at the darkest corner, as a fraction of the brightest. */
  readonly shadow: number;
  /** Standard deviation of the noise, in grey levels. */
  readonly noise: number;
  /** Size of the noise's grain in pixels (the noise is smooth between grain points). */
  readonly grain: number;
  readonly seed: number;
}

/** Degrades a scan into a photo-like image of the same size. */
export function degrade(image: GreyImage, d: Degradation): GreyImage {
  const { width, height, pixels } = image;
  const sample = (x: number, y: number): number => {
    if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) return 120;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const p = (xx: number, yy: number) => pixels[yy * width + xx]!;
    return (p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx) * (1 - fy) +
      (p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx) * fy;
  };
  const angle = (d.rotate * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  const next = random(d.seed);
  const gauss = () => {
    const u = Math.max(next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  const warped = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    // The page's bottom is farther from the lens: its rows are narrower.
    const squeeze = 1 - d.keystone * (y / height);
    for (let x = 0; x < width; x++) {
      const kx = cx + (x - cx) / squeeze;
      const dx = kx - cx;
      const dy = y - cy;
      warped[y * width + x] = sample(cx + dx * cos + dy * sin, cy - dx * sin + dy * cos);
    }
  }
  // Smooth grain: noise on a coarse grid, interpolated (like a phone's denoised sensor).
  const gw = Math.ceil(width / d.grain) + 2;
  const gh = Math.ceil(height / d.grain) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => gauss() * d.noise);
  const grainAt = (x: number, y: number): number => {
    const gx = x / d.grain;
    const gy = y / d.grain;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const g = (xx: number, yy: number) => grid[yy * gw + xx]!;
    return (g(x0, y0) * (1 - fx) + g(x0 + 1, y0) * fx) * (1 - fy) +
      (g(x0, y0 + 1) * (1 - fx) + g(x0 + 1, y0 + 1) * fx) * fy;
  };
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) {
          sum += warped[yy * width + xx]!;
          n++;
        }
      }
      const soft = 0.55 * warped[y * width + x]! + 0.45 * (sum / n);
      const light = 1 - (1 - d.shadow) * ((x / width) * 0.4 + (y / height) * 0.6);
      const value = soft * 0.93 * light + grainAt(x, y);
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return { width, height, pixels: out };
}
