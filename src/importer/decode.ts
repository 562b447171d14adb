/**
 * Turning the bytes of a text export into text: UTF-8 with or without a
 * byte-order mark, or Windows-1250 (what Polish Excel often saves) when the
 * bytes are not valid UTF-8.
 *
 * @module
 */

/** The encodings a text input is read in. */
export type TextEncoding = "utf-8" | "windows-1250";

/** Decoded text and the encoding it was read in. */
export interface Decoded {
  readonly text: string;
  readonly encoding: TextEncoding;
}

/**
 * Decodes a text file. A UTF-8 BOM is dropped; bytes that are not valid
 * UTF-8 are read as Windows-1250.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), { text: "A", encoding: "utf-8" });
 * assert.deepEqual(decodeText(new Uint8Array([0xbf, 0x65, 0x6c])), { text: "żel", encoding: "windows-1250" });
 * ```
 */
export function decodeText(bytes: Uint8Array): Decoded {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1250").decode(bytes), encoding: "windows-1250" };
  }
}
