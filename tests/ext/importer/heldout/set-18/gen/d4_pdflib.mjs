// D4: a UK NHS trust portal's "all results" download made with pdf-lib: one page per order, the second
// page landscape through /Rotate 90, every field its own text object, drawn in shuffled order.
import fs from "node:fs";
import { degrees, PDFDocument, StandardFonts } from "pdf-lib";

const spec = JSON.parse(fs.readFileSync(new URL("./out/d4.json", import.meta.url), "utf8"));
const out = process.argv[2];

let seed = 1804;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const shuffle = (a) => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

const doc = await PDFDocument.create();
doc.setProducer("KV-Pathology ReportServer 3.8 (pdf-lib)");
doc.setCreator("ICE Results Viewer");
doc.setTitle("Patient Results Report");
doc.setCreationDate(new Date("2025-12-02T19:44:00Z"));
doc.setModificationDate(new Date("2025-12-02T19:44:00Z"));
const R = await doc.embedFont(StandardFonts.Helvetica);
const B = await doc.embedFont(StandardFonts.HelveticaBold);
const total = spec.orders.length;

spec.orders.forEach((o, pi) => {
  const page = doc.addPage([595.28, 841.89]);
  const W = o.rotate ? 841.89 : 595.28;
  const H = o.rotate ? 595.28 : 841.89;
  const ops = [];
  // t(text, X, Y, size, font, align) in display coordinates
  const t = (text, X, Y, size = 9, font = R, align = "l") => ops.push({ text, X, Y, size, font, align });
  t("Kennet Valley NHS Foundation Trust", 40, H - 48, 14, B);
  t("Pathology Services - Blood Sciences, Kennet Valley Hospital, London Road, Reading RG1 5AN", 40, H - 62, 8);
  t("PATIENT RESULTS REPORT", W - 40, H - 48, 11, B, "r");
  t("All results on record - downloaded from the patient portal", W - 40, H - 62, 7.5, R, "r");
  const idY = H - 92;
  const left = [["Name:", "SZCZEPANIAK, Dorota (Ms)"], ["DOB:", "19/04/1978 (47y)"], ["NHS No:", "485 777 3457"],
    ["Hospital No:", "K4418273"], ["Address:", "14 Marlow Crescent, Tilehurst, Reading RG30 4TX"]];
  const right = [["Requested by:", "Dr Alasdair Penhallow (G8123375)"], ["Location:", "Norcot Road Surgery"],
    ["Lab No:", o.lab], ["Collected:", o.collected], ["Received:", o.received], ["Reported:", o.reported]];
  left.forEach(([k, v], i) => {
    t(k, 40, idY - i * 12, 8.5, B);
    t(v, 110, idY - i * 12, 8.5);
  });
  const rx = W / 2 + 20;
  right.forEach(([k, v], i) => {
    t(k, rx, idY - i * 12, 8.5, B);
    t(v, rx + 80, idY - i * 12, 8.5);
  });
  let y = idY - right.length * 12 - 18;
  const cx = { test: 40, val: W * 0.52, flag: W * 0.52 + 8, unit: W * 0.52 + 30, range: W - 40 };
  t("Test", cx.test, y, 8.5, B);
  t("Result", cx.val, y, 8.5, B, "r");
  t("Units", cx.unit, y, 8.5, B);
  t("Reference range", cx.range, y, 8.5, B, "r");
  const ruleY = [y - 4];
  y -= 18;
  for (const [title, rows] of o.sections) {
    t(title, 40, y, 9, B);
    y -= 13;
    for (const r of rows) {
      const [label, val, unit, range, flag] = r;
      t(label, cx.test + 8, y);
      t(val, cx.val, y, 9, flag ? B : R, "r");
      if (flag) t(flag, cx.flag, y, 9, B);
      if (unit) t(unit, cx.unit, y);
      if (range) t(`(${range.replace(/ /g, "")})`, cx.range, y, 9, R, "r");
      y -= 12;
    }
    y -= 6;
  }
  if (o.sections.some(([, rows]) => rows.some((r) => r[5] === "VIT_D"))) {
    t("Vitamin D status: <25 nmol/L deficient; 25-50 nmol/L insufficient; >50 nmol/L adequate.", 48, y, 7.5);
    y -= 11;
  }
  t("Results authorised by Graham Treloar, Biomedical Scientist. H = above, L = below reference range.", 40, y - 8, 7.5);
  t(`Printed 02/12/2025 19:44 from the Kennet Valley patient portal`, 40, 30, 7);
  t(`Page ${pi + 1} of ${total}`, W - 40, 30, 7, R, "r");
  // draw in shuffled order, mapping display coordinates to the page's own space when rotated
  for (const op of shuffle(ops)) {
    const w = op.align === "r" ? op.font.widthOfTextAtSize(op.text, op.size) : 0;
    const X = op.X - w;
    if (o.rotate) {
      page.drawText(op.text, { x: 595.28 - op.Y, y: X, size: op.size, font: op.font, rotate: degrees(90) });
    } else page.drawText(op.text, { x: X, y: op.Y, size: op.size, font: op.font });
  }
  for (const ry of ruleY) {
    if (o.rotate) page.drawLine({ start: { x: 595.28 - ry, y: 40 }, end: { x: 595.28 - ry, y: W - 40 }, thickness: 0.5 });
    else page.drawLine({ start: { x: 40, y: ry }, end: { x: W - 40, y: ry }, thickness: 0.5 });
  }
  if (o.rotate) page.setRotation(degrees(90));
});

fs.writeFileSync(out, await doc.save({ useObjectStreams: false }));
