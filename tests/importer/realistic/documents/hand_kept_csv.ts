/**
 * Document 7: a spreadsheet the patient keeps by hand, saved by Excel as
 * CSV in Windows-1250 with CRLF: `;` separators, decimal commas, names as
 * she types them ("ferrytyna", "Wit. D3", "glukoza na czczo"), dates with
 * and without leading zeros, a blank line, a note line, a quoted note that
 * holds a `;`, a "Flaga" column she fills in sometimes, and her name and
 * PESEL in the first line.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import type { Truth, TruthFlag, TruthRow } from "../truth.ts";

// Windows-1250 bytes of the characters above ASCII that the file uses.
const CP1250: Readonly<Record<string, number>> = {
  "ą": 0xb9,
  "ć": 0xe6,
  "ę": 0xea,
  "ł": 0xb3,
  "ń": 0xf1,
  "ó": 0xf3,
  "ś": 0x9c,
  "ź": 0x9f,
  "ż": 0xbf,
  "Ą": 0xa5,
  "Ć": 0xc6,
  "Ę": 0xca,
  "Ł": 0xa3,
  "Ń": 0xd1,
  "Ó": 0xd3,
  "Ś": 0x8c,
  "Ź": 0x8f,
  "Ż": 0xaf,
  "µ": 0xb5,
};

/** Encodes text in Windows-1250; throws on a character the table does not hold. */
export function encodeCp1250(text: string): Uint8Array {
  return new Uint8Array([...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) return code;
    const byte = CP1250[ch];
    if (byte === undefined) throw new Error(`No Windows-1250 byte for "${ch}" in the CSV fixture`);
    return byte;
  }));
}

interface CsvRow {
  readonly date: string;
  readonly name: string;
  readonly value: string;
  readonly unit: string;
  readonly norm: string;
  readonly flag: string;
  readonly note: string;
  readonly truth?: Omit<TruthRow, "printed" | "date" | "unit">;
}

const ROWS: readonly (CsvRow | string)[] = [
  {
    date: "05.03.2020",
    name: "hemoglobina",
    value: "12,2",
    unit: "g/dl",
    norm: "12-16",
    flag: "",
    note: "",
    truth: { code: "HGB", value: 12.2, ref_low: 12, ref_high: 16 },
  },
  {
    date: "05.03.2020",
    name: "ferrytyna",
    value: "14",
    unit: "ng/ml",
    norm: "13-150",
    flag: "",
    note: "zaczynam żelazo",
    truth: { code: "FERR", value: 14, ref_low: 13, ref_high: 150 },
  },
  {
    date: "05.03.2020",
    name: "Wit. D3",
    value: "22,5",
    unit: "ng/ml",
    norm: "30-50",
    flag: "L",
    note: '"zima; bez suplementacji"',
    truth: { code: "VIT_D", value: 22.5, ref_low: 30, ref_high: 50, lab_flag: "L" },
  },
  {
    date: "5.3.2020",
    name: "TSH",
    value: "2,3",
    unit: "µIU/ml",
    norm: "0,27-4,2",
    flag: "",
    note: "",
    truth: { code: "TSH", value: 2.3, ref_low: 0.27, ref_high: 4.2 },
  },
  "",
  {
    date: "17.11.2020",
    name: "ferrytyna",
    value: "45",
    unit: "ng/ml",
    norm: "13-150",
    flag: "",
    note: "po 8 mies. suplementacji",
    truth: { code: "FERR", value: 45, ref_low: 13, ref_high: 150 },
  },
  {
    date: "17.11.2020",
    name: "Wit. D3",
    value: "38",
    unit: "ng/ml",
    norm: "30-50",
    flag: "",
    note: "",
    truth: { code: "VIT_D", value: 38, ref_low: 30, ref_high: 50 },
  },
  {
    date: "17.11.2020",
    name: "CRP",
    value: "<0,5",
    unit: "mg/l",
    norm: "<5",
    flag: "",
    note: "",
    truth: { code: "CRP", value: 0.5, comparator: "<", ref_high: 5 },
  },
  {
    date: "17.11.2020",
    name: "Cholesterol LDL",
    value: "128",
    unit: "mg/dl",
    norm: "<115",
    flag: "H",
    note: "",
    truth: { code: "LDL", value: 128, ref_high: 115, lab_flag: "H" },
  },
  "# od 2021 badania w innym laboratorium",
  {
    date: "22.04.2021",
    name: "hemoglobina",
    value: "13,0",
    unit: "g/dl",
    norm: "12-16",
    flag: "",
    note: "",
    truth: { code: "HGB", value: 13, ref_low: 12, ref_high: 16 },
  },
  {
    date: "22.04.2021",
    name: "glukoza na czczo",
    value: "93",
    unit: "mg/dl",
    norm: "70-99",
    flag: "",
    note: "",
    truth: { code: "GLU", value: 93, ref_low: 70, ref_high: 99 },
  },
  {
    date: "22.04.2021",
    name: "HbA1c",
    value: "5,3",
    unit: "%",
    norm: "<5,7",
    flag: "",
    note: "",
    truth: { code: "HBA1C", value: 5.3, ref_high: 5.7 },
  },
  {
    date: "10.10.2024",
    name: "anty-TPO",
    value: ">1000",
    unit: "IU/ml",
    norm: "<34",
    flag: "H",
    note: "znowu wysokie",
    truth: { code: "ANTY_TPO", value: 1000, comparator: ">", ref_high: 34, lab_flag: "H" },
  },
  {
    date: "10.10.2024",
    name: "Borelioza IgG",
    value: "dodatni",
    unit: "",
    norm: "ujemny",
    flag: "",
    note: "po kleszczu z lipca",
    truth: { code: "BORELIA_IGG", value: "dodatni", ref_text: "ujemny", lab_flag: "A" },
  },
  {
    date: "10.10.2024",
    name: "Borelioza IgM",
    value: "ujemny",
    unit: "",
    norm: "ujemny",
    flag: "",
    note: "",
    truth: { code: "BORELIA_IGM", value: "ujemny", ref_text: "ujemny" },
  },
];

/** Builds the CSV and its truth. */
export function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const lines = [
    `Moje wyniki - ${PATIENT.fullName} (PESEL ${PATIENT.pesel});;;;;;`,
    "",
    "Data;Badanie;Wynik;Jednostka;Norma;Flaga;Uwagi",
    ...ROWS.map((row) =>
      typeof row === "string"
        ? row === "" ? ";;;;;;" : row
        : [row.date, row.name, row.value, row.unit, row.norm, row.flag, row.note].join(";")
    ),
  ];
  const rows: TruthRow[] = ROWS.flatMap((row) => {
    if (typeof row === "string" || row.truth === undefined) return [];
    const [d, m, y] = row.date.split(".");
    return [{
      printed: row.name,
      ...row.truth,
      date: `${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`,
      ...(row.unit !== "" ? { unit: row.unit } : {}),
      ...(row.flag !== "" ? { lab_flag: row.flag as TruthFlag } : {}),
    }];
  });
  return Promise.resolve({
    bytes: encodeCp1250(`${lines.join("\r\n")}\r\n`),
    truth: {
      document: "07_moje_wyniki_excel_cp1250.csv",
      describes: "hand-kept CSV: Windows-1250, ;, decimal commas, typed names, notes",
      acceptOcr: false,
      rows,
      notStored: [],
      identity: [...PATIENT_IDENTITY],
    },
  });
}
