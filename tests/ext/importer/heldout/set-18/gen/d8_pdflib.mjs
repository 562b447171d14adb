// D8: a German hospital LIS print (pdf-lib): a landscape page through /Rotate 270, every word drawn in
// pieces of one to four letters (as print drivers that break text at kerning pairs do), values right-aligned.
import fs from "node:fs";
import { degrees, PDFDocument, StandardFonts } from "pdf-lib";

const spec = JSON.parse(fs.readFileSync(new URL("./out/d8.json", import.meta.url), "utf8"));
const out = process.argv[2];

let seed = 4242;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const doc = await PDFDocument.create();
doc.setProducer("SWISSLAB Druckausgabe 6.1 (pdf-lib)");
doc.setCreator("SWISSLAB");
doc.setTitle("Laborbefund");
doc.setCreationDate(new Date("2026-01-14T15:20:00Z"));
doc.setModificationDate(new Date("2026-01-14T15:20:00Z"));
const R = await doc.embedFont(StandardFonts.Helvetica);
const B = await doc.embedFont(StandardFonts.HelveticaBold);
const page = doc.addPage([595.28, 841.89]);
const W = 841.89, H = 595.28;

// display (X, Y) on the landscape view -> the portrait page's own space under /Rotate 270
function piece(text, X, Y, size, font) {
  page.drawText(text, { x: Y, y: 841.89 - X, size, font, rotate: degrees(-90) });
}
function t(text, X, Y, size = 8.5, font = R, align = "l") {
  let x = align === "r" ? X - font.widthOfTextAtSize(text, size) : X;
  let i = 0;
  while (i < text.length) {
    const n = 1 + Math.floor(rnd() * 4);
    const part = text.slice(i, i + n);
    piece(part, x, Y, size, font);
    x += font.widthOfTextAtSize(part, size);
    i += n;
  }
}

t("Klinikum Lausitzer Bergland", 40, H - 44, 15, B);
t("Institut für Laboratoriumsmedizin - Chefarzt Dr. med. Konstantin Evers", 40, H - 58, 8);
t("Laborbefund (kumuliert: nein) - Endbefund", W - 40, H - 44, 11, B, "r");
const id = [["Patient:", "Szczepaniak, Dorota  * 19.04.1978  (w)"], ["Fall-Nr.:", "40118734"],
  ["Station:", "ZNA / Notaufnahme"], ["Auftrag:", "0026114203"]];
id.forEach(([k, v], i) => {
  t(k, 40, H - 86 - i * 11, 8.5, B);
  t(v, 100, H - 86 - i * 11, 8.5);
});
const od = [["Abnahme:", "14.01.2026 22:47"], ["Eingang Labor:", "14.01.2026 23:05"], ["Ausgang:", "15.01.2026 00:12"]];
od.forEach(([k, v], i) => {
  t(k, 460, H - 86 - i * 11, 8.5, B);
  t(v, 540, H - 86 - i * 11, 8.5);
});
let y = H - 150;
t("Analyt", 40, y, 8.5, B);
t("Ergebnis", 330, y, 8.5, B, "r");
t("Einheit", 350, y, 8.5, B);
t("Normbereich", 440, y, 8.5, B);
t("Kz.", 540, y, 8.5, B);
page.drawLine({ start: { x: y - 4, y: 841.89 - 40 }, end: { x: y - 4, y: 841.89 - (W - 40) }, thickness: 0.5 });
y -= 16;
for (const [title, rows] of spec.sections) {
  t(title, 40, y, 9, B);
  y -= 12;
  for (const r of rows) {
    const [label, val, unit, range, flag] = r;
    t(label, 50, y);
    t(val, 330, y, 8.5, flag ? B : R, "r");
    if (unit) t(unit, 350, y);
    t(range, 440, y);
    if (flag) t(flag, 540, y, 8.5, B);
    y -= 11;
  }
  y -= 5;
}
t("Kz.: H/L = oberhalb/unterhalb des Normbereichs, + = pathologisch. Technisch freigegeben: Birte Lohmeier (MTL).", 40, 46, 7.5);
t("Seite 1/1   Gedruckt 15.01.2026 00:14", W - 40, 30, 7, R, "r");
page.setRotation(degrees(270));
fs.writeFileSync(out, await doc.save({ useObjectStreams: false }));
