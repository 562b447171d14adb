/**
 * The typed arrays that hold one marker code's readings, a column per field
 * (time, number, date format, comparator, flag, lab flag, printed decimals,
 * unit, text, range, provenance, file and line), allocated and grown together by moving their buffers.
 *
 * @module
 */

/** The columns of one code's readings. */
export interface Arrays {
  time: Float64Array;
  num: Float64Array;
  fmt: Uint8Array;
  cmp: Uint8Array;
  flag: Uint8Array;
  lab: Uint8Array;
  /** The printed decimal places: 0 unknown, else decimals + 1. */
  dec: Uint8Array;
  unit: Uint32Array;
  text: Uint32Array;
  range: Uint32Array;
  /** The provenance as a text id (`column_builder.ts`'s encoding): 0 none. */
  prov: Uint32Array;
  file: Uint32Array;
  line: Uint32Array;
}

export function allocate(capacity: number): Arrays {
  return {
    time: new Float64Array(capacity),
    num: new Float64Array(capacity),
    fmt: new Uint8Array(capacity),
    cmp: new Uint8Array(capacity),
    flag: new Uint8Array(capacity),
    lab: new Uint8Array(capacity),
    dec: new Uint8Array(capacity),
    unit: new Uint32Array(capacity),
    text: new Uint32Array(capacity),
    range: new Uint32Array(capacity),
    prov: new Uint32Array(capacity),
    file: new Uint32Array(capacity),
    line: new Uint32Array(capacity),
  };
}

/** An array's buffer moved to room for `capacity` elements (the old buffer is detached). */
function moved(array: { buffer: ArrayBufferLike; BYTES_PER_ELEMENT: number }, capacity: number) {
  return (array.buffer as ArrayBuffer).transfer(capacity * array.BYTES_PER_ELEMENT);
}

/** The arrays at a new capacity, their buffers transferred. */
export function transferred(a: Arrays, capacity: number): Arrays {
  return {
    time: new Float64Array(moved(a.time, capacity)),
    num: new Float64Array(moved(a.num, capacity)),
    fmt: new Uint8Array(moved(a.fmt, capacity)),
    cmp: new Uint8Array(moved(a.cmp, capacity)),
    flag: new Uint8Array(moved(a.flag, capacity)),
    lab: new Uint8Array(moved(a.lab, capacity)),
    dec: new Uint8Array(moved(a.dec, capacity)),
    unit: new Uint32Array(moved(a.unit, capacity)),
    text: new Uint32Array(moved(a.text, capacity)),
    range: new Uint32Array(moved(a.range, capacity)),
    prov: new Uint32Array(moved(a.prov, capacity)),
    file: new Uint32Array(moved(a.file, capacity)),
    line: new Uint32Array(moved(a.line, capacity)),
  };
}

/** Copies of the first `length` elements of each column. */
export function sliced(a: Arrays, length: number): Arrays {
  return {
    time: a.time.slice(0, length),
    num: a.num.slice(0, length),
    fmt: a.fmt.slice(0, length),
    cmp: a.cmp.slice(0, length),
    flag: a.flag.slice(0, length),
    lab: a.lab.slice(0, length),
    dec: a.dec.slice(0, length),
    unit: a.unit.slice(0, length),
    text: a.text.slice(0, length),
    range: a.range.slice(0, length),
    prov: a.prov.slice(0, length),
    file: a.file.slice(0, length),
    line: a.line.slice(0, length),
  };
}

/** The names of the columns, for copying each. */
export const KEYS = [
  "time",
  "num",
  "fmt",
  "cmp",
  "flag",
  "lab",
  "dec",
  "unit",
  "text",
  "range",
  "prov",
  "file",
  "line",
] as const;

/** Room to grow by, so that a run of appends rarely copies the columns. */
export function slack(length: number): number {
  return Math.max(64, length >>> 3);
}
