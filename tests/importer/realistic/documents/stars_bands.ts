/**
 * Document 12 (held out: written before the importer was taught its
 * layout): a chain lab's report with no rules and no header rules, columns
 * set apart by spacing alone, out-of-range results marked with a star after
 * the value and explained by a footnote legend, sex-banded ranges written
 * "M: … K: …" with the patient's sex printed as a word ("Płeć: Kobieta"),
 * ranges "do 190", "< 5,0", "> 45", values with a space as thousands
 * separator ("1 024") and a qualitative "niereaktywny". The range header is
 * "Wartości odniesienia" and the unit header "Jedn. miary".
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

const DATE = "2025-02-03";

const ITEMS: readonly TableItem[] = [
  { heading: "Morfologia krwi (5 DIFF)" },
  {
    label: "Hemoglobina",
    value: "11,6 *",
    unit: "g/dl",
    range: "M: 13,5-17,5 K: 12,0-16,0",
    truth: { code: "HGB", value: 11.6, ref_low: 12, ref_high: 16, lab_flag: "L" },
  },
  {
    label: "Erytrocyty",
    value: "4,12",
    unit: "mln/µl",
    range: "M: 4,50-5,90 K: 4,00-5,20",
    truth: { code: "RBC", value: 4.12, ref_low: 4, ref_high: 5.2 },
  },
  {
    label: "Hematokryt",
    value: "35,9 *",
    unit: "%",
    range: "M: 40-52 K: 37-47",
    truth: { code: "HCT", value: 35.9, ref_low: 37, ref_high: 47, lab_flag: "L" },
  },
  {
    label: "MCV",
    value: "87,1",
    unit: "fl",
    range: "80-99",
    truth: { code: "MCV", value: 87.1, ref_low: 80, ref_high: 99 },
  },
  {
    label: "MCH",
    value: "28,2",
    unit: "pg",
    range: "27-31",
    truth: { code: "MCH", value: 28.2, ref_low: 27, ref_high: 31 },
  },
  {
    label: "MCHC",
    value: "32,3",
    unit: "g/dl",
    range: "32-36",
    truth: { code: "MCHC", value: 32.3, ref_low: 32, ref_high: 36 },
  },
  {
    label: "Leukocyty",
    value: "6,84",
    unit: "tys/µl",
    range: "4,00-10,00",
    truth: { code: "WBC", value: 6.84, ref_low: 4, ref_high: 10 },
  },
  {
    label: "Płytki krwi",
    value: "212",
    unit: "tys/µl",
    range: "150-410",
    truth: { code: "PLT", value: 212, ref_low: 150, ref_high: 410 },
  },
  { heading: "Biochemia" },
  {
    label: "Glukoza na czczo",
    value: "104 *",
    unit: "mg/dl",
    range: "70-99",
    truth: { code: "GLU", value: 104, ref_low: 70, ref_high: 99, lab_flag: "H" },
  },
  {
    label: "Cholesterol całkowity",
    value: "212 *",
    unit: "mg/dl",
    range: "do 190",
    truth: { code: "CHOL", value: 212, ref_high: 190, lab_flag: "H" },
  },
  {
    label: "Cholesterol HDL",
    value: "61",
    unit: "mg/dl",
    range: "> 45",
    truth: { code: "HDL", value: 61, ref_low: 45 },
  },
  {
    label: "Cholesterol LDL wyliczany",
    value: "131 *",
    unit: "mg/dl",
    range: "do 115",
    truth: { code: "LDL", value: 131, ref_high: 115, lab_flag: "H" },
  },
  {
    label: "Triglicerydy",
    value: "98",
    unit: "mg/dl",
    range: "do 150",
    truth: { code: "TG", value: 98, ref_high: 150 },
  },
  {
    label: "Białko C-reaktywne (CRP)",
    value: "< 0,6",
    unit: "mg/l",
    range: "< 5,0",
    truth: { code: "CRP", value: 0.6, comparator: "<", ref_high: 5 },
  },
  {
    label: "Witamina B12",
    value: "1 024 *",
    unit: "pg/ml",
    range: "197-771",
    truth: { code: "B12", value: 1024, ref_low: 197, ref_high: 771, lab_flag: "H" },
  },
  {
    label: "D-dimery",
    value: "1 180 *",
    unit: "ng/ml",
    range: "< 500",
    truth: { code: "D_DIMER", value: 1180, ref_high: 500, lab_flag: "H" },
  },
  { heading: "Serologia" },
  {
    label: "Antygen HBs",
    value: "niereaktywny",
    range: "niereaktywny",
    truth: { code: "HBSAG", value: "niereaktywny", ref_text: "niereaktywny" },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 40 },
  { cell: "value", header: "Wynik", x: 250, align: "right" },
  { cell: "unit", header: "Jedn. miary", x: 268 },
  { cell: "range", header: "Wartości odniesienia", x: 345 },
];

const STYLE = { left: 40, size: 8.5, lineHeight: 14, ruled: false };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(40, 805, "VITA-LAB Laboratorium Medyczne", { bold: true, size: 12 });
  page.text(40, 792, "Punkt pobrań nr 14, ul. Długa 3, 30-001 Kraków", { size: 7.5 });
  page.field(40, 768, "Pacjent:", PATIENT.fullName, 4, 8.5);
  page.field(300, 768, "PESEL:", PATIENT.pesel, 4, 8.5);
  page.field(40, 755, "Płeć:", "Kobieta", 4, 8.5);
  page.field(300, 755, "Wiek:", "32 lata", 4, 8.5);
  page.field(40, 742, "Data rejestracji:", "03.02.2025 07:41", 4, 8.5);
  page.field(300, 742, "Data pobrania materiału:", "03.02.2025 07:35", 4, 8.5);
  page.field(40, 729, "Kod zlecenia:", "VL-2025-0203-1187", 4, 8.5);
  page.field(300, 729, "Data wydania:", "04.02.2025", 4, 8.5);
  let y = drawHeader(page, 705, COLUMNS, STYLE);
  for (const item of ITEMS) y = drawItem(page, y, item, COLUMNS, STYLE);
  page.text(40, y - 12, "* - wynik poza zakresem wartości odniesienia", { size: 7, grey: true });
  page.text(40, 60, "Wynik autoryzował: mgr Ewa Nowak, diagnosta laboratoryjny", { size: 7 });
  page.text(555, 40, "Strona 1/1", { size: 7, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "12_gwiazdki_pasma_bez_linii_2025.pdf",
      describes: "no rules, stars with a legend, M:/K: bands, 'do 190', '1 024'",
      lab: "VITA-LAB Laboratorium Medyczne",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [...PATIENT_IDENTITY, "VL-2025-0203-1187"],
    },
  };
}
