/**
 * Draws a hospital discharge letter whose lab results are written as prose
 * under a dated phrase ("Przy przyjęciu (12.03.2025): Hemoglobina 12,4 g/dl
 * (N: 12,0-16,0), leukocyty 11,3 G/l ↑ …", "Kontrolnie 15.03.2025: …"),
 * between the admission and discharge dates, the diagnosis and the
 * recommendations, with the project's PDF writer.
 *
 * @module
 */

import { printedDateFormat } from "./features.ts";
import { ReportPdf } from "../realistic/report_pdf.ts";
import type { DocumentContent, PrintedRow } from "./content.ts";
import { Random } from "./random.ts";
import { formatDate } from "./words.ts";

const PHRASES = {
  pl: {
    hospital: "Szpital Wojewódzki im. św. Łukasza",
    patient: "Pacjent:",
    book: "Nr księgi głównej:",
    title: "KARTA INFORMACYJNA LECZENIA SZPITALNEGO",
    ward: "Oddział Chorób Wewnętrznych",
    admitted: "Data przyjęcia:",
    discharged: "Data wypisu:",
    diagnosis: "Rozpoznanie: Niedokrwistość z niedoboru żelaza. Nadciśnienie tętnicze.",
    course: "Przebieg hospitalizacji: pacjent przyjęty z powodu osłabienia i duszności wysiłkowej.",
    first: [
      (d: string) => `W badaniach przy przyjęciu (${d}):`,
      (d: string) => `Badania laboratoryjne z dnia ${d}:`,
    ],
    later: [(d: string) => `Kontrolnie ${d}:`, (d: string) => `W badaniach kontrolnych (${d}):`],
    normal: "N:",
    advice: "Zalecenia: kontrola morfologii za 4 tygodnie w POZ.",
    signed: "Lekarz prowadzący:",
    doctor: "lek.",
  },
  en: {
    hospital: "St Luke's General Hospital",
    patient: "Patient:",
    book: "Admission no.:",
    title: "DISCHARGE SUMMARY",
    ward: "Department of Internal Medicine",
    admitted: "Admitted:",
    discharged: "Discharged:",
    diagnosis: "Diagnosis: Iron deficiency anaemia. Hypertension.",
    course: "Hospital course: admitted with fatigue and exertional dyspnoea.",
    first: [
      (d: string) => `Laboratory results on admission (${d}):`,
      (d: string) => `Blood tests of ${d}:`,
    ],
    later: [(d: string) => `On follow-up ${d}:`, (d: string) => `Repeat tests (${d}):`],
    normal: "ref.",
    advice: "Advice: repeat full blood count in 4 weeks with the GP.",
    signed: "Attending physician:",
    doctor: "Dr",
  },
} as const;

/** One result as a phrase: name, value, unit, the range in brackets, the flag. */
export function resultPhrase(row: PrintedRow, showRange: boolean, normal: string): string {
  const unit = row.unit === "" ? "" : ` ${row.unit}`;
  const range = showRange ? ` (${normal} ${row.range.replace(/ - /g, "-")})` : "";
  const mark = row.flag === "" ? "" : ` ${row.flag}`;
  return `${row.label} ${row.value}${unit}${range}${mark}`;
}

/** Splits phrases into lines of at most `width` characters, never inside a phrase. */
function wrap(intro: string, phrases: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = intro;
  phrases.forEach((phrase, i) => {
    const piece = `${phrase}${i === phrases.length - 1 ? "." : ","}`;
    if (line.length + 1 + piece.length > width && line !== "") {
      lines.push(line);
      line = piece;
    } else line = line === "" ? piece : `${line} ${piece}`;
  });
  if (line !== "") lines.push(line);
  return lines;
}

/** The rows of a letter are drawn without their own flag column: the mark follows the value. */
export async function renderLetter(content: DocumentContent): Promise<Uint8Array> {
  const random = new Random(content.seed ^ 0x1b873593);
  const { layout, identity } = content;
  // A letter is Polish or English (`normalised` in features.ts).
  const p = PHRASES[layout.language === "en" ? "en" : "pl"];
  const date = (iso: string) => formatDate(iso, printedDateFormat(layout), layout.language);
  const pdf = await ReportPdf.create();
  const page = pdf.page();
  let y = 800;
  page.text(40, y, `${p.hospital} — ${p.ward}`, { bold: true, size: 10 });
  page.text(40, y - 12, content.labAddress, { size: 8 });
  y -= 36;
  page.text(297, y, p.title, { bold: true, size: 11, align: "center" });
  y -= 20;
  page.field(40, y, p.patient, `${identity.given} ${identity.family}`, 4, 9);
  page.field(330, y, "PESEL:", identity.pesel, 4, 9);
  y -= 12;
  page.text(40, y, `${identity.street}, ${identity.postalCity}`, { size: 9 });
  y -= 12;
  const first = content.visits[0]!.collected;
  const last = content.visits.at(-1)!.collected;
  page.field(40, y, p.admitted, date(first), 4, 9);
  page.field(330, y, p.discharged, date(content.printed), 4, 9);
  y -= 20;
  page.text(40, y, p.diagnosis, { size: 9 });
  y -= 12;
  page.text(40, y, p.course, { size: 9 });
  y -= 18;
  content.visits.forEach((visit, i) => {
    const intro = random.pick(i === 0 ? p.first : p.later)(date(visit.collected));
    const rows = visit.sections.flatMap((s) => s.rows);
    const phrases = rows.map((row) => resultPhrase(row, row.range !== "", p.normal));
    for (const line of wrap(intro, phrases, 100)) {
      page.text(40, y, line, { size: 9 });
      y -= 12;
    }
    y -= 6;
  });
  page.text(40, y - 6, p.advice, { size: 9 });
  page.text(40, y - 30, `${p.signed} ${p.doctor} ${identity.doctor}, NPWZ ${identity.npwz}`, {
    size: 9,
  });
  page.text(40, 40, `${p.book} ${identity.orders[0]}   ${date(last)}`, {
    size: 7,
    grey: true,
  });
  return await pdf.save();
}
