/**
 * Document 13 (held out): a hospital laboratory system's printout. Each
 * ordered test is a bold title with its material under it, the columns are
 * "Oznaczenie | Wynik | Flaga | J.m. | Zakres", the counts are in
 * `x10^3/µl` and `x10^6/µl`, ranges are written with decimal points and
 * spaced dashes ("4.00 - 10.00"), a critical result carries "!" beside its
 * flag, comments stand under some rows, and the urinalysis prints
 * qualitative results ("ślad" against "nieobecne") and a sediment count.
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

const DATE = "2024-10-21";

const BLOOD: readonly TableItem[] = [
  { heading: "MORFOLOGIA KRWI Z ROZMAZEM AUTOMATYCZNYM" },
  {
    label: "WBC",
    value: "12.40",
    flag: "H",
    unit: "x10^3/µl",
    range: "4.00 - 10.00",
    truth: { code: "WBC", value: 12.4, ref_low: 4, ref_high: 10, lab_flag: "H" },
  },
  {
    label: "RBC",
    value: "4.61",
    unit: "x10^6/µl",
    range: "4.00 - 5.20",
    truth: { code: "RBC", value: 4.61, ref_low: 4, ref_high: 5.2 },
  },
  {
    label: "HGB",
    value: "13.5",
    unit: "g/dl",
    range: "12.0 - 16.0",
    truth: { code: "HGB", value: 13.5, ref_low: 12, ref_high: 16 },
  },
  {
    label: "HCT",
    value: "40.2",
    unit: "%",
    range: "37.0 - 47.0",
    truth: { code: "HCT", value: 40.2, ref_low: 37, ref_high: 47 },
  },
  {
    label: "PLT",
    value: "468",
    flag: "H",
    unit: "x10^3/µl",
    range: "150 - 400",
    truth: { code: "PLT", value: 468, ref_low: 150, ref_high: 400, lab_flag: "H" },
    comments: ["Liczbę płytek potwierdzono w rozmazie."],
  },
  {
    label: "NEU",
    value: "9.81",
    flag: "H",
    unit: "x10^3/µl",
    range: "1.80 - 7.70",
    truth: { code: "NEUT", value: 9.81, ref_low: 1.8, ref_high: 7.7, lab_flag: "H" },
  },
  {
    label: "LYM",
    value: "1.62",
    unit: "x10^3/µl",
    range: "1.00 - 4.80",
    truth: { code: "LYMPH", value: 1.62, ref_low: 1, ref_high: 4.8 },
  },
  {
    label: "MONO",
    value: "0.77",
    unit: "x10^3/µl",
    range: "0.20 - 0.95",
    truth: { code: "MONO", value: 0.77, ref_low: 0.2, ref_high: 0.95 },
  },
  {
    label: "EOS",
    value: "0.15",
    unit: "x10^3/µl",
    range: "0.04 - 0.50",
    truth: { code: "EOS", value: 0.15, ref_low: 0.04, ref_high: 0.5 },
  },
  {
    label: "BASO",
    value: "0.05",
    unit: "x10^3/µl",
    range: "0.00 - 0.20",
    truth: { code: "BASO", value: 0.05, ref_low: 0, ref_high: 0.2 },
  },
  { heading: "ELEKTROLITY" },
  {
    label: "Sód",
    value: "134",
    flag: "L",
    unit: "mmol/l",
    range: "136 - 145",
    truth: { code: "NA", value: 134, ref_low: 136, ref_high: 145, lab_flag: "L" },
  },
  {
    label: "Potas",
    value: "6.3",
    flag: "H !",
    unit: "mmol/l",
    range: "3.5 - 5.1",
    truth: { code: "K", value: 6.3, ref_low: 3.5, ref_high: 5.1, lab_flag: "H" },
    comments: ["Wynik krytyczny zgłoszony telefonicznie lekarzowi oddziału o 07:55."],
  },
  { heading: "BIOCHEMIA" },
  {
    label: "Kreatynina",
    value: "1.18",
    flag: "H",
    unit: "mg/dl",
    range: "0.50 - 0.90",
    truth: { code: "CREA", value: 1.18, ref_low: 0.5, ref_high: 0.9, lab_flag: "H" },
  },
  {
    label: "eGFR (CKD-EPI)",
    value: "> 60",
    unit: "ml/min/1,73m²",
    range: "> 60",
    truth: { code: "EGFR", value: 60, comparator: ">", ref_low: 60 },
  },
  {
    label: "Prokalcytonina",
    value: "0.12",
    unit: "ng/ml",
    range: "< 0.50",
    truth: { code: "PCT", value: 0.12, ref_high: 0.5 },
  },
];

const URINE: readonly TableItem[] = [
  { heading: "BADANIE OGÓLNE MOCZU" },
  {
    label: "Barwa",
    value: "jasnożółta",
    truth: { code: NEW_CODES.URINE_COLOR, value: "jasnożółta" },
  },
  {
    label: "Ciężar właściwy",
    value: "1.018",
    unit: "g/ml",
    range: "1.005 - 1.030",
    truth: { code: "URINE_SG", value: 1.018, ref_low: 1.005, ref_high: 1.03 },
  },
  {
    label: "Białko",
    value: "ślad",
    flag: "*",
    range: "nieobecne",
    truth: { code: "URINE_PROTEIN", value: "ślad", ref_text: "nieobecne", lab_flag: "A" },
  },
  {
    label: "Glukoza",
    value: "nieobecna",
    range: "nieobecna",
    truth: { code: "URINE_GLUCOSE", value: "nieobecna", ref_text: "nieobecna" },
  },
  {
    label: "Azotyny",
    value: "ujemne",
    range: "ujemne",
    truth: { code: NEW_CODES.URINE_NITRITES, value: "ujemne", ref_text: "ujemne" },
  },
  {
    label: "Leukocyty - osad",
    value: "10-15",
    flag: "*",
    unit: "wpw",
    range: "0 - 5",
    truth: {
      code: NEW_CODES.SEDIMENT_LEUKOCYTES,
      value: "10-15",
      ref_low: 0,
      ref_high: 5,
      // A star beside a count range says "abnormal"; it has no number to take a direction from.
      lab_flag: "A",
      mayBeHeld: "a sediment count is a range of cells per field, not a number",
    },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Oznaczenie", x: 45 },
  { cell: "value", header: "Wynik", x: 215, align: "right" },
  { cell: "flag", header: "Flaga", x: 235 },
  { cell: "unit", header: "J.m.", x: 275 },
  { cell: "range", header: "Zakres", x: 360 },
];

const STYLE = { left: 45, size: 8, lineHeight: 13 };

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(45, 805, "Szpital Wojewódzki im. Jana Pawła II", { bold: true, size: 11 });
  page.text(45, 792, "Zakład Diagnostyki Laboratoryjnej", { size: 9 });
  page.text(550, 805, "Sprawozdanie z badań nr 2410/21/0412", { size: 8, align: "right" });
  page.field(45, 770, "Pacjent:", PATIENT.reversedUpper, 4, 8);
  page.field(300, 770, "PESEL:", PATIENT.pesel, 4, 8);
  page.field(45, 758, "Zlecający:", "Oddział Chorób Wewnętrznych, lek. Marta Zielińska", 4, 8);
  page.field(45, 746, "Data/godz. pobrania:", "21.10.2024 06:40", 4, 8);
  page.field(300, 746, "Data przyjęcia materiału:", "21.10.2024 07:12", 4, 8);
  page.field(45, 734, "Materiał:", "krew żylna, mocz", 4, 8);
  let y = drawHeader(page, 712, COLUMNS, STYLE);
  for (const item of BLOOD) y = drawItem(page, y, item, COLUMNS, STYLE);
  y -= 6;
  for (const item of URINE) y = drawItem(page, y, item, COLUMNS, STYLE);
  page.text(45, y - 10, "H/L - wynik powyżej/poniżej zakresu, ! - wartość krytyczna", {
    size: 7,
    grey: true,
  });
  page.text(45, 50, "Autoryzował: mgr Ewa Nowak, 21.10.2024 08:20", { size: 7 });
  page.text(550, 38, "Strona 1 z 1", { size: 7, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "13_lis_szpitalny_komentarze_2024.pdf",
      describes: "hospital LIS: x10^3/µl, 'H !' critical flag, comments, urinalysis words",
      lab: "Szpital Wojewódzki im. Jana Pawła II",
      acceptOcr: false,
      rows: [...truthRows(BLOOD, DATE), ...truthRows(URINE, DATE)],
      notStored: [...notStoredRows(BLOOD), ...notStoredRows(URINE)],
      identity: [...PATIENT_IDENTITY, "Marta Zielińska"],
    },
  };
}
