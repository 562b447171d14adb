"""Builds set-19: writes each document's HTML to /tmp/set19-html/, prints it to PDF with headless Chromium
into docs/ (one of them printed, rasterised, degraded and re-wrapped as an image-only PDF: a scan), and
writes truth.json from the same row lists.  Run from this directory: python3 make.py [--truth-only]"""

import glob
import hashlib
import json
import os
import subprocess
import sys
import tempfile

import common
import docs_hospital
import docs_labmedica
import docs_other

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
HTML = "/tmp/set19-html"


def scan(pdf_in, pdf_out):
    d = tempfile.mkdtemp(prefix="scan19-")
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf_in, os.path.join(d, "p")], check=True)
    pages = sorted(glob.glob(os.path.join(d, "p*.png")))
    outs = []
    for i, p in enumerate(pages):
        o = os.path.join(d, f"s{i}.png")
        subprocess.run([
            "convert", p, "-seed", str(19 + i), "-background", "white", "-rotate", "0.9" if i == 0 else "-0.6",
            "-attenuate", "0.35", "+noise", "Gaussian", "-blur", "0x0.5", "-level", "8%,92%",
            "-fill", "gray(92%)", "-draw", "rectangle 0,0 2000,30", "-depth", "8", o], check=True)
        outs.append(o)
    jpgs = []
    for o in outs:
        j = o.replace(".png", ".jpg")
        subprocess.run(["convert", o, "-quality", "72", j], check=True)
        jpgs.append(j)
    imgs = "".join(f'<img src="file://{j}" style="width:210mm;height:297mm;display:block;page-break-after:always">'
                   for j in jpgs)
    hp = os.path.join(d, "wrap.html")
    with open(hp, "w") as f:
        f.write("<!doctype html><html><head><style>@page{size:A4;margin:0}body{margin:0}</style></head>"
                f"<body>{imgs}</body></html>")
    common.render(hp, pdf_out)


def main():
    os.makedirs(DOCS, exist_ok=True)
    os.makedirs(HTML, exist_ok=True)
    truth_only = "--truth-only" in sys.argv
    built = []  # (name, html, rows, date, layout, scanned)
    n, h, secs, d = docs_labmedica.doc_a()
    built.append((n, h, [r for _, rs in secs for r in rs], d, docs_labmedica.__doc__, False))
    n, h, secs, d = docs_labmedica.doc_g()
    built.append((n, h, [r for _, rs in secs for r in rs], d,
                  "The LabMedica layout of the first document with an earlier order (morfologia, ferrytyna, "
                  "żelazo, B12), printed, scanned at 200 dpi greyscale (rotated, noise, JPEG) and kept as an "
                  "image-only PDF.", True))
    n, h, rows = docs_hospital.build()
    built.append((n, h, rows, None, docs_hospital.__doc__, False))
    for f in (docs_other.doc_child, docs_other.doc_hormones, docs_other.doc_urine, docs_other.doc_poz):
        n, h, rows, d = f()
        built.append((n, h, rows, d, f.__name__ + ": " + (docs_other.__doc__ or ""), False))

    documents = {}
    truth_rows = []
    tolerated = []
    for name, html, rows, date, layout, scanned in built:
        hp = os.path.join(HTML, name.replace(".pdf", ".html"))
        with open(hp, "w", encoding="utf-8") as f:
            f.write(html)
        pdf = os.path.join(DOCS, name)
        if not truth_only:
            if scanned:
                tmp = os.path.join(HTML, "clean-" + name)
                common.render(hp, tmp)
                scan(tmp, pdf)
            else:
                common.render(hp, pdf)
        with open(pdf, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        documents[name] = {"sha256": sha, "rows": len(rows), "layout": " ".join(layout.split())}
        for r in rows:
            truth_rows.append(r.truth(name, date))
            if r.prev:
                comp, v = common.num(r.prev[0])
                tolerated.append({
                    "doc": name, "label_as_printed": r.printed_label, "printed": f"{r.prev[0]} ({r.prev[1]})",
                    "why": "previous result printed for comparison (Poprzedni wynik): a result of an earlier "
                           "order not in this set; stored under its own date it is tolerated",
                    "tolerated": {"code": r.code, "date": r.prev[2], "value": v, "comparator": comp,
                                  "unit": r.unit or None},
                })
    with open(os.path.join(HERE, "truth_static.json"), encoding="utf-8") as f:
        static = json.load(f)
    truth = {
        "about": static["about"],
        "conventions": static["conventions"],
        "documents": documents,
        "rows": truth_rows,
        "excluded": static["excluded"] + tolerated,
        "identity": static["identity"],
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(documents)} documents, {len(truth_rows)} rows, {len(tolerated)} tolerated")


if __name__ == "__main__":
    main()
