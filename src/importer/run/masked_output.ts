/**
 * The output of an import run once its documents are read: every message
 * passes through the privacy mask first, so that no identity string of any
 * document (a name in any script, a number of the person, the doctor or the
 * order, a birth date, an address) reaches the terminal, whether it came
 * from a row, a note, a hold or a file name.
 *
 * @module
 */

import { maskLongNumbers, type PrivacyGuard } from "../privacy/mod.ts";
import type { Output } from "./output.ts";

/**
 * The masking of a run: the guard's identity strings, and every standalone
 * number of seven digits or more that does not start one of `keep` (the
 * hashes that name documents and rows, the store files written).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { PrivacyGuard } from "../privacy/mod.ts";
 * const mask = runMask(new PrivacyGuard(["Jan Testowy"]), ["0123456789abcdef"]);
 * assert.equal(mask("Testowy: 2505120347, document 0123456789ab"), "[hidden]: [hidden], document 0123456789ab");
 * ```
 */
export function runMask(guard: PrivacyGuard, keep: readonly string[]): (text: string) => string {
  return (text) => maskLongNumbers(guard.mask(text), keep);
}

/** An output that masks every message with `mask` before it goes out. */
export function maskedOutput(output: Output, mask: (text: string) => string): Output {
  return { out: (text) => output.out(mask(text)), err: (text) => output.err(mask(text)) };
}
