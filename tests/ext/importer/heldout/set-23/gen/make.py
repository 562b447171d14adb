#!/usr/bin/env python3
"""Builds set-23: renders the documents into ../docs and writes ../truth.json. Python 3, Chromium, pdftoppm,
ImageMagick. Usage: python3 make.py"""
import json, os, shutil, subprocess, tempfile, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import DOCS, HTML, SET, chromium_pdf, sha256, write  # noqa: E402
import doc_east, doc_nl, doc_nordic  # noqa: E402

BUILDERS = [doc_nl.doc_a, doc_nl.doc_b, doc_nordic.doc_c, doc_nordic.doc_d, doc_nordic.doc_e, doc_nordic.doc_f,
            doc_east.doc_g, doc_east.doc_h]

IDENTITY = {
    "patient_name": ["Annelies Margriet Kooistra", "Annelies Kooistra", "A.M. Kooistra", "KOOISTRA ANNELIES",
                     "Kooistra", "Annelies"],
    "national_id": ["273918400", "2739.18.400", "19780614-2845", "7806142845", "140678 48269", "14067848269",
                    "140678-4726", "1406784726", "140678-246X", "47806142731", "64813029573", "4481920"],
    "birth_date": ["14-06-1978", "14.06.1978", "1978-06-14", "140678"],
    "address": ["Oosterhamrikkade 231-b", "Oosterhamrikkade", "9714 BK", "Kvarnbergsgatan 14", "Kvarnbergsgatan",
                "Tollbugata 22", "Tollbugata", "Nørre Allé 57", "Hämeenkatu 41 B 17", "Tähe tn 88-4",
                "Ulica Ivana Gundulića 17", "Gundulića 17"],
    "order_numbers": ["2503-120447", "NLSH-24-0935518", "TÜK-23-0315-4418", "230822-0317"],
    "doctor": ["H.J. Wiersma", "Wiersma", "01-048213", "E.S. Hoekstra-Dijkema", "Hoekstra-Dijkema", "Sofia Bergqvist",
               "Bergqvist", "Øystein Kristiansen", "Mette Kjærgaard Thomsen", "Kjærgaard Thomsen", "Juho Leppänen",
               "Kadri Saarepuu", "Saarepuu", "D08412", "Marija Horvatinčić", "Horvatinčić"],
    "lab_staff": ["M.C. Bosscher", "Bosscher", "Triin Kask", "Dubravka Kovačević"],
}


def scan(pdf, out):
    tmp = tempfile.mkdtemp(prefix="b23-scan-")
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf, os.path.join(tmp, "p")], check=True)
    pages = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
    outs = []
    for i, p in enumerate(pages):
        o = os.path.join(tmp, f"s{i}.jpg")
        subprocess.run(["convert", os.path.join(tmp, p), "-background", "white", "-rotate", "0.8", "-attenuate", "0.35",
                        "+noise", "Gaussian", "-blur", "0x0.5", "-level", "6%,94%", "-colorspace", "Gray", "-type", "Grayscale", "-quality", "72", "-seed", "23", o],
                       check=True)
        outs.append(o)
    jpeg_pdf(outs, out, 200)
    shutil.rmtree(tmp)


def jpeg_pdf(jpegs, out, dpi):
    """A minimal image-only PDF: one greyscale JPEG (DCTDecode) per page (ImageMagick may not write PDF here)."""
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", None]
    kids = []
    for j in jpegs:
        w, h = map(int, subprocess.run(["identify", "-format", "%w %h", j], capture_output=True, text=True,
                                       check=True).stdout.split())
        data = open(j, "rb").read()
        pw, ph = w * 72 / dpi, h * 72 / dpi
        n = len(objs) + 1
        objs.append(f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray "
                    f"/BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>".encode() + b"\nstream\n" + data +
                    b"\nendstream")
        content = f"q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q".encode()
        objs.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream")
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 {n} 0 R >> >> "
                    f"/Contents {n + 1} 0 R >>")
        kids.append(n + 2)
    objs[1] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>"
    buf = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, o in enumerate(objs):
        offsets.append(len(buf))
        body = o if isinstance(o, bytes) else o.encode()
        buf += f"{i + 1} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(buf)
    buf += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        buf += f"{off:010d} 00000 n \n".encode()
    buf += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    open(out, "wb").write(bytes(buf))


def main():
    os.makedirs(HTML, exist_ok=True)
    os.makedirs(DOCS, exist_ok=True)
    truth = {
        "about": ("Blind held-out set-23 for bloodwork-mcp: 8 documents (PDFs rendered from HTML by headless Chromium, two "
                  "portal pages saved as HTML, one scan) of one fictional woman born 1978 who lived in the Netherlands, "
                  "Sweden, Norway, Denmark, Finland, Estonia and Croatia; written without reading the importer. Every row a "
                  "careful person would enter, derived from the generator sources in gen/."),
        "conventions": {
            "date": "collection date (Afname / Provtagningstidpunkt / Prøve tatt / Prøvetagningstid / Näytteenottoaika / "
                    "Proovi võtmise aeg / Datum uzorkovanja), never received, answered, printed",
            "value": "number, or the printed string for qualitative results ('negatief', '1+')",
            "comparator": "'< 5' -> 5 '<'; '> 90' -> 90 '>'",
            "unit": "as printed; null when none is printed (urine strip, Finnish B-HKR, a ratio)",
            "ranges": "'a - b' / 'a–b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' -> ref_low x; a textual "
                      "reference -> ref_text",
            "abnormal": "true when flagged (H/L, +/-, arrows, 'Högt'/'Lågt'/'Høy'); false when unflagged; null without "
                        "a reference (not scored)",
            "pending": "'volgt', 'in behandeling', 'Provet är under analys', 'Afventer svar', 'tulos tulossa', 'Vastus "
                       "koostamisel': no row",
            "in_dictionary": "false when markers.yaml has no marker; code chosen here, created on approval with new_label",
        },
        "documents": {},
        "rows": [],
        "excluded": [],
        "identity": IDENTITY,
    }
    for build in BUILDERS:
        name, kind, html, rows, excluded, layout = build()
        stem = os.path.splitext(name)[0]
        hp = os.path.join(HTML, stem + ".html")
        write(hp, html)
        out = os.path.join(DOCS, name)
        if kind == "html":
            shutil.copyfile(hp, out)
        elif kind == "pdf":
            chromium_pdf(hp, out)
        else:
            tmp = os.path.join(tempfile.mkdtemp(prefix="b23-"), "clean.pdf")
            chromium_pdf(hp, tmp)
            scan(tmp, out)
        truth["documents"][name] = {"sha256": sha256(out), "rows": len(rows), "layout": layout}
        truth["rows"] += [r.truth(name, d) for d, r in rows]
        truth["excluded"] += excluded
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(truth["rows"]), "rows in", len(truth["documents"]), "documents")


if __name__ == "__main__":
    main()
