/**
 * Document 16 (held out): a United States commercial lab's report. Dates
 * are month first ("03/14/2024", the birth date "07/13/1992"), the columns
 * are "TESTS | RESULT | FLAG | UNITS | REFERENCE INTERVAL | LAB", flags are
 * the words "High" and "Low", units are written "x10E3/uL", ranges "3.4-10.8",
 * ">39" and "0-99", panels are headings in mixed case, the last column is
 * the performing lab's number, and a comment under a row carries ranges of
 * its own ("Prediabetes: 5.7 - 6.4"). BUN (urea nitrogen) is no urea: a
 * careful person leaves it for a marker of its own.
 *
 * @module
 */

import { PATIENT_IDENTITY } from "../patient.ts";
import {
  type Column,
  drawHeader,
  drawItem,
  notStoredRows,
  ReportPdf,
  type TableItem,
  truthRows,
} from "../report_pdf.ts";
import type { Truth } from "../truth.ts";

const DATE = "2024-03-14";

const lab = "01";

const ITEMS: readonly TableItem[] = [
  { heading: "CBC With Differential/Platelet" },
  {
    label: "WBC",
    value: "11.6",
    flag: "High",
    unit: "x10E3/uL",
    range: "3.4-10.8",
    truth: { code: "WBC", value: 11.6, ref_low: 3.4, ref_high: 10.8, lab_flag: "H" },
  },
  {
    label: "RBC",
    value: "4.38",
    unit: "x10E6/uL",
    range: "3.77-5.28",
    truth: { code: "RBC", value: 4.38, ref_low: 3.77, ref_high: 5.28 },
  },
  {
    label: "Hemoglobin",
    value: "13.2",
    unit: "g/dL",
    range: "11.1-15.9",
    truth: { code: "HGB", value: 13.2, ref_low: 11.1, ref_high: 15.9 },
  },
  {
    label: "Hematocrit",
    value: "39.8",
    unit: "%",
    range: "34.0-46.6",
    truth: { code: "HCT", value: 39.8, ref_low: 34, ref_high: 46.6 },
  },
  {
    label: "Platelets",
    value: "398",
    unit: "x10E3/uL",
    range: "150-450",
    truth: { code: "PLT", value: 398, ref_low: 150, ref_high: 450 },
  },
  { heading: "Comprehensive Metabolic Panel (14)" },
  {
    label: "Glucose",
    value: "112",
    flag: "High",
    unit: "mg/dL",
    range: "70-99",
    truth: { code: "GLU", value: 112, ref_low: 70, ref_high: 99, lab_flag: "H" },
  },
  { label: "BUN", value: "14", unit: "mg/dL", range: "6-20" },
  {
    label: "Creatinine",
    value: "0.91",
    unit: "mg/dL",
    range: "0.57-1.00",
    truth: { code: "CREA", value: 0.91, ref_low: 0.57, ref_high: 1 },
  },
  {
    label: "eGFR",
    value: "86",
    unit: "mL/min/1.73",
    range: ">59",
    truth: { code: "EGFR", value: 86, ref_low: 59 },
  },
  {
    label: "Sodium",
    value: "141",
    unit: "mmol/L",
    range: "134-144",
    truth: { code: "NA", value: 141, ref_low: 134, ref_high: 144 },
  },
  {
    label: "Potassium",
    value: "3.3",
    flag: "Low",
    unit: "mmol/L",
    range: "3.5-5.2",
    truth: { code: "K", value: 3.3, ref_low: 3.5, ref_high: 5.2, lab_flag: "L" },
  },
  {
    label: "ALT (SGPT)",
    value: "22",
    unit: "IU/L",
    range: "0-32",
    truth: { code: "ALT", value: 22, ref_low: 0, ref_high: 32 },
  },
  {
    label: "AST (SGOT)",
    value: "19",
    unit: "IU/L",
    range: "0-40",
    truth: { code: "AST", value: 19, ref_low: 0, ref_high: 40 },
  },
  { heading: "Lipid Panel" },
  {
    label: "Cholesterol, Total",
    value: "224",
    flag: "High",
    unit: "mg/dL",
    range: "100-199",
    truth: { code: "CHOL", value: 224, ref_low: 100, ref_high: 199, lab_flag: "H" },
  },
  {
    label: "Triglycerides",
    value: "150",
    flag: "High",
    unit: "mg/dL",
    range: "0-149",
    truth: { code: "TG", value: 150, ref_low: 0, ref_high: 149, lab_flag: "H" },
  },
  {
    label: "HDL Cholesterol",
    value: "52",
    unit: "mg/dL",
    range: ">39",
    truth: { code: "HDL", value: 52, ref_low: 39 },
  },
  {
    label: "LDL Chol Calc (NIH)",
    value: "143",
    flag: "High",
    unit: "mg/dL",
    range: "0-99",
    truth: { code: "LDL", value: 143, ref_low: 0, ref_high: 99, lab_flag: "H" },
  },
  { heading: "Thyroid and Diabetes" },
  {
    label: "TSH",
    value: "2.150",
    unit: "uIU/mL",
    range: "0.450-4.500",
    truth: { code: "TSH", value: 2.15, ref_low: 0.45, ref_high: 4.5 },
  },
  {
    label: "Hemoglobin A1c",
    value: "5.9",
    flag: "High",
    unit: "%",
    range: "4.8-5.6",
    truth: { code: "HBA1C", value: 5.9, ref_low: 4.8, ref_high: 5.6, lab_flag: "H" },
    comments: [
      "Prediabetes: 5.7 - 6.4",
      "Diabetes: >6.4",
      "Glycemic control for adults with diabetes: <7.0",
    ],
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "TESTS", x: 40 },
  { cell: "value", header: "RESULT", x: 210 },
  { cell: "flag", header: "FLAG", x: 265 },
  { cell: "unit", header: "UNITS", x: 310 },
  { cell: "range", header: "REFERENCE INTERVAL", x: 385 },
];

const STYLE = { left: 40, size: 8.5, lineHeight: 13 };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(40, 805, "Summit Clinical Laboratories", { bold: true, size: 12 });
  page.text(40, 792, "1447 York Court, Burlington, NC 27215 - Dir: J. Doe, MD", { size: 7.5 });
  page.field(40, 770, "Patient:", "PRZYKLADOWA, ANNA", 4, 8.5);
  page.field(300, 770, "DOB:", "07/13/1992", 4, 8.5);
  page.field(420, 770, "Sex:", "F", 4, 8.5);
  page.field(40, 757, "Specimen ID:", "074-512-3318-0", 4, 8.5);
  page.field(300, 757, "Account:", "40112233", 4, 8.5);
  page.field(40, 744, "Date Collected:", "03/14/2024 0815 Local", 4, 8.5);
  page.field(300, 744, "Date Received:", "03/14/2024", 4, 8.5);
  page.field(40, 731, "Date Reported:", "03/16/2024 0512 ET", 4, 8.5);
  page.field(300, 731, "Physician:", "Wisniewski, T", 4, 8.5);
  const columns = [...COLUMNS, { cell: "flag", header: "LAB", x: 530 } as const];
  let y = drawHeader(page, 708, columns, STYLE);
  for (const item of ITEMS) {
    if (!("heading" in item)) page.text(530, y, lab, { size: 8.5 });
    y = drawItem(page, y, item, COLUMNS, STYLE);
  }
  page.text(40, 60, `${lab}  Summit Clinical Laboratories, 1447 York Court, Burlington, NC`, {
    size: 7,
  });
  page.text(555, 40, "Page 1 of 1", { size: 7, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "16_us_reference_interval_2024.pdf",
      describes: "US report: month-first dates, High/Low words, x10E3/uL, a LAB column",
      lab: "Summit Clinical Laboratories",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [
        ...PATIENT_IDENTITY,
        "PRZYKLADOWA",
        "07/13/1992",
        "074-512-3318-0",
        "40112233",
        "Wisniewski",
      ],
    },
  };
}
