// Writes the person's workbook for set-14 from the JSON spec make.py leaves (node, exceljs on NODE_PATH).
import { createRequire } from "node:module";
import fs from "node:fs";
const require = createRequire(process.env.NODE_PATH ? process.env.NODE_PATH + "/" : import.meta.url);
const ExcelJS = require("exceljs");
const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const wb = new ExcelJS.Workbook();
wb.creator = "Bożena Wilczyńska";
wb.created = new Date(Date.UTC(2024, 11, 5, 18, 0, 0));
wb.modified = wb.created;
const ws = wb.addWorksheet("Wyniki");
ws.getCell("A1").value = spec.title;
ws.getCell("A1").font = { bold: true, size: 14 };
const head = ws.getRow(3);
head.getCell(1).value = "Badanie";
spec.cols.forEach((c, i) => {
  const cell = head.getCell(2 + i);
  if (c === "date") {
    cell.value = new Date(Date.UTC(2023, 10, 20));
    cell.numFmt = "dd.mm.yyyy";
  } else cell.value = c;
});
head.getCell(2 + spec.cols.length).value = "jedn.";
head.getCell(3 + spec.cols.length).value = "Uwagi";
head.font = { bold: true };
let r = 4;
for (const row of spec.rows) {
  if (row.label === "Cholesterol całk.") {
    ws.getRow(r).getCell(1).value = "Lipidogram";
    ws.getRow(r).getCell(1).font = { italic: true };
    r++;
  }
  const x = ws.getRow(r++);
  x.getCell(1).value = row.label;
  row.cells.forEach((v, i) => {
    if (v !== null) x.getCell(2 + i).value = v;
  });
  x.getCell(2 + spec.cols.length).value = row.unit;
  if (row.note) x.getCell(3 + spec.cols.length).value = row.note;
}
ws.getColumn(1).width = 22;
const bp = wb.addWorksheet("Ciśnienie");
bp.addRow(["Data", "Skurczowe", "Rozkurczowe", "Tętno"]);
[["2024-11-02", 134, 84, 72], ["2024-11-09", 129, 82, 70], ["2024-11-16", 141, 88, 76]].forEach(([d, a, b, c]) => {
  const row = bp.addRow([new Date(d + "T00:00:00Z"), a, b, c]);
  row.getCell(1).numFmt = "dd.mm.yyyy";
});
await wb.xlsx.writeFile(spec.out);
