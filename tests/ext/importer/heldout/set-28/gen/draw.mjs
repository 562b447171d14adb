// Draws a page list (JSON written by make.py) with pdfkit or pdf-lib:
//   node draw.mjs pdfkit|pdflib SPEC.json OUT.pdf   (npm packages from $NPM_DIR/node_modules)
// SPEC: {size:[w,h], title, producer, pages:[[op...]]}; op = {t:"text",x,y,s,f,text} | {t:"line",x1,y1,x2,y2,w}
// | {t:"rect",x,y,w,h,fill} | {t:"jpg",path,x,y,w,h} (pdf-lib only). y is from the top of the page; f is "R", "B", "I" or "M" (monospace), "MB".
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
const require = createRequire(path.join(process.env.NPM_DIR ?? "/tmp/b28npm", "node_modules", "x.js"));
const [kind, specPath, out] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(specPath, "utf8"));
const [W, H] = spec.size ?? [595.28, 841.89];
const DATE = new Date(spec.date ?? "2025-04-10T09:00:00Z");

if (kind === "pdfkit") {
  const PDFDocument = require("pdfkit");
  const doc = new PDFDocument({ size: [W, H], autoFirstPage: false, compress: true,
    info: { Title: spec.title ?? "", Producer: spec.producer ?? "PDFKit", Creator: spec.creator ?? "", CreationDate: DATE } });
  const fonts = { R: "Helvetica", B: "Helvetica-Bold", I: "Helvetica-Oblique", M: "Courier", MB: "Courier-Bold" };
  const ttf = { R: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", B: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    I: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", M: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    MB: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf" };
  doc.pipe(fs.createWriteStream(out));
  for (const page of spec.pages) {
    doc.addPage({ size: [W, H], margin: 0 });
    for (const op of page) {
      if (op.t === "text") {
        const f = op.f ?? "R";
        doc.font(spec.unicode ? ttf[f] : fonts[f]).fontSize(op.s ?? 9).fillColor(op.c ?? "black");
        doc.text(op.text, op.x, op.y, { lineBreak: false });
      } else if (op.t === "line") {
        doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.w ?? 0.5).strokeColor(op.c ?? "black").stroke();
      } else if (op.t === "rect") {
        doc.rect(op.x, op.y, op.w, op.h).fillColor(op.fill ?? "#eeeeee").fill();
      }
    }
  }
  doc.end();
} else {
  const { PDFDocument, StandardFonts, rgb } = require("pdf-lib");
  const fontkit = require("@pdf-lib/fontkit");
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title ?? ""); doc.setProducer(spec.producer ?? "pdf-lib"); doc.setCreator(spec.creator ?? "");
  doc.setCreationDate(DATE); doc.setModificationDate(DATE);
  let fonts;
  if (spec.unicode) {
    doc.registerFontkit(fontkit);
    const load = (p) => doc.embedFont(fs.readFileSync(p), { subset: true });
    fonts = { R: await load("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"),
      B: await load("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
      I: await load("/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf"),
      M: await load("/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"),
      MB: await load("/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf") };
  } else {
    fonts = { R: await doc.embedFont(StandardFonts.Helvetica), B: await doc.embedFont(StandardFonts.HelveticaBold),
      I: await doc.embedFont(StandardFonts.HelveticaOblique), M: await doc.embedFont(StandardFonts.Courier),
      MB: await doc.embedFont(StandardFonts.CourierBold) };
  }
  const hex = (c) => { const n = parseInt((c ?? "#000000").slice(1), 16); return rgb((n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255); };
  for (const pageOps of spec.pages) {
    const page = doc.addPage([W, H]);
    for (const op of pageOps) {
      if (op.t === "text") {
        const s = op.s ?? 9;
        page.drawText(op.text, { x: op.x, y: H - op.y - s * 0.8, size: s, font: fonts[op.f ?? "R"], color: hex(op.c) });
      } else if (op.t === "line") {
        page.drawLine({ start: { x: op.x1, y: H - op.y1 }, end: { x: op.x2, y: H - op.y2 }, thickness: op.w ?? 0.5, color: hex(op.c) });
      } else if (op.t === "jpg") {
        const img = await doc.embedJpg(fs.readFileSync(op.path));
        page.drawImage(img, { x: op.x, y: H - op.y - op.h, width: op.w, height: op.h });
      } else if (op.t === "rect") {
        page.drawRectangle({ x: op.x, y: H - op.y - op.h, width: op.w, height: op.h, color: hex(op.fill ?? "#eeeeee") });
      }
    }
  }
  fs.writeFileSync(out, await doc.save({ useObjectStreams: false }));
}
