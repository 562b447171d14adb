/**
 * Document 9: another chain's thyroid and vitamin panel, from a lab system
 * that writes every word as its own text item and no space characters (the
 * gaps exist only as positions). Surname and first name are separate
 * fields, the collection date is ISO with a time, columns are "Badanie |
 * Wynik | Wartości referencyjne | Jednostka" (unit last), ranges are in
 * parentheses, and censored values are in words: "ponad", "poniżej",
 * "mniej niż".
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY, STAFF } from "../patient.ts";
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

const DATE = "2025-10-11";

const ITEMS: readonly TableItem[] = [
  { heading: "Tarczyca" },
  {
    label: "TSH 3. generacji",
    value: "↑ 5,82",
    range: "(0,27 - 4,20)",
    unit: "µIU/ml",
    truth: { code: "TSH", value: 5.82, ref_low: 0.27, ref_high: 4.2, lab_flag: "H" },
  },
  {
    label: "FT4 (wolna tyroksyna)",
    value: "0,98",
    range: "(0,93 - 1,70)",
    unit: "ng/dl",
    truth: { code: "FT4", value: 0.98, ref_low: 0.93, ref_high: 1.7 },
  },
  {
    label: "FT3 (wolna trójjodotyronina)",
    value: "2,61",
    range: "(2,00 - 4,40)",
    unit: "pg/ml",
    truth: { code: "FT3", value: 2.61, ref_low: 2, ref_high: 4.4 },
  },
  {
    label: "Anty-TPO (CMIA)",
    value: "↑ ponad 600",
    range: "(< 5,61)",
    unit: "IU/ml",
    truth: { code: "ANTY_TPO", value: 600, comparator: ">", ref_high: 5.61, lab_flag: "H" },
    comments: ["Powyżej zakresu pomiarowego metody; rozcieńczenie niemożliwe."],
  },
  {
    label: "Anty-TG (CMIA)",
    value: "poniżej 1,0",
    range: "(< 4,11)",
    unit: "IU/ml",
    truth: { code: "ANTY_TG", value: 1, comparator: "<", ref_high: 4.11 },
  },
  { heading: "Witaminy i gospodarka żelazem" },
  {
    label: "Witamina B12",
    value: "↓ 162",
    range: "(197 - 771)",
    unit: "pg/ml",
    truth: { code: "B12", value: 162, ref_low: 197, ref_high: 771, lab_flag: "L" },
  },
  {
    label: "Kwas foliowy",
    value: "ponad 24,0 ↑",
    range: "(3,1 - 20,5)",
    unit: "ng/ml",
    truth: {
      code: "FOLATE",
      value: 24,
      comparator: ">",
      ref_low: 3.1,
      ref_high: 20.5,
      lab_flag: "H",
    },
    comments: ["Pacjentka przyjmuje suplementy z kwasem foliowym (wg ankiety)."],
  },
  {
    label: "Witamina D3 metabolit 25(OH)",
    value: "43,7",
    range: "(30,0 - 50,0)",
    unit: "ng/ml",
    truth: { code: "VIT_D", value: 43.7, ref_low: 30, ref_high: 50 },
  },
  {
    label: "Ferrytyna",
    value: "57",
    range: "(13 - 150)",
    unit: "ng/ml",
    truth: { code: "FERR", value: 57, ref_low: 13, ref_high: 150 },
  },
  {
    label: "CRP (wysokoczułe)",
    value: "mniej niż 0,3",
    range: "(< 5,0)",
    unit: "mg/l",
    truth: { code: "HSCRP", value: 0.3, comparator: "<", ref_high: 5 },
  },
  {
    label: "Hemoglobina glikowana (HbA1c)",
    value: "5,2",
    range: "(4,0 - 5,6)",
    unit: "%",
    truth: { code: "HBA1C", value: 5.2, ref_low: 4, ref_high: 5.6 },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 42 },
  { cell: "value", header: "Wynik", x: 290, align: "right" },
  { cell: "range", header: "Wartości referencyjne", x: 320 },
  { cell: "unit", header: "Jednostka", x: 460 },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page(undefined, true);
  page.text(42, 800, "CENTRUM DIAGNOSTYKI LABORATORYJNEJ LABPOL", { bold: true, size: 12 });
  page.text(42, 787, "Sprawozdanie z badań nr 2025/10/11/0093", { size: 8.5 });
  page.rule(778, 42, 553, 0.8);
  page.field(42, 762, "Nazwisko:", PATIENT.family.toUpperCase(), 4, 8.5);
  page.field(220, 762, "Imię:", PATIENT.given.toUpperCase(), 4, 8.5);
  page.field(360, 762, "Nr PESEL:", PATIENT.pesel, 4, 8.5);
  page.field(42, 749, "Data urodzenia:", PATIENT.birthPl, 4, 8.5);
  page.field(220, 749, "Nr próbki:", "4410930217", 4, 8.5);
  page.field(360, 749, "Skierowanie:", `lek. ${STAFF.doctor}`, 4, 8.5);
  page.field(42, 736, "Data i godzina pobrania materiału:", "2025-10-11 07:30", 4, 8.5);
  page.field(360, 736, "Data zatwierdzenia:", "2025-10-13", 4, 8.5);
  page.rule(726, 42, 553, 0.5);
  const style = { left: 42, size: 8.5, lineHeight: 15 };
  let y = drawHeader(page, 710, COLUMNS, { ...style, ruleTo: 553 });
  for (const item of ITEMS) y = drawItem(page, y, item, COLUMNS, style);
  page.text(42, y - 14, "↑ wynik powyżej, ↓ wynik poniżej wartości referencyjnych.", {
    size: 7.5,
    grey: true,
  });
  page.text(42, 60, `Badanie zatwierdził: mgr ${STAFF.analyst}`, { size: 7.5 });
  page.text(553, 60, "str. 1/1", { size: 7.5, align: "right" });

  return {
    bytes: await pdf.save(),
    truth: {
      document: "09_tarczyca_slowa_osobno_2025.pdf",
      describes: "word-per-item PDF: no spaces, ranges in parentheses, censored in words",
      lab: "CENTRUM DIAGNOSTYKI LABORATORYJNEJ LABPOL",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [...PATIENT_IDENTITY, STAFF.doctor, STAFF.analyst],
    },
  };
}
