/**
 * Document 5: a cumulative report (one table, a column per collection date,
 * oldest first), landscape, as patient portals print a history: five dates
 * over four years, some cells empty (blank or "—"), flags inside the cells,
 * one range per row, and the print date in the header.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { A4_LANDSCAPE, ReportPdf } from "../report_pdf.ts";
import type { Truth, TruthFlag, TruthRow } from "../truth.ts";

const DATES = ["12.06.2019", "03.02.2020", "21.09.2020", "14.01.2022", "30.08.2023"] as const;

function iso(date: string): string {
  const [d, m, y] = date.split(".");
  return `${y}-${m}-${d}`;
}

interface CumulativeRow {
  readonly label: string;
  readonly code: string;
  readonly unit: string;
  readonly range: string;
  readonly ref: { readonly ref_low?: number; readonly ref_high?: number };
  /** One printed cell per date: "" or "—" for none. */
  readonly cells: readonly string[];
}

const ROWS: readonly CumulativeRow[] = [
  {
    label: "Hemoglobina",
    code: "HGB",
    unit: "g/dl",
    range: "12,0 - 16,0",
    ref: { ref_low: 12, ref_high: 16 },
    cells: ["13,1", "12,4", "11,8 L", "—", "12,9"],
  },
  {
    label: "Leukocyty",
    code: "WBC",
    unit: "tys/µl",
    range: "4,0 - 10,0",
    ref: { ref_low: 4, ref_high: 10 },
    cells: ["6,2", "5,8", "7,1", "10,6 H", "6,0"],
  },
  {
    label: "Płytki krwi",
    code: "PLT",
    unit: "tys/µl",
    range: "150 - 400",
    ref: { ref_low: 150, ref_high: 400 },
    cells: ["245", "", "263", "310", "251"],
  },
  {
    label: "Ferrytyna",
    code: "FERR",
    unit: "ng/ml",
    range: "13 - 150",
    ref: { ref_low: 13, ref_high: 150 },
    cells: ["28", "15", "9 L", "12 L", "34"],
  },
  {
    label: "Glukoza",
    code: "GLU",
    unit: "mg/dl",
    range: "70 - 99",
    ref: { ref_low: 70, ref_high: 99 },
    cells: ["88", "91", "", "102 H", "94"],
  },
  {
    label: "TSH 3. generacji",
    code: "TSH",
    unit: "µIU/ml",
    range: "0,27 - 4,20",
    ref: { ref_low: 0.27, ref_high: 4.2 },
    cells: ["1,85", "—", "2,41", "4,62 H", "2,95"],
  },
  {
    label: "Cholesterol całkowity",
    code: "CHOL",
    unit: "mg/dl",
    range: "< 190",
    ref: { ref_high: 190 },
    cells: ["178", "", "201 H", "", "214 H"],
  },
  {
    label: "Witamina D3 metabolit 25(OH)",
    code: "VIT_D",
    unit: "ng/ml",
    range: "30 - 50",
    ref: { ref_low: 30, ref_high: 50 },
    cells: ["18,2 L", "27,5 L", "41,0", "—", "33,8"],
  },
  {
    label: "CRP",
    code: "CRP",
    unit: "mg/l",
    range: "< 5,0",
    ref: { ref_high: 5 },
    cells: ["<0,5", "1,2", "", "6,8 H", "<0,5"],
  },
];

function truthOfCell(row: CumulativeRow, cell: string, date: string): TruthRow | undefined {
  const printed = cell.trim();
  if (printed === "" || printed === "—") return undefined;
  const match = /^(<)?(\d+(?:,\d+)?)(?: ([HL]))?$/.exec(printed);
  if (!match) throw new Error(`Cumulative cell "${printed}" is not a number with a flag`);
  return {
    printed: row.label,
    code: row.code,
    date,
    value: Number(match[2]!.replace(",", ".")),
    ...(match[1] ? { comparator: "<" as const } : {}),
    unit: row.unit,
    ...row.ref,
    ...(match[3] ? { lab_flag: match[3] as TruthFlag } : {}),
  };
}

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page(A4_LANDSCAPE);
  page.text(40, 555, "Zestawienie wyników - raport kumulacyjny", { bold: true, size: 13 });
  page.text(802, 555, "Laboratorium Medyczne PRZYKŁAD", { size: 9, align: "right" });
  page.field(40, 534, "Pacjent:", `${PATIENT.fullName} (ur. ${PATIENT.birthPl})`, 4, 9);
  page.field(420, 534, "Okres:", "06.2019 - 08.2023", 4, 9);
  page.field(40, 520, "Wygenerowano:", "02.09.2023 19:40", 4, 9);
  page.field(420, 520, "Liczba zleceń:", "5", 4, 9);
  page.rule(510, 40, 802, 1);

  const x = { label: 40, unit: 215, range: 270, first: 400, step: 82 };
  let y = 490;
  page.text(x.label, y, "Badanie", { bold: true, size: 8.5 });
  page.text(x.unit, y, "Jedn.", { bold: true, size: 8.5 });
  page.text(x.range, y, "Zakres ref.", { bold: true, size: 8.5 });
  page.text(x.first - 30, y + 12, "Data pobrania", { bold: true, size: 7.5, grey: true });
  DATES.forEach((date, i) =>
    page.text(x.first + i * x.step + 40, y, date, { bold: true, size: 8.5, align: "right" })
  );
  page.rule(y - 5, 40, 802, 0.5);
  y -= 20;
  const rows: TruthRow[] = [];
  for (const row of ROWS) {
    page.text(x.label, y, row.label, { size: 8.5 });
    page.text(x.unit, y, row.unit, { size: 8.5 });
    page.text(x.range, y, row.range, { size: 8.5 });
    row.cells.forEach((cell, i) => {
      page.text(x.first + i * x.step + 40, y, cell, { size: 8.5, align: "right" });
      const truth = truthOfCell(row, cell, iso(DATES[i]!));
      if (truth) rows.push(truth);
    });
    page.rule(y - 6, 40, 802, 0.2);
    y -= 19;
  }
  page.text(
    40,
    y - 10,
    "H/L - wynik powyżej/poniżej zakresu referencyjnego (zakres jednakowy we wszystkich zleceniach).",
    {
      size: 7.5,
      grey: true,
    },
  );
  page.text(40, y - 21, "Puste pole lub „—”: badanie niewykonane w danym zleceniu.", {
    size: 7.5,
    grey: true,
  });
  page.text(802, 30, "Strona 1 z 1", { size: 7.5, align: "right" });

  return {
    bytes: await pdf.save(),
    truth: {
      document: "05_raport_kumulacyjny_2019_2023.pdf",
      describes: "cumulative report: one column per date, 5 dates, empty cells",
      lab: "Laboratorium Medyczne PRZYKŁAD",
      acceptOcr: false,
      rows: rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
      notStored: [],
      identity: [...PATIENT_IDENTITY],
    },
  };
}
