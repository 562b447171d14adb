/**
 * Names that look alike but name different analytes, so that a proposal
 * never suggests one for the other: BNP (B-type natriuretic peptide, LOINC
 * 30934-4 in serum or plasma, 42637-9 in blood) is not NT-proBNP (the
 * N-terminal fragment of its prohormone, 33762-6); the two are measured by
 * different assays on different scales and are never interchangeable
 * (see `loinc.yaml`, `apart`).
 *
 * @module
 */

import type { Suggestion } from "../../domain/markers/resolve.ts";

interface LookAlike {
  /** The marker that must not be suggested. */
  readonly marker: string;
  /** A printed name of the other analyte. */
  readonly names: RegExp;
  /** Words that make the name that marker's after all. */
  readonly unless: RegExp;
}

const LOOK_ALIKES: readonly LookAlike[] = [
  {
    marker: "NT_PROBNP",
    names: /(?<![\p{L}])bnp(?![\p{L}])|natriuretic peptide|peptyd natriuretyczny/iu,
    unless: /(?<![\p{L}])nt(?![\p{L}])|n-?termin|n-?końcow|prohormon|pro-?bnp/iu,
  },
];

/**
 * The suggestions for a row without the markers its printed names are a
 * look-alike of.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const nt = { code: "NT_PROBNP", label: "NT-proBNP" };
 * assert.deepEqual(withoutLookAlikes(["BNP"], [nt]), []);
 * assert.deepEqual(withoutLookAlikes(["Natriuretic Peptide B [Mass/Volume] In Blood"], [nt]), []);
 * assert.deepEqual(withoutLookAlikes(["NT-pro BNP"], [nt]), [nt]);
 * assert.deepEqual(withoutLookAlikes(["Ferrytyna"], [nt]), [nt]);
 * ```
 */
export function withoutLookAlikes(
  names: readonly string[],
  suggestions: readonly Suggestion[],
): Suggestion[] {
  const apart = new Set(
    LOOK_ALIKES.filter((rule) =>
      names.some((name) => rule.names.test(name)) &&
      !names.some((name) => rule.unless.test(name))
    ).map((rule) => rule.marker),
  );
  return suggestions.filter((s) => !apart.has(s.code));
}
