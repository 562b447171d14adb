// Writes the patient's own workbook from gen/out/xlsx_spec.json (made by make.py) with exceljs.
// Usage: deno run -A xlsx.ts <spec.json> <out.xlsx>
import ExcelJS from "npm:exceljs@4.4.0";

type Marker = [string, string, string, string, string | null, string | null, (number | string | null)[], string];
const [specPath, out] = Deno.args;
const spec = JSON.parse(await Deno.readTextFile(specPath!)) as {
  title: string;
  subtitle: string;
  cols: string[];
  markers: Marker[];
};
const wb = new ExcelJS.Workbook();
wb.creator = "Halina";
wb.created = new Date(Date.UTC(2025, 1, 20, 19, 12));
wb.modified = wb.created;
const ws = wb.addWorksheet("Tarczyca i krew");
const nCols = 3 + spec.cols.length + 1;
ws.mergeCells(1, 1, 1, nCols);
ws.getCell(1, 1).value = spec.title;
ws.getCell(1, 1).font = { bold: true, size: 14 };
ws.getCell(1, 1).alignment = { horizontal: "center" };
ws.mergeCells(2, 1, 2, nCols);
ws.getCell(2, 1).value = spec.subtitle;
ws.getCell(2, 1).font = { italic: true, size: 9 };
const header = ["Badanie", "Jedn.", "Norma", ...spec.cols.map((c) => c.startsWith("DATE:") ? "" : c), "Uwagi"];
ws.getRow(4).values = header;
spec.cols.forEach((c, i) => {
  if (c.startsWith("DATE:")) {
    const cell = ws.getCell(4, 4 + i);
    const [y, m, d] = c.slice(5).split("-").map(Number);
    cell.value = new Date(Date.UTC(y!, m! - 1, d!));
    cell.numFmt = "dd.mm.yyyy";
  }
});
ws.getRow(4).font = { bold: true };
ws.getRow(4).eachCell((c) => {
  c.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDDEBF7" } };
  c.border = { bottom: { style: "thin" } };
});
const rowOf = new Map<string, number>();
spec.markers.forEach((m, k) => rowOf.set(m[1], 5 + k));
spec.markers.forEach((m, k) => {
  const r = 5 + k;
  ws.getCell(r, 1).value = m[0];
  ws.getCell(r, 2).value = m[2];
  ws.getCell(r, 3).value = m[3];
  m[6].forEach((v, i) => {
    const cell = ws.getCell(r, 4 + i);
    if (v === null) return;
    if (v === "=F") {
      const col = String.fromCharCode(68 + i); // D, E, F, G
      const chol = spec.markers.find((x) => x[1] === "CHOL")!;
      const hdl = spec.markers.find((x) => x[1] === "HDL")!;
      const result = (chol[6][i] as number) - (hdl[6][i] as number);
      cell.value = { formula: `${col}${rowOf.get("CHOL")}-${col}${rowOf.get("HDL")}`, result };
    } else cell.value = v;
  });
  if (m[7]) ws.getCell(r, 4 + spec.cols.length).value = m[7];
});
ws.getColumn(1).width = 20;
ws.getColumn(3).width = 10;
for (let i = 0; i < spec.cols.length; i++) ws.getColumn(4 + i).width = 14;
ws.getColumn(4 + spec.cols.length).width = 36;
ws.getCell(5 + spec.markers.length + 1, 1).value = "wyniki przepisane z papierowych wydruków; 03.2023 – nie pamiętam dnia";
const buf = await wb.xlsx.writeBuffer();
await Deno.writeFile(out!, new Uint8Array(buf as ArrayBuffer));
