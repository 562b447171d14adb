/**
 * Document 14 (held out): a hospital discharge letter ("Karta informacyjna
 * leczenia szpitalnego") with results in prose written as a doctor writes
 * them: short names ("Hb", "WBC", "PCT"), a date inside the sentence ("W
 * badaniach z dnia 03.04.2024 stwierdzono: …"), a follow-up in brackets,
 * numbers that are no lab results (temperature, blood pressure, SpO2,
 * doses, weeks) and, at the end, a small table of the results at discharge
 * whose value cells carry the unit.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { ReportPdf } from "../report_pdf.ts";
import type { Truth, TruthRow } from "../truth.ts";

const ADMISSION = "2024-04-03";
const CONTROL = "2024-04-06";
const DISCHARGE = "2024-04-08";

function row(
  printed: string,
  code: string,
  date: string,
  value: number,
  unit: string,
  extra: Partial<TruthRow> = {},
): TruthRow {
  return { printed, code, date, value, unit, ...extra };
}

const PROSE: readonly string[] = [
  "Pacjentka lat 31 przyjęta z powodu gorączki do 39,2 st. C, kaszlu i duszności. Przy przyjęciu",
  "RR 100/60 mmHg, tętno 104/min, SpO2 91% bez tlenu. W badaniach z dnia 03.04.2024 stwierdzono:",
  "WBC 15,8 tys/µl, Hb 10,1 g/dl, MCV 74 fl, PLT 412 tys/µl, CRP 142 mg/l, PCT 0,92 ng/ml,",
  "ferrytyna 8 ng/ml, kreatynina 0,84 mg/dl, sód 133 mmol/l, potas 4,1 mmol/l.",
  "W RTG klatki piersiowej zacienienie w dolnym polu płuca prawego. Włączono antybiotykoterapię",
  "(amoksycylina z kwasem klawulanowym 1,2 g co 8 godzin i.v.) z dobrym efektem klinicznym.",
  "W badaniach kontrolnych (06.04.2024): CRP 38 mg/l, WBC 9,6 tys/µl, Hb 10,4 g/dl.",
];

const TRUTH_PROSE: readonly TruthRow[] = [
  row("WBC", "WBC", ADMISSION, 15.8, "tys/µl"),
  row("Hb", "HGB", ADMISSION, 10.1, "g/dl"),
  row("MCV", "MCV", ADMISSION, 74, "fl"),
  row("PLT", "PLT", ADMISSION, 412, "tys/µl"),
  row("CRP", "CRP", ADMISSION, 142, "mg/l"),
  row("PCT", "PCT", ADMISSION, 0.92, "ng/ml"),
  row("ferrytyna", "FERR", ADMISSION, 8, "ng/ml"),
  row("kreatynina", "CREA", ADMISSION, 0.84, "mg/dl"),
  row("sód", "NA", ADMISSION, 133, "mmol/l"),
  row("potas", "K", ADMISSION, 4.1, "mmol/l"),
  row("CRP", "CRP", CONTROL, 38, "mg/l"),
  row("WBC", "WBC", CONTROL, 9.6, "tys/µl"),
  row("Hb", "HGB", CONTROL, 10.4, "g/dl"),
];

interface TableRow {
  readonly label: string;
  readonly result: string;
  readonly norm: string;
  readonly truth: TruthRow;
}

const TABLE: readonly TableRow[] = [
  {
    label: "Hemoglobina",
    result: "10,9 g/dl",
    norm: "12,0 - 16,0",
    truth: row("Hemoglobina", "HGB", DISCHARGE, 10.9, "g/dl", { ref_low: 12, ref_high: 16 }),
  },
  {
    label: "Leukocyty",
    result: "7,2 tys/µl",
    norm: "4,0 - 10,0",
    truth: row("Leukocyty", "WBC", DISCHARGE, 7.2, "tys/µl", { ref_low: 4, ref_high: 10 }),
  },
  {
    label: "CRP",
    result: "9,4 mg/l",
    norm: "< 5",
    truth: row("CRP", "CRP", DISCHARGE, 9.4, "mg/l", { ref_high: 5 }),
  },
  {
    label: "Kreatynina",
    result: "0,79 mg/dl",
    norm: "0,50 - 0,90",
    truth: row("Kreatynina", "CREA", DISCHARGE, 0.79, "mg/dl", { ref_low: 0.5, ref_high: 0.9 }),
  },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(50, 805, "Szpital Specjalistyczny im. Ludwika Rydygiera", { bold: true, size: 11 });
  page.text(50, 792, "Oddział Chorób Płuc, ul. Złota 5, 31-826 Kraków", { size: 8 });
  page.text(297, 765, "KARTA INFORMACYJNA LECZENIA SZPITALNEGO", {
    bold: true,
    size: 11,
    align: "center",
  });
  page.field(50, 742, "Pacjentka:", `${PATIENT.fullName}, PESEL ${PATIENT.pesel}`, 4, 8.5);
  page.field(50, 729, "Adres:", `${PATIENT.street}, ${PATIENT.postal} ${PATIENT.city}`, 4, 8.5);
  page.field(50, 716, "Przyjęta:", "03.04.2024", 4, 8.5);
  page.field(250, 716, "Wypisana:", "08.04.2024", 4, 8.5);
  page.field(50, 703, "Nr księgi głównej:", "2024/04/1187", 4, 8.5);
  page.text(50, 682, "Rozpoznanie:", { bold: true, size: 8.5 });
  page.text(
    50,
    670,
    "Zapalenie płuc prawostronne (J18.9). Niedokrwistość z niedoboru żelaza (D50.9).",
    {
      size: 8.5,
    },
  );
  page.text(50, 650, "Epikryza:", { bold: true, size: 8.5 });
  let y = 638;
  for (const line of PROSE) {
    page.text(50, y, line, { size: 8.5 });
    y -= 12;
  }
  y -= 10;
  page.text(50, y, "Wyniki badań laboratoryjnych przy wypisie (08.04.2024):", {
    bold: true,
    size: 8.5,
  });
  y -= 16;
  page.text(60, y, "Badanie", { bold: true, size: 8.5 });
  page.text(200, y, "Wynik", { bold: true, size: 8.5 });
  page.text(290, y, "Norma", { bold: true, size: 8.5 });
  page.rule(y - 3, 60, 380);
  y -= 14;
  for (const item of TABLE) {
    page.text(60, y, item.label, { size: 8.5 });
    page.text(200, y, item.result, { size: 8.5 });
    page.text(290, y, item.norm, { size: 8.5 });
    y -= 12;
  }
  y -= 14;
  page.text(50, y, "Zalecenia:", { bold: true, size: 8.5 });
  const advice = [
    "1. Ferrum Lek 100 mg 2 x dziennie przez 3 miesiące.",
    "2. Kontrola morfologii i ferrytyny za 4 tygodnie w POZ.",
    "3. Kontrola RTG klatki piersiowej za 6-8 tygodni.",
  ];
  for (const line of advice) {
    y -= 12;
    page.text(60, y, line, { size: 8.5 });
  }
  page.text(350, 90, "Lekarz prowadzący: lek. Marta Zielińska", { size: 8 });
  page.text(350, 78, "Ordynator: dr n. med. Tomasz Wiśniewski", { size: 8 });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "14_wypis_proza_i_tabelka_2024.pdf",
      describes: "discharge letter: short names in prose, a date inside a sentence, a small table",
      lab: "Szpital Specjalistyczny im. Ludwika Rydygiera",
      acceptOcr: false,
      rows: [...TRUTH_PROSE, ...TABLE.map((item) => item.truth)],
      notStored: [],
      identity: [
        ...PATIENT_IDENTITY,
        PATIENT.postal,
        "2024/04/1187",
        "Marta Zielińska",
        "Tomasz Wiśniewski",
      ],
    },
  };
}
