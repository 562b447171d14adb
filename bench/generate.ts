/**
 * Synthetic result stores for the benchmark, generated with a fixed seed so
 * that every run measures the same bytes. A store has a few dozen markers
 * tested every few weeks (with units, ranges, censored and qualitative values,
 * extra fields that must never leave the server, a few bad lines and exact
 * duplicates), and, above a few thousand records, one dense CGM-like glucose
 * series with a date-time every 5 minutes. Everything here is synthetic.
 *
 * @module
 */

import { seededRandom } from "../support/seeded_random.ts";

interface MarkerSpec {
  readonly code: string;
  readonly unit: string;
  readonly low: number;
  readonly high: number;
  /** Decimal places the lab prints. */
  readonly digits: number;
}

/** Sixty markers of the built-in dictionary with plausible units and ranges. */
const MARKERS: readonly MarkerSpec[] = [
  ["WBC", "tys/µl", 4, 10, 2],
  ["RBC", "mln/µl", 4.2, 5.4, 2],
  ["HGB", "g/dL", 12, 16, 1],
  ["HCT", "%", 37, 47, 1],
  ["MCV", "fL", 80, 100, 1],
  ["MCH", "pg", 27, 31, 1],
  ["MCHC", "g/dL", 32, 36, 1],
  ["RDW", "%", 11.5, 14.5, 1],
  ["PLT", "tys/µl", 150, 400, 0],
  ["MPV", "fL", 7.5, 11.5, 1],
  ["NEUT", "tys/µl", 1.8, 7.7, 2],
  ["LYMPH", "tys/µl", 1, 4.8, 2],
  ["MONO", "tys/µl", 0.1, 0.8, 2],
  ["EOS", "tys/µl", 0.02, 0.5, 2],
  ["BASO", "tys/µl", 0, 0.2, 2],
  ["FE", "µg/dL", 60, 180, 0],
  ["FERR", "µg/L", 10, 120, 0],
  ["TIBC", "µg/dL", 250, 400, 0],
  ["TRANSFERRIN", "g/L", 2, 3.6, 2],
  ["CRP", "mg/L", 0, 5, 1],
  ["OB", "mm/h", 0, 12, 0],
  ["TSH", "µIU/mL", 0.27, 4.2, 2],
  ["FT4", "ng/dL", 0.93, 1.7, 2],
  ["FT3", "pg/mL", 2, 4.4, 2],
  ["HBA1C", "%", 4, 5.7, 1],
  ["CHOL", "mg/dL", 115, 190, 0],
  ["LDL", "mg/dL", 0, 115, 0],
  ["HDL", "mg/dL", 40, 90, 0],
  ["TG", "mg/dL", 0, 150, 0],
  ["ALT", "U/L", 0, 35, 0],
  ["AST", "U/L", 0, 35, 0],
  ["GGT", "U/L", 0, 38, 0],
  ["ALP", "U/L", 35, 105, 0],
  ["BILI", "mg/dL", 0.3, 1.2, 2],
  ["ALBUMIN", "g/dL", 3.5, 5.2, 1],
  ["TOTAL_PROTEIN", "g/dL", 6.4, 8.3, 1],
  ["CREA", "mg/dL", 0.5, 0.9, 2],
  ["EGFR", "mL/min/1,73m²", 90, 200, 0],
  ["UREA", "mg/dL", 17, 43, 0],
  ["URIC_ACID", "mg/dL", 2.4, 5.7, 1],
  ["NA", "mmol/L", 136, 145, 0],
  ["K", "mmol/L", 3.5, 5.1, 1],
  ["CL", "mmol/L", 98, 107, 0],
  ["CA", "mg/dL", 8.6, 10, 1],
  ["MG", "mg/dL", 1.6, 2.6, 1],
  ["PHOSPHATE", "mg/dL", 2.5, 4.5, 1],
  ["B12", "pg/mL", 197, 771, 0],
  ["FOLATE", "ng/mL", 3.9, 26.8, 1],
  ["VIT_D", "ng/mL", 30, 50, 1],
  ["PTH", "pg/mL", 15, 65, 1],
  ["CORTISOL", "µg/dL", 6.2, 19.4, 1],
  ["INSULIN", "µIU/mL", 2.6, 24.9, 1],
  ["PRL", "ng/mL", 4.8, 23.3, 1],
  ["ESTRADIOL", "pg/mL", 12.5, 166, 0],
  ["TESTOSTERONE", "ng/dL", 8.4, 48.1, 1],
  ["DHEAS", "µg/dL", 98.8, 340, 0],
  ["INR", "", 0.8, 1.2, 2],
  ["APTT", "s", 25, 37, 1],
  ["FIBRINOGEN", "mg/dL", 200, 393, 0],
  ["D_DIMER", "µg/mL", 0, 0.5, 2],
].map(([code, unit, low, high, digits]) => ({
  code: code as string,
  unit: unit as string,
  low: low as number,
  high: high as number,
  digits: digits as number,
}));

/** The code of the dense series. */
export const DENSE_CODE = "GLU";
/** How often the dense series has a reading. */
const DENSE_STEP_MINUTES = 5;

/** A generated store, as files to write. */
export interface GeneratedStore {
  /** File name to its lines (each ending with a newline). */
  readonly files: Map<string, string>;
  /** Valid records written (bad lines and duplicates included in `lines` only). */
  readonly records: number;
  readonly lines: number;
  /** Whether the store has the dense series. */
  readonly dense: boolean;
  /** The last date (YYYY-MM-DD) of any result. */
  readonly lastDate: string;
  /** The file the dense series ends in (or the last lab file). */
  readonly lastFile: string;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date-time as a CGM export writes it, without a zone: `2024-01-01T08:15:00`. */
function isoMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/**
 * Generates a store of about `records` results. Below 5,000 records it is
 * lab tests only; above, one dense glucose series makes up the rest.
 */
export function generateStore(records: number, seed = 20250101): GeneratedStore {
  const random = seededRandom(seed);
  const files = new Map<string, string[]>();
  const push = (file: string, line: string) => {
    const list = files.get(file);
    if (list) list.push(line);
    else files.set(file, [line]);
  };
  const dense = records >= 5000;
  // Lab tests: every marker on each test date; about 16 dates over 3 years for 1k.
  const testDates = dense ? Math.min(120, Math.floor(records / 1000) + 100) : Math.max(
    2,
    Math.round(records / MARKERS.length),
  );
  const endMs = Date.UTC(2025, 9, 1);
  const labSpanDays = dense ? 3650 : 1095;
  const labStart = endMs - labSpanDays * 86_400_000;
  let written = 0, lines = 0;
  let lastDate = "";
  let lastFile = "";
  for (let d = 0; d < testDates; d++) {
    const ms = labStart + Math.round((d / Math.max(1, testDates - 1)) * labSpanDays) * 86_400_000;
    const date = isoDay(ms);
    const file = `labs-${date.slice(0, 4)}.ndjson`;
    for (const m of MARKERS) {
      if (!dense && written >= records) break;
      const spread = m.high - m.low || 1;
      let value = m.low + spread * (0.5 + (random() - 0.5) * 1.4);
      value = Number(Math.max(0, value).toFixed(m.digits));
      const line: Record<string, unknown> = { code: m.code, date, value };
      if (m.code === "CRP" && random() < 0.5) {
        line.value = 0.5;
        line.comparator = "<";
      }
      if (m.unit !== "") line.unit = m.unit;
      if (m.low > 0) line.ref_low = m.low;
      line.ref_high = m.high;
      line.lab = "Synthetic Lab";
      push(file, JSON.stringify(line));
      written++;
      lines++;
    }
    if (!dense || d % 10 === 0) {
      push(
        file,
        JSON.stringify({ code: "BORELIA_IGM", date, value: "ujemny", ref_text: "ujemny" }),
      );
      written++;
      lines++;
    }
    if (d % 7 === 3) {
      push(file, '{"code":"FERR","date":"2024-13-45","value":1}'); // a bad line
      lines++;
    }
    if (d % 9 === 4) {
      const first = files.get(file)![0]!;
      push(file, first); // an exact duplicate
      lines++;
    }
    lastDate = date;
    lastFile = file;
  }
  if (dense) {
    const count = Math.max(0, records - written);
    const start = endMs - count * DENSE_STEP_MINUTES * 60_000;
    let level = 110;
    for (let i = 0; i < count; i++) {
      const ms = start + i * DENSE_STEP_MINUTES * 60_000;
      level += (random() - 0.5) * 6 + (110 - level) * 0.02;
      if (random() < 0.0005) level = 45 + random() * 20; // a hypo
      if (random() < 0.0005) level = 220 + random() * 80; // a spike
      const value = Math.round(Math.max(40, Math.min(400, level)));
      const date = isoMinute(ms);
      const file = `cgm-${date.slice(0, 4)}.ndjson`;
      push(
        file,
        `{"code":"${DENSE_CODE}","date":"${date}","value":${value},"unit":"mg/dL","ref_low":70,"ref_high":180,"source":"cgm"}`,
      );
      written++;
      lines++;
      lastFile = file;
      if (date.slice(0, 10) > lastDate) lastDate = date.slice(0, 10);
    }
  }
  const out = new Map<string, string>();
  for (const [name, list] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    out.set(name, list.join("\n") + "\n");
  }
  return { files: out, records: written, lines, dense, lastDate, lastFile };
}

/** Writes a generated store into `dir` (which must exist). */
export async function writeStore(dir: string, store: GeneratedStore): Promise<number> {
  let bytes = 0;
  for (const [name, text] of store.files) {
    const data = new TextEncoder().encode(text);
    bytes += data.length;
    await Deno.writeFile(`${dir}/${name}`, data);
  }
  return bytes;
}

/**
 * One more dense (or lab) record, later than everything in the store and than
 * the `nth - 1` appended before it, as a line.
 */
export function appendedLine(store: GeneratedStore, nth = 0): string {
  const second = String(30 + nth).padStart(2, "0");
  return store.dense
    ? `{"code":"${DENSE_CODE}","date":"${store.lastDate}T23:59:${second}","value":123,"unit":"mg/dL","ref_low":70,"ref_high":180}\n`
    : `{"code":"FERR","date":"${store.lastDate}T23:59:${second}","value":77,"unit":"µg/L","ref_low":10,"ref_high":120}\n`;
}
