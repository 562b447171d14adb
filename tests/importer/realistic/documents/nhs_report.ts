/**
 * Document 15 (held out): an English hospital pathology report as NHS
 * trusts print it: the patient's NHS number and hospital number, dates
 * "dd/mm/yyyy hh:mm" after "Collected:", "Received:", "Reported:", panels
 * in capitals, the range in brackets, the flag glued to the value ("11.9
 * H"), SI units (g/L, x10^9/L, L/L, umol/L, mmol/mol) and a comment line
 * under a row.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
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

const ITEMS: readonly TableItem[] = [
  { heading: "FULL BLOOD COUNT" },
  {
    label: "Haemoglobin",
    value: "118",
    unit: "g/L",
    range: "(115 - 165)",
    truth: { code: "HGB", value: 118, ref_low: 115, ref_high: 165 },
  },
  {
    label: "White cell count",
    value: "11.9 H",
    unit: "x10^9/L",
    range: "(4.0 - 11.0)",
    truth: { code: "WBC", value: 11.9, ref_low: 4, ref_high: 11, lab_flag: "H" },
  },
  {
    label: "Platelets",
    value: "312",
    unit: "x10^9/L",
    range: "(150 - 450)",
    truth: { code: "PLT", value: 312, ref_low: 150, ref_high: 450 },
  },
  {
    label: "Red cell count",
    value: "4.02",
    unit: "x10^12/L",
    range: "(3.80 - 5.80)",
    truth: { code: "RBC", value: 4.02, ref_low: 3.8, ref_high: 5.8 },
  },
  {
    label: "Haematocrit",
    value: "0.362 L",
    unit: "L/L",
    range: "(0.370 - 0.470)",
    truth: { code: "HCT", value: 0.362, ref_low: 0.37, ref_high: 0.47, lab_flag: "L" },
  },
  {
    label: "Mean cell volume",
    value: "90.0",
    unit: "fL",
    range: "(80 - 100)",
    truth: { code: "MCV", value: 90, ref_low: 80, ref_high: 100 },
  },
  {
    label: "Neutrophils",
    value: "8.9 H",
    unit: "x10^9/L",
    range: "(2.0 - 7.5)",
    truth: { code: "NEUT", value: 8.9, ref_low: 2, ref_high: 7.5, lab_flag: "H" },
  },
  {
    label: "Lymphocytes",
    value: "2.1",
    unit: "x10^9/L",
    range: "(1.0 - 4.5)",
    truth: { code: "LYMPH", value: 2.1, ref_low: 1, ref_high: 4.5 },
  },
  { heading: "UREA AND ELECTROLYTES" },
  {
    label: "Sodium",
    value: "139",
    unit: "mmol/L",
    range: "(133 - 146)",
    truth: { code: "NA", value: 139, ref_low: 133, ref_high: 146 },
  },
  {
    label: "Potassium",
    value: "4.4",
    unit: "mmol/L",
    range: "(3.5 - 5.3)",
    truth: { code: "K", value: 4.4, ref_low: 3.5, ref_high: 5.3 },
  },
  {
    label: "Urea",
    value: "5.1",
    unit: "mmol/L",
    range: "(2.5 - 7.8)",
    truth: { code: "UREA", value: 5.1, ref_low: 2.5, ref_high: 7.8 },
  },
  {
    label: "Creatinine",
    value: "72",
    unit: "umol/L",
    range: "(45 - 84)",
    truth: { code: "CREA", value: 72, ref_low: 45, ref_high: 84 },
  },
  {
    label: "eGFR",
    value: ">90",
    unit: "mL/min/1.73m2",
    truth: { code: "EGFR", value: 90, comparator: ">" },
    comments: ["eGFR calculated using the CKD-EPI equation; not valid in pregnancy."],
  },
  { heading: "LIVER FUNCTION TESTS" },
  {
    label: "Bilirubin",
    value: "9",
    unit: "umol/L",
    range: "(0 - 21)",
    truth: { code: "BILI", value: 9, ref_low: 0, ref_high: 21 },
  },
  {
    label: "ALT",
    value: "18",
    unit: "U/L",
    range: "(0 - 33)",
    truth: { code: "ALT", value: 18, ref_low: 0, ref_high: 33 },
  },
  {
    label: "Alkaline phosphatase",
    value: "84",
    unit: "U/L",
    range: "(30 - 130)",
    truth: { code: "ALP", value: 84, ref_low: 30, ref_high: 130 },
  },
  {
    label: "Albumin",
    value: "41",
    unit: "g/L",
    range: "(35 - 50)",
    truth: { code: "ALBUMIN", value: 41, ref_low: 35, ref_high: 50 },
  },
  { heading: "HAEMATINICS" },
  {
    label: "Ferritin",
    value: "14 L",
    unit: "ug/L",
    range: "(15 - 150)",
    truth: { code: "FERR", value: 14, ref_low: 15, ref_high: 150, lab_flag: "L" },
  },
  {
    label: "Vitamin B12",
    value: "245",
    unit: "ng/L",
    range: "(197 - 771)",
    truth: { code: "B12", value: 245, ref_low: 197, ref_high: 771 },
  },
  { heading: "ENDOCRINOLOGY" },
  {
    label: "TSH",
    value: "2.31",
    unit: "mU/L",
    range: "(0.27 - 4.20)",
    truth: { code: "TSH", value: 2.31, ref_low: 0.27, ref_high: 4.2 },
  },
  {
    label: "HbA1c (IFCC)",
    value: "39",
    unit: "mmol/mol",
    range: "(20 - 41)",
    truth: { code: "HBA1C", value: 39, ref_low: 20, ref_high: 41 },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Test", x: 45 },
  { cell: "value", header: "Result", x: 220 },
  { cell: "unit", header: "Units", x: 290 },
  { cell: "range", header: "Reference range", x: 370 },
];

const STYLE = { left: 45, size: 8.5, lineHeight: 13 };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(45, 805, "Riverside Hospitals NHS Foundation Trust", { bold: true, size: 11 });
  page.text(45, 792, "Blood Sciences - Clinical Biochemistry and Haematology", { size: 8.5 });
  page.field(45, 770, "Patient:", "PRZYKLADOWA, Anna", 4, 8.5);
  page.field(300, 770, "NHS No:", "943 476 5919", 4, 8.5);
  page.field(45, 757, "DOB:", PATIENT.birthPl.replaceAll(".", "/"), 4, 8.5);
  page.field(300, 757, "Hospital No:", "RX1234567", 4, 8.5);
  page.field(45, 744, "Requested by:", "Dr T Wisniewski, Riverside Practice", 4, 8.5);
  page.field(300, 744, "Lab No:", "H24.1187654", 4, 8.5);
  page.field(45, 731, "Collected:", "14/03/2024 09:12", 4, 8.5);
  page.field(200, 731, "Received:", "14/03/2024 11:40", 4, 8.5);
  page.field(360, 731, "Reported:", "15/03/2024 08:02", 4, 8.5);
  let y = drawHeader(page, 708, COLUMNS, STYLE);
  for (const item of ITEMS) y = drawItem(page, y, item, COLUMNS, STYLE);
  page.text(45, y - 10, "H = above reference range, L = below reference range.", {
    size: 7,
    grey: true,
  });
  page.text(45, 50, "Authorised by: E Nowak, Biomedical Scientist", { size: 7 });
  page.text(550, 38, "Page 1 of 1", { size: 7, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "15_nhs_pathology_report_2024.pdf",
      describes: "English NHS-style report: ranges in brackets, flags glued, SI units",
      lab: "Riverside Hospitals NHS Foundation Trust",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [
        ...PATIENT_IDENTITY,
        "PRZYKLADOWA",
        "943 476 5919",
        "9434765919",
        "13/07/1992",
        "RX1234567",
        "Wisniewski",
      ],
    },
  };
}
