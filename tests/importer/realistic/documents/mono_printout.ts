/**
 * Document 18 (held out): a small lab's system that writes its report as a
 * text file set in a monospaced font, one text item per printed line, the
 * columns apart only by runs of spaces, dashes for rules, the flag letter
 * in a column of its own between result and unit, a urinalysis block
 * indented under a heading, and a legend at the foot ("H - wynik powyżej
 * normy").
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { ReportPdf } from "../report_pdf.ts";
import { NEW_CODES, type Truth, type TruthRow } from "../truth.ts";

const DATE = "2022-05-17";

interface Line {
  readonly name: string;
  readonly value: string;
  readonly flag?: string;
  readonly unit?: string;
  readonly range?: string;
  readonly truth?: Omit<TruthRow, "printed" | "date">;
}

const BLOOD: readonly Line[] = [
  {
    name: "TSH",
    value: "4,87",
    flag: "H",
    unit: "uIU/ml",
    range: "0,27 - 4,20",
    truth: {
      code: "TSH",
      value: 4.87,
      unit: "uIU/ml",
      ref_low: 0.27,
      ref_high: 4.2,
      lab_flag: "H",
    },
  },
  {
    name: "FT4",
    value: "1,02",
    unit: "ng/dl",
    range: "0,93 - 1,70",
    truth: { code: "FT4", value: 1.02, unit: "ng/dl", ref_low: 0.93, ref_high: 1.7 },
  },
  {
    name: "Anty-TPO",
    value: "<9,0",
    unit: "IU/ml",
    range: "< 34",
    truth: { code: "ANTY_TPO", value: 9, comparator: "<", unit: "IU/ml", ref_high: 34 },
  },
  {
    name: "Ferrytyna",
    value: "9,8",
    flag: "L",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 9.8, unit: "ng/ml", ref_low: 13, ref_high: 150, lab_flag: "L" },
  },
  {
    name: "Żelazo",
    value: "41",
    flag: "L",
    unit: "ug/dl",
    range: "50 - 170",
    truth: { code: "FE", value: 41, unit: "ug/dl", ref_low: 50, ref_high: 170, lab_flag: "L" },
  },
  {
    name: "Witamina D (25-OH)",
    value: "21,4",
    flag: "L",
    unit: "ng/ml",
    range: "30 - 100",
    truth: { code: "VIT_D", value: 21.4, unit: "ng/ml", ref_low: 30, ref_high: 100, lab_flag: "L" },
  },
  {
    name: "Glukoza",
    value: "5,1",
    unit: "mmol/l",
    range: "3,9 - 5,5",
    truth: { code: "GLU", value: 5.1, unit: "mmol/l", ref_low: 3.9, ref_high: 5.5 },
  },
  {
    name: "ALT",
    value: "25",
    unit: "U/l",
    range: "< 35",
    truth: { code: "ALT", value: 25, unit: "U/l", ref_high: 35 },
  },
];

const URINE: readonly Line[] = [
  {
    name: "pH",
    value: "6,0",
    range: "5,0 - 7,0",
    truth: { code: "URINE_PH", value: 6, ref_low: 5, ref_high: 7 },
  },
  {
    name: "Białko",
    value: "nieobecne",
    range: "nieobecne",
    truth: { code: "URINE_PROTEIN", value: "nieobecne", ref_text: "nieobecne" },
  },
  {
    name: "Glukoza",
    value: "nieobecna",
    range: "nieobecna",
    truth: { code: "URINE_GLUCOSE", value: "nieobecna", ref_text: "nieobecna" },
  },
  {
    name: "Ciała ketonowe",
    value: "ślad",
    flag: "*",
    range: "nieobecne",
    truth: { code: NEW_CODES.URINE_KETONES, value: "ślad", ref_text: "nieobecne", lab_flag: "A" },
  },
];

function pad(text: string, width: number): string {
  return text.padEnd(width);
}

function printed(line: Line, indent: string): string {
  return (
    pad(`${indent}${line.name}`, 29) + pad(line.value, 10) + pad(line.flag ?? "", 4) +
    pad(line.unit ?? "", 10) + (line.range ?? "")
  ).trimEnd();
}

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create(true);
  const page = pdf.page();
  const rule = "-".repeat(72);
  const lines = [
    'LABORATORIUM ANALITYKI MEDYCZNEJ "MEDLAB" S.C.',
    "ul. Polna 7, 33-100 Tarnów, tel. 14 621 00 00",
    "",
    `Pacjent: ${pad(PATIENT.reversedUpper, 25)}PESEL: ${PATIENT.pesel}`,
    `Data pobrania: ${pad("17.05.2022 08:05", 19)}Data wydruku: 18.05.2022`,
    `Lekarz kierujący: lek. Tomasz Wiśniewski`,
    rule,
    `${pad("Nazwa badania", 29)}${pad("Wynik", 14)}${pad("Jedn.", 10)}Norma`,
    rule,
    ...BLOOD.map((line) => printed(line, "")),
    "Mocz - badanie ogólne",
    ...URINE.map((line) => printed(line, "  ")),
    rule,
    "H - wynik powyżej normy, L - wynik poniżej normy, * - wynik nieprawidłowy",
    "",
    "Wykonał: mgr Ewa Nowak",
  ];
  let y = 800;
  for (const line of lines) {
    page.text(40, y, line, { size: 8.5 });
    y -= 12;
  }
  const truthOf = (line: Line): TruthRow[] =>
    line.truth ? [{ printed: line.name, date: DATE, ...line.truth }] : [];
  return {
    bytes: await pdf.save(),
    truth: {
      document: "18_wydruk_tekstowy_spacje_2022.pdf",
      describes: "monospaced text printout: one item per line, columns by spaces only",
      lab: 'LABORATORIUM ANALITYKI MEDYCZNEJ "MEDLAB" S.C.',
      acceptOcr: false,
      rows: [...BLOOD.flatMap(truthOf), ...URINE.flatMap(truthOf)],
      notStored: [],
      identity: [...PATIENT_IDENTITY, "Tomasz Wiśniewski", "14 621 00 00"],
    },
  };
}
