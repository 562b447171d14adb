/**
 * `<data>/alias-proposals.yaml`: the names the importer did not recognise,
 * waiting for a person. Each proposal has the raw name as printed, the
 * closest dictionary codes, and an example (value, unit, document hash).
 * Proposals merge by normalised name, and a proposal whose name now resolves
 * disappears.
 *
 * @module
 */

import { dump, load, YAMLException } from "js-yaml";
import { z } from "zod";
import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { normalizeName } from "../../domain/text.ts";

/** The proposals file's name in the data directory. */
export const PROPOSALS_NAME = "alias-proposals.yaml";

const MAX_DOCUMENTS = 20;

const proposalSchema = z.object({
  name: z.string().min(1),
  suggestions: z.array(z.object({ code: z.string(), label: z.string() })).default([]),
  example: z.object({
    value: z.union([z.number(), z.string()]),
    comparator: z.string().optional(),
    unit: z.string().optional(),
    date: z.string().optional(),
  }),
  documents: z.array(z.string()).default([]),
  /** The specimen the row's section names, when it is not blood: a marker created for it takes it. */
  specimen: z.string().optional(),
});

/** One unknown name, waiting for approval. */
export type Proposal = z.infer<typeof proposalSchema>;

const fileSchema = z.array(proposalSchema);

/** The proposals file cannot be read; it is never overwritten then. */
class ProposalsFileError extends Error {
  constructor(reason: string) {
    super(`Cannot read "${PROPOSALS_NAME}": ${reason}; fix or remove it, then import again`);
    this.name = "ProposalsFileError";
  }
}

/** Parses the proposals file's text; an empty or comment-only file has none. */
export function parseProposals(text: string): Proposal[] {
  let document: unknown;
  try {
    document = load(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof YAMLException) {
      const line = error.mark?.line === undefined ? "" : `line ${error.mark.line + 1}: `;
      throw new ProposalsFileError(`${line}${error.reason}`);
    }
    throw error;
  }
  if (document === null || document === undefined) return [];
  const parsed = fileSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProposalsFileError(
      `entry ${issue?.path.map(String).join(".") ?? ""} ${issue?.message ?? "is not valid"}`,
    );
  }
  return parsed.data;
}

const HEADER = [
  "# Marker names the importer did not recognise. Nothing of these rows was imported.",
  "# Approve a name as an alias of a dictionary code (this edits markers.yaml in this folder):",
  '#   deno task import approve --data DIR "<name>" <CODE>',
  "# or create a new marker for it:",
  '#   deno task import approve --data DIR "<name>" <NEWCODE> --label "<label>"',
  "# then run the same import again: the approved rows come in, the rest is skipped as already imported.",
  "# This file is rewritten by the importer; a proposal disappears once its name resolves.",
  "",
].join("\n");

/** Renders proposals as the file's text, with instructions on top. */
export function renderProposals(proposals: readonly Proposal[]): string {
  return `${HEADER}${proposalsYaml(proposals)}`;
}

/**
 * The proposals as the file prints them, without the instructions on top:
 * the text that comes from documents, which the privacy check reads (the
 * instructions are the program's own words; a stray identity word such as
 * "the" must not withhold every proposal of a run).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = proposalsYaml([{ name: "Foo", suggestions: [], example: { value: 1 }, documents: ["h"] }]);
 * assert.ok(text.startsWith("- name: Foo"));
 * assert.ok(!text.includes("approve"));
 * ```
 */
export function proposalsYaml(proposals: readonly Proposal[]): string {
  return dump(proposals, { lineWidth: 120, noRefs: true });
}

/**
 * Merges new proposals into existing ones by normalised name (keeping the
 * first example, adding document hashes), then drops every proposal whose
 * name now resolves in `index`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * const index = buildMarkerIndex(buildDictionary([{ source: "x", entries: new Map([["FE", { label: "Żelazo" }]]) }]));
 * const a = { name: "Foo X", suggestions: [], example: { value: 1 }, documents: ["h1"] };
 * const b = { name: "foo  x", suggestions: [], example: { value: 2 }, documents: ["h2"] };
 * const c = { name: "zelazo", suggestions: [], example: { value: 3 }, documents: ["h3"] };
 * const merged = mergeProposals([a, c], [b], index);
 * assert.deepEqual(merged.map((p) => [p.name, p.documents]), [["Foo X", ["h1", "h2"]]]);
 * ```
 */
export function mergeProposals(
  existing: readonly Proposal[],
  incoming: readonly Proposal[],
  index: MarkerIndex,
): Proposal[] {
  const byKey = new Map<string, Proposal>();
  for (const proposal of [...existing, ...incoming]) {
    const key = normalizeName(proposal.name);
    const before = byKey.get(key);
    if (!before) {
      byKey.set(key, { ...proposal, documents: [...new Set(proposal.documents)] });
      continue;
    }
    const documents = [...new Set([...before.documents, ...proposal.documents])].slice(
      0,
      MAX_DOCUMENTS,
    );
    byKey.set(key, { ...before, suggestions: proposal.suggestions, documents });
  }
  return [...byKey.values()].filter((p) => resolveMarker(index, p.name).kind !== "found");
}
