/**
 * Pairing documents with their transcripts: `wynik.transcript.csv` beside
 * `wynik.pdf` (or `wynik.pdf.transcript.csv`) is that document's transcript,
 * read in place of the document and checked against it; `--against DOCUMENT`
 * names the document of a single transcript. A file in a named folder that
 * no reader reads and no transcript pairs is named, with the way out
 * (transcribe it), never skipped without a word.
 *
 * @module
 */

import { type CollectedInputs, type InputFile, unreadKind } from "../read/mod.ts";

/** A transcript and the document it is checked against. */
export interface TranscriptPair {
  readonly transcript: string;
  readonly document: string;
}

/** The inputs of a run once transcripts are paired. */
export interface PlannedInputs {
  /** Documents read by their own reader. */
  readonly files: readonly InputFile[];
  readonly pairs: readonly TranscriptPair[];
  /** Files no reader reads, each with the way to import it: for the review. */
  readonly notes: readonly string[];
  /** What stops a transcript from being read: errors naming the file. */
  readonly problems: readonly string[];
}

const TRANSCRIPT = /\.transcript\.csv$/i;

/** Whether a path names a transcript (`NAME.transcript.csv`). */
function isTranscript(path: string): boolean {
  return TRANSCRIPT.test(path);
}

function split(path: string): { dir: string; name: string } {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return { dir: cut < 0 ? "." : path.slice(0, cut) || "/", name: path.slice(cut + 1) };
}

function join(dir: string, name: string): string {
  return `${dir.replace(/[\\/]+$/, "")}/${name}`;
}

/** The transcript name for a document: `wynik.pdf` → `wynik.transcript.csv`. */
function transcriptName(document: string): string {
  return split(document).name.replace(/\.[^.]+$/, "") + ".transcript.csv";
}

/**
 * The documents a transcript may belong to, among the names in its folder:
 * `wynik.pdf.transcript.csv` belongs to `wynik.pdf`, `wynik.transcript.csv`
 * to the one `wynik.*` that is no transcript.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(documentsFor("wynik.transcript.csv", ["wynik.pdf", "wynik.transcript.csv", "inny.pdf"]), ["wynik.pdf"]);
 * assert.deepEqual(documentsFor("skan.png.transcript.csv", ["skan.png", "skan.png.transcript.csv"]), ["skan.png"]);
 * ```
 *
 * @internal doc test: its example pins the pairing of names without a folder on disk.
 */
export function documentsFor(transcript: string, names: readonly string[]): string[] {
  const base = transcript.replace(TRANSCRIPT, "");
  if (names.includes(base)) return [base];
  return names.filter((name) =>
    name.startsWith(`${base}.`) && !isTranscript(name) && !name.slice(base.length + 1).includes(".")
  );
}

async function namesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && !entry.name.startsWith(".")) names.push(entry.name);
    }
  } catch {
    // The folder was named by the collected inputs; one that vanished pairs nothing.
  }
  return names.sort();
}

/** The review's note for a file no reader reads: the way to import it. */
function transcribeNote(path: string): string {
  return `"${path}": no reader reads this kind of file (${
    unreadKind(path)
  }); transcribe it: attach it in Claude Desktop, ` +
    `run the transcribe_lab_document prompt, save the CSV beside it as "${
      transcriptName(path)
    }" and import the folder again; or export it to PDF (or save it as a kind the importer reads) and import that`;
}

/**
 * Pairs the collected inputs' transcripts with their documents, and names
 * each file of a folder that no reader reads with the way to import it;
 * `against` is `--against`'s document, for one transcript.
 */
export async function planInputs(
  collected: CollectedInputs,
  against?: string,
): Promise<PlannedInputs> {
  const problems: string[] = [];
  if (against !== undefined) {
    const transcripts = collected.files.map((f) => f.path);
    if (transcripts.length !== 1 || collected.files[0]!.kind !== "csv") {
      problems.push(
        `--against "${against}" takes exactly one transcript (a .csv file); got ${transcripts.length} file(s)`,
      );
      return { files: [], pairs: [], notes: [], problems };
    }
    return {
      files: [],
      pairs: [{ transcript: transcripts[0]!, document: against }],
      notes: [],
      problems,
    };
  }
  const pairs: TranscriptPair[] = [];
  const paired = new Set<string>();
  for (const file of collected.files.filter((f) => isTranscript(f.path))) {
    const { dir, name } = split(file.path);
    const candidates = documentsFor(name, await namesIn(dir));
    if (candidates.length === 1) {
      const document = join(dir, candidates[0]!);
      pairs.push({ transcript: file.path, document });
      paired.add(document);
    } else {
      const base = name.replace(TRANSCRIPT, "");
      problems.push(
        candidates.length === 0
          ? `Cannot read transcript "${file.path}": no document named "${base}.…" beside it; name it with --against DOCUMENT`
          : `Cannot read transcript "${file.path}": ${candidates.length} documents beside it could be its own (${
            candidates.map((c) => `"${c}"`).join(", ")
          }); name one with --against DOCUMENT`,
      );
    }
  }
  return {
    files: collected.files.filter((f) => !isTranscript(f.path) && !paired.has(f.path)),
    pairs,
    notes: collected.skipped.filter((path) => !paired.has(path)).map(transcribeNote),
    problems,
  };
}
