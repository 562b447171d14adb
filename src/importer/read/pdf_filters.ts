/**
 * The PDF stream filters that change a stream's size, as streaming decoders,
 * for the flate guard (`pdf_streams.ts`) to follow a chain of filters the way
 * PDF.js will: FlateDecode (`Fl`), LZWDecode (`LZW`, with its EarlyChange),
 * ASCIIHexDecode (`AHx`), ASCII85Decode (`A85`), RunLengthDecode (`RL`),
 * BrotliDecode (PDF.js reads it too: a few hundred bytes can say 1 GB), and
 * Crypt, which passes the bytes on (its decryption is `pdf_decrypt.ts`'s).
 * The image codecs (DCT, JPX, CCITT, JBIG2) are not decoded: PDF.js decodes
 * them only to paint, which the text layer never does. Each decoder tolerates
 * damage the way a counter should: it stops, keeping what it decoded.
 *
 * @module
 */

import { Inflate } from "fflate";
import { createBrotliDecompress } from "node:zlib";

/** A decoder of one filter: bytes in, bytes out, as they stream. */
export type Decoder = TransformStream<Uint8Array, Uint8Array>;

/** A decoder built from a per-chunk step and an optional flush. */
function decoder(
  step: (chunk: Uint8Array, emit: (bytes: Uint8Array) => void) => void,
  flush?: (emit: (bytes: Uint8Array) => void) => void,
): Decoder {
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      step(chunk, (bytes) => controller.enqueue(bytes));
    },
    flush(controller) {
      flush?.((bytes) => controller.enqueue(bytes));
    },
  });
}

function asciiHexDecoder(): Decoder {
  let high = -1;
  let ended = false;
  return decoder((chunk, emit) => {
    if (ended) return;
    const out: number[] = [];
    for (const b of chunk) {
      if (b === 0x3e) {
        ended = true;
        break;
      }
      const digit = b >= 0x30 && b <= 0x39
        ? b - 0x30
        : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66
        ? (b | 0x20) - 0x57
        : -1;
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        out.push((high << 4) | digit);
        high = -1;
      }
    }
    emit(Uint8Array.from(out));
  }, (emit) => {
    if (high >= 0) emit(Uint8Array.of(high << 4));
  });
}

function ascii85Decoder(): Decoder {
  const group: number[] = [];
  let ended = false;
  const flushGroup = (out: number[]) => {
    const n = group.length;
    if (n < 2) return;
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const d of group) value = value * 85 + d;
    const bytes = [value >>> 24 & 255, value >>> 16 & 255, value >>> 8 & 255, value & 255];
    out.push(...bytes.slice(0, n - 1));
    group.length = 0;
  };
  return decoder((chunk, emit) => {
    if (ended) return;
    const out: number[] = [];
    for (const b of chunk) {
      if (b === 0x7e) {
        ended = true;
        break;
      }
      if (b === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
      else if (b >= 0x21 && b <= 0x75) {
        group.push(b - 0x21);
        if (group.length === 5) {
          let value = 0;
          for (const d of group) value = value * 85 + d;
          out.push(value >>> 24 & 255, value >>> 16 & 255, value >>> 8 & 255, value & 255);
          group.length = 0;
        }
      }
    }
    emit(Uint8Array.from(out));
  }, (emit) => {
    const out: number[] = [];
    flushGroup(out);
    emit(Uint8Array.from(out));
  });
}

function runLengthDecoder(): Decoder {
  let ended = false;
  let pending: number[] = [];
  return decoder((chunk, emit) => {
    if (ended) return;
    const bytes = [...pending, ...chunk];
    pending = [];
    const out: number[] = [];
    let i = 0;
    while (i < bytes.length) {
      const length = bytes[i]!;
      if (length === 128) {
        ended = true;
        break;
      }
      if (length < 128) {
        if (i + 1 + length + 1 > bytes.length) break;
        for (let k = 0; k <= length; k++) out.push(bytes[i + 1 + k]!);
        i += length + 2;
      } else {
        if (i + 1 >= bytes.length) break;
        for (let k = 0; k < 257 - length; k++) out.push(bytes[i + 1]!);
        i += 2;
      }
    }
    if (!ended) pending = bytes.slice(i);
    emit(Uint8Array.from(out));
  });
}

/** How much compressed data one inflate step takes: what a damaged part can hide. */
const INFLATE_STEP = 1024;

/**
 * Flate as PDF.js inflates it: the two header bytes skipped, no checksum
 * checked, data after the last block ignored. (The platform's
 * DecompressionStream gave nothing at all for a stream with a wrong
 * checksum, which PDF.js inflates whole.) Output comes out as it inflates.
 */
function flateDecoder(): Decoder {
  let header = 2;
  let failed = false;
  let emit: (bytes: Uint8Array) => void = () => {};
  const inflater = new Inflate((chunk) => emit(chunk));
  const push = (bytes: Uint8Array, final: boolean) => {
    if (failed) return;
    try {
      inflater.push(bytes, final);
    } catch {
      failed = true; // damaged: what came out counts
    }
  };
  return decoder((chunk, out) => {
    emit = out;
    let at = Math.min(header, chunk.length);
    header -= at;
    for (; at < chunk.length && !failed; at += INFLATE_STEP) {
      push(chunk.subarray(at, at + INFLATE_STEP), false);
    }
  }, (out) => {
    emit = out;
    push(new Uint8Array(), true);
  });
}

/** The LZW decoder of PDF.js's LZWStream: 9- to 12-bit codes, clear 256, end 257. */
function lzwDecoder(earlyChange: number): Decoder {
  const values = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const previous = new Uint16Array(4096);
  for (let c = 0; c < 256; c++) {
    values[c] = c;
    lengths[c] = 1;
  }
  const sequence = new Uint8Array(4096);
  let sequenceLength = 0;
  let nextCode = 258, codeLength = 9, previousCode = 0;
  let cached = 0, cachedBits = 0;
  let ended = false;
  return decoder((chunk, emit) => {
    if (ended) return;
    const out: Uint8Array[] = [];
    for (const b of chunk) {
      cached = ((cached << 8) | b) >>> 0;
      cachedBits += 8;
      while (!ended && cachedBits >= codeLength) {
        const code = (cached >>> (cachedBits - codeLength)) & ((1 << codeLength) - 1);
        cachedBits -= codeLength;
        cached &= (1 << cachedBits) - 1;
        const hasPrevious = sequenceLength > 0;
        if (code < 256) {
          sequence[0] = code;
          sequenceLength = 1;
        } else if (code >= 258) {
          if (code < nextCode) {
            sequenceLength = lengths[code]!;
            for (let k = sequenceLength - 1, c = code; k >= 0; k--) {
              sequence[k] = values[c]!;
              c = previous[c]!;
            }
          } else if (sequenceLength < 4096) {
            sequence[sequenceLength++] = sequence[0]!;
          }
        } else if (code === 256) {
          codeLength = 9;
          nextCode = 258;
          sequenceLength = 0;
          continue;
        } else {
          ended = true;
          break;
        }
        if (hasPrevious && nextCode < 4096) {
          previous[nextCode] = previousCode;
          lengths[nextCode] = Math.min(lengths[previousCode]! + 1, 4095);
          values[nextCode] = sequence[0]!;
          nextCode++;
          const n = nextCode + earlyChange;
          codeLength = (n & (n - 1)) ? codeLength : Math.min(Math.log2(n) + 1, 12) | 0;
        }
        previousCode = code;
        out.push(sequence.slice(0, sequenceLength));
      }
    }
    const size = out.reduce((n, part) => n + part.length, 0);
    const joined = new Uint8Array(size);
    let at = 0;
    for (const part of out) {
      joined.set(part, at);
      at += part.length;
    }
    emit(joined);
  });
}

/**
 * Brotli through node:zlib, which puts out 16 KB at a time and can be
 * stopped; the platform's DecompressionStream put out a 1 GB bomb as one
 * chunk, after 47 s. It stops itself past `budget` bytes, since the bytes
 * it puts out are queued faster than they are counted.
 */
function brotliDecoder(budget: number): Decoder {
  const brotli = createBrotliDecompress();
  let emit: (bytes: Uint8Array) => void = () => {};
  let out = 0;
  let stopped = false;
  brotli.on("data", (chunk: Uint8Array) => {
    if (stopped) return;
    out += chunk.length;
    emit(new Uint8Array(chunk));
    if (out > budget) {
      stopped = true;
      brotli.destroy();
    }
  });
  const settled = new Promise<void>((resolve) => {
    brotli.on("end", resolve);
    brotli.on("close", resolve);
    brotli.on("error", () => resolve()); // damaged: what came out counts
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      emit = (bytes) => controller.enqueue(bytes);
      if (stopped) return;
      await Promise.race([
        new Promise<void>((resolve) => brotli.write(chunk, () => resolve())),
        settled,
      ]);
    },
    async flush(controller) {
      emit = (bytes) => controller.enqueue(bytes);
      if (!stopped) brotli.end();
      await settled;
    },
  });
}

/** The Crypt filter: the bytes as they are (decryption is counted apart, `pdf_decrypt.ts`). */
function cryptDecoder(): Decoder {
  return new TransformStream<Uint8Array, Uint8Array>();
}

/**
 * The decoder of the filter `name` (long or abbreviated), or `undefined` for
 * a filter that is not followed here (an image codec, or an unknown name).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const decoded = ReadableStream.from([new TextEncoder().encode("48 69>")]).pipeThrough(decoderFor("AHx")!);
 * assert.equal(new TextDecoder().decode(await new Response(decoded).arrayBuffer()), "Hi");
 * assert.equal(decoderFor("DCTDecode"), undefined);
 * ```
 */
export function decoderFor(
  name: string,
  earlyChange = 1,
  budget = Number.MAX_SAFE_INTEGER,
): Decoder | undefined {
  switch (name) {
    case "FlateDecode":
    case "Fl":
      return flateDecoder();
    case "LZWDecode":
    case "LZW":
      return lzwDecoder(earlyChange === 0 ? 0 : 1);
    case "ASCIIHexDecode":
    case "AHx":
      return asciiHexDecoder();
    case "ASCII85Decode":
    case "A85":
      return ascii85Decoder();
    case "RunLengthDecode":
    case "RL":
      return runLengthDecoder();
    case "BrotliDecode":
      return brotliDecoder(budget);
    case "Crypt":
      return cryptDecoder();
    default:
      return undefined;
  }
}
