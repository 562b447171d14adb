/**
 * The store index file's content, as bytes and back: what a read of the
 * store leaves in memory (each file's state, every code's columns, the
 * interned strings, the duplicates found), so that a later process can take
 * it up instead of parsing every line again. The importer writes it after
 * each change (`store_index_file.ts`); the server only reads it.
 *
 * The bytes: a 48-byte head (magic, format, the lengths of the two parts and
 * a checksum of both), a JSON part (everything but the columns), then the
 * arrays, each 8-aligned, code by code in the JSON's order: its columns in
 * `KEYS` order, then its block aggregates in `BLOCK_KEYS` order. {@link decodeStoreImage} trusts none of it: every
 * length, id, enum value and the date order is checked, and any damage is a
 * {@link StoreImageError} (the caller then reads the store itself).
 *
 * @module
 */

import type { FileState } from "./append_plan.ts";
import { type Arrays, KEYS } from "./column_arrays.ts";
import type { IndexImage } from "./column_index.ts";
import {
  BLOCK,
  BLOCK_KEYS,
  type Blocks,
  COMPARATORS,
  FLAGS,
  LAB_FLAGS,
} from "../domain/series/series_columns.ts";
import { DATE_FORMAT } from "./line_parser/row_scratch.ts";
import { hashBytes } from "./prefix_hash.ts";
import { MAX_DECIMALS } from "./schemas.ts";

/** A store file as the image saw it: its state, plus what else tells a rewrite. */
export interface FileImage extends FileState {
  readonly name: string;
  readonly dev: number;
  readonly ctime: number | null;
}

/** Everything a read of the store leaves, as plain data. */
export interface StoreImage {
  /** The version of the program that wrote it: another version reads the store itself. */
  readonly version: string;
  readonly files: readonly FileImage[];
  readonly index: IndexImage;
}

/** Bytes that are not a store image this program can take up, and why. */
export class StoreImageError extends Error {}

const MAGIC = "BWSTORE\n";
/** Bumped whenever what the image holds, or what a read of the store produces, changes. */
const IMAGE_FORMAT = 2;
const HEAD = 48;
const CHECKSUM_AT = 24;

const pad = (n: number, to: number) => Math.ceil(n / to) * to;

/** The image as bytes. */
export function encodeStoreImage(image: StoreImage): Uint8Array {
  const { index } = image;
  const header = new TextEncoder().encode(JSON.stringify({
    version: image.version,
    files: image.files,
    texts: index.texts.map((t) => t ?? null),
    duplicates: index.duplicates,
    codes: index.codes.map((code) => ({
      code: code.code,
      raws: code.raws,
      length: code.length,
      units: code.units.map((u) => u ?? null),
      ranges: code.ranges.flatMap((r) => [nan(r.lo), nan(r.hi), r.text, r.lab]),
      odd: code.odd,
      blocks: code.blocks.count,
    })),
  }));
  const headerLength = pad(header.length, 16);
  let bodyLength = 0;
  for (const code of index.codes) {
    for (const array of arraysOf(code)) bodyLength = pad(bodyLength, 8) + array.byteLength;
  }
  bodyLength = pad(bodyLength, 16);
  const bytes = new Uint8Array(HEAD + headerLength + bodyLength);
  bytes.set(new TextEncoder().encode(MAGIC));
  const view = new DataView(bytes.buffer);
  view.setUint32(8, IMAGE_FORMAT, true);
  view.setUint32(12, headerLength, true);
  view.setUint32(16, bodyLength, true);
  bytes.fill(0x20, HEAD, HEAD + headerLength);
  bytes.set(header, HEAD);
  let at = HEAD + headerLength;
  for (const code of index.codes) {
    for (const array of arraysOf(code)) {
      at = pad(at, 8);
      bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
      at += array.byteLength;
    }
  }
  bytes.set(new TextEncoder().encode(checksumOf(bytes)), CHECKSUM_AT);
  return bytes;
}

const nan = (n: number) => (Number.isNaN(n) ? null : n);

/** The hash of everything after the head, as at most 16 hex digits (the head keeps 24 bytes for it). */
function checksumOf(bytes: Uint8Array): string {
  return hashBytes(bytes.subarray(HEAD)).split(":")[0]!;
}

/** The image in `bytes`, checked; {@link StoreImageError} says what is wrong. */
export function decodeStoreImage(input: Uint8Array): StoreImage {
  // Views need aligned offsets: a misaligned input is copied once.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  if (bytes.length < HEAD) throw new StoreImageError("it is too short");
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new StoreImageError("it is not a store index");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const format = view.getUint32(8, true);
  if (format !== IMAGE_FORMAT) throw new StoreImageError(`its format is ${format}`);
  const headerLength = view.getUint32(12, true), bodyLength = view.getUint32(16, true);
  if (
    headerLength % 16 !== 0 || bodyLength % 16 !== 0 || view.getUint32(20, true) !== 0 ||
    HEAD + headerLength + bodyLength !== bytes.length
  ) {
    throw new StoreImageError("its lengths do not add up (a torn or damaged file)");
  }
  const checksum = new TextDecoder().decode(bytes.subarray(CHECKSUM_AT, HEAD)).replace(/\0+$/, "");
  if (checksumOf(bytes) !== checksum) {
    throw new StoreImageError("its checksum does not match (a damaged file)");
  }
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(HEAD, HEAD + headerLength)));
  } catch {
    throw new StoreImageError("its header is not JSON");
  }
  const image = checkedHeader(header);
  let at = HEAD + headerLength;
  const next = (type: ArrayType, length: number): ArrayBufferView => {
    at = pad(at, 8);
    const end = at + length * type.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new StoreImageError("its columns are cut short");
    const array = new type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
    at = end;
    return array;
  };
  const codes = image.codes.map(({ blocks: count, ...code }) => {
    const arrays: Record<string, unknown> = {};
    for (const key of KEYS) arrays[key] = next(ARRAY_TYPES[key], code.length);
    const blocks: Record<string, unknown> = { count };
    for (const key of BLOCK_KEYS) blocks[key] = next(BLOCK_TYPES[key], count);
    return { ...code, arrays: arrays as unknown as Arrays, blocks: blocks as unknown as Blocks };
  });
  if (pad(at, 16) !== bytes.length) throw new StoreImageError("its columns do not fill it");
  const index = { texts: image.texts, duplicates: image.duplicates, codes };
  checkColumns(index, image.files);
  return { version: image.version, files: image.files, index };
}

/** A typed array's constructor over a buffer. */
type ArrayType =
  | Uint8ArrayConstructor
  | Uint32ArrayConstructor
  | Int32ArrayConstructor
  | Float64ArrayConstructor;

/** The arrays of one code in the order they are stored: its columns, then its blocks. */
function arraysOf(code: IndexImage["codes"][number]): ArrayBufferView[] {
  return [...KEYS.map((key) => code.arrays[key]), ...BLOCK_KEYS.map((key) => code.blocks[key])];
}

const BLOCK_TYPES = {
  exactN: Int32Array,
  exactMin: Float64Array,
  exactMax: Float64Array,
  exactMinAt: Int32Array,
  exactMaxAt: Int32Array,
  firstExact: Int32Array,
  lastExact: Int32Array,
  censored: Int32Array,
  oorN: Int32Array,
  numN: Int32Array,
  numSum: Float64Array,
  numMin: Float64Array,
  numMax: Float64Array,
  numMinAt: Int32Array,
  numMaxAt: Int32Array,
  oorMin: Float64Array,
  oorMax: Float64Array,
  oorMinAt: Int32Array,
  oorMaxAt: Int32Array,
} as const satisfies Record<(typeof BLOCK_KEYS)[number], unknown>;

const ARRAY_TYPES = {
  time: Float64Array,
  num: Float64Array,
  fmt: Uint8Array,
  cmp: Uint8Array,
  flag: Uint8Array,
  lab: Uint8Array,
  dec: Uint8Array,
  unit: Uint32Array,
  text: Uint32Array,
  range: Uint32Array,
  prov: Uint32Array,
  file: Uint32Array,
  line: Uint32Array,
} as const;

// --- The JSON part, checked field by field ---------------------------------

type Json = Record<string, unknown>;

function fail(where: string, what: string): never {
  throw new StoreImageError(`${where} ${what}`);
}
function object(value: unknown, where: string): Json {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail(where, "is not an object");
  }
  return value as Json;
}
function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(where, "is not a list");
  return value;
}
function count(value: unknown, where: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(where, "is not a count");
  return value as number;
}
function text(value: unknown, where: string): string {
  if (typeof value !== "string") fail(where, "is not a string");
  return value;
}
function maybe<T>(
  value: unknown,
  where: string,
  read: (v: unknown, w: string) => T,
): T | undefined {
  return value === null || value === undefined ? undefined : read(value, where);
}
function real(value: unknown, where: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) fail(where, "is not a number");
  return value;
}

function checkedFile(value: unknown, where: string): FileImage {
  const f = object(value, where);
  const problems = list(f.problems, `${where}.problems`).map((p, i) => {
    const o = object(p, `${where}.problems[${i}]`);
    return {
      line: count(o.line, `${where}.problems[${i}].line`),
      reason: text(o.reason, `${where}.problems[${i}].reason`),
    };
  });
  if (typeof f.tailServed !== "boolean") fail(`${where}.tailServed`, "is not true or false");
  const unfinishedLine = maybe(f.unfinishedLine, `${where}.unfinishedLine`, count);
  return {
    name: text(f.name, `${where}.name`),
    dev: count(f.dev, `${where}.dev`),
    ino: maybe(f.ino, `${where}.ino`, count) ?? null,
    mtime: maybe(f.mtime, `${where}.mtime`, real) ?? null,
    ctime: maybe(f.ctime, `${where}.ctime`, real) ?? null,
    size: count(f.size, `${where}.size`),
    consumed: count(f.consumed, `${where}.consumed`),
    nextLine: count(f.nextLine, `${where}.nextLine`),
    problems,
    badLines: count(f.badLines, `${where}.badLines`),
    ...(unfinishedLine === undefined ? {} : { unfinishedLine }),
    tailServed: f.tailServed,
    digest: maybe(f.digest, `${where}.digest`, text),
  };
}

function checkedHeader(value: unknown) {
  const h = object(value, "the header");
  const files = list(h.files, "files").map((f, i) => checkedFile(f, `files[${i}]`));
  const texts = list(h.texts, "texts").map((
    t,
    i,
  ) => (i === 0 ? undefined : text(t, `texts[${i}]`)));
  if (texts.length === 0 || list(h.texts, "texts")[0] !== null) fail("texts[0]", "is not null");
  const duplicates = list(h.duplicates, "duplicates").map((d, i) => {
    const o = object(d, `duplicates[${i}]`);
    const listed = list(o.listed, `duplicates[${i}].listed`).map((x, j) => {
      const where = `duplicates[${i}].listed[${j}]`, l = object(x, where);
      const duplicate = {
        file: count(l.file, `${where}.file`),
        line: count(l.line, `${where}.line`),
        firstFile: count(l.firstFile, `${where}.firstFile`),
        firstLine: count(l.firstLine, `${where}.firstLine`),
      };
      if (duplicate.file >= files.length || duplicate.firstFile >= files.length) {
        fail(where, "names no file");
      }
      return duplicate;
    });
    return {
      slot: count(o.slot, `duplicates[${i}].slot`),
      count: count(o.count, `duplicates[${i}].count`),
      listed,
    };
  });
  const codes = list(h.codes, "codes").map((c, i) => {
    const where = `codes[${i}]`, o = object(c, where);
    const flat = list(o.ranges, `${where}.ranges`);
    if (flat.length % 4 !== 0) fail(`${where}.ranges`, "is not in fours");
    const ranges = [];
    for (let r = 0; r < flat.length; r += 4) {
      const at = `${where}.ranges[${r / 4}]`;
      const range = {
        lo: maybe(flat[r], at, real) ?? Number.NaN,
        hi: maybe(flat[r + 1], at, real) ?? Number.NaN,
        text: count(flat[r + 2], at),
        lab: count(flat[r + 3], at),
      };
      if (range.text >= texts.length || range.lab >= texts.length) fail(at, "names no text");
      ranges.push(range);
    }
    return {
      code: text(o.code, `${where}.code`),
      raws: list(o.raws, `${where}.raws`).map((r, j) => text(r, `${where}.raws[${j}]`)),
      length: count(o.length, `${where}.length`),
      units: list(o.units, `${where}.units`).map((u, j) => maybe(u, `${where}.units[${j}]`, text)),
      ranges,
      blocks: count(o.blocks, `${where}.blocks`),
      odd: list(o.odd, `${where}.odd`).map((pair, j) => {
        const p = list(pair, `${where}.odd[${j}]`);
        return [count(p[0], `${where}.odd[${j}]`), text(p[1], `${where}.odd[${j}]`)] as const;
      }),
    };
  });
  return {
    version: text(h.version, "version"),
    files,
    texts,
    duplicates,
    codes,
  };
}

/** Throws unless the blocks cover every whole block, with possible counts and reading indices. */
function checkBlocks({ code, length, blocks }: IndexImage["codes"][number]): void {
  if (blocks.count !== Math.floor(length / BLOCK)) {
    fail(`code ${code}`, "has blocks that do not cover it");
  }
  for (const key of BLOCK_KEYS) {
    const array = blocks[key];
    if (!(array instanceof Int32Array)) continue;
    const counts = key === "exactN" || key === "censored" || key === "oorN" || key === "numN";
    const [low, high] = counts ? [0, BLOCK] : [-1, length - 1];
    for (let b = 0; b < blocks.count; b++) {
      if (array[b]! < low || array[b]! > high) {
        fail(`code ${code}`, `block ${b} has an impossible ${key}`);
      }
    }
  }
}

// --- The columns, checked reading by reading --------------------------------

/**
 * Throws unless every reading's ids, enums, value and date order are
 * possible, in one pass over the columns. (A reading's line is not checked:
 * it only names where the reading came from.)
 */
function checkColumns(index: IndexImage, files: readonly FileImage[]): void {
  const texts = index.texts.length, fileCount = files.length;
  for (const code of index.codes) {
    const { time, num, fmt, cmp, flag, lab, dec, unit, text, range, prov, file } = code.arrays;
    const units = code.units.length, ranges = code.ranges.length;
    let odd = 0, previous = -Infinity;
    for (let i = 0; i < code.length; i++) {
      const t = time[i]!, f = fmt[i]!;
      if (f === DATE_FORMAT.other) odd++;
      if (
        !(t >= previous) || t === Infinity ||
        (f > DATE_FORMAT.secondZ && f !== DATE_FORMAT.other) ||
        cmp[i]! >= COMPARATORS.length || flag[i]! >= FLAGS.length || lab[i]! >= LAB_FLAGS.length ||
        unit[i]! >= units || text[i]! >= texts || range[i]! >= ranges || file[i]! >= fileCount ||
        prov[i]! >= texts ||
        dec[i]! > MAX_DECIMALS + 1 || (dec[i] !== 0 && text[i] !== 0) ||
        (text[i] === 0 ? !Number.isFinite(num[i]!) : num[i] === num[i])
      ) {
        fail(`code ${code.code}`, `reading ${i} is not possible`);
      }
      previous = t;
    }
    if (odd !== code.odd.length || code.odd.some(([i]) => fmt[i] !== DATE_FORMAT.other)) {
      fail(`code ${code.code}`, "has dates in no common shape that do not match their list");
    }
    checkBlocks(code);
  }
}
