#!/usr/bin/env python3
# Builds set-24: renders every document to docs/ (HTML kept in gen/html/), scans one, writes ../truth.json.
#   python3 gen/make.py && deno fmt tests/ext/importer/heldout/set-24/truth.json   (needs chromium, pdftoppm, convert)
import json
import os
import subprocess
import tempfile

import doc_horm
import doc_hosp
import doc_mocz
import doc_ogtt
import doc_portal
from common import DOCS, HTML, SET, render, sha

IDENTITY = {
    "patient_name": ["KWIATKOWSKA-DĘBIEC RENATA", "Kwiatkowska-Dębiec Renata", "Renata Kwiatkowska-Dębiec",
                     "Kwiatkowska-Dębiec", "Kwiatkowska-Debiec", "Renata K.", "r.kwiatkowska79"],
    "national_id": ["79031408240", "790314*****"],
    "birth_date": ["14.03.1979", "1979-03-14"],
    "address": ["ul. Storczykowa 14/3", "Storczykowa 14/3", "Storczykowa", "35-317 Rzeszów", "35-317"],
    "phone": ["693 214 587", "693214587"],
    "order_numbers": ["LP25-1118-0937", "2511180937014", "2506020417", "2025/14527", "0912/2025", "FEM-2510-5521",
                      "SL-250812-3306", "WA-1903-0412", "WA-1910-1187", "WA-2006-0923", "WA-2008-1530", "WA-2102-0077",
                      "WA-2112-1461", "WA-2206-0985", "RZ-2301-0318", "RZ-2305-1702", "RZ-2404-1149", "RZ-2503-0261",
                      "7F3K-92QX", "Nr karty: 4471"],
    "doctor": ["lek. Izabela Chrobak-Lis", "Izabela Chrobak-Lis", "Chrobak-Lis", "PWZ 2961048", "2961048",
               "lek. Marek Szybisty", "Marek Szybisty", "Szybisty", "PWZ 3318702", "3318702",
               "dr n. med. Halina Pająk-Sowa", "Halina Pająk-Sowa", "Pająk-Sowa", "lek. Piotr Gierlach",
               "Piotr Gierlach", "Gierlach", "lek. Tadeusz Wawrzonek", "Tadeusz Wawrzonek", "Wawrzonek",
               "Stanisław Kołodziejczak", "Kołodziejczak"],
    "lab_staff": ["mgr Dariusz Pękala", "Dariusz Pękala", "Pękala", "PWZDL 14382", "PNOPL-81022803517", "81022803517",
                  "M. Fijałek", "Fijałek", "mgr Łukasz Baran-Zych", "Łukasz Baran-Zych", "Baran-Zych", "PWZDL 12760",
                  "mgr Ewa Kuśnierz", "Ewa Kuśnierz", "Kuśnierz", "W. Ożóg", "Ożóg", "kpawlus",
                  "mgr Teresa Kulpa-Wojnar", "Teresa Kulpa-Wojnar", "Kulpa-Wojnar", "mgr Grzegorz Ciupak",
                  "Grzegorz Ciupak", "G. Ciupak", "Ciupak", "PWZDL 08851", "mgr Anna Strzępek-Nowik",
                  "Anna Strzępek-Nowik", "Strzępek-Nowik", "PWZDL 09915", "mgr Katarzyna Wdowiak-Sroka",
                  "Katarzyna Wdowiak-Sroka", "Wdowiak-Sroka", "PWZDL 11046"],
}

BUILDERS = [
    (doc_ogtt.build, "pdf"),
    (doc_hosp.sor, "pdf"),
    (doc_mocz.build, "scan"),
    (doc_horm.hormones, "pdf"),
    (doc_portal.build, "html"),
    (doc_horm.zestawienie, "pdf"),
    (doc_hosp.ward, "pdf"),
]


def scan(name, html):
    """Render, print at 200 dpi greyscale, rotate slightly, add noise, blur, JPEG, back to an image-only PDF."""
    with tempfile.TemporaryDirectory() as tmp:
        pdf = render("_clean_" + name, html)
        os.remove(os.path.join(HTML, "_clean_" + name.rsplit(".", 1)[0] + ".html"))
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", pdf, os.path.join(tmp, "p")], check=True)
        os.remove(pdf)
        pages = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
        outs = []
        for i, p in enumerate(pages):
            o = os.path.join(tmp, f"s{i}.jpg")
            subprocess.run(["convert", os.path.join(tmp, p), "-background", "white", "-rotate", "0.7",
                            "-attenuate", "0.35", "+noise", "Gaussian", "-blur", "0x0.5", "-level", "6%,94%",
                            "-quality", "72", o], check=True)
            outs.append(o)
        imgs = "".join(f'<img src="file://{j}" style="width:210mm;height:297mm;display:block;page-break-after:always">'
                       for j in outs)
        wrap = os.path.join(tmp, "wrap.html")
        with open(wrap, "w") as f:
            f.write("<!doctype html><html><head><style>@page{size:A4;margin:0}body{margin:0}</style></head>"
                    f"<body>{imgs}</body></html>")
        out = os.path.join(DOCS, name)
        with tempfile.TemporaryDirectory() as prof:
            subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update", "--disable-sync",
                            f"--user-data-dir={prof}", f"--print-to-pdf={out}", "--no-pdf-header-footer",
                            "file://" + wrap], check=True, capture_output=True)
    return out


def main():
    os.makedirs(DOCS, exist_ok=True)
    os.makedirs(HTML, exist_ok=True)
    documents, rows, excluded = {}, [], []
    for build, kind in BUILDERS:
        name, html, rs, ex, layout = build()
        if kind == "pdf":
            path = render(name, html)
        elif kind == "scan":
            with open(os.path.join(HTML, name.rsplit(".", 1)[0] + ".html"), "w", encoding="utf-8") as f:
                f.write(html)
            path = scan(name, html)
        else:
            path = os.path.join(DOCS, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(html)
        documents[name] = {"sha256": sha(path), "rows": len(rs), "layout": layout}
        rows += rs
        excluded += ex
    truth = {
        "about": "Blind held-out set-24 for bloodwork-mcp (written 2026-12-07 by helper b24 without reading the importer): "
                 "Polish specialist and dynamic tests for one fictional woman born 1979: an OGTT with insulin at 0/60/120 "
                 "min with an e-signature page, an emergency coagulation panel and arterial blood gas, a clinic's blood "
                 "and urinalysis page (scanned), a hormone profile with cycle-phase bands and the phase stated, a portal "
                 "page saved as HTML (lipids with calculated non-HDL/LDL, hormones with no phase stated), a private "
                 "lab's one-marker 'Zestawienie wyników' over seven years, and a hospital ward's daily cumulative with "
                 "several draws a day. Every row a careful person would enter, generated from the same row lists as "
                 "the pages (gen/).",
        "conventions": {
            "date": "collection date (Pobranie / Data pobrania / the cumulative's column heads), never registered, "
                    "received, performed, authorised, printed or generated; YYYY-MM-DD (several draws of one day are "
                    "several rows of that date)",
            "ogtt": "an OGTT's time points are distinct markers: the fasting 0' values are GLU and INSULIN (a fasting "
                    "glucose is a fasting glucose), the 60' and 120' values GLU_OGTT_60 / GLU_OGTT_120 and "
                    "INSULIN_OGTT_60 / INSULIN_OGTT_120 (LOINC has distinct codes per post-load time; markers.yaml has "
                    "none yet): a store of (marker, date, value) cannot hold three glucose values of one morning "
                    "under one code without losing which is which",
            "value": "number, or the printed words for qualitative results (słomkowa, lekko mętny, nieobecne, obecne, "
                     "liczne, '15-20' for a sediment count per field of view)",
            "comparator": "'< 1,0' -> 1.0 '<'; '> 90' -> 90 '>'",
            "unit": "as printed; none where none is printed (INR, pH, specific gravity, HOMA-IR, qualitative rows)",
            "ranges": "'a - b' -> ref_low/ref_high; '< x' and 'do x' -> ref_high; '> x' -> ref_low; bands: the one "
                      "that applies -- the stated cycle phase (faza lutealna), the woman's age band (45-54 / 45-50 lat), "
                      "the female band of troponin I hs (K: < 15,6); the OGTT grid's per-time-point bands (0': 70 - 99, "
                      "120': < 140, none for 60' and insulin after the load); cycle-phase bands with no phase stated "
                      "(the portal page) -> no reference; a word reference (nieobecne, słomkowa) -> no number, "
                      "range_printed keeps it",
            "abnormal": "true when flagged (H, L, ↑, ↓, *, bold with '*', 'powyżej normy'), false otherwise; null "
                        "where no numeric reference applies",
            "panel": "blood, or urine for the urinalysis and its sediment",
            "in_dictionary": "false when markers.yaml has no marker (OGTT time points, HOMA-IR, blood gas pH, pCO2, "
                             "pO2, HCO3-, BE, sO2, lactate, prothrombin index %): created on approval with new_label",
            "excluded": "printed rows that are not results (cancelled, haemolysed): none may be stored",
        },
        "documents": documents,
        "rows": rows,
        "excluded": excluded,
        "identity": IDENTITY,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(documents)} documents, {len(rows)} rows, {len(excluded)} excluded")


if __name__ == "__main__":
    main()
