/**
 * Document 19 (held out, second round): a chain lab that prints each
 * ordered test as a block: the test's name in bold, its material and ISO
 * dates with times ("Data i godzina pobrania materiału: 2024-05-06 07:45"),
 * then its parameters with the value and unit in one cell ("13,5 g/dl"),
 * the range in square brackets ("[12,0 - 16,0]") and an arrow apart, and a
 * "Komentarz:" line under a block.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { ReportPdf } from "../report_pdf.ts";
import type { Truth, TruthRow } from "../truth.ts";

const DATE = "2024-05-06";

interface Param {
  readonly label: string;
  readonly result: string;
  readonly arrow?: string;
  readonly range: string;
  readonly truth: Omit<TruthRow, "printed" | "date">;
}

const BLOCKS: readonly { title: string; params: readonly Param[]; comment?: string }[] = [
  {
    title: "Morfologia krwi z rozmazem automatycznym",
    params: [
      {
        label: "Hemoglobina",
        result: "13,5 g/dl",
        range: "[12,0 - 16,0]",
        truth: { code: "HGB", value: 13.5, unit: "g/dl", ref_low: 12, ref_high: 16 },
      },
      {
        label: "Leukocyty",
        result: "3,21 tys/µl",
        arrow: "↓",
        range: "[4,00 - 10,00]",
        truth: {
          code: "WBC",
          value: 3.21,
          unit: "tys/µl",
          ref_low: 4,
          ref_high: 10,
          lab_flag: "L",
        },
      },
      {
        label: "Płytki krwi",
        result: "188 tys/µl",
        range: "[150 - 400]",
        truth: { code: "PLT", value: 188, unit: "tys/µl", ref_low: 150, ref_high: 400 },
      },
    ],
    comment: "Komentarz: leukopenia potwierdzona w rozmazie mikroskopowym.",
  },
  {
    title: "TSH (hormon tyreotropowy)",
    params: [
      {
        label: "TSH",
        result: "6,12 µIU/ml",
        arrow: "↑",
        range: "[0,27 - 4,20]",
        truth: {
          code: "TSH",
          value: 6.12,
          unit: "µIU/ml",
          ref_low: 0.27,
          ref_high: 4.2,
          lab_flag: "H",
        },
      },
    ],
  },
  {
    title: "Lipidogram",
    params: [
      {
        label: "Cholesterol całkowity",
        result: "186 mg/dl",
        range: "[< 190]",
        truth: { code: "CHOL", value: 186, unit: "mg/dl", ref_high: 190 },
      },
      {
        label: "Cholesterol HDL",
        result: "52 mg/dl",
        range: "[> 45]",
        truth: { code: "HDL", value: 52, unit: "mg/dl", ref_low: 45 },
      },
      {
        label: "Triglicerydy",
        result: "210 mg/dl",
        arrow: "↑",
        range: "[< 150]",
        truth: { code: "TG", value: 210, unit: "mg/dl", ref_high: 150, lab_flag: "H" },
      },
    ],
  },
  {
    title: "Ferrytyna",
    params: [
      {
        label: "Ferrytyna",
        result: "11 ng/ml",
        arrow: "↓",
        range: "[13 - 150]",
        truth: {
          code: "FERR",
          value: 11,
          unit: "ng/ml",
          ref_low: 13,
          ref_high: 150,
          lab_flag: "L",
        },
      },
    ],
  },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(40, 805, "Laboratoria Medyczne CENTRUM-LAB", { bold: true, size: 12 });
  page.text(555, 805, "Sprawozdanie nr 240506/0877", { size: 8, align: "right" });
  page.field(40, 782, "Imię i nazwisko:", PATIENT.fullName, 4, 8.5);
  page.field(320, 782, "PESEL:", PATIENT.peselSpaced, 4, 8.5);
  page.field(40, 769, "Zleceniodawca:", "Przychodnia Rodzinna, lek. Tomasz Wiśniewski", 4, 8.5);
  let y = 745;
  for (const block of BLOCKS) {
    page.text(40, y, block.title, { bold: true, size: 9.5 });
    y -= 13;
    page.field(40, y, "Materiał:", "krew żylna", 4, 7.5);
    page.field(170, y, "Data i godzina pobrania materiału:", "2024-05-06 07:45", 4, 7.5);
    page.field(420, y, "Data wykonania:", "2024-05-06", 4, 7.5);
    y -= 14;
    for (const param of block.params) {
      page.text(55, y, param.label, { size: 8.5 });
      page.text(300, y, param.result, { size: 8.5, align: "right" });
      if (param.arrow) page.text(312, y, param.arrow, { size: 8.5 });
      page.text(340, y, param.range, { size: 8.5 });
      y -= 12;
    }
    if (block.comment) {
      page.text(55, y, block.comment, { size: 7.5, grey: true });
      y -= 12;
    }
    page.rule(y + 4, 40, 555, 0.3);
    y -= 10;
  }
  page.text(40, 60, "Wyniki zatwierdził: mgr Ewa Nowak, diagnosta laboratoryjny", { size: 7 });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "19_bloki_badan_iso_2024.pdf",
      describes: "each test a block: ISO dates with times, value and unit in one cell, [range]",
      lab: "Laboratoria Medyczne CENTRUM-LAB",
      acceptOcr: false,
      rows: BLOCKS.flatMap((b) =>
        b.params.map((p) => ({ printed: p.label, date: DATE, ...p.truth }))
      ),
      notStored: [],
      identity: [...PATIENT_IDENTITY, "Tomasz Wiśniewski"],
    },
  };
}
