/**
 * Guards the encrypted flate bomb: a PDF encrypted with an empty user
 * password opens in PDF.js without asking, which decrypts its streams and
 * inflates them, while the flate guard counted the ciphertext (nothing
 * inflates) and let an 8 MiB bomb through at a 4 MiB cap, under every cipher.
 *
 * The fixtures in tests/fixtures/importer/encrypted/ were made by qpdf 11
 * (an encryptor that is not ours) from two plain one-page PDFs: `bomb`, whose
 * content stream inflates to 8 MiB of spaces and one text line, and `plain`,
 * a lab line ("Hemoglobina 14,2 g/dl 12,0 - 16,0", drawn 2024-03-05):
 * `qpdf --encrypt "" owner 40` (RC4, R2), `128 --use-aes=n` (RC4, R3),
 * `128 --use-aes=y` (AES-128, R4), `256 --force-R5` (AES-256, R5) and `256`
 * (AES-256, R6), with `--allow-weak-crypto` for RC4; `plain-pw-aes-128` has
 * the user password "user".
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { DEFAULT_LIMITS, LimitError } from "./limits.ts";
import { rc4 } from "./pdf_decrypt.ts";
import { checkInflatedSize } from "./pdf_streams.ts";
import { readDocument } from "../pipeline/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const MiB = 1024 * 1024;
const CIPHERS = ["rc4-40", "rc4-128", "aes-128", "aes-256-r5", "aes-256"];

/** The file as text, one character per byte, and back (as `pdf_streams.ts` reads it). */
const asText = (bytes: Uint8Array) => new TextDecoder("x-user-defined").decode(bytes);
const asBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

const fixture = (name: string) =>
  Deno.readFile(
    new URL(`../../../tests/fixtures/importer/encrypted/${name}.pdf`, import.meta.url),
  );

/** Whether the guard refuses `pdf` at a cap of `cap` bytes. */
async function refusedAt(pdf: Uint8Array, cap: number): Promise<boolean> {
  try {
    await checkInflatedSize(pdf, cap);
    return false;
  } catch (error) {
    if (error instanceof LimitError && /inflate to more than/.test(error.message)) return true;
    throw error;
  }
}

for (const cipher of CIPHERS) {
  Deno.test(`an encrypted flate bomb (${cipher}) is refused before PDF.js inflates it`, async () => {
    const bomb = await fixture(`bomb-${cipher}`);
    assert.ok(await refusedAt(bomb, 4 * MiB), "8 MiB of plaintext at a 4 MiB cap");
    // The decrypted stream is counted once, as what it is: 8 MiB and a line pass a 9 MiB cap.
    assert.equal(await refusedAt(bomb, 9 * MiB), false);
    await assert.rejects(
      readDocument({ path: "/x/bomb.pdf", kind: "pdf" }, bomb, index, undefined, {
        ...DEFAULT_LIMITS,
        maxInflatedBytes: 4 * MiB,
      }),
      /inflate to more than 4 MB, the limit per document/,
    );
  });

  Deno.test(`an ordinary encrypted PDF (${cipher}) is read, its streams counted decrypted`, async () => {
    const pdf = await fixture(`plain-${cipher}`);
    // Its content stream inflates to 148 bytes; ciphertext would inflate to nothing.
    assert.ok(await refusedAt(pdf, 100));
    assert.equal(await refusedAt(pdf, 200), false);
    const parsed = await readDocument({ path: "/x/plain.pdf", kind: "pdf" }, pdf, index);
    assert.deepEqual(
      parsed.rows.map((row) => [row.name, row.value, row.unit, row.date]),
      [["Hemoglobina", { value: 14.2 }, "g/dl", "2024-03-05"]],
    );
  });
}

Deno.test("a PDF with a user password is held with the reason and the way out", async () => {
  const pdf = await fixture("plain-pw-aes-128");
  await checkInflatedSize(pdf, 100); // PDF.js decrypts nothing without the password
  await assert.rejects(
    readDocument({ path: "/x/locked.pdf", kind: "pdf" }, pdf, index),
    /protected by a password.*save or print it as a new PDF without a password/,
  );
});

Deno.test("an encryption dictionary named with #xx escapes is still found", async () => {
  const bomb = asText(await fixture("bomb-aes-128"));
  const hidden = bomb.replace(/\/Encrypt(?=\s)/g, "/Encr#79pt");
  assert.notEqual(hidden, bomb);
  assert.ok(await refusedAt(asBytes(hidden), 4 * MiB));
});

Deno.test("/O and /U written as literal strings of raw bytes give the same key", async () => {
  // Bytes 0x80-0x9F came back wrong through a "latin1" (Windows-1252) decoder.
  const bomb = asText(await fixture("bomb-rc4-128"));
  let raw: number[] = [];
  const literal = bomb.replace(/\/([OU])\s*<([0-9a-fA-F]+)>/g, (_, key: string, hex: string) => {
    const bytes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
    raw = [...raw, ...bytes];
    const escaped = bytes.map((b) =>
      b === 0x28 || b === 0x29 || b === 0x5c
        ? `\\${String.fromCharCode(b)}`
        : String.fromCharCode(b)
    );
    return `/${key} (${escaped.join("")})`;
  });
  assert.ok(raw.some((b) => b >= 0x80 && b <= 0x9f), "the fixture's /O and /U hold such a byte");
  assert.ok(await refusedAt(asBytes(literal), 4 * MiB));
});

Deno.test("an encrypted PDF whose encryption dictionary cannot be found is held, not counted as ciphertext", async () => {
  const bomb = asText(await fixture("bomb-rc4-128"));
  const reference = /\/Encrypt\s+(\d+)\s+0\s+R/.exec(bomb);
  assert.ok(reference);
  const lost = bomb.replace(new RegExp(`(^|\\n)${reference[1]} 0 obj`), "$1999 0 obj");
  await assert.rejects(
    checkInflatedSize(asBytes(lost), 4 * MiB),
    /encrypted and its encryption dictionary cannot be found/,
  );
});

Deno.test("rc4() matches the published test vector", () => {
  // RFC 6229 is for keys of 40+ bits; this is the classic "Key"/"Plaintext" vector.
  const out = rc4(new TextEncoder().encode("Key"), new TextEncoder().encode("Plaintext"));
  assert.equal([...out].map((b) => b.toString(16).padStart(2, "0")).join(""), "bbf316e8d940af0ad3");
});
