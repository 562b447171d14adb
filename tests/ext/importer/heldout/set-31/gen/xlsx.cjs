// Writes the person's workbook from make.py's spec (exceljs, installed outside the repository).
const ExcelJS = require("exceljs");
const fs = require("fs");
const [spec, out] = process.argv.slice(2);
const s = JSON.parse(fs.readFileSync(spec, "utf8"));
(async () => {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Kasia";
  wb.created = new Date(Date.UTC(2024, 7, 2, 19, 4));
  wb.modified = new Date(Date.UTC(2024, 7, 2, 19, 30));
  for (const sh of s.sheets) {
    const ws = wb.addWorksheet(sh.name);
    const n = sh.headers.length + 2; // Data + markers + Uwagi
    const last = String.fromCharCode(64 + n);
    ws.getCell("A1").value = sh.title;
    ws.getCell("A1").font = { bold: true, size: 14 };
    ws.getCell("A1").alignment = { horizontal: "center" };
    ws.mergeCells(`A1:${last}1`);
    ws.getRow(3).values = ["Data", ...sh.headers, "Uwagi"];
    ws.getRow(3).font = { bold: true };
    ws.getRow(4).values = ["", ...sh.units, ""];
    ws.getRow(4).font = { italic: true, color: { argb: "FF666666" } };
    ws.getRow(5).values = ["norma", ...sh.norms, ""];
    ws.getRow(5).font = { color: { argb: "FF1F6F1F" } };
    let r = 6;
    for (const row of sh.rows) {
      const [y, m, d] = row.date.split("-").map(Number);
      const cells = [new Date(Date.UTC(y, m - 1, d)), ...row.values.map((v) =>
        typeof v === "string" && v.startsWith("=") ? { formula: v.slice(1), result: Math.round(row.values[0] * 0.6206 * 100) / 100 } : v
      ), sh.notes[row.date] || null];
      ws.getRow(r).values = cells;
      ws.getCell(`A${r}`).numFmt = "dd.mm.yyyy";
      r++;
    }
    ws.getCell(`A${r + 1}`).value = "przepisane z wyników papierowych";
    ws.mergeCells(`A${r + 1}:${last}${r + 1}`);
    ws.getColumn(1).width = 12;
    ws.getColumn(sh.hidden + 2).hidden = true;
    ws.getColumn(n).width = 30;
  }
  await wb.xlsx.writeFile(out);
})();
