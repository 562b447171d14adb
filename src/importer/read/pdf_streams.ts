/**
 * A PDF's compressed streams, inflated and counted before PDF.js sees them,
 * so that a flate bomb is refused with a limit error: PDF.js inflates a
 * stream synchronously inside one call, where no time limit can stop it (a
 * 0.7 MB PDF took 1.5 GB; a 2.9 MB one 5.9 GB and 229 s). Every stream whose
 * first filter is FlateDecode is inflated here as a stream, counting bytes
 * and stopping at the cap; image streams are skipped, since the text layer
 * never decodes them (OCR renders pages in pdftoppm, under the pixel cap).
 *
 * @module
 */

import { LimitError, MAX_INFLATED_BYTES } from "./limits.ts";

/** How much compressed data is fed to the inflater at a time. */
const INPUT_CHUNK = 64 * 1024;

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]);

/** One stream's dictionary text and data bytes. */
interface RawStream {
  readonly dictionary: string;
  readonly data: Uint8Array;
}

/** Where the `<<` that opens the dictionary ending at `end` (its `>>`) starts, or -1. */
function dictionaryStart(text: string, end: number): number {
  let depth = 0;
  for (let i = end - 2; i >= 1; i--) {
    const pair = text.slice(i - 1, i + 1);
    if (pair === ">>") {
      depth++;
      i--;
    } else if (pair === "<<") {
      if (depth === 0) return i - 1;
      depth--;
      i--;
    }
  }
  return -1;
}

/** Every `stream … endstream` of the file with its dictionary, in file order. */
export function* rawStreams(bytes: Uint8Array): Generator<RawStream> {
  const text = new TextDecoder("latin1").decode(bytes);
  let at = 0;
  while ((at = text.indexOf("stream", at)) !== -1) {
    const keyword = at;
    at += 6;
    if (text.startsWith("end", keyword - 3)) continue;
    let start = keyword + 6;
    if (text[start] === "\r") start++;
    if (text[start] !== "\n" && text[start - 1] !== "\r") continue;
    if (text[start] === "\n") start++;
    let close = keyword - 1;
    while (close >= 0 && WHITESPACE.has(text.charCodeAt(close))) close--;
    if (text.slice(close - 1, close + 1) !== ">>") continue;
    const open = dictionaryStart(text, close + 1);
    if (open < 0) continue;
    const end = text.indexOf("endstream", start);
    const stop = end === -1 ? text.length : end;
    // The end of line before `endstream` is not part of the data.
    let last = stop;
    if (text[last - 1] === "\n") last--;
    if (text[last - 1] === "\r") last--;
    const dictionary = text.slice(open, close + 1);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const declared = length ? start + Number(length[1]) : last;
    yield { dictionary, data: bytes.subarray(start, Math.max(start, Math.min(declared, last))) };
    at = stop;
  }
}

/** Whether a stream's first filter is FlateDecode (`/FlateDecode`, `/Fl`, or first of an array). */
function inflatedFirst(dictionary: string): boolean {
  const filter = /\/Filter\s*(\[\s*)?\/([A-Za-z0-9]+)/.exec(dictionary);
  return filter !== null && (filter[2] === "FlateDecode" || filter[2] === "Fl");
}

/** Bytes `data` inflates to, stopping once they pass `budget` (corrupt data counts what came out). */
async function inflatedSize(
  data: Uint8Array,
  budget: number,
  signal?: AbortSignal,
): Promise<number> {
  // Fed in small chunks, so that what inflates before a damaged part is counted.
  let offset = 0;
  const chunks = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.slice(offset, offset + INPUT_CHUNK));
      offset += INPUT_CHUNK;
    },
  });
  const reader = chunks.pipeThrough(new DecompressionStream("deflate")).getReader();
  let total = 0;
  try {
    while (total <= budget) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // A damaged or unterminated stream: what inflated before the damage counts.
  } finally {
    await reader.cancel().catch(() => {});
  }
  return total;
}

/**
 * Refuses a PDF whose compressed streams (images aside) inflate to more than
 * `maxInflatedBytes`, before any parser inflates them.
 */
export async function checkInflatedSize(
  bytes: Uint8Array,
  maxInflatedBytes: number = MAX_INFLATED_BYTES,
  signal?: AbortSignal,
): Promise<void> {
  let total = 0;
  for (const stream of rawStreams(bytes)) {
    if (/\/Subtype\s*\/Image\b/.test(stream.dictionary) || !inflatedFirst(stream.dictionary)) {
      continue;
    }
    total += await inflatedSize(stream.data, maxInflatedBytes - total, signal);
    if (total > maxInflatedBytes) {
      throw new LimitError(
        `the document's compressed streams inflate to more than ${
          Math.round(maxInflatedBytes / 1024 / 1024)
        } MB, the limit per document (a PDF made to exhaust memory)`,
      );
    }
  }
}
