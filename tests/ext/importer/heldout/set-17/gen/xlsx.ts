// Writes set-17's lab-portal workbook from the JSON spec make.py passes (deno run -A xlsx.ts spec.json).
import * as XLSX from "npm:@e965/xlsx@0.20.3";

const spec = JSON.parse(Deno.readTextFileSync(Deno.args[0]));
const wb = XLSX.utils.book_new();

const info = [["Portal Pacjenta SANVITA – eksport wyników"], [], ...spec.patient, [], [
  "Wygenerowano:",
  "16.06.2025 21:47",
]];
const ws0 = XLSX.utils.aoa_to_sheet(info);
ws0["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 3 } }];
ws0["!cols"] = [{ wch: 18 }, { wch: 40 }];
XLSX.utils.book_append_sheet(wb, ws0, "Dane pacjenta");

for (const o of spec.orders) {
  const aoa: unknown[][] = [
    [`Wyniki badań – zlecenie nr ${o.order}`],
    ["Nr zlecenia:", o.order, "", "Data pobrania:", o.date],
    ["Lekarz kierujący:", o.doctor, "", "Punkt pobrań:", "Bytom, ul. Dworcowa 12"],
    [],
    ["Badanie", "Wynik", "", "Zakres referencyjny", "", "Flaga"],
    ["", "wartość", "jedn.", "od", "do", ""],
  ];
  const merges = [
    { s: { r: 0, c: 0 }, e: { r: 0, c: 5 } },
    { s: { r: 4, c: 0 }, e: { r: 5, c: 0 } },
    { s: { r: 4, c: 1 }, e: { r: 4, c: 2 } },
    { s: { r: 4, c: 3 }, e: { r: 4, c: 4 } },
    { s: { r: 4, c: 5 }, e: { r: 5, c: 5 } },
  ];
  for (const [title, rows] of o.sections) {
    merges.push({ s: { r: aoa.length, c: 0 }, e: { r: aoa.length, c: 5 } });
    aoa.push([title]);
    for (const r of rows) {
      // a qualitative reference fills the od/do cells merged
      if (typeof r[3] === "string" && r[4] === null) {
        merges.push({ s: { r: aoa.length, c: 3 }, e: { r: aoa.length, c: 4 } });
      }
      aoa.push(r.map((x: unknown) => (x === null ? "" : x)));
    }
  }
  aoa.push([]);
  aoa.push(["Wyniki autoryzowane przez diagnostę laboratoryjnego. Wydruk z portalu nie zastępuje sprawozdania."]);
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  ws["!merges"] = merges;
  ws["!cols"] = [{ wch: 30 }, { wch: 10 }, { wch: 14 }, { wch: 8 }, { wch: 8 }, { wch: 6 }];
  XLSX.utils.book_append_sheet(wb, ws, o.sheet);
}
XLSX.writeFile(wb, spec.out, { compression: true });
