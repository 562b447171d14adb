/**
 * The store files the importer wrote, read back line by line with the
 * document each line came from (its `source`): what recovering an unlogged
 * file and forgetting a document need. Other lines are kept byte for byte.
 *
 * @module
 */

/** The name the importer gives a store file: `<date>-<12 hex>.ndjson`, maybe with `-<n>`. */
const IMPORTER_STORE_NAME = /^\d{4}-\d{2}-\d{2}-[0-9a-f]{12}(?:-\d+)?\.ndjson$/;

/** One line of a store file, with its document hash when it has one. */
export interface StoreFileLine {
  readonly text: string;
  readonly source?: string;
}

/** A store file of the data directory, read line by line. */
export interface StoreFile {
  readonly name: string;
  readonly lines: readonly StoreFileLine[];
}

/**
 * The document hash (`source`) of a store line, or `undefined` when the line
 * is not JSON or has none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(sourceOf(`{"code":"HGB","source":"${"a".repeat(64)}"}`), "a".repeat(64));
 * assert.equal(sourceOf("{oops"), undefined);
 * ```
 *
 * @internal doc test: its example pins which lines carry a source; `readStoreFiles()` needs store files on disk.
 */
export function sourceOf(line: string): string | undefined {
  try {
    const value: unknown = JSON.parse(line);
    if (value === null || typeof value !== "object") return undefined;
    const source = (value as { source?: unknown }).source;
    return typeof source === "string" && /^[0-9a-f]{64}$/.test(source) ? source : undefined;
  } catch {
    return undefined;
  }
}

/** Splits a store file's text into lines (keeping blank ones out) with their sources. */
function storeFileLines(text: string): StoreFileLine[] {
  return text.split("\n").filter((line) => line.trim() !== "").map((text) => {
    const source = sourceOf(text);
    return source === undefined ? { text } : { text, source };
  });
}

/** How many lines of each document a file holds. */
export function documentsOf(file: StoreFile): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of file.lines) {
    if (line.source !== undefined) counts.set(line.source, (counts.get(line.source) ?? 0) + 1);
  }
  return counts;
}

/**
 * Reads every regular `*.ndjson` file of the data directory (symlinks are
 * never followed). With `importerOnly`, only files named as the importer
 * names them.
 */
export async function readStoreFiles(dataDir: string, importerOnly: boolean): Promise<StoreFile[]> {
  const files: StoreFile[] = [];
  for await (const entry of Deno.readDir(dataDir)) {
    if (!entry.isFile || !entry.name.endsWith(".ndjson")) continue;
    if (importerOnly && !IMPORTER_STORE_NAME.test(entry.name)) continue;
    const text = await Deno.readTextFile(`${dataDir}/${entry.name}`);
    files.push({ name: entry.name, lines: storeFileLines(text) });
  }
  return files.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
