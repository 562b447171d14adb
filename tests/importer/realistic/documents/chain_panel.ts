/**
 * Document 1: a large-chain lab report (in the manner of the big Polish
 * chains): an identity block where "Imię i nazwisko" and "Numer zlecenia"
 * share a line, three dates (registration the evening before, collection,
 * print), a summary box repeating the abnormal results in another layout
 * above the table, flags as letters and arrows before or after the value,
 * censored values in symbols and in words, qualitative results, "patrz
 * opis", and comment lines full of numbers and dates between the rows.
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
import { NEW_CODES, type Truth } from "../truth.ts";

const DATE = "2024-03-04";

const ITEMS: readonly TableItem[] = [
  { heading: "BIOCHEMIA" },
  {
    label: "Glukoza",
    value: "97",
    unit: "mg/dl",
    range: "70 - 99",
    truth: { code: "GLU", value: 97, ref_low: 70, ref_high: 99 },
  },
  {
    label: "Kreatynina",
    value: "0,78",
    unit: "mg/dl",
    range: "0,50 - 0,90",
    truth: { code: "CREA", value: 0.78, ref_low: 0.5, ref_high: 0.9 },
  },
  {
    label: "eGFR",
    value: ">90",
    unit: "ml/min/1,73m2",
    range: ">60",
    truth: { code: "EGFR", value: 90, comparator: ">", ref_low: 60 },
    comments: ["eGFR wyliczone wg wzoru CKD-EPI 2021 (bez współczynnika rasy)."],
  },
  {
    label: "Cholesterol całkowity",
    value: "232 H",
    unit: "mg/dl",
    range: "< 190",
    truth: { code: "CHOL", value: 232, ref_high: 190, lab_flag: "H" },
  },
  {
    label: "Cholesterol HDL",
    value: "58",
    unit: "mg/dl",
    range: "> 45",
    truth: { code: "HDL", value: 58, ref_low: 45 },
  },
  {
    label: "Cholesterol LDL wyliczany",
    value: "151 H",
    unit: "mg/dl",
    range: "< 115",
    truth: { code: "LDL", value: 151, ref_high: 115, lab_flag: "H" },
  },
  {
    label: "Triglicerydy",
    value: "114",
    unit: "mg/dl",
    range: "< 150",
    truth: { code: "TG", value: 114, ref_high: 150 },
    comments: [
      "Komentarz: docelowe LDL zależy od ryzyka (ESC 2019): < 116 mg/dl, < 100 mg/dl, < 70 mg/dl,",
      "< 55 mg/dl. Wartości 130 - 159 mg/dl: stężenie graniczne.",
    ],
  },
  {
    label: "Hemoglobina glikowana (HbA1c)",
    value: "5,4",
    unit: "%",
    range: "4,0 - 5,6",
    truth: { code: "HBA1C", value: 5.4, ref_low: 4, ref_high: 5.6 },
  },
  {
    label: "CRP",
    value: "<0,5",
    unit: "mg/l",
    range: "< 5,0",
    truth: { code: "CRP", value: 0.5, comparator: "<", ref_high: 5 },
  },
  {
    label: "Ferrytyna",
    value: "↓ 9",
    unit: "ng/ml",
    range: "13 - 150",
    truth: { code: "FERR", value: 9, ref_low: 13, ref_high: 150, lab_flag: "L" },
  },
  {
    label: "Homocysteina",
    value: "patrz opis",
    unit: "µmol/l",
    range: "5,0 - 15,0",
    notStored: { status: "unreadable", why: "the result cell only says 'patrz opis'" },
    comments: [
      "Opis: badanie zlecono do laboratorium partnerskiego; wynik w odrębnym sprawozdaniu.",
    ],
  },
  { heading: "IMMUNOCHEMIA" },
  {
    label: "TSH 3. generacji",
    value: "2,87",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    truth: { code: "TSH", value: 2.87, ref_low: 0.27, ref_high: 4.2 },
    comments: ["Uwaga: od 01.02.2023 zmiana metody oznaczenia; ciąża I trymestr 0,1 - 2,5."],
  },
  {
    label: "FT4",
    value: "1,21",
    unit: "ng/dl",
    range: "0,93 - 1,70",
    truth: { code: "FT4", value: 1.21, ref_low: 0.93, ref_high: 1.7 },
  },
  {
    label: "Przeciwciała anty-TPO",
    value: "powyżej 1000 ↑",
    unit: "IU/ml",
    range: "< 34",
    truth: { code: "ANTY_TPO", value: 1000, comparator: ">", ref_high: 34, lab_flag: "H" },
  },
  {
    label: "Witamina B12",
    value: "H powyżej 2000",
    unit: "pg/ml",
    range: "197 - 771",
    truth: {
      code: "B12",
      value: 2000,
      comparator: ">",
      ref_low: 197,
      ref_high: 771,
      lab_flag: "H",
    },
  },
  {
    label: "Witamina D3 metabolit 25(OH)",
    value: "24,3 L",
    unit: "ng/ml",
    range: "30 - 50",
    truth: { code: "VIT_D", value: 24.3, ref_low: 30, ref_high: 50, lab_flag: "L" },
    comments: ["Niedobór: 10 - 20 ng/ml; suboptymalne: 20 - 30 ng/ml; optymalne: 30 - 50 ng/ml."],
  },
  { heading: "SEROLOGIA" },
  {
    label: "Borelioza IgM (ELISA)",
    value: "ujemny",
    range: "ujemny",
    truth: { code: "BORELIA_IGM", value: "ujemny", ref_text: "ujemny" },
  },
  {
    label: "Borelioza IgG (ELISA)",
    value: "wątpliwy",
    range: "ujemny",
    truth: { code: "BORELIA_IGG", value: "wątpliwy", ref_text: "ujemny", lab_flag: "A" },
    comments: [
      "Wynik wątpliwy: zaleca się powtórzenie badania za 2 - 4 tygodnie lub test Western-blot.",
    ],
  },
  {
    label: "Antygen HBs (HBsAg)",
    value: "nie wykryto",
    range: "nie wykryto",
    truth: { code: NEW_CODES.HBSAG, value: "nie wykryto", ref_text: "nie wykryto" },
  },
];

const COLUMNS: readonly Column[] = [
  { cell: "label", header: "Badanie", x: 40 },
  { cell: "value", header: "Wynik", x: 250 },
  { cell: "unit", header: "Jednostka", x: 340 },
  { cell: "range", header: "Zakres referencyjny", x: 430 },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(40, 800, "MEDILAB", { bold: true, size: 16 });
  page.text(128, 800, "Laboratoria Medyczne", { size: 11 });
  page.text(555, 806, "Punkt Pobrań nr 112, ul. Długa 5, 31-147 Kraków", {
    size: 7,
    align: "right",
  });
  page.text(555, 797, "Infolinia 12 300 40 50, www.medilab.example", { size: 7, align: "right" });
  page.rule(788);
  page.text(297, 772, "SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH", {
    bold: true,
    size: 11,
    align: "center",
  });

  page.field(40, 752, "Imię i nazwisko:", PATIENT.fullName);
  page.field(330, 752, "Numer zlecenia:", "4471/2024/0193");
  page.field(40, 740, "PESEL:", PATIENT.pesel);
  page.field(190, 740, "Data urodzenia:", PATIENT.birthPl);
  page.field(330, 740, "Płeć:", "K");
  page.field(420, 740, "Kod kreskowy:", "8800471920");
  page.field(40, 728, "Adres:", `${PATIENT.street}, ${PATIENT.postal} ${PATIENT.city}`);
  page.field(330, 728, "Telefon:", PATIENT.phone);
  page.field(40, 716, "Lekarz kierujący:", `lek. ${STAFF.doctor}`);
  page.field(330, 716, "Zleceniodawca:", "NZOZ Przychodnia Zdrowie");
  page.field(40, 704, "Data rejestracji:", "03.03.2024 18:22");
  page.field(200, 704, "Data pobrania:", "04.03.2024 07:52");
  page.field(360, 704, "Data wydruku:", "06.03.2024 14:03");
  page.field(40, 692, "Materiał:", "krew żylna, surowica");
  page.rule(684);
  // A summary box of the abnormal results, as some chains print above the table:
  // the same measurements again, in another layout (each must be stored once).
  page.text(40, 670, "Podsumowanie - wyniki poza zakresem referencyjnym:", { bold: true, size: 8 });
  page.text(
    40,
    658,
    "Cholesterol całkowity 232 mg/dl ↑    Cholesterol LDL wyliczany 151 mg/dl ↑    Ferrytyna 9 ng/ml ↓",
    { size: 8 },
  );
  page.text(
    40,
    646,
    "Przeciwciała anty-TPO >1000 IU/ml ↑    Witamina B12 >2000 pg/ml ↑    Witamina D3 metabolit 25(OH) 24,3 ng/ml ↓",
    { size: 8 },
  );
  page.rule(638);

  const style = { left: 40, size: 8, lineHeight: 13 };
  let y = drawHeader(page, 624, COLUMNS, style);
  for (const item of ITEMS) y = drawItem(page, y, item, COLUMNS, style);

  page.rule(92);
  page.text(
    40,
    80,
    `Wynik autoryzował: mgr ${STAFF.analyst}, diagnosta laboratoryjny, nr PWZDL 10324`,
    {
      size: 7,
    },
  );
  page.text(
    40,
    70,
    "H - wynik powyżej zakresu, L - wynik poniżej zakresu, ↑↓ - wynik poza zakresem",
    {
      size: 7,
      grey: true,
    },
  );
  page.text(40, 50, `${PATIENT.fullName}, PESEL ${PATIENT.pesel}`, { size: 7, grey: true });
  page.text(555, 50, "Strona 1 z 1", { size: 7, align: "right" });

  return {
    bytes: await pdf.save(),
    truth: {
      document: "01_siec_laboratoriow_2024.pdf",
      describes: "chain lab PDF: shared identity line, 3 dates, flags, censored and qualitative",
      lab: "MEDILAB Laboratoria Medyczne",
      acceptOcr: false,
      rows: truthRows(ITEMS, DATE),
      notStored: notStoredRows(ITEMS),
      identity: [...PATIENT_IDENTITY, PATIENT.postal, STAFF.doctor, STAFF.analyst, "Wiśniewski"],
    },
  };
}
