// D7's scanner step: puts JPEG page images into an image-only PDF at 150 dpi (pdf-lib).
// Usage: node scan_to_pdf.cjs spec.json out.pdf  (spec: {"pages": ["a.jpg", ...]}).
const fs = require("fs");
const { PDFDocument } = require("pdf-lib");
(async () => {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const pdf = await PDFDocument.create();
  pdf.setProducer("ScanSoft PDF Create! 8");
  pdf.setCreator("EPSON Scan");
  pdf.setCreationDate(new Date("2025-07-14T10:02:11Z"));
  pdf.setModificationDate(new Date("2025-07-14T10:02:11Z"));
  for (const f of spec.pages) {
    const img = await pdf.embedJpg(fs.readFileSync(f));
    const w = (img.width * 72) / 150, h = (img.height * 72) / 150;
    const page = pdf.addPage([w, h]);
    page.drawImage(img, { x: 0, y: 0, width: w, height: h });
  }
  fs.writeFileSync(process.argv[3], await pdf.save());
})();
