/**
 * Document 8: a phone photo of a small lab's one-page printout: the page is
 * drawn as a PDF, rasterised at 150 dpi in grey, then rotated, keystoned,
 * shaded, softened and given noise (see ../photo.ts). Columns "Nazwa badania
 * | Wynik | Jedn. | Norma"; the PESEL is printed in groups. Imported with
 * `--accept-ocr`, as a user who has checked the review table would.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { encodeGreyPng } from "../../../../src/importer/read/upscale.ts";
import { degrade, rasterisePage } from "../photo.ts";
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

const DATE = "2022-06-20";

const ITEMS: readonly TableItem[] = [
  { heading: "Hematologia" },
  {
    label: "Hemoglobina (HGB)",
    value: "12,8",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 12.8, ref_low: 12, ref_high: 16 },
  },
  {
    label: "Leukocyty (WBC)",
    value: "6,4",
    unit: "tys/µl",
    range: "4,0 - 10,0",
    truth: { code: "WBC", value: 6.4, ref_low: 4, ref_high: 10 },
  },
  {
    label: "Płytki krwi (PLT)",
    value: "265",
    unit: "tys/µl",
    range: "150 - 400",
    truth: { code: "PLT", value: 265, ref_low: 150, ref_high: 400 },
  },
  {
    label: "OB (odczyn Biernackiego)",
    value: "14 H",
    unit: "mm/h",
    range: "0 - 12",
    truth: { code: "OB", value: 14, ref_low: 0, ref_high: 12, lab_flag: "H" },
  },
  { heading: "Biochemia" },
  {
    label: "Glukoza",
    value: "88",
    unit: "mg/dl",
    range: "70 - 99",
    truth: { code: "GLU", value: 88, ref_low: 70, ref_high: 99 },
  },
  {
    label: "Ferrytyna",
    value: "34",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 34, ref_low: 13, ref_high: 150 },
  },
  {
    label: "CRP",
    value: "1,2",
    unit: "mg/l",
    range: "< 5,0",
    truth: { code: "CRP", value: 1.2, ref_high: 5 },
  },
  {
    label: "TSH 3. generacji",
    value: "1,94",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    truth: {
      code: "TSH",
      value: 1.94,
      ref_low: 0.27,
      ref_high: 4.2,
      mayBeHeld: 'OCR reads "µIU/ml" as "HIU/ml": the unit matches only after guessing a letter',
    },
  },
  { heading: "Koagulologia" },
  {
    label: "D-dimery",
    value: "0,31",
    unit: "mg/L FEU",
    range: "< 0,50",
    truth: { code: "D_DIMER", value: 0.31, ref_high: 0.5 },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Nazwa badania", x: 50 },
  { cell: "value", header: "Wynik", x: 300, align: "right" },
  { cell: "unit", header: "Jedn.", x: 325 },
  { cell: "range", header: "Norma", x: 420 },
];

/** The printout, as a PDF (before it is photographed). */
export async function printout(): Promise<Uint8Array> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(50, 790, "LABORATORIUM ANALITYCZNE „VITA”", { bold: true, size: 14 });
  page.text(50, 774, "Przychodnia Rejonowa nr 4, ul. Kwiatowa 2, Przykładów", { size: 10 });
  page.rule(764, 50, 545, 1);
  page.field(50, 744, "Pacjent:", PATIENT.fullName, 5, 11);
  page.field(330, 744, "PESEL:", PATIENT.peselGroups, 5, 11);
  page.field(50, 726, "Data pobrania:", "20.06.2022", 5, 11);
  page.field(330, 726, "Nr zlec.:", "0620/117", 5, 11);
  page.rule(714, 50, 545, 0.5);
  const style = { left: 50, size: 11, lineHeight: 20 };
  let y = drawHeader(page, 692, COLUMNS, { ...style, ruleTo: 545 });
  for (const item of ITEMS) y = drawItem(page, y, item, COLUMNS, style);
  page.text(50, y - 20, "Wynik autoryzowany elektronicznie.", { size: 9 });
  return await pdf.save();
}

/** The photo's truth (which, unlike its pixels, does not depend on the rasteriser). */
export function truth(): Truth {
  return {
    document: "08_zdjecie_wydruku_2022.png",
    describes: "phone photo of a printout (rotated, shaded, grainy), read by OCR",
    lab: "LABORATORIUM ANALITYCZNE „VITA”",
    acceptOcr: true,
    rows: truthRows(ITEMS, DATE),
    notStored: notStoredRows(ITEMS),
    identity: [...PATIENT_IDENTITY],
  };
}

/** Builds the photo and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const scan = await rasterisePage(await printout(), 150);
  const photo = degrade(scan, {
    rotate: 0.8,
    keystone: 0.025,
    shadow: 0.72,
    noise: 4,
    grain: 8,
    seed: 2022,
  });
  return { bytes: await encodeGreyPng(photo), truth: truth() };
}
