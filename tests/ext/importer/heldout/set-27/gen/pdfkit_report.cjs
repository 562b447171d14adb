// D3's renderer: pdfkit draws a two-column letterhead and a ruled table whose value cell holds
// value, flag and unit together. Usage: node pdfkit_report.cjs spec.json out.pdf (NODE_PATH to pdfkit).
const fs = require("fs");
const PDFDocument = require("pdfkit");
const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const doc = new PDFDocument({ size: "A4", margin: 40, info: { Producer: "pdfkit", Title: "Sprawozdanie" } });
doc.pipe(fs.createWriteStream(process.argv[3]));
const F = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
doc.font(FB).fontSize(14).fillColor("#2a5d34").text(spec.lab[0], 40, 40);
doc.font(F).fontSize(9).fillColor("#333").text(spec.lab[1]).text(spec.lab[2]);
doc.moveTo(40, 84).lineTo(555, 84).stroke("#2a5d34");
let y = 92;
spec.left.forEach((l, i) => doc.fontSize(9).text(l, 40, y + i * 12));
spec.right.forEach((l, i) => doc.fontSize(9).text(l, 320, y + i * 12));
y += spec.left.length * 12 + 12;
doc.font(FB).fontSize(11).text(spec.title, 40, y, { width: 515, align: "center" });
y += 22;
const X = [40, 250, 380, 555];
doc.rect(40, y, 515, 16).fill("#e4efe6").fillColor("#000");
spec.cols.forEach((c, i) => doc.font(FB).fontSize(9).text(c, X[i] + 4, y + 4));
y += 18;
for (const l of spec.lines) {
  if (l.section) {
    doc.font(FB).fontSize(9).fillColor("#2a5d34").text(l.section, 44, y + 3);
    doc.fillColor("#000");
    y += 16;
    continue;
  }
  doc.font(F).fontSize(9).text(l.label, X[0] + 4, y + 3, { width: 205 });
  const bold = / (H|L) /.test(" " + l.cell + " ");
  doc.font(bold ? FB : F).text(l.cell, X[1] + 4, y + 3);
  doc.font(F).fontSize(8.5).text(l.range, X[2] + 4, y + 3);
  doc.moveTo(40, y + 16).lineTo(555, y + 16).lineWidth(0.3).stroke("#aaa");
  y += 17;
}
y += 12;
spec.footer.forEach((f) => { doc.font(F).fontSize(8).text(f, 40, y); y += 12; });
doc.fontSize(7.5).fillColor("#666").text("Strona 1/1   Dokument wygenerowany elektronicznie, nie wymaga podpisu.", 40, 790);
doc.end();
