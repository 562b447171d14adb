/**
 * The column index: parsed store lines turned into per-marker series,
 * readings grouped by code (each code filed under the dictionary's spelling
 * of it) in date order, exact duplicates counted once, codes missing from
 * the dictionary served under their own code, and every such finding
 * reported. The index grows as lines are added, so that an append costs only
 * the appended lines.
 *
 * @module
 */

import type { ReadingColumns } from "../domain/series/series_columns.ts";
import type { Dictionary, Marker } from "../domain/markers/dictionary.ts";
import { CodeColumns, type CodeImage } from "./column_builder.ts";
import { detach, StringTable } from "./string_table.ts";
import type { RowScratch } from "./line_parser/row_scratch.ts";
import type { LineProblem } from "./line_parser/parse_lines.ts";
import { type Duplicate, MAX_LISTED_PER_FILE, type StoreProblem } from "./store_problem.ts";

/** What the index reports about one file, beside its readings. */
export interface FileReport {
  readonly name: string;
  /** The first {@link MAX_LISTED_PER_FILE} bad lines. */
  readonly problems: readonly LineProblem[];
  /** How many bad lines there are in all. */
  readonly badLines: number;
  readonly unfinishedLine?: number | undefined;
}

/** The index as plain data, for the store index file (`store_image.ts`). */
export interface IndexImage {
  /** The interned strings, id 0 (`undefined`) first. */
  readonly texts: readonly (string | undefined)[];
  /** Each code's readings, with the spellings of the code that the files used. */
  readonly codes: readonly (CodeImage & { readonly raws: readonly string[] })[];
  /** Per file slot: how many duplicates it has, and the first ones, listed. */
  readonly duplicates: readonly {
    readonly slot: number;
    readonly count: number;
    readonly listed: readonly Duplicate[];
  }[];
}

/** An image that does not fit the dictionary it is restored with. */
export class ImageMismatchError extends Error {}

/**
 * Every reading of a store, by code, as columns. Files are identified by
 * their slot: their position in name order, which decides which of two
 * identical measurements counts (the first).
 */
export class ColumnIndex {
  /** The dictionary the codes are filed by. */
  readonly dictionary: Dictionary;
  #texts = new StringTable();
  readonly #canonical = new Map<string, string>();
  readonly #byCode = new Map<string, CodeColumns>();
  readonly #byRaw = new Map<string, CodeColumns>();
  readonly #touched = new Set<CodeColumns>();
  /** The first duplicates of each file slot, and how many there are in all. */
  readonly #duplicates = new Map<number, Duplicate[]>();
  readonly #duplicateCounts = new Map<number, number>();
  /** The listed duplicates by the reading that counts (`file:line`), to follow a demotion. */
  readonly #byFirst = new Map<string, Duplicate[]>();
  /** The code of the previous row and its columns: rows of one code come in long runs. */
  #lastRaw = "";
  #lastColumns: CodeColumns | undefined;
  /** What the file being added changed, so that its rows can be taken back (see {@link begin}). */
  #epoch = 0;
  #marks: { readonly columns: CodeColumns; readonly length: number }[] = [];
  #newCodes: string[] = [];
  #newRaws: string[] = [];

  constructor(dictionary: Dictionary) {
    this.dictionary = dictionary;
    for (const code of dictionary.markers.keys()) this.#canonical.set(code.toUpperCase(), code);
  }

  /**
   * The index `image` was taken of, under `dictionary`. Throws
   * {@link ImageMismatchError} when a spelling of a code would now be filed
   * under another code (the dictionary changed).
   */
  static restore(dictionary: Dictionary, image: IndexImage): ColumnIndex {
    const index = new ColumnIndex(dictionary);
    index.#texts = StringTable.of(image.texts);
    // The longest series keeps the image's arrays; the others get their own, so that once the
    // longest grows into arrays of its own, nothing keeps the image's buffer alive.
    const longest = image.codes.reduce<IndexImage["codes"][number] | undefined>(
      (best, code) => (best === undefined || code.length > best.length ? code : best),
      undefined,
    );
    for (const code of image.codes) {
      if (index.#byCode.has(code.code)) throw new ImageMismatchError(`code ${code.code} twice`);
      const columns = CodeColumns.restore(code, index.#texts, code !== longest);
      index.#byCode.set(code.code, columns);
      for (const raw of code.raws) {
        if ((index.#canonical.get(raw.toUpperCase()) ?? raw) !== code.code) {
          throw new ImageMismatchError(`"${raw}" is no longer filed under ${code.code}`);
        }
        index.#byRaw.set(raw, columns);
      }
    }
    for (const { slot, count, listed } of image.duplicates) {
      const copies = listed.map((d) => ({ ...d }));
      index.#duplicateCounts.set(slot, count);
      if (copies.length > 0) index.#duplicates.set(slot, copies);
      for (const d of copies) index.#follow([d], { file: d.firstFile, line: d.firstLine });
    }
    return index;
  }

  /** The index as plain data, once finished. */
  image(): IndexImage {
    const raws = new Map<CodeColumns, string[]>();
    for (const [raw, columns] of this.#byRaw) {
      const list = raws.get(columns);
      if (list) list.push(raw);
      else raws.set(columns, [raw]);
    }
    return {
      texts: [...this.#texts.values],
      codes: [...this.#byCode.values()].map((c) => ({ ...c.image(), raws: raws.get(c) ?? [] })),
      duplicates: [...this.#duplicateCounts].map(([slot, count]) => ({
        slot,
        count,
        listed: (this.#duplicates.get(slot) ?? []).map((d) => ({ ...d })),
      })),
    };
  }

  /**
   * Starts adding one file's rows: until the next `begin`, {@link rollback}
   * takes every row added back out, so that a file that changed while it was
   * read leaves nothing behind (and nothing under another file's slot).
   */
  begin(): void {
    this.#epoch++;
    this.#marks = [];
    this.#newCodes = [];
    this.#newRaws = [];
    this.#lastRaw = "";
    this.#lastColumns = undefined;
  }

  /** Takes back every row added since {@link begin}. */
  rollback(): void {
    for (const { columns, length } of this.#marks) columns.truncate(length);
    for (const raw of this.#newRaws) this.#byRaw.delete(raw);
    for (const code of this.#newCodes) {
      this.#touched.delete(this.#byCode.get(code)!);
      this.#byCode.delete(code);
    }
    this.begin();
  }

  /** Adds a parsed row from file slot `file`, line `line`. */
  add(row: RowScratch, file: number, line: number): void {
    if (row.code === this.#lastRaw && this.#lastColumns) {
      this.#lastColumns.add(row, file, line);
      return;
    }
    let columns = this.#byRaw.get(row.code);
    const raw = detach(row.code); // never keep a slice of a file's text
    if (!columns) {
      const code = this.#canonical.get(raw.toUpperCase()) ?? raw;
      columns = this.#byCode.get(code);
      if (!columns) {
        columns = new CodeColumns(code, this.#texts);
        this.#byCode.set(code, columns);
        this.#newCodes.push(code);
      }
      this.#byRaw.set(raw, columns);
      this.#newRaws.push(raw);
    }
    if (columns.epoch !== this.#epoch) {
      columns.epoch = this.#epoch;
      this.#marks.push({ columns, length: columns.length });
    }
    columns.add(row, file, line);
    this.#touched.add(columns);
    this.#lastRaw = raw;
    this.#lastColumns = columns;
  }

  /** Orders what was added since the last call and removes duplicates. */
  finish(): void {
    for (const columns of this.#touched) {
      const found = columns.finish((demoted, winner) => {
        // A formerly counted reading lost to an earlier one: its duplicates follow the winner.
        const following = this.#byFirst.get(`${demoted.file}:${demoted.line}`);
        if (!following) return;
        this.#byFirst.delete(`${demoted.file}:${demoted.line}`);
        for (const d of following) {
          d.firstFile = winner.file;
          d.firstLine = winner.line;
        }
        this.#follow(following, winner);
      });
      for (const duplicate of found) this.#note(duplicate);
    }
    this.#touched.clear();
    this.#lastColumns = undefined; // the next row registers its columns as touched again
  }

  /** Counts a duplicate, and lists it when its file has fewer than the cap listed. */
  #note(duplicate: Duplicate): void {
    const count = (this.#duplicateCounts.get(duplicate.file) ?? 0) + 1;
    this.#duplicateCounts.set(duplicate.file, count);
    if (count > MAX_LISTED_PER_FILE) return;
    const listed = this.#duplicates.get(duplicate.file);
    if (listed) listed.push(duplicate);
    else this.#duplicates.set(duplicate.file, [duplicate]);
    this.#follow([duplicate], { file: duplicate.firstFile, line: duplicate.firstLine });
  }

  #follow(duplicates: Duplicate[], first: { file: number; line: number }): void {
    const key = `${first.file}:${first.line}`;
    const list = this.#byFirst.get(key);
    if (!list) this.#byFirst.set(key, duplicates);
    else for (const d of duplicates) list.push(d);
  }

  /** Codes with readings that the dictionary does not know, by name. */
  unknownCodes(): string[] {
    return [...this.#byCode.keys()].filter((code) => !this.dictionary.markers.has(code)).sort((
      a,
      b,
    ) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** The dictionary plus a bare marker for each unknown code. */
  markers(): Dictionary {
    const markers = new Map<string, Marker>(this.dictionary.markers);
    for (const code of this.unknownCodes()) {
      markers.set(code, { code, label: code, aliases: [], loinc: [], patterns: [] });
    }
    return {
      markers,
      problems: this.dictionary.problems,
      clinical: this.dictionary.clinical,
      shadowed: this.dictionary.shadowed,
    };
  }

  /** Codes with readings: dictionary order, then unknown codes by name. */
  codes(): string[] {
    const known = [...this.dictionary.markers.keys()].filter((code) => this.#byCode.has(code));
    return [...known, ...this.unknownCodes()];
  }

  /** Each code's readings as they are now. */
  views(): Map<string, ReadingColumns> {
    return new Map([...this.#byCode].map(([code, columns]) => [code, columns.view()]));
  }

  /**
   * Every finding, per file in slot order (bad lines, an unfinished line,
   * duplicates by line), then unknown codes.
   */
  problems(files: readonly FileReport[]): StoreProblem[] {
    const problems: StoreProblem[] = [];
    files.forEach((report, slot) => {
      const file = report.name;
      for (const { line, reason } of report.problems) {
        problems.push({ kind: "bad_line", file, line, message: reason });
      }
      const unlisted = report.badLines - report.problems.length;
      if (unlisted > 0) {
        problems.push({
          kind: "bad_line",
          file,
          count: unlisted,
          message: `${unlisted} more bad line${
            unlisted === 1 ? "" : "s"
          } in this file (${report.badLines} in all; only the first ${report.problems.length} are listed)`,
        });
      }
      if (report.unfinishedLine !== undefined) {
        problems.push({
          kind: "unfinished_line",
          file,
          line: report.unfinishedLine,
          message:
            "last line has no newline and does not parse yet (an import still being written?); skipped",
        });
      }
      const duplicates = [...(this.#duplicates.get(slot) ?? [])].sort((a, b) => a.line - b.line);
      for (const d of duplicates) {
        problems.push({
          kind: "duplicate",
          file,
          line: d.line,
          message: `same measurement as ${files[d.firstFile]?.name}:${d.firstLine}; counted once`,
        });
      }
      const total = this.#duplicateCounts.get(slot) ?? 0;
      if (total > duplicates.length) {
        const more = total - duplicates.length;
        problems.push({
          kind: "duplicate",
          file,
          count: more,
          message: `${more} more duplicate${
            more === 1 ? "" : "s"
          } in this file (${total} in all, each counted once; only the first ${duplicates.length} are listed)`,
        });
      }
    });
    for (const code of this.unknownCodes()) {
      const count = this.#byCode.get(code)!.length;
      problems.push({
        kind: "unknown_code",
        message:
          `code "${code}" (${count} result(s)) is not in the dictionary; served with its code as label`,
      });
    }
    return problems;
  }
}
