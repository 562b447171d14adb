// D5: a Polish private lab portal's "all my results" PDF made with pdfkit (embedded DejaVu fonts, kerning
// in TJ arrays): one order per page, labels printed in two runs, the range as low / dash / high fields.
import fs from "node:fs";
import PDFDocument from "pdfkit";

const spec = JSON.parse(fs.readFileSync(new URL("./out/d5.json", import.meta.url), "utf8"));
const out = process.argv[2];
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

const doc = new PDFDocument({
  size: "A4",
  margin: 0,
  autoFirstPage: false,
  info: { Producer: "VitaLab e-Wyniki (PDFKit)", Creator: "VitaLab e-Wyniki 5.2", Title: "Wyniki badań" },
});
doc.info.CreationDate = new Date("2025-12-01T08:30:00Z");
doc.pipe(fs.createWriteStream(out));
doc.registerFont("R", FONT);
doc.registerFont("B", BOLD);

const txt = (s, x, y, size = 8.5, font = "R", opts = {}) => {
  doc.font(font).fontSize(size).text(s, x, y, { lineBreak: false, features: ["kern", "liga"], ...opts });
};
const right = (s, xr, y, size = 8.5, font = "R") => {
  doc.font(font).fontSize(size);
  txt(s, xr - doc.widthOfString(s), y, size, font);
};

spec.orders.forEach((o, i) => {
  doc.addPage();
  txt("VitaLab", 40, 36, 20, "B");
  txt("Laboratorium Medyczne VitaLab Sp. z o.o.", 40, 60, 8);
  txt("Punkt pobrań: ul. Wolności 212, 58-500 Jelenia Góra · infolinia 75 600 12 12", 40, 71, 8);
  txt("Sprawozdanie z badań laboratoryjnych", 330, 40, 11, "B");
  txt(`Zlecenie nr ${o.order}`, 330, 56, 9);
  doc.moveTo(40, 86).lineTo(555, 86).lineWidth(0.7).stroke();
  const id = [["Pacjent", "Dorota Szczepaniak"], ["PESEL", "78041902861"], ["Data urodzenia", "19.04.1978"],
    ["Płeć", "kobieta"], ["Telefon", "605 214 877"]];
  id.forEach(([k, v], j) => {
    txt(k + ":", 40, 96 + j * 12, 8, "R");
    txt(v, 120, 96 + j * 12, 8, "B");
  });
  const od = [["Zlecający", "lek. Marta Olejnik-Fus"], ["Rejestracja", o.registered], ["Pobranie materiału", o.collected],
    ["Zatwierdzenie", o.validated], ["Materiał", "krew żylna"]];
  od.forEach(([k, v], j) => {
    txt(k + ":", 330, 96 + j * 12, 8, "R");
    txt(v, 420, 96 + j * 12, 8, "B");
  });
  let y = 168;
  doc.rect(40, y - 4, 515, 16).fill("#e8eef4").fillColor("black");
  txt("Badanie", 46, y, 8, "B");
  right("Wynik", 330, y, 8, "B");
  txt("Jednostka", 345, y, 8, "B");
  txt("Wartości referencyjne", 420, y, 8, "B");
  y += 20;
  for (const r of o.rows) {
    const [label, val, unit, range, flag] = r;
    // the label in two runs: the head word bold, the rest regular
    const m = label.match(/^(\S+)(\s.*)?$/);
    txt(m[1], 46, y, 8.5, "B", { continued: Boolean(m[2]) });
    if (m[2]) doc.font("R").text(m[2], { lineBreak: false, continued: false });
    right(val, 318, y, 8.5, flag ? "B" : "R");
    if (flag) txt(flag, 322, y, 8.5, "B");
    txt(unit, 345, y, 8.5);
    const rm = range.match(/^([\d,]+)\s*-\s*([\d,]+)$/);
    if (rm) {
      right(rm[1], 448, y);
      txt("–", 452, y);
      txt(rm[2], 462, y);
    } else {
      const [, sign, lim] = range.match(/^([<>])\s*([\d,]+)$/);
      txt(sign, 452, y);
      txt(lim, 462, y);
    }
    doc.moveTo(40, y + 12).lineTo(555, y + 12).lineWidth(0.2).strokeColor("#b0b0b0").stroke().strokeColor("black");
    y += 17;
  }
  y += 10;
  txt("H – wynik powyżej, L – poniżej wartości referencyjnych. Wyniki należy interpretować z lekarzem.", 40, y, 7.5);
  txt("Sprawozdanie zatwierdził(a): diag. lab. Kinga Ruszel", 40, y + 12, 7.5);
  txt(`Wydruk z portalu e-Wyniki 01.12.2025 · strona ${i + 1}/${spec.orders.length}`, 40, 806, 7);
});
doc.end();
