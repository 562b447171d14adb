// D6: a US national-lab style report made with jsPDF (standard fonts, US Letter): every field placed by
// coordinates, values right-aligned by jsPDF, the table broken over two pages under a repeated page header.
import fs from "node:fs";
import { jsPDF } from "jspdf";

const spec = JSON.parse(fs.readFileSync(new URL("./out/d6.json", import.meta.url), "utf8"));
const out = process.argv[2];

const doc = new jsPDF({ unit: "pt", format: "letter", compress: true });
doc.setProperties({ title: "Patient Report", creator: "Crestview LIS Reporting (jsPDF)" });
doc.setCreationDate(new Date("2026-03-10T11:02:00Z"));
const PAGES = 2;

function header(page) {
  doc.setFont("helvetica", "bold").setFontSize(15).text("Crestview Clinical Laboratories", 36, 44);
  doc.setFont("helvetica", "normal").setFontSize(7.5)
    .text("2210 Innovation Pkwy, Dublin, OH 43017 | CLIA 36D2071184 | Lab Director: Samuel R. Whitcomb, MD", 36, 56);
  doc.setFontSize(8).text(`Page ${page} of ${PAGES}`, 576, 44, { align: "right" });
  doc.setFont("helvetica", "bold").setFontSize(8);
  const l = [["Patient Name:", "SZCZEPANIAK, DOROTA"], ["Date of Birth:", "04/19/1978"], ["Sex:", "F"],
    ["Patient ID:", "800114732"], ["Phone:", "(614) 555-0187"]];
  const r = [["Accession:", "CV2603118842"], ["Ordering Physician:", "Jennifer A. Okafor, MD"], ["NPI:", "1740382956"],
    ["Date Collected:", "03/09/2026 08:47 AM"], ["Date Received:", "03/09/2026 02:15 PM"],
    ["Date Reported:", "03/10/2026 06:02 AM"]];
  l.forEach(([k, v], i) => {
    doc.setFont("helvetica", "bold").text(k, 36, 80 + i * 11);
    doc.setFont("helvetica", "normal").text(v, 110, 80 + i * 11);
  });
  if (page === 1) {
    doc.setFont("helvetica", "bold").text("Patient Address:", 36, 80 + 5 * 11);
    doc.setFont("helvetica", "normal").text("1188 Birchwood Ave Apt 3C, Columbus, OH 43215", 110, 80 + 5 * 11);
  }
  r.forEach(([k, v], i) => {
    doc.setFont("helvetica", "bold").text(k, 330, 80 + i * 11);
    doc.setFont("helvetica", "normal").text(v, 420, 80 + i * 11);
  });
  doc.setLineWidth(0.8).line(36, 152, 576, 152);
  doc.setFont("helvetica", "bold").setFontSize(8);
  doc.text("TESTS", 36, 164).text("RESULT", 300, 164, { align: "right" }).text("FLAG", 312, 164)
    .text("UNITS", 356, 164).text("REFERENCE INTERVAL", 430, 164).text("LAB", 560, 164);
  doc.setLineWidth(0.4).line(36, 168, 576, 168);
  doc.setFont("helvetica", "normal").setFontSize(7)
    .text("Final Report | Crestview Clinical Laboratories | This document contains private and confidential health information.", 36, 770);
  doc.text(`Printed 03/10/2026 11:02 AM   SZCZEPANIAK, DOROTA   Accession CV2603118842`, 36, 780);
}

let page = 1;
header(page);
let y = 184;
const BREAK = 470;
for (const [title, rows] of spec.sections) {
  if (y > BREAK - 30) {
    doc.addPage();
    header(++page);
    y = 184;
  }
  doc.setFont("helvetica", "bold").setFontSize(9).text(title, 36, y);
  y += 14;
  for (const r of rows) {
    if (y > BREAK) {
      doc.addPage();
      header(++page);
      y = 184;
      doc.setFont("helvetica", "bold").setFontSize(9).text(`${title} (cont.)`, 36, y);
      y += 14;
    }
    const [label, val, unit, range, flag] = r;
    doc.setFont("helvetica", "normal").setFontSize(9).text(label, 46, y);
    doc.setFont("helvetica", flag ? "bold" : "normal").text(val, 300, y, { align: "right" });
    if (flag) doc.text(flag, 312, y);
    doc.setFont("helvetica", "normal").text(unit, 356, y).text(range, 430, y).text("01", 560, y);
    y += 14;
  }
  y += 6;
}
doc.setFontSize(7.5).text(
  "01  CV Dublin Core Lab, 2210 Innovation Pkwy, Dublin, OH 43017  Dir: Samuel R. Whitcomb, MD",
  36,
  y + 16,
);
fs.writeFileSync(out, Buffer.from(doc.output("arraybuffer")));
