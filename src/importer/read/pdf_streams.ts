/**
 * A PDF's compressed streams, decoded and counted before PDF.js sees them,
 * so that a flate bomb is refused with a limit error: PDF.js inflates a
 * stream synchronously inside one call, where no time limit can stop it (a
 * 0.7 MB PDF took 1.5 GB; a 2.9 MB one 5.9 GB and 229 s). Each stream is read
 * as PDF.js's parser reads it: its dictionary's names with `#xx` escapes
 * decoded (`pdf_objects.ts`), its filters from `/F` or `/Filter` (a name or
 * an array, direct or indirect), every filter of a chain that changes the
 * size followed in order (`pdf_filters.ts`: Flate, LZW, ASCIIHex, ASCII85,
 * RunLength), and its data cut at `/Length` when an `endstream` follows it
 * there, at the first `endstream` otherwise. Every stream counts, images
 * too (a stream marked as an image may still be a page's contents), as the
 * bytes every stage of its chain puts out, stopping at the cap. An encrypted
 * file's streams are decrypted first, as PDF.js will (`pdf_decrypt.ts`).
 *
 * @module
 */

import { LimitError, MAX_INFLATED_BYTES } from "./limits.ts";
import { streamCiphers } from "./pdf_decrypt.ts";
import { decoderFor } from "./pdf_filters.ts";
import { dictionaryEntries, indirectValue, type PdfValue } from "./pdf_objects.ts";

/** How much compressed data is fed to the decoders at a time. */
const INPUT_CHUNK = 16 * 1024;

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]);

/** Only whitespace and comments, as between a dictionary and its `stream` keyword. */
const SPACE_AND_COMMENTS = /^(?:[\0\t\n\f\r ]|%[^\r\n]*)*$/;

/** One stream's dictionary text and data bytes, and its object's number and generation. */
interface RawStream {
  readonly dictionary: string;
  readonly data: Uint8Array;
  /** From the `num gen obj` before the dictionary; unset when there is none. */
  readonly num?: number;
  readonly gen?: number;
}

/** The `num gen obj` that ends right before `open`, with whitespace or comments between. */
const OBJECT_HEADER =
  /(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+obj(?:[\0\t\n\f\r ]|%[^\r\n]*)*$/;

function objectHeader(text: string, open: number): { num: number; gen: number } | undefined {
  const found = OBJECT_HEADER.exec(text.slice(Math.max(0, open - 256), open));
  return found ? { num: Number(found[1]), gen: Number(found[2]) } : undefined;
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

/** Whether `c` ends a PDF keyword (whitespace, a delimiter, or the end). */
function endsKeyword(c: string | undefined): boolean {
  return c === undefined || /[\0\t\n\f\r ()<>[\]{}/%]/.test(c);
}

/** The `>>` closing the dictionary before the `stream` keyword at `keyword`, with only whitespace and comments between, or -1. */
function dictionaryClose(text: string, keyword: number): number {
  let candidate = keyword;
  for (let tries = 0; tries < 8; tries++) {
    candidate = text.lastIndexOf(">>", candidate - 1);
    if (candidate < 0 || keyword - candidate > 4096) return -1;
    if (SPACE_AND_COMMENTS.test(text.slice(candidate + 2, keyword))) return candidate + 1;
  }
  return -1;
}

/** A value with an indirect reference resolved from the file's text. */
function resolved(text: string, value: PdfValue | undefined): PdfValue | undefined {
  return value?.kind === "ref" ? indirectValue(text, value.num, value.gen) : value;
}

/** Whether an `endstream` keyword follows `at`, after whitespace and comments, as PDF.js checks `/Length`. */
function endstreamAt(text: string, at: number): boolean {
  let i = at;
  for (;;) {
    while (i < text.length && WHITESPACE.has(text.charCodeAt(i))) i++;
    if (text[i] !== "%") break;
    while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
  }
  return text.startsWith("endstream", i) && endsKeyword(text[i + 9]);
}

/**
 * Every `stream … endstream` of the file with its dictionary, in file order.
 * The file is read as text one character per byte, bytes 0x80–0xFF as
 * U+F780–U+F7FF ("x-user-defined"), so that a string's raw bytes come back
 * with `& 0xff` ("latin1" is Windows-1252 here, and turns 0x80 into "€").
 *
 * @internal tested alone: each stream with its nested dictionary, which `checkInflatedSize()` only sums.
 */
export function* rawStreams(bytes: Uint8Array): Generator<RawStream> {
  const text = new TextDecoder("x-user-defined").decode(bytes);
  let at = 0;
  while ((at = text.indexOf("stream", at)) !== -1) {
    const keyword = at;
    at += 6;
    if (text.startsWith("end", keyword - 3) || !endsKeyword(text[keyword + 6])) continue;
    const close = dictionaryClose(text, keyword);
    if (close < 0) continue;
    const open = dictionaryStart(text, close + 1);
    if (open < 0) continue;
    // The data starts on the line after the keyword (PDF.js skips to the next line).
    let start = keyword + 6;
    while (start < text.length && text[start] !== "\n" && text[start] !== "\r") start++;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const dictionary = text.slice(open, close + 1);
    const length = resolved(text, dictionaryEntries(dictionary).get("Length"));
    let end: number;
    if (
      length?.kind === "number" && Number.isInteger(length.value) && length.value >= 0 &&
      start + length.value <= text.length && endstreamAt(text, start + length.value)
    ) {
      end = start + length.value;
    } else {
      const found = text.indexOf("endstream", start);
      end = found === -1 ? text.length : found;
      // The end of line before `endstream` is not part of the data.
      if (text[end - 1] === "\n") end--;
      if (text[end - 1] === "\r") end--;
      end = Math.max(start, end);
    }
    yield { dictionary, data: bytes.subarray(start, end), ...objectHeader(text, open) };
    at = Math.max(end, at);
  }
}

/**
 * The names of a stream's filters, in order, as PDF.js takes them: `/F`
 * before `/Filter`, a name or an array of names, either indirect. A filter
 * that cannot be told (an object inside an object stream) is taken as Flate,
 * the worst case; a value that is not a name ends the chain there.
 */
function filtersOf(text: string, dictionary: string): string[] {
  const entries = dictionaryEntries(dictionary);
  const key = entries.has("F") ? "F" : "Filter";
  if (!entries.has(key)) return [];
  const value = resolved(text, entries.get(key));
  if (value === undefined) return ["FlateDecode"];
  if (value.kind === "name") return [value.name];
  if (value.kind !== "array") return [];
  const names: string[] = [];
  for (const item of value.items) {
    const filter = item.kind === "ref" ? indirectValue(text, item.num, item.gen) : item;
    if (filter === undefined) names.push("FlateDecode");
    else if (filter.kind === "name") names.push(filter.name);
    else break;
  }
  return names;
}

/**
 * Bytes the filter chain puts out over `data`, summed over every stage,
 * stopping once past `budget` (damaged data counts what came out).
 */
async function decodedSize(
  data: Uint8Array,
  filters: readonly string[],
  earlyChange: number,
  budget: number,
  signal?: AbortSignal,
): Promise<number> {
  let total = 0;
  // Fed in small chunks, so that what decodes before a damaged part is counted.
  let offset = 0;
  let stream: ReadableStream<Uint8Array> = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.slice(offset, offset + INPUT_CHUNK));
      offset += INPUT_CHUNK;
    },
  });
  let stages = 0;
  for (const name of filters) {
    const decoder = decoderFor(name, earlyChange, budget);
    // An image codec: PDF.js decodes it only to paint, so the chain is followed no further.
    if (decoder === undefined) break;
    stream = stream.pipeThrough(decoder).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > budget) throw new LimitError("over budget");
          controller.enqueue(chunk);
        },
      }),
    );
    stages++;
  }
  if (stages === 0) return 0;
  const reader = stream.getReader();
  try {
    while (total <= budget) {
      signal?.throwIfAborted();
      const { done } = await reader.read();
      if (done) break;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // A damaged or unterminated stream, or the budget spent: what came out counts.
  } finally {
    await reader.cancel().catch(() => {});
  }
  return total;
}

/**
 * The ways PDF.js may read a stream's bytes before its filters: as they are,
 * and decrypted by each cipher of an encrypted file (`pdf_decrypt.ts`).
 */
function readings(stream: RawStream, ciphers: ReturnType<typeof streamCiphers>): Uint8Array[] {
  if (ciphers.length === 0) return [stream.data];
  if (stream.num === undefined || stream.gen === undefined) {
    throw new LimitError(
      "the PDF is encrypted and one of its streams has no object number to decrypt it by, so it cannot be checked",
    );
  }
  const { num, gen } = stream;
  return [stream.data, ...ciphers.map((cipher) => cipher(stream.data, num, gen))];
}

/**
 * Refuses a PDF whose streams decode to more than `maxInflatedBytes` in all,
 * before any parser decodes them. An encrypted file's streams are counted
 * decrypted as PDF.js will decrypt them (each stream's largest reading).
 */
export async function checkInflatedSize(
  bytes: Uint8Array,
  maxInflatedBytes: number = MAX_INFLATED_BYTES,
  signal?: AbortSignal,
): Promise<void> {
  let total = 0;
  const streams = [...rawStreams(bytes)];
  if (streams.length === 0) return;
  const text = new TextDecoder("x-user-defined").decode(bytes);
  const ciphers = streamCiphers(text, streams.map((stream) => stream.dictionary));
  for (const stream of streams) {
    const filters = filtersOf(text, stream.dictionary);
    if (filters.length === 0) continue;
    if (ciphers.length > 0 && filters.indexOf("Crypt") > 0) {
      throw new LimitError(
        "the PDF is encrypted and a stream decrypts in the middle of its filters, so it cannot be checked",
      );
    }
    const earlyChange = /\/EarlyChange\s+0(?![0-9.])/.test(stream.dictionary) ? 0 : 1;
    let largest = 0;
    for (const data of readings(stream, ciphers)) {
      signal?.throwIfAborted();
      const size = await decodedSize(data, filters, earlyChange, maxInflatedBytes - total, signal);
      largest = Math.max(largest, size);
      if (total + largest > maxInflatedBytes) break;
    }
    total += largest;
    if (total > maxInflatedBytes) {
      throw new LimitError(
        `the document's compressed streams inflate to more than ${
          Math.round(maxInflatedBytes / 1024 / 1024)
        } MB, the limit per document (a PDF made to exhaust memory)`,
      );
    }
  }
}
