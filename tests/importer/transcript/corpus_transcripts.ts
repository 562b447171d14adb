/**
 * Transcripts of the shared realistic corpus (`../shared/corpus/set-N`),
 * made from its truth as a careful model would write them (every value,
 * unit and range as printed), imported against their documents; then the
 * same with planted faults. Prints, per kind of document, how many correct
 * rows are found on the document and imported, and how many faulty rows
 * are stored (must be 0) or held. The figures are in docs/import.md.
 *
 *     deno run -A tests/importer/transcript/corpus_transcripts.ts ../shared/corpus [--no-ocr]
 *
 * @module
 */

import { runImport } from "../../../src/importer/run/run_import.ts";
import {
  FAULT_KINDS,
  type FaultKind,
  plant,
  transcriptCsv,
  type TranscriptLine,
} from "./faults.ts";

interface CorpusRow {
  readonly doc: string;
  readonly label_as_printed: string;
  readonly code: string;
  readonly in_dictionary: boolean;
  readonly date: string;
  readonly value: number | string;
  readonly comparator: string | null;
  readonly unit: string | null;
  readonly ref_low: number | null;
  readonly ref_high: number | null;
  readonly ref_text: string | null;
  readonly printed: unknown;
  readonly panel?: string;
}

const numberOf = (text: string) => Number(text.replace(",", "."));

function cleanValue(cell: string): string {
  return cell.replace(/[↑↓*!]/g, "").replace(/\s+[HL]$/, "").trim();
}

/** The value as printed, from the truth's printed cells. */
function printedValue(row: CorpusRow, cells: readonly string[]): string | undefined {
  for (const cell of cells) {
    const clean = cleanValue(cell);
    if (typeof row.value === "string") {
      if (clean.toLowerCase() === row.value.toLowerCase()) return clean;
      continue;
    }
    const match = /^([<>≤≥]=?)?\s*(\d+(?:[.,]\d+)?)/.exec(clean);
    if (match && Math.abs(numberOf(match[2]!) - row.value) < 1e-9) {
      if ((match[1] ?? null) === (row.comparator ?? null) || row.comparator === null) {
        return match[0].trim();
      }
    }
    const word = /^(powyżej|poniżej|ponad)\s+(\d+(?:[.,]\d+)?)/i.exec(clean);
    if (word && Math.abs(numberOf(word[2]!) - row.value) < 1e-9) {
      return `${row.comparator ?? ""}${word[2]}`;
    }
  }
  return undefined;
}

/** The range as printed, from the truth's printed cells. */
function printedRange(row: CorpusRow, cells: readonly string[], value: string): string {
  const bounds = [row.ref_low, row.ref_high].filter((b): b is number => b !== null);
  for (const cell of cells) {
    const inBrackets = /\((?:N:\s*)?([^)]*)\)/.exec(cell)?.[1];
    const text = inBrackets ?? cell;
    if (row.ref_text !== null && text.trim() === row.ref_text) return text.trim();
    if (bounds.length === 0 || text === value) continue;
    const numbers = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => numberOf(m[0]));
    if (bounds.every((b) => numbers.includes(b)) && /[-–<>]|do/.test(text)) {
      return inBrackets !== undefined ? text.trim() : text.trim();
    }
  }
  return "";
}

function cellsOf(printed: unknown): string[] | undefined {
  if (Array.isArray(printed)) {
    return printed.filter((c): c is string => typeof c === "string").flatMap((c) =>
      /\d\s+\S+\/\S+/.test(c) ? [c, c.split(/\s+/)[0]!] : [c]
    );
  }
  if (typeof printed === "string") {
    const rest = printed.replace(/^\D*/, "");
    return [printed, rest, ...rest.split(/\s+(?=\()|(?<=\d)\s+/)];
  }
  if (
    printed !== null && typeof printed === "object" && "label" in printed && "column" in printed
  ) {
    const o = printed as Record<string, string>;
    return [o.value ?? "", o.range ?? ""];
  }
  return undefined;
}

/** The transcript line a careful model writes for a truth row, or why none can be made here. */
export function lineOf(row: CorpusRow): TranscriptLine | string {
  const cells = cellsOf(row.printed);
  if (cells === undefined) return "a structured export's row (read by its own reader)";
  const value = printedValue(row, cells);
  if (value === undefined) return `no printed value found in ${JSON.stringify(row.printed)}`;
  return {
    date: row.date,
    code: row.in_dictionary ? row.code : row.label_as_printed,
    name: row.label_as_printed,
    value,
    unit: row.unit ?? "",
    range: printedRange(row, cells, value),
    flag: "",
    ...(row.panel === "blood" || row.panel === "urine" ? { specimen: row.panel } : {}),
  };
}

const OCR = /\.(png|jpe?g|tiff?)$/i;

function kindOf(doc: string, scanned: boolean): string {
  if (OCR.test(doc) || scanned) return "scan or photo (OCR)";
  if (/\.pdf$/i.test(doc)) return "PDF text layer";
  if (/\.csv$/i.test(doc)) return "CSV export";
  return "other";
}

async function statuses(dir: string): Promise<{ statuses: Map<number, string>; out: string }> {
  const out: string[] = [];
  await runImport({
    dataDir: `${dir}-data`,
    inputs: [dir],
    dryRun: true,
    acceptOcr: false,
    acceptHeld: false,
    now: new Date("2026-01-01T12:00:00Z"),
  }, { out: (t) => out.push(t), err: (t) => out.push(t) });
  const map = new Map<number, string>();
  for (const text of out) {
    const match =
      /^\s+[0-9a-f]{6,}-(\d+)\s.*?\s{2}(new|held: .*|withheld: .*|proposed.*|already in store|unreadable: .*)$/
        .exec(text);
    if (match) map.set(Number(match[1]), match[2]!);
  }
  return { statuses: map, out: out.join("\n") };
}

if (import.meta.main) {
  const root = Deno.args[0] ?? "../shared/corpus";
  const noOcr = Deno.args.includes("--no-ocr");
  const figures = new Map<string, Record<string, number>>();
  const add = (kind: string, key: string, n = 1) => {
    const entry = figures.get(kind) ?? {};
    entry[key] = (entry[key] ?? 0) + n;
    figures.set(kind, entry);
  };
  for (
    const set of [...Deno.readDirSync(root)].filter((e) => e.isDirectory).map((e) => e.name).sort()
  ) {
    const truth = JSON.parse(await Deno.readTextFile(`${root}/${set}/truth.json`));
    const rows = truth.rows as CorpusRow[];
    const docs = [...new Set(rows.map((r) => r.doc))];
    for (const doc of docs) {
      const lines = rows.filter((r) => r.doc === doc).map(lineOf);
      const made = lines.filter((l): l is TranscriptLine => typeof l !== "string");
      if (made.length === 0) {
        console.log(`${set}/${doc}: skipped (${lines[0]})`);
        continue;
      }
      if (noOcr && (OCR.test(doc) || /skan/.test(doc))) continue;
      const ext = /\.[^.]+$/.exec(doc)![0];
      const bytes = await Deno.readFile(`${root}/${set}/docs/${doc}`);
      const run = async (transcript: readonly TranscriptLine[]) => {
        const dir = await Deno.makeTempDir({ prefix: "bwcorpus-" });
        await Deno.writeFile(`${dir}/wynik${ext}`, bytes);
        await Deno.writeTextFile(`${dir}/wynik.transcript.csv`, transcriptCsv(transcript));
        const result = await statuses(dir);
        await Deno.remove(dir, { recursive: true });
        return result;
      };
      const correct = await run(made);
      const kind = kindOf(doc, /OCR/.test(correct.out) || /skan/.test(doc));
      add(kind, "rows", made.length);
      add(kind, "not transcribable here", lines.length - made.length);
      let notFound = 0;
      for (const [i] of made.entries()) {
        const status = correct.statuses.get(i + 1) ?? "(missing)";
        if (status.startsWith("held: not on the document")) {
          notFound++;
          console.log(`${set}/${doc} row ${i + 1} ${made[i]!.name}: ${status}`);
        } else if (status === "new" || status.startsWith("proposed")) add(kind, "imported");
        else {
          add(kind, "held for another reason");
          console.log(`${set}/${doc} row ${i + 1} ${made[i]!.name}: ${status}`);
        }
      }
      add(kind, "correct rows held as not found", notFound);
      const other = docs.find((d) => d !== doc);
      const foreign = rows.filter((r) => r.doc === other).map(lineOf)
        .filter((l): l is TranscriptLine => typeof l !== "string").slice(0, 2);
      const invented: TranscriptLine = {
        ...made[0]!,
        code: "PCT",
        name: "Prokalcytonina",
        value: "0,42",
        unit: "ng/ml",
        range: "< 0,5",
      };
      for (const fault of FAULT_KINDS as FaultKind[]) {
        const targets = made.map((_, i) => i).filter((i) => i % 3 === 0);
        const extra = fault === "invented" ? [invented] : fault === "other document" ? foreign : [];
        const planted = plant(made, fault, targets, extra);
        const result = await run(planted.rows);
        for (const i of planted.faulty) {
          const status = result.statuses.get(i + 1) ?? "(missing)";
          add(kind, `${fault}: planted`);
          if (status === "new" || status.startsWith("proposed")) {
            add(kind, `${fault}: STORED`);
            console.log(`${set}/${doc} ${fault} row ${i + 1} ${planted.rows[i]!.name} stored`);
          } else if (status.startsWith("held: not on the document")) add(kind, `${fault}: held`);
          else add(kind, `${fault}: ${status.slice(0, 30)}`);
        }
      }
      console.log(`${set}/${doc}: ${made.length} rows, ${notFound} not found`);
    }
  }
  for (const [kind, entry] of figures) console.log(kind, JSON.stringify(entry));
}
