/**
 * Shrinking a failing document with fast-check: the document's layout is
 * given to fast-check as an example of the layout arbitrary, the property
 * being "importing the document built from this layout and the same content
 * seed gives every row right, nothing spurious, no leak". When it fails,
 * fast-check shrinks the layout (features towards their plainest option)
 * while the content seed stays fixed, so what is left is the set of features
 * that makes the rows fail.
 *
 * @module
 */

import fc from "fast-check";
import type { DocumentSpec } from "./corpus.ts";
import { featuresOf, type Layout, layoutArbitrary } from "./features.ts";
import { failed, type Outcome, scoreSpec } from "./score_layouts.ts";

/** A failing document shrunk to its smallest failing layout. */
export interface Shrunk {
  readonly layout: Layout;
  readonly features: readonly string[];
  readonly outcome: Outcome;
}

/** Shrinks a failing spec; `undefined` when it does not fail (any more). */
export async function shrinkFailure(spec: DocumentSpec, name: string): Promise<Shrunk | undefined> {
  const property = fc.asyncProperty(layoutArbitrary, async (layout) => {
    return !failed(await scoreSpec({ layout, seed: spec.seed }, name));
  });
  const result = await fc.check(property, {
    examples: [[spec.layout]],
    numRuns: 1,
    seed: spec.seed,
    endOnFailure: false,
  });
  if (!result.failed || result.counterexample === null) return undefined;
  const [layout] = result.counterexample;
  if (layout === undefined) return undefined;
  const outcome = await scoreSpec({ layout, seed: spec.seed }, name);
  return { layout, features: featuresOf(layout), outcome };
}
