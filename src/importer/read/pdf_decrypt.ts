/**
 * Decrypting an encrypted PDF's streams for the flate guard
 * (`pdf_streams.ts`), the way PDF.js will. A PDF encrypted with an empty user
 * password (only an "owner" password, common for lab reports) opens in
 * PDF.js without asking: its streams are decrypted, then inflated. Counted as
 * they lie in the file, ciphertext inflates to nothing, and a bomb inside
 * passed the guard. So the guard decrypts them first, with PDF.js's
 * own rules: the standard security handler (`/Filter /Standard`), `/V` 1, 2,
 * 4 or 5, `/R` 2 to 6, RC4 and AES-128 with the per-object key, AES-256 with
 * the file key; the key made from the empty password, checked against `/U`
 * (when it does not match, PDF.js asks for a password and reads no
 * encrypted stream, so there is nothing more to count). Where the file may
 * be read more than one way (several trailers, several crypt filters, an
 * XRef stream that is never encrypted), every reading is offered and the
 * guard counts the largest.
 *
 * @module
 */

import { createCipheriv, createDecipheriv, createHash } from "node:crypto";
import { LimitError } from "./limits.ts";
import { dictionaryEntries, indirectValue, type PdfValue } from "./pdf_objects.ts";

/** The padding string of the standard security handler (the empty password, padded). */
const PASSWORD_PADDING = Uint8Array.of(
  40,
  191,
  78,
  94,
  78,
  117,
  138,
  65,
  100,
  0,
  78,
  86,
  255,
  250,
  1,
  8,
  46,
  46,
  0,
  182,
  208,
  104,
  62,
  128,
  47,
  12,
  169,
  254,
  100,
  83,
  105,
  122,
);

type Entries = ReadonlyMap<string, PdfValue>;

/** A stream cipher: the stream's bytes and its object number and generation, to plaintext. */
type Cipher = (data: Uint8Array, num: number, gen: number) => Uint8Array;

function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function digest(algorithm: string, data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash(algorithm).update(data).digest());
}

/**
 * RC4, as PDF.js's ARCFourCipher.
 *
 * @internal tested alone against RC4's published test vector; encrypted PDFs test it only as a whole.
 */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** AES-CBC without padding checks: PDF.js decrypts whole blocks and drops a partial one. */
function aesCbc(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const whole = data.subarray(0, data.length - (data.length % 16));
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  decipher.setAutoPadding(false);
  return new Uint8Array(decipher.update(whole));
}

/** An AES stream: its first 16 bytes are the IV. */
function aesStream(key: Uint8Array, data: Uint8Array): Uint8Array {
  return data.length < 32 ? new Uint8Array() : aesCbc(key, data.subarray(0, 16), data.subarray(16));
}

/** The per-object key of RC4 and AES-128 (PDF.js's `#buildObjectKey`). */
function objectKey(fileKey: Uint8Array, num: number, gen: number, aes: boolean): Uint8Array {
  const suffix = Uint8Array.of(
    num & 255,
    (num >> 8) & 255,
    (num >> 16) & 255,
    gen & 255,
    (gen >> 8) & 255,
  );
  const salt = aes ? Uint8Array.of(0x73, 0x41, 0x6c, 0x54) : new Uint8Array();
  return digest("md5", concat(fileKey, suffix, salt)).subarray(0, Math.min(fileKey.length + 5, 16));
}

const bytesOf = (value: PdfValue | undefined) =>
  value?.kind === "string" ? value.bytes : new Uint8Array();
const numberOf = (value: PdfValue | undefined) =>
  value?.kind === "number" ? value.value : undefined;

/** The file key of `/V` 1, 2 and 4 from the empty password, or `undefined` when `/U` rejects it. */
function rc4FileKey(encrypt: Entries, fileId: Uint8Array, keyBits: number): Uint8Array | undefined {
  const v = numberOf(encrypt.get("V"));
  const revision = numberOf(encrypt.get("R")) ?? 0;
  const owner = bytesOf(encrypt.get("O")).subarray(0, 32);
  const user = bytesOf(encrypt.get("U")).subarray(0, 32);
  const p = numberOf(encrypt.get("P")) ?? 0;
  const metadata = encrypt.get("EncryptMetadata");
  const encryptMetadata = !(v === 4 && metadata?.kind === "bool" && !metadata.value);
  const permissions = Uint8Array.of(p & 255, (p >> 8) & 255, (p >> 16) & 255, (p >>> 24) & 255);
  const noMetadata = revision >= 4 && !encryptMetadata ? Uint8Array.of(255, 255, 255, 255) : [];
  let hash = digest(
    "md5",
    concat(PASSWORD_PADDING, owner, permissions, fileId, Uint8Array.from(noMetadata)),
  );
  const length = keyBits >> 3;
  if (revision >= 3) {
    for (let i = 0; i < 50; i++) {
      hash = digest("md5", hash.subarray(0, length));
    }
  }
  const key = hash.subarray(0, length);
  let check: Uint8Array;
  if (revision >= 3) {
    check = rc4(key, digest("md5", concat(PASSWORD_PADDING, fileId)));
    for (let i = 1; i <= 19; i++) check = rc4(key.map((b) => b ^ i), check);
  } else {
    check = rc4(key, PASSWORD_PADDING);
  }
  if (!check.every((b, i) => user[i] === b)) return undefined;
  if (v === 4 && key.length < 16) return concat(key, new Uint8Array(16 - key.length));
  return key;
}

/** The hash of `/R` 6 (PDF.js's PDF20 `_hash`) for the empty password, or SHA-256 for `/R` 5. */
function hash2B(input: Uint8Array, revision: number): Uint8Array {
  let k = digest("sha256", input).subarray(0, 32);
  if (revision < 6) return k;
  let e = new Uint8Array([0]);
  for (let round = 0; round < 64 || e.at(-1)! > round - 32; round++) {
    // The password (empty here), the last hash and the user key (none here), 64 times.
    const repeated = new Uint8Array(k.length * 64);
    for (let i = 0; i < 64; i++) repeated.set(k, i * k.length);
    const cipher = createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = new Uint8Array(cipher.update(repeated));
    const choice = e.subarray(0, 16).reduce((n, b) => n + b, 0) % 3;
    k = digest(["sha256", "sha384", "sha512"][choice]!, e);
  }
  return k.subarray(0, 32);
}

/** The file key of `/V` 5 from the empty password, or `undefined` when `/U` rejects it. */
function aes256FileKey(encrypt: Entries): Uint8Array | undefined {
  const revision = numberOf(encrypt.get("R")) ?? 6;
  const user = bytesOf(encrypt.get("U"));
  const userEncrypted = bytesOf(encrypt.get("UE"));
  if (user.length < 48 || userEncrypted.length < 32) return undefined;
  const check = hash2B(user.subarray(32, 40), revision);
  if (!check.every((b, i) => user[i] === b)) return undefined;
  const key = hash2B(user.subarray(40, 48), revision);
  return aesCbc(key, new Uint8Array(16), userEncrypted.subarray(0, 32));
}

/** The ciphers of one encryption dictionary (one per crypt filter), none when the empty password fails. */
function ciphersOf(text: string, encrypt: Entries, fileId: Uint8Array): Cipher[] {
  const filter = encrypt.get("Filter");
  if (filter?.kind !== "name" || filter.name !== "Standard") {
    throw new LimitError(
      "the PDF is encrypted with a security handler other than the standard one; it cannot be checked",
    );
  }
  const v = numberOf(encrypt.get("V"));
  const resolve = (value: PdfValue | undefined) =>
    value?.kind === "ref" ? indirectValue(text, value.num, value.gen) : value;
  const cryptFilters = resolve(encrypt.get("CF"));
  const methods: string[] = [];
  let streamFilterBits: number | undefined;
  const streamFilter = encrypt.get("StmF");
  if (cryptFilters?.kind === "dict") {
    for (const [name, value] of cryptFilters.entries) {
      const cf = resolve(value);
      if (cf?.kind !== "dict") continue;
      if (streamFilter?.kind === "name" && streamFilter.name === name) {
        streamFilterBits = numberOf(cf.entries.get("Length"));
      }
      const method = cf.entries.get("CFM");
      if (method?.kind === "name" && method.name !== "None") methods.push(method.name);
    }
  }
  if (v === 5) {
    const key = aes256FileKey(encrypt);
    return key === undefined ? [] : [(data) => aesStream(key, data)];
  }
  if (v !== 1 && v !== 2 && v !== 4) return [];
  let bits = numberOf(encrypt.get("Length"));
  // As PDF.js: the stream crypt filter's /Length (in bytes or bits), else 128.
  if (bits === undefined) {
    bits = v <= 3 ? 40 : (streamFilterBits || 128);
    if (bits < 40) bits <<= 3;
  }
  if (!Number.isInteger(bits) || bits < 40 || bits % 8 !== 0) return [];
  const key = rc4FileKey(encrypt, fileId, bits);
  if (key === undefined) return [];
  const rc4Cipher: Cipher = (data, num, gen) => rc4(objectKey(key, num, gen, false), data);
  if (v !== 4) return [rc4Cipher];
  return methods.map((method): Cipher =>
    method === "AESV2"
      ? (data, num, gen) => aesStream(objectKey(key, num, gen, true), data)
      : method === "AESV3"
      ? (data) => aesStream(key, data)
      : rc4Cipher
  );
}

/** Every trailer dictionary of the file: after `trailer`, and each XRef stream's. */
function trailers(text: string, streamDictionaries: readonly string[]): Entries[] {
  const found: Entries[] = [];
  const keyword = /trailer(?:[\0\t\n\f\r ]|%[^\r\n]*)*<</g;
  for (const match of text.matchAll(keyword)) {
    const open = match.index + match[0].length - 2;
    found.push(dictionaryEntries(text.slice(open, open + 65_536)));
  }
  for (const dictionary of streamDictionaries) {
    const entries = dictionaryEntries(dictionary);
    const type = entries.get("Type");
    if (type?.kind === "name" && type.name === "XRef") found.push(entries);
  }
  return found;
}

/**
 * The ways to decrypt the streams of the file `text` (whose streams'
 * dictionaries are `streamDictionaries`), one cipher per encryption
 * dictionary and crypt filter; none for a file that is not encrypted, or
 * whose streams PDF.js will not decrypt without a password. Throws a
 * {@link LimitError} for an encryption the guard cannot follow.
 */
export function streamCiphers(text: string, streamDictionaries: readonly string[]): Cipher[] {
  const ciphers: Cipher[] = [];
  const seen = new Set<string>();
  for (const trailer of trailers(text, streamDictionaries)) {
    const reference = trailer.get("Encrypt");
    if (reference === undefined) continue;
    const encrypt = reference.kind === "ref"
      ? indirectValue(text, reference.num, reference.gen)
      : reference;
    if (encrypt?.kind !== "dict") {
      throw new LimitError(
        "the PDF is encrypted and its encryption dictionary cannot be found, so it cannot be checked",
      );
    }
    const ids = trailer.get("ID");
    const fileId = ids?.kind === "array" ? bytesOf(ids.items[0]) : new Uint8Array();
    if (reference.kind === "ref") {
      const identity = `${reference.num} ${reference.gen} ${fileId.join(",")}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
    }
    ciphers.push(...ciphersOf(text, encrypt.entries, fileId));
  }
  return ciphers;
}
