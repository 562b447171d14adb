/**
 * Approving a proposed name: adding it as an alias to `<data>/markers.yaml`
 * (the only file this touches), or creating a new marker with `--label`.
 * A flag or comparator word printed after the name ("Ferrytyna H") is never
 * part of the alias.
 * Comments and layout of the file are kept. An alias that would collide with
 * another marker, or change how any existing name resolves, is refused.
 *
 * @module
 */

import {
  buildDictionary,
  type Dictionary,
  normalizeSpecimen,
  specimenOf,
} from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseDictionaryText } from "../../store/dictionary_file.ts";
import { markerCodeSchema } from "../../store/schemas.ts";
import { replaceFile } from "./atomic.ts";
import { hasPeselLike } from "../privacy/mod.ts";
import { acquireLock } from "./lock.ts";
import { splitPrintedFlag } from "../cell/mod.ts";
import { addAlias, YamlEditError } from "./yaml_edit.ts";

/** The dictionary overlay's name in the data directory. */
const OVERLAY_NAME = "markers.yaml";

/** An approval that was refused; nothing was written. */
export class ApproveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ApproveError";
  }
}

/** What `approve` did. */
export type ApproveOutcome =
  | {
    readonly kind: "added";
    readonly code: string;
    readonly created: boolean;
    /** The alias written: the name without a printed flag. */
    readonly alias: string;
  }
  | { readonly kind: "already"; readonly code: string };

/**
 * The alias a printed name becomes: trimmed, without the lab's flag or a
 * comparator word printed after it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(aliasOf(" Ferrytyna H "), "Ferrytyna");
 * ```
 */
export function aliasOf(name: string): string {
  return splitPrintedFlag(name.trim()).name;
}

/** What to approve. */
export interface ApproveRequest {
  readonly name: string;
  readonly code: string;
  readonly label?: string;
  /**
   * The specimen of the rows proposed under the name (`urine`), for a marker
   * created: a row printed under a urine heading resolves only to a urine marker.
   */
  readonly specimen?: string;
}

function index(text: string): { dictionary: Dictionary; index: MarkerIndex } {
  const layers = text === ""
    ? [builtinLayer()]
    : [builtinLayer(), parseDictionaryText(text, OVERLAY_NAME)];
  const dictionary = buildDictionary(layers);
  return { dictionary, index: buildMarkerIndex(dictionary) };
}

function findCode(dictionary: Dictionary, code: string): string | undefined {
  if (dictionary.markers.has(code)) return code;
  return [...dictionary.markers.keys()].find((c) => c.toUpperCase() === code.toUpperCase());
}

/**
 * Computes the new `markers.yaml` text for an approval, or throws
 * {@link ApproveError}. Pure: the current overlay text in, the new text out
 * (`undefined` when the name already resolves to the code).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = approvedText("# my names\n", { name: "Ferrytyna (surowica krwi)", code: "FERR" });
 * assert.equal(text, '# my names\nFERR:\n  aliases: ["Ferrytyna (surowica krwi)"]\n');
 * assert.throws(() => approvedText("", { name: "Hemoglobina", code: "FERR" }), /already means "HGB"/);
 * ```
 *
 * @internal tested alone: the overlay's new text, without a data folder to write it in.
 */
export function approvedText(current: string, request: ApproveRequest): string | undefined {
  const name = aliasOf(request.name);
  if (name === "") throw new ApproveError("The name to approve is empty");
  if (hasPeselLike(name)) {
    throw new ApproveError("The name contains an 11-digit number (a PESEL?); it is never written");
  }
  const before = index(current);
  const existing = findCode(before.dictionary, request.code);
  const marker = existing === undefined ? undefined : before.dictionary.markers.get(existing);
  // Rows printed under a urine heading resolve only to a urine marker: an alias of a marker of
  // another specimen would leave them proposed, while saying the name resolves.
  if (marker !== undefined && request.specimen !== undefined) {
    const wanted = normalizeSpecimen(request.specimen);
    if (specimenOf(marker) !== wanted) {
      throw new ApproveError(
        `The rows of "${name}" were printed as ${wanted}, and ${marker.code} is a marker of ` +
          `${specimenOf(marker)}: they would not resolve to it. Approve the name as a marker of ` +
          `its own (a new code with --label), or give ${marker.code} "specimen: ${wanted}" in ` +
          `${OVERLAY_NAME} if it is yours`,
      );
    }
  }
  const resolution = resolveMarker(before.index, name);
  if (resolution.kind === "found") {
    if (resolution.marker.code === existing) return undefined;
    throw new ApproveError(
      `"${name}" already means "${resolution.marker.code}" (${resolution.marker.label}); an alias for "${request.code}" would collide`,
    );
  }
  if (resolution.kind === "marker_ambiguous") {
    const codes = resolution.suggestions.map((s) => `"${s.code}"`).join(", ");
    throw new ApproveError(`"${name}" is already claimed by ${codes}; it cannot become an alias`);
  }
  let code = existing;
  if (code === undefined) {
    if (request.label === undefined) {
      throw new ApproveError(
        `There is no marker "${request.code}". To create it, add --label "<label as the lab prints it>"`,
      );
    }
    const valid = markerCodeSchema.safeParse(request.code);
    if (!valid.success) {
      throw new ApproveError(
        `Code "${request.code}" must be 1 to 64 letters, digits, '_', '-' or '.'`,
      );
    }
    const labelUse = resolveMarker(before.index, request.label);
    if (labelUse.kind !== "marker_not_found") {
      throw new ApproveError(`Label "${request.label}" already names another marker`);
    }
    code = valid.data;
  } else if (request.label !== undefined) {
    throw new ApproveError(
      `Marker "${code}" already exists; --label only creates a new marker (edit its label in ${OVERLAY_NAME} by hand)`,
    );
  }
  let text: string;
  try {
    text = existing === undefined
      ? addAlias(current, code, name, request.label, request.specimen)
      : addAlias(current, code, name);
  } catch (error) {
    if (error instanceof YamlEditError) {
      throw new ApproveError(`Cannot edit ${OVERLAY_NAME}: ${error.message}`);
    }
    throw error;
  }
  const after = index(text);
  const now = resolveMarker(after.index, name);
  if (now.kind !== "found" || now.marker.code !== code) {
    const dropped = after.dictionary.problems.find((p) => p.code === code && p.text === name);
    throw new ApproveError(
      `"${name}" would not resolve to "${code}"${
        dropped ? `: ${dropped.reason}` : ""
      }; nothing was written`,
    );
  }
  for (const key of before.index.names.keys()) {
    const was = resolveMarker(before.index, key);
    const is = resolveMarker(after.index, key);
    const wasCode = was.kind === "found" ? was.marker.code : was.kind;
    const isCode = is.kind === "found" ? is.marker.code : is.kind;
    if (wasCode !== isCode) {
      throw new ApproveError(
        `Adding "${name}" would change what "${key}" means (${wasCode} → ${isCode}); nothing was written`,
      );
    }
  }
  return text;
}

async function readOverlay(dataDir: string): Promise<string> {
  const path = `${dataDir}/${OVERLAY_NAME}`;
  try {
    const info = await Deno.lstat(path);
    if (info.isSymlink || !info.isFile) {
      throw new ApproveError(`"${path}" is not a regular file (a symlink?); it is never followed`);
    }
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "";
    throw error;
  }
}

/** Approves a name in the data directory's `markers.yaml`, holding the import lock. */
export async function approve(dataDir: string, request: ApproveRequest): Promise<ApproveOutcome> {
  await Deno.mkdir(dataDir, { recursive: true });
  await using _lock = await acquireLock(dataDir);
  const current = await readOverlay(dataDir);
  const text = approvedText(current, request);
  const resolvedCode = findCode(index(text ?? current).dictionary, request.code) ?? request.code;
  if (text === undefined) return { kind: "already", code: resolvedCode };
  await replaceFile(dataDir, OVERLAY_NAME, text);
  return {
    kind: "added",
    alias: aliasOf(request.name),
    code: resolvedCode,
    created: findCode(index(current).dictionary, request.code) === undefined,
  };
}
