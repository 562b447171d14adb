/**
 * The output of an import run once its documents are read: every message
 * passes through the privacy mask first, so that no identity string of any
 * document (a name in any script, a number of the person, the doctor or the
 * order, a birth date, an address) reaches the terminal, whether it came
 * from a row, a note, a hold or a file name. A word of a document's file
 * name written as a name that is no word of the importer's is masked too.
 *
 * @module
 */

import {
  MASK,
  maskFileNumbers,
  maskLongNumbers,
  plainFileName,
  type PrivacyGuard,
} from "../privacy/mod.ts";
import type { Output } from "./output.ts";
import { maskSpelledIdentity } from "./row_provenance.ts";

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
export function runMask(
  guard: PrivacyGuard,
  keep: readonly string[],
  fileNames: ReadonlyMap<string, string> = new Map(),
): (text: string) => string {
  const renamed = (text: string) => {
    let out = text;
    for (const [name, plain] of fileNames) out = out.replaceAll(name, plain);
    return out;
  };
  return (text) => maskLongNumbers(guard.mask(renamed(text)), keep);
}

/** A word written as a name is: a capital, then two or more small letters. */
const NAME_LIKE = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * Each document's file name as the output may print it: every word written
 * as a name ("Wendt", "Olena") that is no word of the importer's (its
 * lexicons, the marker dictionary, the words labs and people put in file
 * names: `plainFileName`) masked, and every number a stored file name would
 * not keep (`maskFileNumbers`: an order number, whole). A name in a file's name
 * ("Fax_an_Praxis_Wendt.tif") is often printed nowhere the importer reads it
 * (a letterhead OCR could not read), so the document's identity strings
 * cannot mask it; a word in small letters ("future.csv") stays, so that a
 * message still names its file. An identity string the documents print is
 * masked however the file name spells it (the order "MJ/25/10/03318" in
 * "wyniki_MJ-25-10-03318.pdf"), as the stored name masks it. Only names that
 * change are listed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const known = new Set(["fax", "an", "praxis", "wyniki"]);
 * const names = plainFileNames(["/in/Fax_an_Praxis_Wendt.tif", "/in/wyniki.pdf", "/in/future.csv"], known);
 * assert.deepEqual([...names], [["Fax_an_Praxis_Wendt.tif", "Fax_an_Praxis_[hidden].tif"]]);
 * const ordered = plainFileNames(["/in/wyniki_MJ-25-10-03318.pdf"], known, ["MJ/25/10/03318"]);
 * assert.deepEqual([...ordered], [["wyniki_MJ-25-10-03318.pdf", "wyniki_[hidden].pdf"]]);
 * assert.deepEqual([...plainFileNames(["/in/wyniki_2406-88213.pdf"], known)], [["wyniki_2406-88213.pdf", "wyniki_[hidden].pdf"]]);
 * ```
 */
export function plainFileNames(
  paths: readonly string[],
  known: ReadonlySet<string>,
  identity: readonly string[] = [],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const path of paths) {
    const base = path.split(/[\\/]/).filter((part) => part !== "").pop() ?? "";
    const plain = maskFileNumbers(
      maskSpelledIdentity(base, identity).replace(
        /\p{L}+/gu,
        (word) => NAME_LIKE.test(word) && plainFileName(word, known) !== word ? MASK : word,
      ),
    );
    if (plain !== base) names.set(base, plain);
  }
  return names;
}

/** An output that masks every message with `mask` before it goes out. */
export function maskedOutput(output: Output, mask: (text: string) => string): Output {
  return { out: (text) => output.out(mask(text)), err: (text) => output.err(mask(text)) };
}
