/**
 * Document 20 (held out, second round): an English discharge summary with
 * results in prose as British doctors write them ("Bloods on admission (3
 * Apr 2024) showed: Hb 101 g/L, WCC 15.8 x10^9/L, …", "Repeat bloods on 6
 * April 2024: …"), vital signs and doses among them, and a results table at
 * discharge with a date heading.
 *
 * @module
 */

import { PATIENT_IDENTITY } from "../patient.ts";
import { ReportPdf } from "../report_pdf.ts";
import type { Truth, TruthRow } from "../truth.ts";

const ADMISSION = "2024-04-03";
const REPEAT = "2024-04-06";
const DISCHARGE = "2024-04-09";

function row(printed: string, code: string, date: string, value: number, unit: string): TruthRow {
  return { printed, code, date, value, unit };
}

const PROSE = [
  "31-year-old woman admitted with fever of 39.2 C, productive cough and breathlessness;",
  "BP 100/60, HR 104, SpO2 91% on air. Bloods on admission (3 Apr 2024) showed:",
  "Hb 101 g/L, WCC 15.8 x10^9/L, platelets 412 x10^9/L, CRP 142 mg/L,",
  "sodium 133 mmol/L, potassium 4.1 mmol/L, creatinine 84 umol/L.",
  "Treated with co-amoxiclav 1.2 g IV TDS for 5 days. Repeat bloods on 6 April 2024:",
  "CRP 38 mg/L, WCC 9.6 x10^9/L.",
];

const TRUTH: readonly TruthRow[] = [
  row("Hb", "HGB", ADMISSION, 101, "g/L"),
  row("WCC", "WBC", ADMISSION, 15.8, "x10^9/L"),
  row("platelets", "PLT", ADMISSION, 412, "x10^9/L"),
  row("CRP", "CRP", ADMISSION, 142, "mg/L"),
  row("sodium", "NA", ADMISSION, 133, "mmol/L"),
  row("potassium", "K", ADMISSION, 4.1, "mmol/L"),
  row("creatinine", "CREA", ADMISSION, 84, "umol/L"),
  row("CRP", "CRP", REPEAT, 38, "mg/L"),
  row("WCC", "WBC", REPEAT, 9.6, "x10^9/L"),
];

const TABLE: readonly {
  label: string;
  value: string;
  unit: string;
  range: string;
  truth: TruthRow;
}[] = [
  {
    label: "Haemoglobin",
    value: "108",
    unit: "g/L",
    range: "115 - 165",
    truth: { ...row("Haemoglobin", "HGB", DISCHARGE, 108, "g/L"), ref_low: 115, ref_high: 165 },
  },
  {
    label: "C-reactive protein",
    value: "9",
    unit: "mg/L",
    range: "0 - 5",
    truth: { ...row("C-reactive protein", "CRP", DISCHARGE, 9, "mg/L"), ref_low: 0, ref_high: 5 },
  },
  {
    label: "Creatinine",
    value: "79",
    unit: "umol/L",
    range: "45 - 84",
    truth: { ...row("Creatinine", "CREA", DISCHARGE, 79, "umol/L"), ref_low: 45, ref_high: 84 },
  },
];

/** Builds the PDF and its truth. */
export async function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  page.text(50, 805, "Riverside General Hospital NHS Trust", { bold: true, size: 11 });
  page.text(50, 792, "Respiratory Medicine - Discharge Summary", { size: 9 });
  page.field(50, 770, "Patient:", "Anna PRZYKLADOWA", 4, 8.5);
  page.field(300, 770, "NHS number:", "943 476 5919", 4, 8.5);
  page.field(50, 757, "Date of birth:", "13 Jul 1992", 4, 8.5);
  page.field(300, 757, "Admitted:", "03 Apr 2024", 4, 8.5);
  page.field(420, 757, "Discharged:", "09 Apr 2024", 4, 8.5);
  page.text(
    50,
    735,
    "Diagnosis: Right lower lobe community-acquired pneumonia (CURB-65 score 1).",
    {
      size: 8.5,
    },
  );
  page.text(50, 715, "Clinical summary", { bold: true, size: 9 });
  let y = 702;
  for (const line of PROSE) {
    page.text(50, y, line, { size: 8.5 });
    y -= 12;
  }
  y -= 10;
  page.text(50, y, "Results on discharge (9 Apr 2024):", { bold: true, size: 8.5 });
  y -= 15;
  page.text(60, y, "Test", { bold: true, size: 8.5 });
  page.text(200, y, "Result", { bold: true, size: 8.5 });
  page.text(260, y, "Units", { bold: true, size: 8.5 });
  page.text(320, y, "Reference range", { bold: true, size: 8.5 });
  y -= 13;
  for (const item of TABLE) {
    page.text(60, y, item.label, { size: 8.5 });
    page.text(200, y, item.value, { size: 8.5 });
    page.text(260, y, item.unit, { size: 8.5 });
    page.text(320, y, item.range, { size: 8.5 });
    y -= 12;
  }
  y -= 12;
  page.text(50, y, "Follow-up: GP review in 2 weeks; repeat chest X-ray in 6 weeks.", {
    size: 8.5,
  });
  page.text(50, 70, "Signed: Dr M Zielinska, Specialty Registrar", { size: 8 });
  return {
    bytes: await pdf.save(),
    truth: {
      document: "20_english_discharge_summary_2024.pdf",
      describes:
        "English discharge summary: short names in prose, named-month dates, a small table",
      lab: "Riverside General Hospital NHS Trust",
      acceptOcr: false,
      rows: [...TRUTH, ...TABLE.map((t) => t.truth)],
      notStored: [],
      identity: [...PATIENT_IDENTITY, "PRZYKLADOWA", "943 476 5919", "13 Jul 1992", "Zielinska"],
    },
  };
}
