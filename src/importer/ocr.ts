/**
 * Optical character recognition of scans and photos through the `tesseract`
 * program (Polish and English data), and of PDFs without a text layer,
 * rasterised page by page with `pdftoppm` from poppler-utils. Images travel
 * through pipes: nothing is written to disk. A missing program or language
 * is an error that says exactly what to install.
 *
 * @module
 */

/** The programs OCR runs; the launcher grants `--allow-run` for exactly these. */
export const OCR_PROGRAMS: readonly string[] = ["tesseract", "pdftoppm"];

const INSTALL_HINTS: Readonly<Record<string, string>> = {
  tesseract: "sudo apt-get install tesseract-ocr tesseract-ocr-pol (Debian, Ubuntu); " +
    "brew install tesseract tesseract-lang (macOS)",
  pdftoppm: "sudo apt-get install poppler-utils (Debian, Ubuntu); brew install poppler (macOS)",
  pol: "sudo apt-get install tesseract-ocr-pol (Debian, Ubuntu); " +
    "brew install tesseract-lang (macOS)",
};

/** OCR cannot run: a program or its language data is missing. */
export class OcrUnavailableError extends Error {
  /** What is missing: a program name, or `pol` for the Polish language data. */
  readonly missing: string;

  constructor(missing: string, detail: string) {
    super(`${detail}. Install it with: ${INSTALL_HINTS[missing] ?? missing}`);
    this.name = "OcrUnavailableError";
    this.missing = missing;
  }
}

/** Runs a program with bytes on stdin; returns stdout. The seam tests replace. */
export type ProgramRunner = (
  program: string,
  args: readonly string[],
  stdin?: Uint8Array,
) => Promise<{ code: number; stdout: Uint8Array; stderr: string }>;

/** Runs a real program, turning "not found" into {@link OcrUnavailableError}. */
export const runProgram: ProgramRunner = async (program, args, stdin) => {
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command(program, {
      args: [...args],
      stdin: stdin === undefined ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new OcrUnavailableError(
        program,
        `OCR needs the program "${program}", which is not installed`,
      );
    }
    throw error;
  }
  if (stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(stdin);
    await writer.close();
  }
  const output = await child.output();
  return {
    code: output.code,
    stdout: output.stdout,
    stderr: new TextDecoder().decode(output.stderr),
  };
};

/** Checks that tesseract runs and has the Polish language data. */
export async function checkTesseract(run: ProgramRunner = runProgram): Promise<void> {
  const result = await run("tesseract", ["--list-langs"]);
  const text = new TextDecoder().decode(result.stdout) + result.stderr;
  if (!/^pol$/m.test(text)) {
    throw new OcrUnavailableError("pol", 'tesseract has no Polish language data ("pol")');
  }
}

/** The text lines tesseract reads in one image. */
export async function ocrImage(
  image: Uint8Array,
  run: ProgramRunner = runProgram,
): Promise<string[]> {
  const result = await run("tesseract", ["stdin", "stdout", "-l", "pol+eng", "--psm", "6"], image);
  if (result.code !== 0) {
    throw new Error(
      `tesseract failed (exit ${result.code}): ${result.stderr.trim().slice(0, 300)}`,
    );
  }
  return new TextDecoder().decode(result.stdout).split(/\r?\n/);
}

/** The OCR lines of every page of a PDF without a text layer. */
export async function ocrPdf(
  path: string,
  pages: number,
  run: ProgramRunner = runProgram,
): Promise<string[]> {
  const lines: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const args = [
      "-r",
      "300",
      "-gray",
      "-png",
      "-f",
      `${page}`,
      "-l",
      `${page}`,
      "-singlefile",
      path,
    ];
    const image = await run("pdftoppm", args);
    if (image.code !== 0) {
      throw new Error(
        `pdftoppm failed on page ${page} (exit ${image.code}): ${image.stderr.trim()}`,
      );
    }
    lines.push(...await ocrImage(image.stdout, run));
  }
  return lines;
}
