/**
 * Splitting a byte stream into newline-terminated lines with a bound on the
 * length of a line. A longer line is skipped as it streams in, so its bytes
 * are never held, and is reported once by {@link OVERSIZED}. This is what the
 * SDK's stdio transport lacks: it buffers a line of any length.
 *
 * @module
 */

/** What {@link boundedLines} yields in place of a line longer than the bound. */
export const OVERSIZED: unique symbol = Symbol("oversized line");

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * The lines of `reader`, without their `\n`, as they complete; a line over
 * `maxLineBytes` bytes comes out as {@link OVERSIZED}. Bytes after the last
 * newline (a line cut off by end of input) are dropped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const input = ReadableStream.from([new TextEncoder().encode("ab\nc"), new TextEncoder().encode("d\nxxxxxx\n")]);
 * const lines = [];
 * for await (const line of boundedLines(input.getReader(), 4)) {
 *   lines.push(line === OVERSIZED ? line : new TextDecoder().decode(line));
 * }
 * assert.deepEqual(lines, ["ab", "cd", OVERSIZED]);
 * ```
 */
export async function* boundedLines(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxLineBytes: number,
): AsyncGenerator<Uint8Array | typeof OVERSIZED> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let oversized = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    let start = 0;
    while (start < value.length) {
      const newline = value.indexOf(0x0a, start);
      const end = newline < 0 ? value.length : newline;
      if (!oversized) {
        if (size + end - start > maxLineBytes) {
          oversized = true;
          parts = [];
          size = 0;
        } else if (end > start) {
          // Copy a partial line: the stream may reuse its chunk.
          parts.push(newline < 0 ? value.slice(start, end) : value.subarray(start, end));
          size += end - start;
        }
      }
      if (newline < 0) break;
      const line = oversized ? OVERSIZED : concat(parts, size);
      parts = [];
      size = 0;
      oversized = false;
      start = newline + 1;
      yield line;
    }
  }
}
