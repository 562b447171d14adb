/**
 * Writes set-6's personal spreadsheet (../docs/moje_wyniki_Olena.xlsx): the person's own record kept
 * wide, markers as rows and dates as columns ("12.01.2024 (Alab)"), a norm column, empty cells, a
 * text cell for a test not done, a censored CRP typed as text, a notes column and a second sheet of notes.
 * Run: deno run -A make_xlsx.ts (uses the project's @e965/xlsx version).
 */
import * as XLSX from "npm:@e965/xlsx@0.20.3";

const here = new URL(".", import.meta.url).pathname;
const rows: (string | number | null)[][] = [
  ["Moje wyniki badań – Olena Marchenko (ur. 19.07.1984)"],
  [],
  [
    "Badanie",
    "Jedn.",
    "Norma",
    "12.01.2024 (Alab)",
    "18.06.2024 (Diagnostyka)",
    "05.11.2024 (Synevo)",
    "Uwagi",
  ],
  ["TSH", "µIU/ml", "0,27-4,2", 3.12, 2.65, 1.98, "zawsze rano, na czczo"],
  ["FT4", "pmol/l", "12-22", 14.1, null, 15.0, null],
  ["Ferrytyna", "ng/ml", "13-150", 8.2, 11.5, 19.8, "żelazo od 02.2024 (Tardyferon)"],
  ["Hemoglobina", "g/dl", "12-16", 11.4, 11.9, 12.4, null],
  ["Witamina D (25-OH)", "ng/ml", "30-80", 14, 27, 33.5, "D3 4000 j. od stycznia"],
  ["Glukoza", "mg/dl", "70-99", 94, null, 97, null],
  ["Cholesterol całkowity", "mg/dl", "<190", 201, null, 214, null],
  ["LDL", "mg/dl", "<115", 128, null, 136, null],
  ["HDL", "mg/dl", ">45", 59, null, 62, null],
  ["Trójglicerydy", "mg/dl", "<150", 88, null, 79, null],
  ["CRP", "mg/l", "<5", "<0,5", 1.2, null, null],
  ["ALT", "U/l", "<35", 17, "nie robiono", 21, null],
];
const ws = XLSX.utils.aoa_to_sheet(rows);
ws["!cols"] = [{ wch: 24 }, { wch: 8 }, { wch: 9 }, { wch: 17 }, { wch: 23 }, { wch: 19 }, {
  wch: 32,
}];
ws["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 6 } }];
const notes = XLSX.utils.aoa_to_sheet([
  ["Notatki"],
  ["02.2024 – zaczęłam żelazo, kontrola ferrytyny co 3-4 miesiące"],
  ["lekarz rodzinny: lek. Marek Zawada, tel. 33 852 11 09"],
]);
const wb = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(wb, ws, "Wyniki");
XLSX.utils.book_append_sheet(wb, notes, "Notatki");
wb.Props = {
  Author: "Olena",
  CreatedDate: new Date("2024-11-06T19:20:00Z"),
  ModifiedDate: new Date("2024-11-06T19:20:00Z"),
};
const out = XLSX.write(wb, { type: "buffer", bookType: "xlsx", compression: true });
Deno.writeFileSync(`${here}../docs/moje_wyniki_Olena.xlsx`, new Uint8Array(out));
console.log("ok");
