/**
 * Document 17 (held out): a hospital system's cumulative sheet of three
 * draws side by side, newest last, each column headed by a date and a time
 * ("12.03.2023 06:30"), the unit written in brackets after the name
 * ("Troponina T hs [ng/l]"), the range column before the draws, flags
 * glued to the values, a value with a space as thousands separator
 * ("2 340") and "—" for a test not done. Each value must be stored under
 * its own draw's date, or held; never under another's.
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY } from "../patient.ts";
import { A4_LANDSCAPE, ReportPdf } from "../report_pdf.ts";
import type { Truth, TruthFlag, TruthRow } from "../truth.ts";

const DRAWS = [
  { printed: "12.03.2023 06:30", iso: "2023-03-12" },
  { printed: "13.03.2023 06:15", iso: "2023-03-13" },
  { printed: "15.03.2023 07:00", iso: "2023-03-15" },
] as const;

interface SheetRow {
  readonly name: string;
  readonly unit: string;
  readonly code: string;
  readonly range: string;
  readonly ref: { readonly ref_low?: number; readonly ref_high?: number };
  readonly cells: readonly [string, string, string];
}

const ROWS: readonly SheetRow[] = [
  {
    name: "Troponina T hs",
    unit: "ng/l",
    code: "HS_TROPONIN_T",
    range: "< 14",
    ref: { ref_high: 14 },
    cells: ["86 H", "142 H", "39 H"],
  },
  {
    name: "NT-proBNP",
    unit: "pg/ml",
    code: "NT_PROBNP",
    range: "< 125",
    ref: { ref_high: 125 },
    cells: ["2 340 H", "—", "1 120 H"],
  },
  {
    name: "CK-MB mass",
    unit: "ng/ml",
    code: "CK_MB",
    range: "< 4,9",
    ref: { ref_high: 4.9 },
    cells: ["18,2 H", "9,1 H", "—"],
  },
  {
    name: "Kreatynina",
    unit: "mg/dl",
    code: "CREA",
    range: "0,50-0,90",
    ref: { ref_low: 0.5, ref_high: 0.9 },
    cells: ["1,12 H", "1,05 H", "0,88"],
  },
  {
    name: "Potas",
    unit: "mmol/l",
    code: "K",
    range: "3,5-5,1",
    ref: { ref_low: 3.5, ref_high: 5.1 },
    cells: ["3,4 L", "4,2", "4,6"],
  },
  {
    name: "Hemoglobina",
    unit: "g/dl",
    code: "HGB",
    range: "12,0-16,0",
    ref: { ref_low: 12, ref_high: 16 },
    cells: ["12,8", "11,9 L", "12,2"],
  },
  {
    name: "CRP",
    unit: "mg/l",
    code: "CRP",
    range: "< 5",
    ref: { ref_high: 5 },
    cells: ["12,4 H", "28,0 H", "6,1 H"],
  },
];

function truthOf(row: SheetRow, cell: string, date: string): TruthRow | undefined {
  if (cell === "—") return undefined;
  const match = /^(\d+(?: \d{3})*(?:,\d+)?)(?: ([HL]))?$/.exec(cell);
  if (!match) throw new Error(`Sheet cell "${cell}" is not a number with a flag`);
  return {
    printed: `${row.name} [${row.unit}]`,
    code: row.code,
    date,
    value: Number(match[1]!.replaceAll(" ", "").replace(",", ".")),
    unit: row.unit,
    ...row.ref,
    ...(match[2] ? { lab_flag: match[2] as TruthFlag } : {}),
  };
}

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page(A4_LANDSCAPE);
  page.text(40, 560, "Uniwersyteckie Centrum Kliniczne - Laboratorium", { bold: true, size: 11 });
  page.text(802, 560, "Wyniki kumulacyjne", { bold: true, size: 11, align: "right" });
  page.field(40, 538, "Pacjent:", `${PATIENT.reversedUpper}, PESEL ${PATIENT.pesel}`, 4, 8.5);
  page.field(450, 538, "Oddział:", "Kardiologia, sala 4", 4, 8.5);
  page.field(40, 525, "Wydruk:", "15.03.2023 14:02", 4, 8.5);
  page.rule(515, 40, 802, 1);
  const x = { name: 40, range: 250, draws: [420, 540, 660] };
  let y = 495;
  page.text(x.name, y, "Parametr [jednostka]", { bold: true, size: 8.5 });
  page.text(x.range, y, "Norma", { bold: true, size: 8.5 });
  DRAWS.forEach((draw, i) => page.text(x.draws[i]!, y, draw.printed, { bold: true, size: 8.5 }));
  page.rule(y - 5, 40, 802, 0.5);
  y -= 20;
  const rows: TruthRow[] = [];
  for (const row of ROWS) {
    page.text(x.name, y, `${row.name} [${row.unit}]`, { size: 8.5 });
    page.text(x.range, y, row.range, { size: 8.5 });
    row.cells.forEach((cell, i) => {
      page.text(x.draws[i]!, y, cell, { size: 8.5 });
      const truth = truthOf(row, cell, DRAWS[i]!.iso);
      if (truth) rows.push(truth);
    });
    y -= 17;
  }
  page.text(40, y - 8, "H - wynik powyżej normy, L - wynik poniżej normy.", {
    size: 7.5,
    grey: true,
  });
  page.text(802, 30, "Strona 1 z 1", { size: 7.5, align: "right" });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "17_kumulacja_trzy_pobrania_2023.pdf",
      describes: "three draws side by side headed by date and time, units in brackets",
      lab: "Uniwersyteckie Centrum Kliniczne - Laboratorium",
      acceptOcr: false,
      rows,
      notStored: [],
      identity: [...PATIENT_IDENTITY],
    },
  };
}
