/**
 * Document 10: two complete reports of a small lab merged into one PDF (as
 * a patient portal's "download all" does): one visit per page, each page
 * with its own identity header. Page 1 prints "Data pobrania" in its header;
 * page 2, from the lab's newer print layout, only below its table
 * ("Materiał pobrano: …"). TSH has the same value at both visits.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import {
  type Column,
  drawHeader,
  drawItem,
  notStoredRows,
  type ReportPage,
  ReportPdf,
  type TableItem,
  truthRows,
} from "../report_pdf.ts";
import type { Truth } from "../truth.ts";

const FIRST = "2019-11-05";
const SECOND = "2020-06-30";

const FIRST_ITEMS: readonly TableItem[] = [
  {
    label: "Hemoglobina",
    value: "12,6",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 12.6, ref_low: 12, ref_high: 16 },
  },
  {
    label: "Ferrytyna",
    value: "11 L",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 11, ref_low: 13, ref_high: 150, lab_flag: "L" },
  },
  {
    label: "TSH",
    value: "2,05",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    truth: { code: "TSH", value: 2.05, ref_low: 0.27, ref_high: 4.2 },
  },
  {
    label: "Glukoza",
    value: "86",
    unit: "mg/dl",
    range: "70 - 99",
    truth: { code: "GLU", value: 86, ref_low: 70, ref_high: 99 },
  },
];

const SECOND_ITEMS: readonly TableItem[] = [
  {
    label: "Hemoglobina",
    value: "13,2",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 13.2, ref_low: 12, ref_high: 16 },
  },
  {
    label: "Ferrytyna",
    value: "38",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 38, ref_low: 13, ref_high: 150 },
  },
  {
    label: "TSH",
    value: "2,05",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    truth: { code: "TSH", value: 2.05, ref_low: 0.27, ref_high: 4.2 },
  },
  {
    label: "Witamina D3 metabolit 25(OH)",
    value: "29,1 L",
    unit: "ng/ml",
    range: "30 - 50",
    truth: { code: "VIT_D", value: 29.1, ref_low: 30, ref_high: 50, lab_flag: "L" },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 50 },
  { cell: "value", header: "Wynik", x: 270, align: "right" },
  { cell: "unit", header: "Jedn.", x: 290 },
  { cell: "range", header: "Wartości referencyjne", x: 380 },
];

const STYLE = { left: 50, size: 9, lineHeight: 15 };

function header(page: ReportPage, order: string): void {
  page.text(50, 795, "MEDLAB Przykładów - Laboratorium Diagnostyczne", { bold: true, size: 11 });
  page.rule(785, 50, 545, 0.8);
  page.field(50, 768, "Pacjent:", PATIENT.fullName, 4, 9);
  page.field(330, 768, "PESEL:", PATIENT.pesel, 4, 9);
  page.field(50, 754, "Nr zlecenia:", order, 4, 9);
}

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();

  const first = pdf.page();
  header(first, "19/11/05/0031");
  first.field(330, 754, "Data pobrania:", "05.11.2019 08:20", 4, 9);
  first.field(50, 740, "Data wydruku:", "06.11.2019", 4, 9);
  let y = drawHeader(first, 716, COLUMNS, { ...STYLE, ruleTo: 545 });
  for (const item of FIRST_ITEMS) y = drawItem(first, y, item, COLUMNS, STYLE);
  first.text(545, 40, "Strona 1 z 1", { size: 7.5, align: "right" });

  const second = pdf.page();
  header(second, "20/06/30/0112");
  second.field(330, 754, "Data wydruku:", "01.07.2020", 4, 9);
  y = drawHeader(second, 730, COLUMNS, { ...STYLE, ruleTo: 545 });
  for (const item of SECOND_ITEMS) y = drawItem(second, y, item, COLUMNS, STYLE);
  second.rule(y + 4, 50, 545, 0.5);
  second.field(50, y - 10, "Materiał pobrano:", "30.06.2020 08:12", 4, 9);
  second.field(330, y - 10, "Materiał:", "krew żylna", 4, 9);
  second.text(545, 40, "Strona 1 z 1", { size: 7.5, align: "right" });

  return {
    bytes: await pdf.save(),
    truth: {
      document: "10_dwa_sprawozdania_w_pliku_2019_2020.pdf",
      describes: "two reports merged: one visit per page, page 2 dated below its table",
      lab: "MEDLAB Przykładów - Laboratorium Diagnostyczne",
      acceptOcr: false,
      rows: [...truthRows(FIRST_ITEMS, FIRST), ...truthRows(SECOND_ITEMS, SECOND)],
      notStored: [...notStoredRows(FIRST_ITEMS), ...notStoredRows(SECOND_ITEMS)],
      identity: [...PATIENT_IDENTITY],
    },
  };
}
