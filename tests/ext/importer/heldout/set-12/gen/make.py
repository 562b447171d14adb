#!/usr/bin/env python3
"""Builds set-12's documents into ../docs and its truth into ../truth.json.
Needs chromium, pdftoppm, ImageMagick 6 (convert), deno (for exceljs). Run: python3 gen/make.py"""
import base64, hashlib, json, os, subprocess, sys, tempfile
from email import charset as ec, policy
from email.header import Header
from email.mime.application import MIMEApplication
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import doc_app, doc_csv, doc_labmed, doc_letter, doc_scan, doc_vitalab, doc_xlsx  # noqa: E402
from people import IDENTITY, PATIENT as P  # noqa: E402

DOCS = HERE.parent / "docs"
OUT = HERE / "out"
OUT.mkdir(exist_ok=True)
DOCS.mkdir(exist_ok=True)


def chromium(args):
    prof = tempfile.mkdtemp(prefix="b12-chr-")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={prof}", *args], check=True, stderr=subprocess.DEVNULL)


def pdf(html, out):
    src = OUT / (Path(out).stem + ".html")
    src.write_text(html, encoding="utf-8")
    chromium([f"--print-to-pdf={out}", "--no-pdf-header-footer", f"file://{src}"])


def qp_utf8(text, subtype):
    cs = ec.Charset("utf-8")
    cs.body_encoding = ec.QP
    return MIMEText(text, subtype, cs)


def eml_vitalab():
    pdf_path = OUT / doc_vitalab.PDF
    pdf(doc_vitalab.html(), str(pdf_path))
    msg = MIMEMultipart("mixed", boundary="----=_Part_118823_1744373100")
    msg["Return-Path"] = "<no-reply@vitalab.example>"
    msg["From"] = "VitaLab Wyniki <no-reply@vitalab.example>"
    msg["To"] = f"{P['name']} <{P['email']}>"
    msg["Subject"] = Header("Wyniki badań – zlecenie nr 2504118823 są gotowe", "utf-8").encode()
    msg["Date"] = "Fri, 11 Apr 2025 14:06:12 +0200"
    msg["Message-ID"] = "<20250411120612.2504118823@mailer.vitalab.example>"
    alt = MIMEMultipart("alternative", boundary="----=_Alt_118823")
    alt.attach(qp_utf8(f"Dzień dobry,\n\nw załączniku przesyłamy wyniki badań z dnia 11.04.2025 (zlecenie 2504118823).\n"
                       "Wyniki należy skonsultować z lekarzem.\n\nPozdrawiamy\nZespół VitaLab\n"
                       "ul. Garbary 48, 61-758 Poznań, tel. 61 855 20 40\n", "plain"))
    alt.attach(qp_utf8(
        "<html><body style=\"font-family:Arial,sans-serif;font-size:14px\">"
        "<p>Dzień dobry,</p><p>w załączniku przesyłamy wyniki badań z dnia <b>11.04.2025</b> "
        "(zlecenie <b>2504118823</b>, pacjent: " + P['name'] + ").</p>"
        "<p>Wyniki należy skonsultować z lekarzem prowadzącym. Wyniki są dostępne także w serwisie "
        "<a href=\"https://wyniki.vitalab.example\">wyniki.vitalab.example</a> przez 90 dni.</p>"
        "<p style=\"color:#888;font-size:11px\">VitaLab Laboratoria Medyczne Sp. z o.o. · ul. Garbary 48, 61-758 Poznań<br>"
        "Ta wiadomość została wygenerowana automatycznie.</p></body></html>", "html"))
    msg.attach(alt)
    att = MIMEApplication(pdf_path.read_bytes(), "pdf")
    att.add_header("Content-Disposition", "attachment", filename=doc_vitalab.PDF)
    msg.attach(att)
    (DOCS / doc_vitalab.DOC).write_bytes(msg.as_bytes(policy=policy.SMTP))


def eml_labmed():
    msg = MIMEMultipart("alternative", boundary="=_LM_0417_0603")
    msg["From"] = "LABMED e-wyniki <e-wyniki@labmed.example>"
    msg["To"] = P["email"]
    msg["Subject"] = Header("LABMED: wyniki badań z dnia 03.06.2025", "iso-8859-2").encode()
    msg["Date"] = "Tue, 03 Jun 2025 15:41:27 +0200"
    msg["Message-ID"] = "<LM.0417.0603.1548@labmed.example>"
    msg["X-Mailer"] = "LabSoft e-Wyniki 3.2"
    msg.attach(MIMEText("Wyniki badań znajdują się w treści HTML tej wiadomości.\r\n"
                        "LABMED Centrum Diagnostyki Medycznej, ul. Głogowska 112, 60-243 Poznań\r\n",
                        "plain", "iso-8859-2"))
    msg.attach(MIMEText(doc_labmed.html(), "html", "iso-8859-2"))
    (DOCS / doc_labmed.DOC).write_bytes(msg.as_bytes(policy=policy.SMTP))


def xlsx():
    spec = OUT / "xlsx_spec.json"
    spec.write_text(json.dumps(doc_xlsx.spec(), ensure_ascii=False), encoding="utf-8")
    subprocess.run(["deno", "run", "--no-lock", "--no-config", "-A", str(HERE / "xlsx.ts"), str(spec), str(DOCS / doc_xlsx.DOC)], check=True)


def csv():
    (DOCS / doc_csv.DOC).write_bytes(doc_csv.text().encode("utf-8"))


def scan():
    clean = OUT / "scan_clean.pdf"
    pdf(doc_scan.html(), str(clean))
    for f in OUT.glob("scanpg-*"):
        f.unlink()
    subprocess.run(["pdftoppm", "-r", "150", "-png", str(clean), str(OUT / "scanpg")], check=True)
    pages = sorted(OUT.glob("scanpg-*.png"))
    imgs = []
    for i, p in enumerate(pages):
        jpg = OUT / f"scanjpg-{i + 1}.jpg"
        angle = ["1.4", "-1.1"][i % 2]
        subprocess.run(["convert", str(p), "-seed", str(12 + i), "+level", "6%,90%", "-background", "#d3d2cc",
                        "-rotate", angle, "-attenuate", "0.45", "+noise", "Gaussian", "-blur", "0x0.4",
                        "-colorspace", "Gray", "-quality", "48", str(jpg)], check=True)
        imgs.append(jpg)
    body = "".join(f'<img src="file://{j}">' for j in imgs)
    wrap = ("<!doctype html><meta charset=utf-8><style>@page{size:A4;margin:0}body{margin:0}"
            "img{display:block;width:210mm;height:296mm;page-break-after:always}</style>" + body)
    pdf(wrap, str(DOCS / doc_scan.DOC))


def screenshot():
    src = OUT / "app.html"
    src.write_text(doc_app.html(), encoding="utf-8")
    chromium([f"--screenshot={DOCS / doc_app.DOC}", "--window-size=412,1545", "--force-device-scale-factor=2.625",
              "--hide-scrollbars", f"file://{src}"])


def letter():
    pdf(doc_letter.html(), str(DOCS / doc_letter.DOC))


LAYOUT = {
    doc_vitalab.DOC: "e-mail (multipart/mixed) from a lab: short HTML and plain bodies, the result PDF as a base64 attachment (Polish, bordered table, H/L column, absolute differential, CRP '<0,6')",
    doc_labmed.DOC: "e-mail whose HTML body (ISO-8859-2, quoted-printable) holds the result table: flags as '*' after the value, ranges '< x', '> x', 'a - b', uIU/ml (no µ in the charset), eGFR '> 90'",
    doc_xlsx.DOC: "the patient's own workbook: merged title rows with her identity, markers as rows, date columns headed '03.2023' (month only: excluded), '12.03.2024 (Diagnostyka)', '2024-11-05' and a real date cell, unit and 'Norma' columns, notes, empty cells, a formula cell (cached value), a text cell '34,6'",
    doc_csv.DOC: "health-app export: ';'-separated, decimal commas, dd.mm.yyyy + time per line, glucometer readings in mg/dL and mmol/L, vital signs (excluded), lab values typed in by hand; no ranges, no flags",
    doc_scan.DOC: "two-page Polish report printed and scanned (150 dpi, ±1.1–1.4°, grey paper, noise, JPEG q48): 5-diff blood count in % and #, ESR, biochemistry, a urinalysis with text results; arrows as flags",
    doc_app.DOC: "phone long screenshot (1082 px wide) of a German lab app: one card per result (name, flag chip, value + unit, 'Referenz:' line under), status and tab bars",
    doc_letter.DOC: "hospital discharge letter: admission results in a prose line (no ranges), a TSH of another day in prose, a small control table with ranges; diagnoses, vital signs, drug doses around them",
}


def truth():
    mods = [doc_vitalab, doc_labmed, doc_xlsx, doc_csv, doc_scan, doc_app, doc_letter]
    rows = [r for m in mods for r in m.rows()]
    excluded = doc_xlsx.excluded() + doc_csv.excluded() + doc_letter.excluded()
    docs = {}
    for m in mods:
        data = (DOCS / m.DOC).read_bytes()
        docs[m.DOC] = {"sha256": hashlib.sha256(data).hexdigest(),
                       "rows": sum(1 for r in rows if r["doc"] == m.DOC), "layout": LAYOUT[m.DOC]}
    t = {
        "about": "Blind held-out set-12 (fictional female patient born 1979, Hashimoto's thyroiditis, iron-deficiency anaemia, a pneumonia in 08.2025; results 2024-03 to 2025-11): what people bring besides a clean lab PDF — two lab e-mails, her own spreadsheet, a health-app CSV, a scan, a phone screenshot, a discharge letter. Every row a careful person would enter, derived from the generator sources in gen/ (not from the importer).",
        "conventions": {
            "date": "collection date (Data pobrania / Pobrano / Materiał pobrano / Probenentnahme / the spreadsheet's column date / the app line's date / the letter's 'przy przyjęciu (04.08.2025)', '(05.08.2025)', 'z dnia 07.08.2025'), never the e-mail, print, report or letter date; a month-only column is no date (excluded)",
            "value": "number, or the printed string for qualitative results; the spreadsheet's formula cell is its cached value",
            "comparator": "'<0,6', '< 0,5', '> 90' -> comparator and number",
            "unit": "as printed; null when none (urine pH); equivalent spellings are accepted",
            "ranges": "'a - b' / 'a-b' -> ref_low, ref_high; '< x' -> ref_high; '> x' -> ref_low; the spreadsheet's 'Norma' column holds for every date of its row; a textual reference -> ref_text; none in the app CSV and the letter's prose",
            "abnormal": "true when flagged (H/L, arrows, '*', a 'Hoch' chip); false when the document flags and this row is not; null where the document does not flag (spreadsheet, CSV, letter)",
            "panel": "blood or urine (the scan's urinalysis)",
            "excluded": "printed things that are not rows to enter",
        },
        "documents": docs,
        "rows": rows,
        "excluded": excluded,
        "identity": IDENTITY,
    }
    (HERE.parent / "truth.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(rows)} truth rows in {len(docs)} documents")


if __name__ == "__main__":
    eml_vitalab()
    eml_labmed()
    xlsx()
    csv()
    scan()
    screenshot()
    letter()
    truth()
