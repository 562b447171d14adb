/**
 * What the store index's tests share: varied stores from a seed (every date
 * shape, text and censored values, lab flags and names, units and ranges
 * that differ, codes in other spellings and unknown ones, bad lines,
 * duplicates within and across files, a last line without its newline), the
 * index written as the importer writes it, and a snapshot as plain data to
 * compare a store read from its files with one taken up from its index.
 *
 * @module
 */

import { seededRandom } from "./seeded_random.ts";
import { ResultStore, type StoreSnapshot } from "../src/store/store.ts";
import { BUILTIN, denseLines } from "./store_test_support.ts";
import { BLOCK_KEYS, type Blocks } from "../src/domain/series/series_columns.ts";
import { encodeStoreImage } from "../src/store/store_image.ts";
import { STORE_INDEX_NAME } from "../src/store/store_index_file.ts";

/** The shared seeded generator, so that a failing seed can be run again. */
export const random: (seed: number) => () => number = seededRandom;

const CODES = ["FERR", "ferr", "HGB", "GLU", "CRP", "TSH", "NOT_IN_DICT", "x.custom-1"];
const UNITS = ["µg/L", "ng/mL", "mg/dL", "mmol/L", "g/dL", undefined];
const LABS = ["Lab A", "Laboratorium Diagnostyczne Przykład", undefined];

function dateOf(next: () => number): string {
  const day = `20${10 + Math.floor(next() * 15)}-0${1 + Math.floor(next() * 9)}-1${
    Math.floor(next() * 9)
  }`;
  switch (Math.floor(next() * 5)) {
    case 0:
      return day;
    case 1:
      return `${day}T0${Math.floor(next() * 9)}:30`;
    case 2:
      return `${day}T1${Math.floor(next() * 9)}:15:0${Math.floor(next() * 9)}`;
    case 3:
      return `${day}T07:45:00Z`;
    default:
      return `${day}T07:45:00+01:00`;
  }
}

/** One line of a varied store: mostly good readings, some bad lines. */
function lineOf(next: () => number): string {
  const roll = next();
  if (roll < 0.04) return "not json at all";
  if (roll < 0.06) return JSON.stringify({ code: "FERR", date: "2024-13-45", value: 1 });
  const reading: Record<string, unknown> = {
    code: CODES[Math.floor(next() * CODES.length)],
    date: dateOf(next),
    value: next() < 0.15 ? (next() < 0.5 ? "ujemny" : "dodatni") : Math.round(next() * 2000) / 10,
  };
  if (typeof reading.value === "number" && next() < 0.1) reading.comparator = "<";
  const unit = UNITS[Math.floor(next() * UNITS.length)];
  if (unit !== undefined) reading.unit = unit;
  if (next() < 0.6) reading.ref_low = 1;
  if (next() < 0.6) reading.ref_high = 150 + Math.floor(next() * 3) * 10;
  if (next() < 0.1) reading.ref_text = "ujemny";
  if (next() < 0.1) reading.lab_flag = next() < 0.5 ? "H" : "L";
  const lab = LABS[Math.floor(next() * LABS.length)];
  if (lab !== undefined) reading.lab = lab;
  // The printed decimals, on the lines of a named lab (no draw: the stores of a seed stay as they were).
  if (typeof reading.value === "number" && lab !== undefined) reading.decimals = 1;
  return JSON.stringify(reading);
}

/**
 * The files of a varied store: two to five, some lines repeated within and
 * across files, and the last file maybe ending in a line with no newline.
 */
export function variedStore(seed: number): Record<string, string> {
  const next = random(seed);
  const files: Record<string, string> = {};
  const earlier: string[] = [];
  const count = 2 + Math.floor(next() * 4);
  for (let f = 0; f < count; f++) {
    const lines: string[] = [];
    const length = 1 + Math.floor(next() * 60);
    for (let i = 0; i < length; i++) {
      const repeat = earlier.length > 0 && next() < 0.1;
      lines.push(repeat ? earlier[Math.floor(next() * earlier.length)]! : lineOf(next));
    }
    earlier.push(...lines);
    // The last file may end in a line with no newline: a whole one, or one still being written.
    const end = f < count - 1 ? 1 : next();
    const text = lines.join("\n");
    files[`${2020 + f}-results.ndjson`] = end < 0.3
      ? text
      : end < 0.6
      ? `${text}\n{"code":"FERR","da`
      : `${text}\n`;
  }
  return files;
}

/** Writes the index of the store in `dir` as the importer does (from a fresh read); returns its bytes. */
export async function writeIndex(dir: string): Promise<Uint8Array> {
  const store = new ResultStore(dir, BUILTIN, {}, { useIndexFile: false });
  await store.checkDictionary();
  const image = await store.image();
  if (image === undefined) throw new Error("no image of the store");
  const bytes = encodeStoreImage(image);
  await Deno.writeFile(`${dir}/${STORE_INDEX_NAME}`, bytes);
  return bytes;
}

/** Everything a snapshot shows, as plain data: readings, and the aggregates of dense series. */
export function shown(snapshot: StoreSnapshot): unknown {
  return {
    codes: snapshot.codes(),
    problems: snapshot.problems,
    catalog: snapshot.catalog,
    fileCount: snapshot.fileCount,
    readings: snapshot.codes().map((code) => {
      const readings = snapshot.readings(code);
      return Array.from({ length: readings.length }, (_, i) => readings.at(i));
    }),
    blocks: snapshot.codes().map((code) => {
      const blocks = (snapshot.readings(code) as { blocks?: Blocks }).blocks;
      if (blocks === undefined || blocks.count === 0) return undefined;
      return BLOCK_KEYS.map((key) => [key, [...blocks[key].subarray(0, blocks.count)]]);
    }),
  };
}

/**
 * A store with dense series long enough for many blocks: glucose every 5
 * minutes (with a censored, a text and a flagged reading among them) and
 * another code in two files.
 */
export function denseStore(): Record<string, string> {
  const glucose = denseLines(3000).split("\n");
  glucose[700] = glucose[700]!.replace(/"value":\d+/, '"value":40,"comparator":"<"');
  glucose[1300] = glucose[1300]!.replace(/"value":\d+/, '"value":"hemoliza"');
  glucose[2100] = glucose[2100]!.replace(/"unit"/, '"ref_low":70,"ref_high":99,"unit"');
  return {
    "a-cgm.ndjson": glucose.join("\n"),
    "b-lab.ndjson": denseLines(600, "HBA1C"),
    "c-lab.ndjson": denseLines(300, "HBA1C").replaceAll("2024-", "2025-"),
  };
}

/** A store of `dir` that takes up its index, and the notes it gave. */
export async function indexedStore(dir: string): Promise<{ store: ResultStore; notes: string[] }> {
  const notes: string[] = [];
  const store = new ResultStore(dir, BUILTIN, {}, { onIndexNote: (note) => notes.push(note) });
  await store.checkDictionary();
  return { store, notes };
}

/** What a store of `dir` that reads every file shows. */
export async function readFromFiles(dir: string): Promise<unknown> {
  const store = new ResultStore(dir, BUILTIN, {}, { useIndexFile: false });
  await store.checkDictionary();
  return shown(await store.snapshot());
}
