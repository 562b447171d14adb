/**
 * Document 4: one PDF holding two visits (a patient-portal "all results"
 * print): two order blocks, each with its own "Data pobrania", and the same
 * ferritin value at both visits, which must be stored twice, once per date.
 * Columns "Badanie | Wynik | Flaga | Jednostka | Wartości referencyjne";
 * the patient's age is printed next to her name.
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

const FIRST = "2021-02-15";
const SECOND = "2021-05-12";

const FIRST_ITEMS: readonly TableItem[] = [
  { heading: "Morfologia krwi (5 parametrów)" },
  {
    label: "Hemoglobina",
    value: "11,9",
    flag: "L",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 11.9, ref_low: 12, ref_high: 16, lab_flag: "L" },
  },
  {
    label: "Erytrocyty",
    value: "4,21",
    unit: "mln/µl",
    range: "3,80 - 5,20",
    truth: { code: "RBC", value: 4.21, ref_low: 3.8, ref_high: 5.2 },
  },
  {
    label: "Leukocyty",
    value: "5,6",
    unit: "tys/µl",
    range: "4,0 - 10,0",
    truth: { code: "WBC", value: 5.6, ref_low: 4, ref_high: 10 },
  },
  {
    label: "Płytki krwi",
    value: "281",
    unit: "tys/µl",
    range: "150 - 400",
    truth: { code: "PLT", value: 281, ref_low: 150, ref_high: 400 },
  },
  { heading: "Gospodarka żelazem" },
  {
    label: "Ferrytyna",
    value: "21",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 21, ref_low: 13, ref_high: 150 },
  },
  {
    label: "Żelazo",
    value: "52",
    unit: "µg/dl",
    range: "37 - 145",
    truth: { code: "FE", value: 52, ref_low: 37, ref_high: 145 },
  },
];

const SECOND_ITEMS: readonly TableItem[] = [
  { heading: "Morfologia krwi (5 parametrów)" },
  {
    label: "Hemoglobina",
    value: "12,7",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 12.7, ref_low: 12, ref_high: 16 },
  },
  { heading: "Gospodarka żelazem" },
  {
    label: "Ferrytyna",
    value: "21",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 21, ref_low: 13, ref_high: 150 },
    comments: ["Wynik bez zmian w porównaniu z badaniem z dnia 15.02.2021."],
  },
  {
    label: "Żelazo",
    value: "88",
    unit: "µg/dl",
    range: "37 - 145",
    truth: { code: "FE", value: 88, ref_low: 37, ref_high: 145 },
  },
  { heading: "Hormony" },
  {
    label: "TSH",
    value: "2,12",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    truth: { code: "TSH", value: 2.12, ref_low: 0.27, ref_high: 4.2 },
  },
  {
    label: "Witamina D3 metabolit 25(OH)",
    value: "31,6",
    unit: "ng/ml",
    range: "30 - 50",
    truth: { code: "VIT_D", value: 31.6, ref_low: 30, ref_high: 50 },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 45 },
  { cell: "value", header: "Wynik", x: 265, align: "right" },
  { cell: "flag", header: "Flaga", x: 292, align: "center" },
  { cell: "unit", header: "Jednostka", x: 318 },
  { cell: "range", header: "Wartości referencyjne", x: 405 },
];

const STYLE = { left: 45, size: 8.5, lineHeight: 14 };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(45, 800, "Laboratorium Analiz Medycznych SANO-LAB", { bold: true, size: 12 });
  page.text(45, 787, "Wyniki badań - wydruk z portalu pacjenta", { size: 8.5 });
  page.text(550, 787, "Wygenerowano: 20.05.2021 21:14", { size: 7.5, align: "right" });
  page.rule(779, 45, 550, 1);
  page.field(45, 762, "Nazwisko i imię:", PATIENT.reversedUpper, 4, 9);
  page.text(330, 762, "Wiek: 28 lat", { size: 9 });
  page.field(45, 748, "PESEL:", PATIENT.pesel, 4, 9);
  page.field(330, 748, "Płeć:", "K", 4, 9);

  page.rule(736, 45, 550, 0.5);
  page.field(45, 722, "Zlecenie nr:", "2021/02/3345", 4, 9);
  page.field(330, 722, "Data rejestracji:", "15.02.2021 07:58", 4, 8.5);
  page.field(45, 708, "Data pobrania:", "15.02.2021 08:10", 4, 9);
  page.field(330, 708, "Data wykonania:", "15.02.2021", 4, 8.5);
  let y = drawHeader(page, 690, COLUMNS, STYLE);
  for (const item of FIRST_ITEMS) y = drawItem(page, y, item, COLUMNS, STYLE);

  y -= 12;
  page.rule(y + 10, 45, 550, 0.5);
  page.field(45, y - 4, "Zlecenie nr:", "2021/05/1188", 4, 9);
  page.field(330, y - 4, "Data rejestracji:", "12.05.2021 07:41", 4, 8.5);
  page.field(45, y - 18, "Data pobrania:", "12.05.2021 07:55", 4, 9);
  page.field(330, y - 18, "Data wykonania:", "12.05.2021", 4, 8.5);
  y = drawHeader(page, y - 36, COLUMNS, STYLE);
  for (const item of SECOND_ITEMS) y = drawItem(page, y, item, COLUMNS, STYLE);

  page.text(45, y - 16, "Kolejne badanie kontrolne zalecane 3 miesiące od daty pobrania.", {
    size: 7.5,
    grey: true,
  });
  page.text(45, 50, "L - wynik poniżej, H - wynik powyżej wartości referencyjnych.", {
    size: 7,
    grey: true,
  });
  page.text(45, 38, `${PATIENT.family} ${PATIENT.given} 28 lat`, { size: 7 });
  page.text(550, 50, "1/1", { size: 7.5, align: "right" });

  return {
    bytes: await pdf.save(),
    truth: {
      document: "04_dwie_wizyty_2021.pdf",
      describes: "two visits in one PDF, the same ferritin value at both",
      lab: "Laboratorium Analiz Medycznych SANO-LAB",
      acceptOcr: false,
      rows: [...truthRows(FIRST_ITEMS, FIRST), ...truthRows(SECOND_ITEMS, SECOND)],
      notStored: [...notStoredRows(FIRST_ITEMS), ...notStoredRows(SECOND_ITEMS)],
      identity: [...PATIENT_IDENTITY],
    },
  };
}
