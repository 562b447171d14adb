/**
 * Document 2: one page set in two columns (in the manner of a large chain's
 * compact print): the blood count with its differential, absolute and
 * percent, on the left; the urinalysis with its sediment on the right, its
 * rows on the same baselines as the left column's. The urine rows repeat the
 * names of blood markers (Glukoza, Bilirubina, Leukocyty, Erytrocyty), and
 * the PESEL is printed with a space.
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
import { NEW_CODES as C, type Truth } from "../truth.ts";

const DATE = "2023-09-18";

const BLOOD: readonly TableItem[] = [
  { heading: "MORFOLOGIA KRWI Z ROZMAZEM" },
  {
    label: "Leukocyty (WBC)",
    value: "11,20 H",
    unit: "tys/µl",
    range: "4,00 - 10,00",
    truth: { code: "WBC", value: 11.2, ref_low: 4, ref_high: 10, lab_flag: "H" },
  },
  {
    label: "Erytrocyty (RBC)",
    value: "4,12",
    unit: "mln/µl",
    range: "3,80 - 5,20",
    truth: { code: "RBC", value: 4.12, ref_low: 3.8, ref_high: 5.2 },
  },
  {
    label: "Hemoglobina (HGB)",
    value: "11,6 L",
    unit: "g/dl",
    range: "12,0 - 16,0",
    truth: { code: "HGB", value: 11.6, ref_low: 12, ref_high: 16, lab_flag: "L" },
  },
  {
    label: "Hematokryt (HCT)",
    value: "36,1 L",
    unit: "%",
    range: "37,0 - 47,0",
    truth: { code: "HCT", value: 36.1, ref_low: 37, ref_high: 47, lab_flag: "L" },
  },
  {
    label: "MCV",
    value: "87,6",
    unit: "fl",
    range: "80,0 - 100,0",
    truth: { code: "MCV", value: 87.6, ref_low: 80, ref_high: 100 },
  },
  {
    label: "MCH",
    value: "28,2",
    unit: "pg",
    range: "27,0 - 34,0",
    truth: { code: "MCH", value: 28.2, ref_low: 27, ref_high: 34 },
  },
  {
    label: "MCHC",
    value: "32,1",
    unit: "g/dl",
    range: "32,0 - 36,0",
    truth: { code: "MCHC", value: 32.1, ref_low: 32, ref_high: 36 },
  },
  {
    label: "RDW-CV",
    value: "13,9",
    unit: "%",
    range: "11,5 - 14,5",
    truth: { code: "RDW", value: 13.9, ref_low: 11.5, ref_high: 14.5 },
  },
  {
    label: "Płytki krwi (PLT)",
    value: "412 H",
    unit: "tys/µl",
    range: "150 - 400",
    truth: { code: "PLT", value: 412, ref_low: 150, ref_high: 400, lab_flag: "H" },
  },
  {
    label: "MPV",
    value: "9,8",
    unit: "fl",
    range: "7,5 - 11,5",
    truth: { code: "MPV", value: 9.8, ref_low: 7.5, ref_high: 11.5 },
  },
  { heading: "Rozmaz automatyczny" },
  {
    label: "Neutrofile",
    value: "8,10 H",
    unit: "tys/µl",
    range: "1,80 - 7,70",
    truth: { code: "NEUT", value: 8.1, ref_low: 1.8, ref_high: 7.7, lab_flag: "H" },
  },
  {
    label: "Neutrofile %",
    value: "72,3 H",
    unit: "%",
    range: "40,0 - 70,0",
    truth: { code: C.NEUT_PCT, value: 72.3, ref_low: 40, ref_high: 70, lab_flag: "H" },
  },
  {
    label: "Limfocyty",
    value: "2,10",
    unit: "tys/µl",
    range: "1,00 - 4,50",
    truth: { code: "LYMPH", value: 2.1, ref_low: 1, ref_high: 4.5 },
  },
  {
    label: "Limfocyty %",
    value: "18,8 L",
    unit: "%",
    range: "20,0 - 45,0",
    truth: { code: C.LYMPH_PCT, value: 18.8, ref_low: 20, ref_high: 45, lab_flag: "L" },
  },
  {
    label: "Monocyty",
    value: "0,70",
    unit: "tys/µl",
    range: "0,10 - 1,00",
    truth: { code: "MONO", value: 0.7, ref_low: 0.1, ref_high: 1 },
  },
  {
    label: "Monocyty %",
    value: "6,3",
    unit: "%",
    range: "2,0 - 10,0",
    truth: { code: C.MONO_PCT, value: 6.3, ref_low: 2, ref_high: 10 },
  },
  {
    label: "Eozynofile",
    value: "0,20",
    unit: "tys/µl",
    range: "0,02 - 0,50",
    truth: { code: "EOS", value: 0.2, ref_low: 0.02, ref_high: 0.5 },
  },
  {
    label: "Eozynofile %",
    value: "1,8",
    unit: "%",
    range: "1,0 - 5,0",
    truth: { code: C.EOS_PCT, value: 1.8, ref_low: 1, ref_high: 5 },
  },
  {
    label: "Bazofile",
    value: "0,10",
    unit: "tys/µl",
    range: "0,00 - 0,10",
    truth: { code: "BASO", value: 0.1, ref_low: 0, ref_high: 0.1 },
  },
  {
    label: "Bazofile %",
    value: "0,8",
    unit: "%",
    range: "0,0 - 1,0",
    truth: { code: C.BASO_PCT, value: 0.8, ref_low: 0, ref_high: 1 },
  },
];

const URINE: readonly TableItem[] = [
  { heading: "BADANIE OGÓLNE MOCZU" },
  {
    label: "Barwa",
    value: "żółta",
    range: "żółta",
    truth: { code: C.URINE_COLOR, value: "żółta", ref_text: "żółta" },
  },
  {
    label: "Przejrzystość",
    value: "przejrzysty",
    range: "przejrzysty",
    truth: { code: C.URINE_CLARITY, value: "przejrzysty", ref_text: "przejrzysty" },
  },
  {
    label: "Ciężar właściwy",
    value: "1,018",
    range: "1,015 - 1,025",
    truth: { code: "URINE_SG", value: 1.018, ref_low: 1.015, ref_high: 1.025 },
  },
  {
    label: "pH",
    value: "6,0",
    range: "4,5 - 8,0",
    truth: { code: "URINE_PH", value: 6, ref_low: 4.5, ref_high: 8 },
  },
  {
    label: "Glukoza",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: "URINE_GLUCOSE", value: "nie wykryto", ref_text: "nie wykryto" },
  },
  {
    label: "Białko",
    value: "ślad *",
    range: "nie wykryto",
    truth: { code: "URINE_PROTEIN", value: "ślad", ref_text: "nie wykryto", lab_flag: "A" },
  },
  {
    label: "Ciała ketonowe",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: C.URINE_KETONES, value: "nie wykryto", ref_text: "nie wykryto" },
  },
  {
    label: "Bilirubina",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: C.URINE_BILIRUBIN, value: "nie wykryto", ref_text: "nie wykryto" },
  },
  {
    label: "Urobilinogen",
    value: "0,2",
    unit: "mg/dl",
    range: "< 1,0",
    truth: { code: C.URINE_UROBILINOGEN, value: 0.2, ref_high: 1 },
  },
  {
    label: "Azotyny",
    value: "nieobecne",
    range: "nieobecne",
    truth: { code: C.URINE_NITRITES, value: "nieobecne", ref_text: "nieobecne" },
  },
  {
    label: "Leukocyty",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: C.URINE_LEUKOCYTES, value: "nie wykryto", ref_text: "nie wykryto" },
  },
  {
    label: "Erytrocyty",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: C.URINE_ERYTHROCYTES, value: "nie wykryto", ref_text: "nie wykryto" },
  },
  { heading: "Osad moczu" },
  {
    label: "Nabłonki płaskie",
    value: "pojedyncze",
    unit: "wpw",
    range: "pojedyncze",
    truth: {
      code: C.SEDIMENT_SQUAMOUS_EPITHELIUM,
      value: "pojedyncze",
      // "wpw" (per field of view) is printed in the unit column: it is kept as printed.
      unit: "wpw",
      ref_text: "pojedyncze",
    },
  },
  {
    label: "Leukocyty",
    value: "2 - 4",
    unit: "wpw",
    range: "0 - 5",
    truth: { code: C.SEDIMENT_LEUKOCYTES, value: "2-4", ref_low: 0, ref_high: 5 },
  },
  {
    label: "Erytrocyty",
    value: "0 - 1",
    unit: "wpw",
    range: "0 - 2",
    truth: { code: C.SEDIMENT_ERYTHROCYTES, value: "0-1", ref_low: 0, ref_high: 2 },
  },
  {
    label: "Bakterie",
    value: "nieliczne",
    range: "nieliczne",
    truth: { code: C.SEDIMENT_BACTERIA, value: "nieliczne", ref_text: "nieliczne" },
  },
];

const LEFT: readonly Column[] = [
  { cell: "label", header: "Parametr", x: 30 },
  { cell: "value", header: "Wynik", x: 178, align: "right" },
  { cell: "unit", header: "J.m.", x: 184 },
  { cell: "range", header: "Zakres", x: 222 },
];

const RIGHT: readonly Column[] = [
  { cell: "label", header: "Parametr", x: 306 },
  { cell: "value", header: "Wynik", x: 412 },
  { cell: "unit", header: "J.m.", x: 466 },
  { cell: "range", header: "Zakres", x: 502 },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(30, 805, "DIAGNOMED", { bold: true, size: 15 });
  page.text(140, 805, "Sieć Laboratoriów Medycznych", { size: 9 });
  page.text(565, 808, "Laboratorium Centralne, ul. Polna 3, 30-418 Kraków", {
    size: 6.5,
    align: "right",
  });
  page.rule(795);
  page.field(30, 782, "Pacjent:", PATIENT.fullName, 4, 7.5);
  page.field(230, 782, "PESEL:", PATIENT.peselSpaced, 4, 7.5);
  page.field(400, 782, "Nr badania:", "23/09/18/00412", 4, 7.5);
  page.field(30, 771, "Data urodzenia:", PATIENT.birthIso, 4, 7.5);
  page.field(230, 771, "Płeć:", "kobieta", 4, 7.5);
  page.field(400, 771, "Kod próbki:", "3309180412-01", 4, 7.5);
  page.field(30, 760, "Data pobrania:", "18.09.2023, godz. 08:05", 4, 7.5);
  page.field(230, 760, "Data przyjęcia:", "18.09.2023 08:40", 4, 7.5);
  page.field(400, 760, "Data wydania:", "18.09.2023", 4, 7.5);
  page.field(30, 749, "Zlecający:", `lek. ${STAFF.doctor}`, 4, 7.5);
  page.rule(741);

  const style = { size: 7.5, lineHeight: 12.5 };
  let left = drawHeader(page, 728, LEFT, { ...style, left: 30, ruleTo: 292 });
  let right = drawHeader(page, 728, RIGHT, { ...style, left: 306, ruled: true, ruleTo: 565 });
  for (const item of BLOOD) left = drawItem(page, left, item, LEFT, { ...style, left: 30 });
  for (const item of URINE) right = drawItem(page, right, item, RIGHT, { ...style, left: 306 });
  page.page.drawLine({ start: { x: 299, y: 736 }, end: { x: 299, y: Math.min(left, right) } });

  const bottom = Math.min(left, right) - 12;
  page.text(30, bottom, "Materiał: krew żylna EDTA; mocz - porcja poranna, środkowy strumień.", {
    size: 7,
    grey: true,
  });
  page.text(30, bottom - 10, "H/L - wynik powyżej/poniżej zakresu; * - wynik nieprawidłowy.", {
    size: 7,
    grey: true,
  });
  page.text(30, 60, `Autoryzacja: mgr ${STAFF.analyst}, diagnosta laboratoryjny`, { size: 7 });
  page.text(565, 60, "Strona 1/1", { size: 7, align: "right" });

  const items = [...BLOOD, ...URINE];
  return {
    bytes: await pdf.save(),
    truth: {
      document: "02_dwie_kolumny_morfologia_mocz_2023.pdf",
      describes: "two columns: blood count with differential | urinalysis with sediment",
      lab: "DIAGNOMED Sieć Laboratoriów Medycznych",
      acceptOcr: false,
      rows: truthRows(items, DATE),
      notStored: notStoredRows(items),
      identity: [...PATIENT_IDENTITY, STAFF.doctor, STAFF.analyst],
    },
  };
}
