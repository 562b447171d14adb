/**
 * Reading a `markers.yaml` text into a dictionary layer. A broken file is an
 * error that names the file and the line: a dictionary that silently
 * mis-resolves names is worse than a server that does not start.
 *
 * @module
 */

import { load, YAMLException } from "js-yaml";
import type { DictionaryLayer, MarkerEntry } from "../domain/markers/dictionary.ts";
import { describeIssue, markerCodeSchema, markerEntrySchema } from "./schemas.ts";

/** A `markers.yaml` that cannot be used, with where the problem is. */
export class DictionaryFileError extends Error {
  /** The file, as named to the user. */
  readonly file: string;
  /** 1-based line, when known. */
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, reason: string) {
    super(`Cannot load "${file}"${line === undefined ? "" : ` line ${line}`}: ${reason}`);
    this.name = "DictionaryFileError";
    this.file = file;
    this.line = line;
  }
}

/** How many YAML nodes a dictionary may expand to: bounds alias bombs. */
const MAX_NODES = 200_000;

/**
 * Counts the nodes of `root` (one for itself and one per node below it) up
 * to `limit`: stops as soon as it is passed, and never spreads a list onto
 * the stack, however long.
 */
function countNodes(root: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0 && count <= limit) {
    const node = stack.pop();
    count++;
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
    } else if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
    }
  }
  return count;
}

function lineOfKey(text: string, key: string): number | undefined {
  const lines = text.split("\n");
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^(?:${escaped}|"${escaped}"|'${escaped}')\\s*:`);
  const index = lines.findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

/**
 * The 0-based line of the quote or flow bracket (`[`, `{`) still open at
 * offset `end`, if any. A rough scan, not a parser: a bracket counts only
 * where a flow collection can start (after `:`, `-`, `,`, `[`, `{` or at the
 * start of a line), a quote only at the start of a scalar.
 */
function unclosedLine(text: string, end: number): number | undefined {
  const open: number[] = [];
  let quote: { char: string; at: number } | undefined;
  let last = ""; // the last non-blank character on the current line
  for (let i = 0; i < Math.min(end, text.length); i++) {
    const ch = text[i]!;
    if (quote) {
      if (quote.char === '"' && ch === "\\") i++;
      else if (ch === quote.char) [quote, last] = [undefined, ch];
      continue;
    }
    const starts = last === "" || ":-,[{".includes(last);
    if (ch === "#" && (i === 0 || /\s/.test(text[i - 1]!))) {
      const newline = text.indexOf("\n", i);
      i = (newline < 0 ? text.length : newline) - 1;
      continue;
    }
    if ((ch === '"' || ch === "'") && starts) quote = { char: ch, at: i };
    else if ((ch === "[" || ch === "{") && starts) open.push(i);
    else if ((ch === "]" || ch === "}") && open.length > 0) open.pop();
    if (ch === "\n") last = "";
    else if (!/\s/.test(ch)) last = ch;
  }
  const at = quote?.at ?? open.at(-1);
  return at === undefined ? undefined : text.slice(0, at).split("\n").length - 1;
}

/** The 1-based line a YAML error points at, corrected for unclosed brackets and quotes. */
export function yamlLine(error: YAMLException, text: string): number | undefined {
  const line = error.mark?.line;
  if (line === undefined) return undefined;
  // js-yaml reports an unclosed bracket or quote on a later line: point at where it opened.
  const opened = unclosedLine(text, error.mark?.position ?? 0);
  if (opened !== undefined && opened <= line) return opened + 1;
  // Otherwise it may point past the end; point at the last non-blank line.
  const lines = text.split("\n");
  let index = Math.min(line, lines.length - 1);
  while (index > 0 && (lines[index] ?? "").trim() === "") index--;
  return index + 1;
}

/**
 * Parses a dictionary file. An empty file (or only comments) is an empty layer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const layer = parseDictionaryText("HGB:\n  label: Hemoglobina\n", "markers.yaml");
 * assert.equal(layer.entries.get("HGB")?.label, "Hemoglobina");
 * assert.throws(() => parseDictionaryText("HGB:\n  label: [x\n", "markers.yaml"), /markers.yaml" line 2/);
 * ```
 */
export function parseDictionaryText(text: string, file: string): DictionaryLayer {
  const body = text.replace(/^\uFEFF/, "");
  if (body.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("#"))) {
    return { source: file, entries: new Map() };
  }
  let document: unknown;
  try {
    document = load(body, { filename: file });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new DictionaryFileError(file, yamlLine(error, body), error.reason);
    }
    throw new DictionaryFileError(file, undefined, String(error));
  }
  if (document === null || typeof document !== "object" || Array.isArray(document)) {
    throw new DictionaryFileError(file, 1, "must be a mapping of marker codes to entries");
  }
  // Counted entry by entry, so that the error names where the file grew too big.
  let nodes = 1;
  for (const [code, raw] of Object.entries(document)) {
    nodes += 1 + countNodes(raw, MAX_NODES - nodes);
    if (nodes > MAX_NODES) {
      throw new DictionaryFileError(
        file,
        lineOfKey(body, code),
        `marker ${
          JSON.stringify(code)
        }: the file expands to more than ${MAX_NODES} YAML nodes here (YAML aliases, or too many entries?)`,
      );
    }
  }
  const entries = new Map<string, MarkerEntry>();
  for (const [code, raw] of Object.entries(document)) {
    const codeCheck = markerCodeSchema.safeParse(code);
    if (!codeCheck.success) {
      throw new DictionaryFileError(
        file,
        lineOfKey(body, code),
        `code ${JSON.stringify(code)} ${describeIssue(codeCheck.error, code)}`,
      );
    }
    const entry = markerEntrySchema.safeParse(raw ?? {});
    if (!entry.success) {
      throw new DictionaryFileError(
        file,
        lineOfKey(body, code),
        `marker "${code}": ${describeIssue(entry.error, raw)}`,
      );
    }
    entries.set(codeCheck.data, entry.data);
  }
  return { source: file, entries };
}
