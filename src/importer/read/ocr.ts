/**
 * Optical character recognition of scans and photos through the `tesseract`
 * program, and of PDFs without a text layer,
 * rasterised page by page with `pdftoppm` from poppler-utils. Images travel
 * through pipes: nothing is written to disk. Tesseract's word boxes (hOCR
 * output; TSV is read too) feed the same layout row builder as a PDF's text layer. A page
 * is prepared first (`prepare_page.ts`: a photo cut out of its desk, uneven light evened out, a
 * small page enlarged, a page askew levelled, a fax's specks taken off); a misspelt
 * unit is put right word by word (see `ocr_spelling.ts`). Its word boxes are
 * read from hOCR with the boxes of their glyphs, which show a mark glued to
 * a number a space after it (see `tesseract_hocr.ts`). Pages are
 * rendered within the pixel cap. A missing program or language is an error
 * that says exactly what to install.
 *
 * The languages come from the lexicon: a page is read first with the data
 * of the languages marked `ocrFirstPass` (Polish and English); when that
 * reading prints the header words or date labels of another language of
 * the set, the page is read again with that language's data added, and
 * when it prints no language's words at all, again with the first {@link WIDE_REREAD_LANGUAGES}
 * languages of the set that tesseract has (each language slows Tesseract on every page; twenty
 * would read a poor page for minutes). Later pages of a PDF use the languages its first page chose.
 *
 * @module
 */

import { type LayoutLine, linesFromItems, linesFromText, type TextItem } from "../layout/mod.ts";
import {
  checkImage,
  checkPageCount,
  DEFAULT_LIMITS,
  type Limits,
  ocrDpi,
  type PageSize,
} from "./limits.ts";
import { encodeGreyPng } from "./upscale.ts";
import { type RegionReader, unsureRuns, withUnsureRead } from "./reread.ts";
import { prepareForOcr } from "./prepare_page.ts";
import { uprightReading } from "./half_turn.ts";
import { ocrWords } from "./ocr_spelling.ts";
import { tesseractWords } from "./tesseract_tsv.ts";
import { hocrWords } from "./tesseract_hocr.ts";
import { documentLexicon, LEXICONS, ocrFirstPass, ocrLanguages } from "../lexicon/mod.ts";

/** The programs OCR runs; the launcher grants `--allow-run` for exactly these. */
export const OCR_PROGRAMS: readonly string[] = ["tesseract", "pdftoppm"];

const INSTALL_HINTS: Readonly<Record<string, string>> = {
  tesseract: `sudo apt-get install tesseract-ocr tesseract-ocr-${
    ocrFirstPass()[0] ?? "eng"
  } (Debian, Ubuntu); brew install tesseract tesseract-lang (macOS)`,
  pdftoppm: "sudo apt-get install poppler-utils (Debian, Ubuntu); brew install poppler (macOS)",
};

/** How to install a program, or a language's data given its Tesseract code. */
function installHint(missing: string): string {
  return INSTALL_HINTS[missing] ??
    `sudo apt-get install tesseract-ocr-${missing} (Debian, Ubuntu); ` +
      "brew install tesseract-lang (macOS)";
}

/** The English name of a language given its Tesseract code ("Polish" for `pol`). */
function languageName(code: string): string {
  const language = LEXICONS.find((l) => l.ocrLanguage === code)?.language ?? code;
  return new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? code;
}

/**
 * OCR cannot run: a program or its language data is missing.
 *
 * @internal test seam: the test tells a missing program from any other failure by this class and its `missing`.
 */
export class OcrUnavailableError extends Error {
  /** What is missing: a program name, or a language's Tesseract code (`pol`). */
  readonly missing: string;

  constructor(missing: string, detail: string) {
    super(`${detail}. Install it with: ${installHint(missing)}`);
    this.name = "OcrUnavailableError";
    this.missing = missing;
  }
}

/** Runs a program with bytes on stdin; returns stdout. The seam tests replace. */
export type ProgramRunner = (
  program: string,
  args: readonly string[],
  stdin?: Uint8Array,
  signal?: AbortSignal,
) => Promise<{ code: number; stdout: Uint8Array; stderr: string }>;

/**
 * A runner of real programs, turning "not found" into
 * {@link OcrUnavailableError}; `executables` maps a program name to the file
 * run for it (tests point one at a file that does not exist). An aborted
 * `signal` kills the program.
 *
 * @internal test seam: the test builds a runner whose programs are not installed, the real "not installed" path.
 */
export function makeProgramRunner(
  executables: Readonly<Record<string, string>> = {},
): ProgramRunner {
  return async (program, args, stdin, signal) => {
    let child: Deno.ChildProcess;
    try {
      child = new Deno.Command(executables[program] ?? program, {
        args: [...args],
        stdin: stdin === undefined ? "null" : "piped",
        stdout: "piped",
        stderr: "piped",
        ...(signal !== undefined ? { signal } : {}),
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
      try {
        await writer.write(stdin);
        await writer.close();
      } catch {
        // The program ended (or was killed) before reading all of its input.
      }
    }
    const output = await child.output();
    return {
      code: output.code,
      stdout: output.stdout,
      stderr: new TextDecoder().decode(output.stderr),
    };
  };
}

/** Runs real programs found on the PATH. */
export const runProgram: ProgramRunner = makeProgramRunner();

/**
 * Checks that tesseract runs and has the data of the first language OCR
 * reads with (Polish); returns the Tesseract codes of the importer's
 * languages it has, in the order of the lexicon set.
 */
export async function checkTesseract(run: ProgramRunner = runProgram): Promise<readonly string[]> {
  const result = await run("tesseract", ["--list-langs"]);
  const text = new TextDecoder().decode(result.stdout) + result.stderr;
  const listed = new Set(text.split(/\s+/));
  const required = ocrFirstPass()[0];
  if (required !== undefined && !listed.has(required)) {
    throw new OcrUnavailableError(
      required,
      `tesseract has no ${languageName(required)} language data ("${required}")`,
    );
  }
  return ocrLanguages().filter((code) => listed.has(code));
}

/** How many installed languages (lexicon set order: pl en de cs sk uk) a wordless page is read again with. */
const WIDE_REREAD_LANGUAGES = 6;

/**
 * The languages to read a page with again after a first reading with
 * `first`, or `undefined` to keep the first reading: the first languages
 * and the one whose words the reading prints, when that one was not among
 * them; the first {@link WIDE_REREAD_LANGUAGES} installed languages when it
 * prints no language's words.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const installed = ["pol", "eng", "deu", "ces", "slk", "ukr"];
 * assert.equal(languagesToReadAgain(["Data pobrania: 12.05.2025"], ["pol", "eng"], installed), undefined);
 * assert.deepEqual(languagesToReadAgain(["Entnahme: 12.05.2025"], ["pol", "eng"], installed), ["deu", "pol", "eng"]);
 * assert.deepEqual(languagesToReadAgain(["Aaa"], ["pol", "eng"], installed), installed);
 * const all = [...installed, "lit", "hun", "rus", "fra"];
 * assert.deepEqual(languagesToReadAgain(["Aaa"], ["pol", "eng"], all), installed);
 * ```
 *
 * @internal doc test: the choice of languages is shown without Tesseract, which the public path runs.
 */
export function languagesToReadAgain(
  texts: readonly string[],
  first: readonly string[],
  installed: readonly string[],
): readonly string[] | undefined {
  const lexicon = documentLexicon(texts);
  if (lexicon === undefined) {
    const wide = installed.slice(0, WIDE_REREAD_LANGUAGES);
    return wide.some((code) => !first.includes(code)) ? wide : undefined;
  }
  const code = lexicon.ocrLanguage;
  if (first.includes(code)) return undefined;
  if (!installed.includes(code)) {
    throw new OcrUnavailableError(
      code,
      `the document is in ${languageName(code)}, and tesseract has no ${
        languageName(code)
      } language data ("${code}")`,
    );
  }
  return [code, ...first];
}

/** Options of one OCR call. */
export interface OcrOptions {
  /** The page of a PDF the image is; unset for an image file. */
  readonly page?: number;
  readonly limits?: Limits;
  /** Aborted when the document's time is up: the running program is killed. */
  readonly signal?: AbortSignal;
  /**
   * The Tesseract codes of the importer's languages that tesseract has (from
   * {@link checkTesseract}); the page may be read again with these. Unset:
   * only the first-pass languages.
   */
  readonly installed?: readonly string[];
  /** The page was sent black and white (a fax's TIFF): see `fax_noise.ts`. */
  readonly bilevel?: boolean;
  /** Read with exactly these languages, once (a later page of a PDF). */
  readonly languages?: readonly string[];
}

/** The lines of a page and the languages they were read with. */
export interface OcrPage {
  readonly lines: LayoutLine[];
  readonly languages: readonly string[];
}

/**
 * The lines tesseract reads in one image, laid out from its word boxes (TSV
 * output); plain text lines when its output has no boxes. The image is
 * refused before OCR when it is over the size caps, and turned level
 * before recognition when it is askew.
 */
export async function ocrImage(
  image: Uint8Array,
  run: ProgramRunner = runProgram,
  options: OcrOptions = {},
): Promise<LayoutLine[]> {
  return (await ocrPage(image, run, options)).lines;
}

/**
 * {@link ocrImage}, and the languages the page was read with in the end
 * (see the module doc).
 */
async function ocrPage(
  image: Uint8Array,
  run: ProgramRunner = runProgram,
  options: OcrOptions = {},
): Promise<OcrPage> {
  const page = options.page ?? 1;
  checkImage(image, options.page === undefined ? "the image" : `page ${page}`, options.limits);
  const maxPixels = (options.limits ?? DEFAULT_LIMITS).maxPagePixels;
  // Decoded once, cut out, evened, enlarged and levelled (`prepare_page.ts`).
  const { image: prepared, grey: preparedGrey } = await prepareForOcr(
    image,
    maxPixels,
    options.bilevel,
  );
  const installed = options.installed ?? ocrFirstPass();
  const first = options.languages ??
    ocrFirstPass().filter((code) => installed.includes(code));
  const firstRead = await recognise(prepared, first, page, run, options.signal);
  const again = options.languages !== undefined ? undefined : languagesToReadAgain(
    firstRead.lines.flatMap((line) => line.cells.map((cell) => cell.text)),
    first,
    installed,
  );
  const languages = again ?? first;
  const asRead = again === undefined
    ? firstRead
    : await recognise(prepared, again, page, run, options.signal);
  // A page held upside down reads as unsure garbage: read once more turned (`half_turn.ts`).
  const { read, grey } = await uprightReading(
    asRead,
    preparedGrey,
    async (turned) => recognise(await encodeGreyPng(turned), languages, page, run, options.signal),
  );
  if (read.words === undefined) return { lines: read.lines, languages };
  // Words tesseract was unsure of, read again from the page cleaned (`reread.ts`).
  if (grey === undefined || unsureRuns(read.words).length === 0) {
    return { lines: read.lines, languages };
  }
  const reader = regionReader(languages, page, run, options.signal);
  return { lines: linesFromItems(await withUnsureRead(read.words, grey, reader)), languages };
}

/** Reads the stacked, cleaned regions of a page (`reread.ts`) as a block of lines. */
function regionReader(
  languages: readonly string[],
  page: number,
  run: ProgramRunner,
  signal: AbortSignal | undefined,
): RegionReader {
  return async (image) => {
    const args = ["stdin", "stdout", "-l", languages.join("+"), "--psm", "6", ...HOCR];
    const result = await run("tesseract", args, await encodeGreyPng(image), signal);
    if (result.code !== 0) return undefined;
    return hocrWords(new TextDecoder().decode(result.stdout), page);
  };
}

/** Tesseract's output asked for: hOCR with the box of every glyph (`tesseract_hocr.ts`). */
const HOCR = ["-c", "hocr_char_boxes=1", "hocr"];

/** One tesseract reading of a prepared page image with the given languages: its words and lines. */
async function recognise(
  prepared: Uint8Array,
  languages: readonly string[],
  page: number,
  run: ProgramRunner,
  signal: AbortSignal | undefined,
): Promise<{ words?: TextItem[]; lines: LayoutLine[] }> {
  const result = await run(
    "tesseract",
    ["stdin", "stdout", "-l", languages.join("+"), "--psm", "6", ...HOCR],
    prepared,
    signal,
  );
  if (result.code !== 0) {
    throw new Error(
      `tesseract failed (exit ${result.code}): ${result.stderr.trim().slice(0, 300)}`,
    );
  }
  const output = new TextDecoder().decode(result.stdout);
  const words = hocrWords(output, page) ?? tesseractWords(output, page);
  if (words !== undefined) return { words, lines: linesFromItems(words) };
  // Plain text: each word put right as a word box's is, the spaces between kept.
  return {
    lines: linesFromText(
      output.split(/\r?\n/).map((line) =>
        line.split(/(\s+)/).map((w, i) => i % 2 === 1 ? w : ocrWords(w).join(" ")).join("")
      ),
    ),
  };
}

/**
 * The OCR lines of every page of a PDF without a text layer. Each page is
 * rendered at a resolution chosen from its size so that it stays within the
 * pixel cap; a page too large even at the lowest readable resolution is refused.
 * The first page chooses the languages (see the module doc); the later pages
 * are read with them.
 */
export async function ocrPdf(
  source: string | Uint8Array,
  sizes: readonly PageSize[],
  run: ProgramRunner = runProgram,
  limits: Limits = DEFAULT_LIMITS,
  signal?: AbortSignal,
  installed?: readonly string[],
  bilevel = false,
): Promise<LayoutLine[]> {
  checkPageCount(sizes.length, limits);
  const dpis = sizes.map((size, i) => ocrDpi(size, i + 1, limits));
  const lines: LayoutLine[] = [];
  let languages: readonly string[] | undefined;
  for (const [i, dpi] of dpis.entries()) {
    const page = i + 1;
    signal?.throwIfAborted();
    const args = [
      "-r",
      `${dpi}`,
      "-gray",
      "-png",
      "-f",
      `${page}`,
      "-l",
      `${page}`,
      "-singlefile",
      // A PDF with no file of its own (attached to an e-mail) is read from stdin.
      typeof source === "string" ? source : "-",
    ];
    const stdin = typeof source === "string" ? undefined : source;
    const image = await run("pdftoppm", args, stdin, signal);
    if (image.code !== 0) {
      throw new Error(
        `pdftoppm failed on page ${page} (exit ${image.code}): ${image.stderr.trim()}`,
      );
    }
    const read = await ocrPage(image.stdout, run, {
      page,
      limits,
      ...(signal ? { signal } : {}),
      ...(installed ? { installed } : {}),
      ...(languages ? { languages } : {}),
      ...(bilevel ? { bilevel } : {}),
    });
    languages = read.languages;
    lines.push(...read.lines);
  }
  return lines;
}
