/**
 * Reads a child process's stdout as UTF-8 text lines, for the fuzzer and the
 * reliability tests that drive the real server over raw JSON-RPC lines.
 *
 * @module
 */

/**
 * Reads `stream` to its end. After every chunk, `onLines` gets the lines that
 * chunk completed (possibly none, without their `\n`); at the end it gets the
 * last, unterminated line, if there is one. A stream that fails because the
 * process went away ends like a stream that ends.
 */
export async function readLines(
  stream: ReadableStream<Uint8Array>,
  onLines: (lines: string[]) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for await (const chunk of stream) {
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      onLines(lines);
    }
  } catch {
    // The process went away: what was read so far is all there is.
  }
  if (buffer !== "") onLines([buffer]);
}
