/**
 * The importer's command line, shared by the launcher and the sandboxed
 * worker it starts. A `--` is ignored wherever it appears, because
 * `deno task import -- args` passes it on literally.
 *
 * ```
 * import [--data DIR] [--dry-run] [--accept-ocr] [--accept-held] FILE_OR_FOLDER...
 * import approve [--data DIR] "<raw name>" CODE [--label "..."]
 * ```
 *
 * @module
 */

/** `import [options] FILE_OR_FOLDER...` */
export interface ImportArgs {
  readonly kind: "import";
  readonly dataDir: string;
  readonly inputs: readonly string[];
  readonly dryRun: boolean;
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
  /** Test-only: pause between writing the temp store file and renaming it. */
  readonly pauseBeforeRename: boolean;
}

/** `approve "<raw name>" CODE [--label L]` */
export interface ApproveArgs {
  readonly kind: "approve";
  readonly dataDir: string;
  readonly name: string;
  readonly code: string;
  readonly label?: string;
}

/** `--probe FILE_OR_FOLDER...`: report whether any input needs OCR (internal). */
export interface ProbeArgs {
  readonly kind: "probe";
  readonly inputs: readonly string[];
}

/** What the command line asks for, or a usage error. */
export type ImporterArgs =
  | ImportArgs
  | ApproveArgs
  | ProbeArgs
  | { readonly kind: "help" }
  | { readonly kind: "usage_error"; readonly message: string };

/** The help text. */
export const USAGE = `Import lab documents into a bloodwork-mcp data directory.

Usage:
  deno task import [--data DIR] [--dry-run] [--accept-ocr] [--accept-held] FILE_OR_FOLDER...
  deno task import approve [--data DIR] "<raw name>" CODE [--label "<label>"]

Inputs: CSV/TSV exports, FHIR R4 JSON, PDF lab reports, and scans (PNG, JPG, TIFF;
PDFs without text are read by OCR). Relative paths are relative to where you run it.

Options:
  --data DIR      the data directory (default: data/ next to import.ts)
  --dry-run       show what would be imported; write nothing
  --accept-ocr    write rows read by OCR (review them first: OCR misreads µ, ł and ↓)
  --accept-held   write rows held as implausible (after checking them on the document)
  --label TEXT    with approve: create CODE as a new marker with this label
  -h, --help      this help

Names the dictionary does not know are never imported; they are listed in
DIR/alias-proposals.yaml. Approve one, then run the same import again.`;

const FLAGS = new Set(["--dry-run", "--accept-ocr", "--accept-held", "--pause-before-rename"]);

/**
 * Parses the importer's arguments. `defaultData` is used when `--data` is absent.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const args = parseImporterArgs(["--", "--data", "d", "--dry-run", "a.csv"], "data");
 * assert.deepEqual(args, { kind: "import", dataDir: "d", inputs: ["a.csv"], dryRun: true, acceptOcr: false, acceptHeld: false, pauseBeforeRename: false });
 * assert.equal(parseImporterArgs(["approve", "Ferrytyna X", "FERR"], "data").kind, "approve");
 * assert.equal(parseImporterArgs(["--dryrun", "a.csv"], "data").kind, "usage_error");
 * ```
 */
export function parseImporterArgs(argv: readonly string[], defaultData: string): ImporterArgs {
  const positional: string[] = [];
  const flags = new Set<string>();
  let dataDir: string | undefined;
  let label: string | undefined;
  let probe = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") continue;
    if (arg === "-h" || arg === "--help") return { kind: "help" };
    const [name, inline] = arg.startsWith("--") && arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    if (name === "--data" || name === "--label") {
      const value = inline ?? argv[++i];
      if (value === undefined || value === "") {
        return { kind: "usage_error", message: `Option "${name}" needs a value` };
      }
      if (name === "--data") dataDir = value;
      else label = value;
    } else if (name === "--probe") probe = true;
    else if (FLAGS.has(name)) flags.add(name);
    else if (arg.startsWith("-") && arg !== "-") {
      return { kind: "usage_error", message: `Unknown option "${arg}". Run with --help for usage` };
    } else positional.push(arg);
  }
  if (probe) return { kind: "probe", inputs: positional };
  if (positional[0] === "approve") {
    const [, rawName, code, ...extra] = positional;
    if (rawName === undefined || code === undefined || extra.length > 0) {
      return {
        kind: "usage_error",
        message: 'Usage: approve [--data DIR] "<raw name>" CODE [--label "<label>"]',
      };
    }
    return {
      kind: "approve",
      dataDir: dataDir ?? defaultData,
      name: rawName,
      code,
      ...(label !== undefined ? { label } : {}),
    };
  }
  if (label !== undefined) {
    return { kind: "usage_error", message: 'Option "--label" belongs to the approve command' };
  }
  if (positional.length === 0) {
    return { kind: "usage_error", message: "Name at least one file or folder to import" };
  }
  return {
    kind: "import",
    dataDir: dataDir ?? defaultData,
    inputs: positional,
    dryRun: flags.has("--dry-run"),
    acceptOcr: flags.has("--accept-ocr"),
    acceptHeld: flags.has("--accept-held"),
    pauseBeforeRename: flags.has("--pause-before-rename"),
  };
}
