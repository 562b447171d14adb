/**
 * Document 11: two layouts on one page that the first ten documents lacked.
 * A lab system that prints "CODE - label" names ("WBC - leukocyty", "NEU% -
 * neutrofile") with decimal points, the flag arrow glued to the result and
 * section headings in capitals (a urinalysis among them); and a hospital
 * block whose result and range cells carry the unit ("1,42 mg/dl", "0,70 -
 * 1,20 mg/dl", "< 0,50 mg/l FEU") with the flag in a column that has no
 * header. One collection date ("Data i godz. pobrania") for both.
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
import { NEW_CODES, type Truth } from "../truth.ts";

const DATE = "2024-11-12";

const PANEL: readonly TableItem[] = [
  { heading: "MORFOLOGIA KRWI" },
  {
    label: "WBC - leukocyty",
    value: "11.20 ↑",
    unit: "10^3/µl",
    range: "4.00-10.00",
    truth: { code: "WBC", value: 11.2, ref_low: 4, ref_high: 10, lab_flag: "H" },
  },
  {
    label: "HGB - hemoglobina",
    value: "13.1",
    unit: "g/dl",
    range: "12.0-16.0",
    truth: { code: "HGB", value: 13.1, ref_low: 12, ref_high: 16 },
  },
  {
    label: "PLT - płytki krwi",
    value: "140 ↓",
    unit: "10^3/µl",
    range: "150-400",
    truth: { code: "PLT", value: 140, ref_low: 150, ref_high: 400, lab_flag: "L" },
  },
  {
    label: "NEU% - neutrofile",
    value: "71.2 ↑",
    unit: "%",
    range: "40.0-70.0",
    truth: { code: NEW_CODES.NEUT_PCT, value: 71.2, ref_low: 40, ref_high: 70, lab_flag: "H" },
  },
  { heading: "BIOCHEMIA" },
  {
    label: "Ferrytyna",
    value: "< 5.0 ↓",
    unit: "ng/ml",
    range: "13-150",
    truth: { code: "FERR", value: 5, comparator: "<", ref_low: 13, ref_high: 150, lab_flag: "L" },
  },
  {
    label: "Cholesterol HDL",
    value: "58",
    unit: "mg/dl",
    range: "> 45",
    truth: { code: "HDL", value: 58, ref_low: 45 },
  },
  { heading: "BADANIE OGÓLNE MOCZU" },
  {
    label: "Ciężar właściwy",
    value: "1.020",
    unit: "g/ml",
    range: "1.015-1.025",
    truth: { code: "URINE_SG", value: 1.02, ref_low: 1.015, ref_high: 1.025 },
  },
  {
    label: "Glukoza",
    value: "nieobecna",
    range: "nieobecna",
    truth: { code: "URINE_GLUCOSE", value: "nieobecna", ref_text: "nieobecna" },
  },
];

const PANEL_COLUMNS: readonly Column[] = [
  { cell: "label", header: "Nazwa badania", x: 45 },
  { cell: "value", header: "Wynik", x: 255, align: "right" },
  { cell: "unit", header: "Jednostka", x: 270 },
  { cell: "range", header: "Norma", x: 345 },
];

const WARD: readonly TableItem[] = [
  {
    label: "Kreatynina",
    value: "1,42 mg/dl",
    flag: "H",
    range: "0,70 - 1,20 mg/dl",
    truth: { code: "CREA", value: 1.42, unit: "mg/dl", ref_low: 0.7, ref_high: 1.2, lab_flag: "H" },
  },
  {
    label: "Potas",
    value: "5,6 mmol/l",
    flag: "H",
    range: "3,5 - 5,1 mmol/l",
    truth: { code: "K", value: 5.6, unit: "mmol/l", ref_low: 3.5, ref_high: 5.1, lab_flag: "H" },
  },
  {
    label: "CRP",
    value: "24,7 mg/l",
    flag: "H",
    range: "< 5,0 mg/l",
    truth: { code: "CRP", value: 24.7, unit: "mg/l", ref_high: 5, lab_flag: "H" },
  },
  {
    label: "D-dimery",
    value: "0,85 mg/l FEU",
    flag: "H",
    range: "< 0,50 mg/l FEU",
    truth: { code: "D_DIMER", value: 0.85, unit: "mg/l FEU", ref_high: 0.5, lab_flag: "H" },
  },
  {
    label: "Troponina I hs",
    value: "<2,5 ng/l",
    range: "< 34,2 ng/l",
    truth: { code: "HS_TROPONIN_I", value: 2.5, comparator: "<", unit: "ng/l", ref_high: 34.2 },
  },
];

const WARD_COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 45 },
  { cell: "value", header: "Wynik", x: 235 },
  { cell: "flag", header: "", x: 305 },
  { cell: "range", header: "Wartości referencyjne", x: 335 },
];

const STYLE = { left: 45, size: 8.5, lineHeight: 14 };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(45, 800, "SZPITAL MIEJSKI - LABORATORIUM CENTRALNE", { bold: true, size: 12 });
  page.rule(790, 45, 550, 1);
  page.field(45, 774, "Nazwisko i imię:", PATIENT.reversedUpper, 4, 9);
  page.field(330, 774, "PESEL:", PATIENT.pesel, 4, 9);
  page.field(45, 760, "Oddział:", "Chorób Wewnętrznych", 4, 9);
  page.field(330, 760, "Nr księgi:", "2024/11/88412", 4, 9);
  page.field(45, 746, "Data i godz. pobrania:", "12.11.2024 06:50", 4, 9);
  page.field(330, 746, "Data wydania wyniku:", "12.11.2024", 4, 9);
  let y = drawHeader(page, 724, PANEL_COLUMNS, STYLE);
  for (const item of PANEL) y = drawItem(page, y, item, PANEL_COLUMNS, STYLE);
  y = drawHeader(page, y - 16, WARD_COLUMNS, STYLE);
  for (const item of WARD) y = drawItem(page, y, item, WARD_COLUMNS, STYLE);
  page.text(45, 60, "Wynik autoryzował: mgr Ewa Nowak, diagnosta laboratoryjny", { size: 7 });
  page.text(550, 48, "Strona 1 z 1", { size: 7.5, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "11_kod_myslnik_i_szpital_2024.pdf",
      describes: '"CODE - label" names, arrows glued to values, a flag column with no header',
      lab: "SZPITAL MIEJSKI - LABORATORIUM CENTRALNE",
      acceptOcr: false,
      rows: [...truthRows(PANEL, DATE), ...truthRows(WARD, DATE)],
      notStored: [...notStoredRows(PANEL), ...notStoredRows(WARD)],
      identity: [...PATIENT_IDENTITY],
    },
  };
}
