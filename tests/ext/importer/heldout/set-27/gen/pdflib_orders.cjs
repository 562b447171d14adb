// D4's renderer: pdf-lib with an embedded TTF; every page repeats the lab and patient header; each
// order has its own "Zlecenie nr / Data pobrania" box; order 2 begins on page 3.
// Usage: node pdflib_orders.cjs spec.json out.pdf (NODE_PATH to pdf-lib and @pdf-lib/fontkit).
const fs = require("fs");
const { PDFDocument, rgb } = require("pdf-lib");
const fontkit = require("@pdf-lib/fontkit");
(async () => {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setProducer("pdf-lib (https://github.com/Hopding/pdf-lib)");
  pdf.setCreationDate(new Date("2025-02-20T09:14:00Z"));
  pdf.setModificationDate(new Date("2025-02-20T09:14:00Z"));
  const F = await pdf.embedFont(fs.readFileSync("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"));
  const FB = await pdf.embedFont(fs.readFileSync("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"));
  const pages = [];
  const starts = {};
  let i0 = 0;
  // split: [order, count] per page
  for (const [o, n] of spec.split) {
    const lines = spec.orders[o].lines;
    const from = starts[o] ?? 0;
    const chunk = lines.slice(from, from + n);
    starts[o] = from + chunk.length;
    pages.push({ o, chunk, first: from === 0, last: starts[o] >= lines.length });
  }
  const total = pages.length;
  pages.forEach((pg, pi) => {
    const page = pdf.addPage([595, 842]);
    const t = (s, x, y, sz = 9, f = F, c = rgb(0, 0, 0)) => page.drawText(s, { x, y, size: sz, font: f, color: c });
    t(spec.lab, 40, 800, 11, FB, rgb(0.55, 0.1, 0.1));
    t(spec.lab2, 40, 787, 8);
    page.drawLine({ start: { x: 40, y: 780 }, end: { x: 555, y: 780 }, thickness: 1 });
    spec.patient.forEach((l, i) => t(l, i % 2 ? 330 : 40, 766 - Math.floor(i / 2) * 12, 9, i === 0 ? FB : F));
    const ord = spec.orders[pg.o];
    let y = 730;
    page.drawRectangle({ x: 40, y: y - 4, width: 515, height: 16, color: rgb(0.93, 0.93, 0.93) });
    t(`Zlecenie nr ${ord.no}`, 44, y, 9, FB);
    t(`Data pobrania: ${ord.collected}`, 220, y, 9, FB);
    t(pg.first ? "" : "(cd.)", 500, y, 8);
    y -= 22;
    const X = [44, 240, 300, 370, 460];
    ["Badanie", "Wynik", "", "Jednostka", "Zakres ref."].forEach((h, i) => t(h, X[i], y, 8.5, FB));
    page.drawLine({ start: { x: 40, y: y - 3 }, end: { x: 555, y: y - 3 }, thickness: 0.5 });
    y -= 16;
    for (const l of pg.chunk) {
      if (l.section) { t(l.section.toUpperCase(), 44, y, 9, FB, rgb(0.55, 0.1, 0.1)); y -= 15; continue; }
      t(l.label, X[0], y);
      t(l.value, X[1], y, 9, l.flag ? FB : F);
      t(l.flag === "H" ? "↑" : l.flag === "L" ? "↓" : "", X[2], y, 9, FB);
      t(l.unit, X[3], y);
      t(l.range, X[4], y);
      y -= 15;
    }
    if (pg.last) {
      y -= 10;
      t(spec.doctor, 44, y, 8); y -= 12;
      t(spec.staff, 44, y, 8); y -= 12;
      t(`Data wydania wyniku: ${pg.o === 0 ? "23.01.2025" : "20.02.2025"}`, 44, y, 8);
    }
    t(`Strona ${pi + 1} z ${total}`, 500, 30, 8);
    t("Wydruk z systemu LIS-Med 4.2 · 20.02.2025 09:14", 40, 30, 7.5, F, rgb(0.4, 0.4, 0.4));
  });
  fs.writeFileSync(process.argv[3], await pdf.save());
})();
