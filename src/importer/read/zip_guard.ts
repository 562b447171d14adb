/**
 * A spreadsheet's ZIP archive (`.xlsx`, `.ods`; a word processor's `.docx`
 * and `.odt` are counted the same way) counted before SheetJS opens
 * it: SheetJS inflates every part into memory and parses it in one
 * synchronous call, where no time limit can stop it (a 415 KB `.xlsx` whose
 * sheet inflated to 400 MB took 38 s and 1.75 GB). Every local file header
 * of the archive (`PK\x03\x04`, wherever it is: the central directory is not
 * trusted to list them all) has its deflated data inflated and counted, in
 * steps, stopping at the cap; a stored part counts its stored size. An OLE
 * `.xls` is not compressed: its size cap bounds it.
 *
 * @module
 */

import { Inflate } from "fflate";
import { LimitError } from "./limits.ts";

/**
 * The most bytes the parts of one spreadsheet may inflate to (64 MiB): a person's sheet is far smaller.
 *
 * @internal edge test: the test builds a spreadsheet just over the cap.
 */
export const MAX_SPREADSHEET_INFLATED_BYTES = 64 * 1024 * 1024;

/** How much deflated data one inflate step takes. */
const STEP = 1024;

/** Bytes `data` inflates to (raw deflate), stopping once past `budget`; damaged data counts what came out. */
function inflatedSize(data: Uint8Array, budget: number): number {
  let total = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length && !ended && total <= budget; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), false);
    }
  } catch {
    // Damaged, or the deflate stream ended before the data did: what came out counts.
  }
  return total;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/**
 * Refuses a ZIP archive whose parts inflate to more than `maxBytes` in all
 * (`what` names the kind of document in the message).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { zipSync } from "fflate";
 * const bomb = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(2_000_000) }, { level: 9 });
 * assert.throws(() => checkZipInflatedSize(bomb, 1_000_000), /inflate to more than 1 MB/);
 * checkZipInflatedSize(bomb, 4_000_000);
 * ```
 */
export function checkZipInflatedSize(
  bytes: Uint8Array,
  maxBytes: number = MAX_SPREADSHEET_INFLATED_BYTES,
  what = "spreadsheet",
): void {
  let total = 0;
  for (let at = 0; at + 30 <= bytes.length; at++) {
    if (
      bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b || bytes[at + 2] !== 3 || bytes[at + 3] !== 4
    ) {
      continue;
    }
    const method = u16(bytes, at + 8);
    const storedSize = u32(bytes, at + 18);
    const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
    if (start > bytes.length) break;
    total += method === 8
      ? inflatedSize(bytes.subarray(start), maxBytes - total)
      : Math.min(storedSize, bytes.length - start);
    if (total > maxBytes) {
      throw new LimitError(
        `the ${what}'s parts inflate to more than ${
          Math.round(maxBytes / 1024 / 1024)
        } MB, the limit per document (a file made to exhaust memory)`,
      );
    }
  }
}
