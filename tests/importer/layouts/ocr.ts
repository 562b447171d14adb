/**
 * The OCR subset of the layout corpus: one-page table documents are
 * rasterised with pdftoppm (the rasteriser the OCR tests use), rotated by up
 * to 2° and noised with ImageMagick's `convert` (seeded), and imported as
 * images with `--accept-ocr`, so tesseract reads them.
 *
 * @module
 */

import { PDFDocument } from "pdf-lib";
import { importDocument } from "../realistic/corpus_run.ts";
import { buildDocument, type DocumentSpec } from "./corpus.ts";
import { Random } from "./random.ts";
import type { Outcome } from "./score_layouts.ts";

async function run(command: string, args: string[]): Promise<void> {
  const output = await new Deno.Command(command, { args, stdout: "null", stderr: "piped" })
    .output();
  if (output.code !== 0) {
    throw new Error(`${command} failed: ${new TextDecoder().decode(output.stderr).trim()}`);
  }
}

/** Whether a spec can be read as one photographed page (a one-page table). */
export function fitsOnePage(spec: DocumentSpec): boolean {
  return spec.layout.kind === "table" && !spec.layout.pageBreaks;
}

/** Rasterises page 1 of a PDF, rotates and noises it (seeded), and returns the PNG's bytes. */
export async function photograph(pdf: Uint8Array, seed: number): Promise<Uint8Array> {
  const random = new Random(seed);
  const dir = await Deno.makeTempDir({ prefix: "bwlayout-ocr-" });
  try {
    await Deno.writeFile(`${dir}/page.pdf`, pdf);
    await run("pdftoppm", [
      "-r",
      "200",
      "-gray",
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      `${dir}/page.pdf`,
      `${dir}/page`,
    ]);
    // Between 0.3° and 2° either way: a page is never photographed quite square.
    const angle = ((random.chance(0.5) ? 1 : -1) * (0.3 + random.next() * 1.7)).toFixed(2);
    await run("convert", [
      `${dir}/page.png`,
      "-background",
      "white",
      "-rotate",
      angle,
      "-seed",
      String(seed % 100000),
      "-attenuate",
      (0.2 + random.next() * 0.3).toFixed(2),
      "+noise",
      "Gaussian",
      "-colorspace",
      "Gray",
      // No creation time in the file: the same seed gives the same bytes.
      "-strip",
      "-define",
      "png:exclude-chunks=date,time",
      `${dir}/photo.png`,
    ]);
    return await Deno.readFile(`${dir}/photo.png`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * Builds, photographs, imports by OCR and scores the specs that give a
 * one-page table (at most `limit` of them), `concurrency` at a time.
 */
export async function scoreOcrSpecs(
  specs: readonly DocumentSpec[],
  concurrency = 2,
  limit = Infinity,
): Promise<Outcome[]> {
  const chosen: DocumentSpec[] = [];
  for (const spec of specs.filter(fitsOnePage)) {
    if (chosen.length >= limit) break;
    const built = await buildDocument(spec, "page.pdf");
    const pdf = await PDFDocument.load(built.bytes, { updateMetadata: false });
    if (pdf.getPageCount() === 1) chosen.push(spec);
  }
  const outcomes: Outcome[] = new Array(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      const spec = chosen[i]!;
      const name = `layout_ocr_${String(i).padStart(4, "0")}.png`;
      const built = await buildDocument(spec, name);
      const dir = await Deno.makeTempDir({ prefix: "bwlayout-" });
      try {
        await Deno.writeFile(`${dir}/${name}`, await photograph(built.bytes, spec.seed));
        const truth = { ...built.truth, acceptOcr: true };
        const document = { ...built, truth, features: [...built.features, "ocr"] };
        outcomes[i] = { document, result: await importDocument(truth, `${dir}/${name}`) };
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
