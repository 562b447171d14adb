// Draws a page list (text runs and lines, laid out by make.py) with pdfkit: the producer of the
// Slovak report, the Ukrainian discharge extract and the Polish/Ukrainian lab report, and the
// wrapper of the Slovak scan's JPEG (ImageMagick's PDF writer is disabled by its policy here).
//   NODE_PATH=/tmp/x/node_modules node draw.cjs spec.json out.pdf
const fs = require("fs");
const PDFDocument = require("pdfkit");
const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: false, info: spec.info || {} });
doc.pipe(fs.createWriteStream(process.argv[3]));
const F = "/usr/share/fonts/truetype/dejavu/";
doc.registerFont("r", F + "DejaVuSans.ttf");
doc.registerFont("b", F + "DejaVuSans-Bold.ttf");
doc.registerFont("i", F + "DejaVuSans-Oblique.ttf");
doc.registerFont("c", F + "DejaVuSansCondensed.ttf");
doc.registerFont("s", F + "DejaVuSerif.ttf");
doc.registerFont("sb", F + "DejaVuSerif-Bold.ttf");
for (const page of spec.pages) {
  doc.addPage({ size: "A4", margin: 0 });
  for (const it of page) {
    if (it.t === "line") {
      doc.moveTo(it.x1, it.y1).lineTo(it.x2, it.y2).lineWidth(it.w || 0.5).strokeColor(it.c || "#000").stroke();
    } else if (it.t === "image") {
      doc.image(it.path, it.x, it.y, { width: it.w, height: it.h });
    } else if (it.t === "rect") {
      doc.rect(it.x, it.y, it.w, it.h).fill(it.c || "#eee");
    } else {
      doc.font(it.f || "r").fontSize(it.s || 9).fillColor(it.c || "#000");
      doc.text(it.text, it.x, it.y, { lineBreak: false, width: it.width, align: it.align || "left" });
    }
  }
}
doc.end();
