/**
 * Document 3: a hospital laboratory's report over three pages: the page
 * header (with the patient and a dashed PESEL) and footer repeated on every
 * page, the result table continuing across page breaks ("(cd.)"), columns
 * in the order "Parametr | Zakres | Wynik | J.m. | Flaga" with arrows as
 * flags, labels wrapped over two lines (the values on the first), and
 * comment lines between rows.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY, STAFF } from "../patient.ts";
import {
  type Column,
  drawHeader,
  drawItem,
  isHeading,
  itemHeight,
  notStoredRows,
  type ReportPage,
  ReportPdf,
  type TableItem,
  truthRows,
} from "../report_pdf.ts";
import type { Truth } from "../truth.ts";

const DATE = "2022-11-08";

const ITEMS: readonly TableItem[] = [
  { heading: "BIOCHEMIA" },
  {
    label: "Sód",
    range: "136 - 145",
    value: "133",
    unit: "mmol/l",
    flag: "↓",
    truth: { code: "NA", value: 133, ref_low: 136, ref_high: 145, lab_flag: "L" },
  },
  {
    label: "Potas",
    range: "3,5 - 5,1",
    value: "4,2",
    unit: "mmol/l",
    truth: { code: "K", value: 4.2, ref_low: 3.5, ref_high: 5.1 },
    comments: ["Próbka lekko zhemolizowana (HI 60) - stężenie potasu może być zawyżone o 0,1-0,2."],
  },
  {
    label: "Chlorki",
    range: "98 - 107",
    value: "101",
    unit: "mmol/l",
    truth: { code: "CL", value: 101, ref_low: 98, ref_high: 107 },
  },
  {
    label: "Wapń całkowity",
    range: "2,15 - 2,55",
    value: "2,31",
    unit: "mmol/l",
    truth: { code: "CA", value: 2.31, ref_low: 2.15, ref_high: 2.55 },
  },
  {
    label: "Magnez",
    range: "0,66 - 1,07",
    value: "0,81",
    unit: "mmol/l",
    truth: { code: "MG", value: 0.81, ref_low: 0.66, ref_high: 1.07 },
  },
  {
    label: "Glukoza",
    range: "70 - 99",
    value: "104",
    unit: "mg/dl",
    flag: "↑",
    truth: { code: "GLU", value: 104, ref_low: 70, ref_high: 99, lab_flag: "H" },
    comments: ["Pobrano nie na czczo (wg zlecenia: godz. 10:30)."],
  },
  {
    label: "Mocznik",
    range: "17 - 43",
    value: "28",
    unit: "mg/dl",
    truth: { code: "UREA", value: 28, ref_low: 17, ref_high: 43 },
  },
  {
    label: "Kreatynina",
    range: "0,51 - 0,95",
    value: "0,74",
    unit: "mg/dl",
    truth: { code: "CREA", value: 0.74, ref_low: 0.51, ref_high: 0.95 },
  },
  {
    label: ["Szacowany współczynnik", "przesączania kłębuszkowego (eGFR)"],
    range: "> 90",
    value: "104",
    unit: "ml/min/1,73m2",
    truth: { code: "EGFR", value: 104, ref_low: 90 },
  },
  {
    label: "Kwas moczowy",
    range: "2,4 - 5,7",
    value: "6,1",
    unit: "mg/dl",
    flag: "↑",
    truth: { code: "URIC_ACID", value: 6.1, ref_low: 2.4, ref_high: 5.7, lab_flag: "H" },
  },
  {
    label: ["Aminotransferaza alaninowa", "(ALT)"],
    range: "< 35",
    value: "42",
    unit: "U/l",
    flag: "↑",
    truth: { code: "ALT", value: 42, ref_high: 35, lab_flag: "H" },
  },
  {
    label: ["Aminotransferaza", "asparaginianowa (AST)"],
    range: "< 35",
    value: "31",
    unit: "U/l",
    truth: { code: "AST", value: 31, ref_high: 35 },
  },
  {
    label: ["Gamma-glutamylotransferaza", "(GGT)"],
    range: "6 - 42",
    value: "18",
    unit: "U/l",
    truth: { code: "GGT", value: 18, ref_low: 6, ref_high: 42 },
  },
  {
    label: "Fosfataza zasadowa (ALP)",
    range: "35 - 105",
    value: "64",
    unit: "U/l",
    truth: { code: "ALP", value: 64, ref_low: 35, ref_high: 105 },
  },
  {
    label: "Bilirubina całkowita",
    range: "0,3 - 1,2",
    value: "0,9",
    unit: "mg/dl",
    truth: { code: "BILI", value: 0.9, ref_low: 0.3, ref_high: 1.2 },
  },
  {
    label: "Białko całkowite",
    range: "6,4 - 8,3",
    value: "7,1",
    unit: "g/dl",
    truth: { code: "TOTAL_PROTEIN", value: 7.1, ref_low: 6.4, ref_high: 8.3 },
  },
  {
    label: "Albumina",
    range: "3,5 - 5,2",
    value: "4,3",
    unit: "g/dl",
    truth: { code: "ALBUMIN", value: 4.3, ref_low: 3.5, ref_high: 5.2 },
  },
  { heading: "LIPIDOGRAM" },
  {
    label: "Cholesterol całkowity",
    range: "< 190",
    value: "204",
    unit: "mg/dl",
    flag: "↑",
    truth: { code: "CHOL", value: 204, ref_high: 190, lab_flag: "H" },
  },
  {
    label: ["Cholesterol HDL", "(bezpośredni)"],
    range: "> 45",
    value: "61",
    unit: "mg/dl",
    truth: { code: "HDL", value: 61, ref_low: 45 },
  },
  {
    label: "Cholesterol LDL wyliczany",
    range: "< 115",
    value: "119",
    unit: "mg/dl",
    flag: "↑",
    truth: { code: "LDL", value: 119, ref_high: 115, lab_flag: "H" },
    comments: ["LDL wyliczony wzorem Friedewalda (TG < 400 mg/dl)."],
  },
  {
    label: "Triglicerydy",
    range: "< 150",
    value: "121",
    unit: "mg/dl",
    truth: { code: "TG", value: 121, ref_high: 150 },
  },
  {
    label: "Cholesterol nie-HDL",
    range: "< 130",
    value: "143",
    unit: "mg/dl",
    flag: "↑",
    truth: { code: "NON_HDL", value: 143, ref_high: 130, lab_flag: "H" },
  },
  { heading: "GOSPODARKA ŻELAZEM" },
  {
    label: "Żelazo",
    range: "37 - 145",
    value: "41",
    unit: "µg/dl",
    truth: { code: "FE", value: 41, ref_low: 37, ref_high: 145 },
  },
  {
    label: ["Całkowita zdolność wiązania", "żelaza (TIBC)"],
    range: "250 - 450",
    value: "398",
    unit: "µg/dl",
    truth: { code: "TIBC", value: 398, ref_low: 250, ref_high: 450 },
  },
  {
    label: "UIBC",
    range: "155 - 355",
    value: "357",
    unit: "µg/dl",
    flag: "↑",
    truth: { code: "UIBC", value: 357, ref_low: 155, ref_high: 355, lab_flag: "H" },
  },
  {
    label: "Transferyna",
    range: "2,00 - 3,60",
    value: "3,12",
    unit: "g/l",
    truth: { code: "TRANSFERRIN", value: 3.12, ref_low: 2, ref_high: 3.6 },
  },
  {
    label: ["Wskaźnik wysycenia", "transferyny żelazem (TSAT)"],
    range: "15 - 45",
    value: "10",
    unit: "%",
    flag: "↓",
    truth: { code: "TSAT", value: 10, ref_low: 15, ref_high: 45, lab_flag: "L" },
  },
  {
    label: "Ferrytyna",
    range: "13 - 150",
    value: "11",
    unit: "ng/ml",
    flag: "↓",
    truth: { code: "FERR", value: 11, ref_low: 13, ref_high: 150, lab_flag: "L" },
  },
  { heading: "KOAGULOLOGIA" },
  {
    label: ["Czas protrombinowy", "(PT)"],
    range: "9,4 - 12,5",
    value: "11,2",
    unit: "s",
    truth: { code: "PT", value: 11.2, ref_low: 9.4, ref_high: 12.5 },
  },
  {
    label: "INR",
    range: "0,85 - 1,15",
    value: "1,02",
    truth: { code: "INR", value: 1.02, ref_low: 0.85, ref_high: 1.15 },
  },
  {
    label: ["Czas częściowej tromboplastyny", "po aktywacji (APTT)"],
    range: "25,4 - 36,9",
    value: "31,0",
    unit: "s",
    truth: { code: "APTT", value: 31, ref_low: 25.4, ref_high: 36.9 },
  },
  {
    label: "Fibrynogen",
    range: "2,00 - 3,93",
    value: "4,41",
    unit: "g/l",
    flag: "↑",
    truth: { code: "FIBRINOGEN", value: 4.41, ref_low: 2, ref_high: 3.93, lab_flag: "H" },
  },
  {
    label: "D-dimery",
    range: "< 0,50",
    value: "0,62",
    unit: "mg/L FEU",
    flag: "↑",
    truth: { code: "D_DIMER", value: 0.62, ref_high: 0.5, lab_flag: "H" },
    comments: ["Wartość odcięcia dla wykluczenia ŻChZZ: 0,50 mg/L FEU (do 50 r.ż.)."],
  },
  { heading: "STAN ZAPALNY" },
  {
    label: "CRP",
    range: "< 5,0",
    value: "12,4",
    unit: "mg/l",
    flag: "↑",
    truth: { code: "CRP", value: 12.4, ref_high: 5, lab_flag: "H" },
  },
  {
    label: "OB (odczyn Biernackiego)",
    range: "0 - 20",
    value: "24",
    unit: "mm/h",
    flag: "↑",
    truth: { code: "OB", value: 24, ref_low: 0, ref_high: 20, lab_flag: "H" },
  },
  {
    label: "Prokalcytonina",
    range: "< 0,05",
    value: "<0,02",
    unit: "ng/ml",
    truth: { code: "PCT", value: 0.02, comparator: "<", ref_high: 0.05 },
  },
  { heading: "HORMONY TARCZYCY" },
  {
    label: "TSH",
    range: "0,27 - 4,20",
    value: "3,05",
    unit: "µIU/ml",
    truth: { code: "TSH", value: 3.05, ref_low: 0.27, ref_high: 4.2 },
  },
  {
    label: "FT4",
    range: "0,93 - 1,70",
    value: "1,18",
    unit: "ng/dl",
    truth: { code: "FT4", value: 1.18, ref_low: 0.93, ref_high: 1.7 },
  },
  {
    label: "FT3",
    range: "2,00 - 4,40",
    value: "3,10",
    unit: "pg/ml",
    truth: { code: "FT3", value: 3.1, ref_low: 2, ref_high: 4.4 },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Parametr", x: 40 },
  { cell: "range", header: "Zakres", x: 235 },
  { cell: "value", header: "Wynik", x: 375, align: "right" },
  { cell: "unit", header: "J.m.", x: 390 },
  { cell: "flag", header: "Flaga", x: 490, align: "center" },
];

const PAGES = 3;
const STYLE = { left: 40, size: 8.5, lineHeight: 18 };
const TABLE_TOP = 662;
const TABLE_BOTTOM = 130;

function pageFrame(page: ReportPage, number: number): void {
  page.text(40, 805, "WOJEWÓDZKI SZPITAL SPECJALISTYCZNY W PRZYKŁADOWIE", { bold: true, size: 10 });
  page.text(40, 792, "Zakład Diagnostyki Laboratoryjnej, ul. Szpitalna 1, 00-001 Przykładów", {
    size: 8,
  });
  page.text(555, 792, "tel. 22 555 01 00", { size: 8, align: "right" });
  page.rule(784, 40, 555, 1);
  page.text(297, 766, "WYNIKI BADAŃ LABORATORYJNYCH", { bold: true, size: 11, align: "center" });
  page.field(40, 746, "Pacjent:", PATIENT.reversedUpper, 4, 8.5);
  page.field(300, 746, "PESEL:", PATIENT.peselDashed, 4, 8.5);
  page.field(40, 732, "Nr księgi głównej:", "2022/11873", 4, 8.5);
  page.field(300, 732, "Oddział:", "Izba Przyjęć", 4, 8.5);
  page.field(40, 718, "Zlecenie nr:", "221108/0457", 4, 8.5);
  page.field(300, 718, "Lekarz zlecający:", `lek. ${STAFF.hospitalDoctor}`, 4, 8.5);
  page.field(40, 704, "Data i godz. pobrania:", "08.11.2022 07:15", 4, 8.5);
  page.field(300, 704, "Data przyjęcia materiału:", "08.11.2022 07:48", 4, 8.5);
  page.field(40, 690, "Data wykonania:", "08.11.2022 - 09.11.2022", 4, 8.5);
  page.field(300, 690, "Data wydruku:", "09.11.2022 10:12", 4, 8.5);
  page.rule(680, 40, 555, 1);
  page.rule(70, 40, 555, 0.5);
  page.text(
    40,
    58,
    "Wydrukowano z systemu LIS; dokument elektroniczny podpisany kwalifikowanym podpisem.",
    {
      size: 7,
      grey: true,
    },
  );
  page.text(40, 48, `${PATIENT.reversedUpper}, PESEL ${PATIENT.peselDashed}`, {
    size: 7,
    grey: true,
  });
  page.text(555, 48, `Strona ${number} z ${PAGES}`, { size: 7.5, align: "right" });
}

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  let number = 1;
  let page = pdf.page();
  pageFrame(page, number);
  let y = drawHeader(page, TABLE_TOP, COLUMNS, STYLE);
  let section = "";
  for (const item of ITEMS) {
    if (isHeading(item)) section = item.heading;
    if (y - itemHeight(item, STYLE) < TABLE_BOTTOM) {
      number++;
      page = pdf.page();
      pageFrame(page, number);
      y = drawHeader(page, TABLE_TOP, COLUMNS, STYLE);
      if (!isHeading(item)) y = drawItem(page, y, { heading: `${section} (cd.)` }, COLUMNS, STYLE);
    }
    y = drawItem(page, y, item, COLUMNS, STYLE);
  }
  y -= 10;
  page.text(40, y, "Legenda: ↑ wynik powyżej zakresu referencyjnego, ↓ wynik poniżej zakresu.", {
    size: 7.5,
    grey: true,
  });
  page.text(
    40,
    y - 24,
    `Zatwierdził: lek. ${STAFF.hospitalDoctor}, specjalista diagnostyki laboratoryjnej`,
    {
      size: 8,
    },
  );
  page.text(40, y - 36, "Koniec sprawozdania.", { size: 8 });
  if (number !== PAGES) {
    throw new Error(`The hospital report has ${number} pages, expected ${PAGES}`);
  }

  return {
    bytes: await pdf.save(),
    truth: {
      document: "03_szpital_trzy_strony_2022.pdf",
      describes: "hospital report over 3 pages: repeated headers, wrapped labels, comments",
      lab: "WOJEWÓDZKI SZPITAL SPECJALISTYCZNY W PRZYKŁADOWIE",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [...PATIENT_IDENTITY, STAFF.hospitalDoctor, "Zielińska"],
    },
  };
}
