/**
 * The store's memory: one {@link CodeColumns} per marker code, holding its
 * readings as typed arrays (about 40 bytes a reading, against about 280 for
 * an object) in date order, exact duplicates removed, with block aggregates
 * for the domain's range queries. Readings are added in file order; `finish()`
 * then sorts (only when needed) and removes duplicates, the first by file
 * name order and line winning. Readings that come after everything already
 * held (the usual append) are added in place, in time proportional to them.
 *
 * Strings (units, qualitative values, textual ranges, unusual dates) are
 * interned and always copied (`string_table.ts`), so no string keeps a whole
 * file's text alive; the columns are `column_arrays.ts`'s, a row's flag
 * `judge_row.ts`'s.
 *
 * @module
 */

import {
  BLOCK,
  BLOCK_KEYS,
  type Blocks,
  buildBlocks,
  type ReadingColumns,
} from "../domain/series/series_columns.ts";
import { DATE_FORMAT, type RowScratch } from "./line_parser/row_scratch.ts";
import { allocate, type Arrays, KEYS, slack, sliced, transferred } from "./column_arrays.ts";
import { judge } from "./judge_row.ts";
import { compareRows, type Range, readingAt, rowKey, sameRows } from "./column_rows.ts";
import { provenanceKey } from "./provenance_text.ts";
import { detach, type StringTable } from "./string_table.ts";
import type { Duplicate } from "./store_problem.ts";

/** One code's readings as plain data, for the store index (`store_image.ts`). */
export interface CodeImage {
  readonly code: string;
  readonly length: number;
  /** The columns, each exactly `length` long. */
  readonly arrays: Arrays;
  /** Dates in no common shape, by reading index. */
  readonly odd: readonly (readonly [number, string])[];
  readonly units: readonly (string | undefined)[];
  readonly ranges: readonly Range[];
  /** The aggregates of every whole block (see `buildBlocks`), each array `count` long. */
  readonly blocks: Blocks;
}

/** A copy of `blocks`, each array cut to the blocks it covers. */
function blocksOf(blocks: Blocks): Blocks {
  const copy: Record<string, unknown> = { count: blocks.count };
  for (const key of BLOCK_KEYS) copy[key] = blocks[key].slice(0, blocks.count);
  return copy as unknown as Blocks;
}

/** How long a run of one time is scanned reading by reading before readings are looked up by key. */
const SCAN_LIMIT = 8;

/** The readings of one marker code. */
export class CodeColumns {
  /** The code the readings are served under. */
  readonly code: string;
  readonly #texts: StringTable;
  #a: Arrays;
  #length = 0;
  /** Readings `[0, #sorted)` are in order and free of duplicates. */
  #sorted = 0;
  /** Dates that are in no common shape, by reading index. */
  #odd = new Map<number, string>();
  #units: (string | undefined)[] = [];
  #unitIds = new Map<string | undefined, number>();
  #lastUnit: string | undefined;
  #lastUnitId = -1;
  #ranges: Range[] = [];
  #rangeIds = new Map<string, number>();
  #lastRange = -1;
  #blocks: Blocks | undefined;
  #view: ReadingColumns | undefined;
  /** Whether a view was handed out over the current arrays (then they are never reordered). */
  #shared = false;

  constructor(code: string, texts: StringTable, capacity = 64) {
    this.code = code;
    this.#texts = texts;
    this.#a = allocate(capacity);
  }

  /**
   * Columns holding `image`'s readings, finished. With `copy`, its arrays
   * are copied; without, they are taken as they are and treated as shared:
   * never written, the first reading added moves the columns to arrays of
   * their own. (Arrays that are views of one large buffer keep all of it
   * alive: only one code should take them as they are.)
   */
  static restore(image: CodeImage, texts: StringTable, copy: boolean): CodeColumns {
    const columns = new CodeColumns(image.code, texts, 0);
    columns.#a = copy ? sliced(image.arrays, image.length) : image.arrays;
    columns.#shared = !copy;
    columns.#length = columns.#sorted = image.length;
    columns.#blocks = copy ? blocksOf(image.blocks) : image.blocks;
    columns.#odd = new Map(image.odd);
    for (const unit of image.units) columns.#unitIds.set(unit, columns.#units.push(unit) - 1);
    for (const range of image.ranges) {
      const { lo, hi, text, lab } = range;
      columns.#rangeIds.set(`${lo}|${hi}|${text}|${lab}`, columns.#ranges.push(range) - 1);
    }
    return columns;
  }

  /** The finished readings as plain data (copies: later additions do not change it). */
  image(): CodeImage {
    if (this.#sorted !== this.#length) throw new Error("image of unfinished columns");
    const { blocks } = this.view();
    return {
      code: this.code,
      length: this.#length,
      arrays: sliced(this.#a, this.#length),
      odd: [...this.#odd],
      units: [...this.#units],
      ranges: [...this.#ranges],
      blocks: blocksOf(blocks!),
    };
  }

  /** The file load that last added to these columns (see `ColumnIndex.begin`). */
  epoch = 0;

  /** How many readings are held. */
  get length(): number {
    return this.#length;
  }

  /** Drops the readings added since `length` (all of them added since the last `finish`). */
  truncate(length: number): void {
    if (length < this.#sorted) throw new Error("cannot truncate readings already finished");
    for (let i = length; i < this.#length; i++) this.#odd.delete(i);
    this.#length = length;
  }

  /**
   * Makes room for `needed` readings: by half again (doubling while small),
   * so that a load copies little and leaves at most a third unused.
   */
  #grow(needed: number): void {
    const capacity = this.#a.time.length;
    if (needed <= capacity) return;
    this.#resize(Math.max(needed, capacity < 4096 ? capacity * 2 : capacity + (capacity >>> 1)));
  }

  #resize(capacity: number): void {
    if (this.#shared) {
      const next = allocate(capacity);
      for (const key of KEYS) next[key].set(this.#a[key].subarray(0, this.#length));
      this.#a = next;
      this.#shared = false;
    } else {
      // Arrays no view has seen move to their new size: the old memory is
      // given back at once, not left for the garbage collector.
      this.#a = transferred(this.#a, capacity);
    }
  }

  #unitId(unit: string | undefined): number {
    if (unit === this.#lastUnit && this.#lastUnitId >= 0) return this.#lastUnitId;
    let id = this.#unitIds.get(unit);
    if (id === undefined) {
      id = this.#units.length;
      const copy = unit === undefined ? undefined : detach(unit);
      this.#units.push(copy);
      this.#unitIds.set(copy, id);
    }
    this.#lastUnit = this.#units[id]; // the detached copy: never a slice of a file's text
    this.#lastUnitId = id;
    return id;
  }

  #rangeId(lo: number, hi: number, text: number, lab: number): number {
    const last = this.#ranges[this.#lastRange];
    if (
      last && Object.is(last.lo, lo) && Object.is(last.hi, hi) && last.text === text &&
      last.lab === lab
    ) {
      return this.#lastRange;
    }
    const key = `${lo}|${hi}|${text}|${lab}`;
    let id = this.#rangeIds.get(key);
    if (id === undefined) {
      id = this.#ranges.length;
      this.#ranges.push({ lo, hi, text, lab });
      this.#rangeIds.set(key, id);
    }
    this.#lastRange = id;
    return id;
  }

  /** Adds a parsed reading from file slot `file`, line `line`. */
  add(row: RowScratch, file: number, line: number): void {
    const i = this.#length;
    this.#grow(i + 1);
    const a = this.#a;
    a.time[i] = row.time;
    a.fmt[i] = row.fmt;
    if (row.fmt === DATE_FORMAT.other) this.#odd.set(i, detach(row.date));
    a.num[i] = row.text === undefined ? row.num : Number.NaN;
    a.text[i] = this.#texts.id(row.text);
    a.cmp[i] = row.cmp;
    a.unit[i] = this.#unitId(row.unit);
    a.range[i] = this.#rangeId(
      row.lo,
      row.hi,
      this.#texts.id(row.refText),
      this.#texts.id(row.labName),
    );
    a.flag[i] = judge(row);
    a.lab[i] = row.lab;
    a.dec[i] = row.dec;
    a.prov[i] = this.#texts.id(provenanceKey(row));
    a.file[i] = file;
    a.line[i] = line;
    this.#length = i + 1;
  }

  /**
   * Puts the readings added since the last call in order and removes exact
   * duplicates. New readings that all come after the held ones are checked
   * among themselves only; otherwise every reading is sorted again into new
   * arrays (earlier views keep theirs). Returns the duplicates found, and
   * reports through `demoted` each formerly counted reading that a new one,
   * earlier by file and line, now replaces.
   */
  finish(demoted: (from: Duplicate, to: { file: number; line: number }) => void): Duplicate[] {
    const a = this.#a, odd = this.#odd;
    const n = this.#length, start = this.#sorted;
    if (start === n) return [];
    let inOrder = true;
    for (let i = Math.max(1, start); i < n && inOrder; i++) {
      if (compareRows(a, odd, i - 1, i) > 0) inOrder = false;
    }
    const duplicates: Duplicate[] = [];
    if (inOrder) {
      // Only the new readings can repeat each other or the last held time.
      this.#dedupe(a, odd, start, n, duplicates, () => false, demoted);
      this.#compactTail(start, n, duplicates);
    } else {
      const order = Uint32Array.from({ length: n }, (_, i) => i);
      order.sort((x, y) => compareRows(a, odd, x, y));
      // Arrays no view has seen are reordered in place, one column at a time
      // through a copy, so that a load holds its readings once, not twice.
      const next = this.#shared ? allocate(n + slack(n)) : a;
      const nextOdd = new Map<number, string>();
      for (const key of KEYS) {
        const from = this.#shared ? a[key] : a[key].slice(0, n), to = next[key];
        for (let i = 0; i < n; i++) to[i] = from[order[i]!]!;
      }
      for (let i = 0; i < n; i++) {
        const date = odd.get(order[i]!);
        if (date !== undefined) nextOdd.set(i, date);
      }
      this.#a = next;
      this.#odd = nextOdd;
      this.#shared = false;
      this.#blocks = undefined;
      this.#dedupe(next, nextOdd, 0, n, duplicates, (i) => order[i]! < start, demoted);
      this.#compactTail(0, n, duplicates);
    }
    // Give back what growth or removed duplicates left over, keeping room for
    // appends; what growth alone leaves (at most a third) is kept, as a copy
    // would cost more memory, for a while, than it gives back.
    if (this.#a.time.length > 2 * (this.#length + slack(this.#length))) {
      this.#resize(this.#length + slack(this.#length));
    }
    this.#sorted = this.#length;
    this.#view = undefined;
    return duplicates;
  }

  /** Marks duplicates among readings `[from, to)` (and the held readings of the same time). */
  #dedupe(
    a: Arrays,
    odd: ReadonlyMap<number, string>,
    from: number,
    to: number,
    duplicates: Duplicate[],
    wasCounted: (i: number) => boolean,
    demoted: (from: Duplicate, to: { file: number; line: number }) => void,
  ): void {
    // A reading is dropped by setting its line to 0 (lines count from 1).
    // Within a long run of one time, readings are found by key, not by a scan
    // of the run: a file of one date and many values stays linear.
    let runStart = from;
    while (runStart > 0 && a.time[runStart - 1] === a.time[from]) runStart--;
    let keys: Map<string, number> | undefined;
    for (let i = from; i < to; i++) {
      if (i > 0 && a.time[i - 1] !== a.time[i]) {
        runStart = i;
        keys = undefined;
      }
      let first = -1;
      if (keys === undefined && i - runStart > SCAN_LIMIT) {
        keys = new Map();
        for (let j = runStart; j < i; j++) {
          const key = rowKey(a, odd, j);
          if (a.line[j] !== 0 && !keys.has(key)) keys.set(key, j);
        }
      }
      if (keys !== undefined) {
        const key = rowKey(a, odd, i);
        first = keys.get(key) ?? -1;
        if (first < 0) keys.set(key, i);
      } else {
        for (let j = runStart; j < i; j++) {
          if (a.line[j] !== 0 && sameRows(a, odd, j, i)) {
            first = j;
            break;
          }
        }
      }
      if (first < 0) continue;
      const duplicate: Duplicate = {
        file: a.file[i]!,
        line: a.line[i]!,
        firstFile: a.file[first]!,
        firstLine: a.line[first]!,
      };
      duplicates.push(duplicate);
      if (wasCounted(i)) demoted(duplicate, { file: a.file[first]!, line: a.line[first]! });
      a.line[i] = 0;
    }
  }

  /** Removes the dropped readings of `[from, to)`, in place. */
  #compactTail(from: number, to: number, duplicates: readonly Duplicate[]): void {
    if (duplicates.length === 0) return;
    const a = this.#a, odd = this.#odd;
    let w = from;
    for (let r = from; r < to; r++) {
      if (a.line[r] === 0) {
        odd.delete(r);
        continue;
      }
      if (w !== r) {
        for (const key of KEYS) a[key][w] = a[key][r]!;
        const date = odd.get(r);
        if (date !== undefined) {
          odd.delete(r);
          odd.set(w, date);
        }
      }
      w++;
    }
    this.#length = w;
    // Blocks over the moved readings are stale.
    if (this.#blocks && this.#blocks.count * BLOCK > from) this.#blocks = undefined;
  }

  /**
   * A read-only view of the readings as they are now, for the domain. Later
   * additions never change what an earlier view shows.
   */
  view(): ReadingColumns {
    if (this.#view) return this.#view;
    // Appends never touch readings below `length`, and a re-sort of shared
    // arrays makes new arrays and a new map, so the view can share them.
    const a = this.#a, odd = this.#odd, length = this.#length;
    const units = [...this.#units];
    const base: ReadingColumns = {
      columnar: true,
      length,
      at: (
        i,
      ) => (i >= 0 && i < length
        ? readingAt(this.code, this.#texts, this.#ranges, this.#units, a, odd, i)
        : undefined),
      time: a.time.subarray(0, length),
      num: a.num.subarray(0, length),
      cmp: a.cmp.subarray(0, length),
      flag: a.flag.subarray(0, length),
      unit: a.unit.subarray(0, length),
      units,
    };
    this.#blocks = buildBlocks(base, this.#blocks);
    this.#view = { ...base, blocks: this.#blocks };
    this.#shared = true;
    return this.#view;
  }
}
