#!/usr/bin/env python3
"""Rebuilds set-31's documents (docs/) and truth.json from the row lists in rows.py.

Needs python3, headless Chromium (PDFs from HTML) and node with exceljs in $B31_NODE_MODULES
(default /tmp/b31gen/node_modules) for the workbook.
"""
import base64, hashlib, io, json, os, re, subprocess, sys, tempfile, zipfile
from email.message import EmailMessage
from email import policy
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.mime.application import MIMEApplication
from email.mime.message import MIMEMessage
from email.utils import format_datetime
import datetime as dt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from rows import *  # noqa
from ident import *  # noqa

SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
os.makedirs(DOCS, exist_ok=True)
TRUTH = []
EXCLUDED = []
DOCMETA = {}

def num(s):
    return float(s.replace(",", ".").replace(" ", ""))

def parse_value(v):
    v = v.strip()
    m = re.match(r"^([<>]=?)\s*(.+)$", v)
    if m:
        return num(m.group(2)), m.group(1)
    return num(v), None

def parse_range(r):
    if r is None or r.strip() == "":
        return None, None
    r = r.strip()
    m = re.match(r"^(?:norma\s+)?(-?[\d.,]+)\s*[-–]\s*(-?[\d.,]+)$", r)
    if m:
        return num(m.group(1)), num(m.group(2))
    m = re.match(r"^(?:<|<=|≤|do)\s*([\d.,]+)$", r)
    if m:
        return None, num(m.group(1))
    m = re.match(r"^(?:>|>=|≥)\s*([\d.,]+)$", r)
    if m:
        return num(m.group(1)), None
    raise ValueError(r)

def add(doc, label, code, date, value, unit, rng, abnormal, printed, panel="blood", new_label=None):
    val, cmp_ = parse_value(value) if isinstance(value, str) else (value, None)
    lo, hi = parse_range(rng)
    row = {"doc": doc, "label_as_printed": label, "code": code if code else new_label_code(label),
           "in_dictionary": bool(code), "date": date, "value": val, "comparator": cmp_,
           "unit": unit, "ref_low": lo, "ref_high": hi, "ref_text": None,
           "range_printed": rng if rng else None, "abnormal": abnormal, "panel": panel,
           "printed": printed}
    if not code:
        row["new_label"] = new_label
    TRUTH.append(row)

def new_label_code(label):
    return re.sub(r"[^A-Z0-9]+", "_", label.upper()).strip("_")

def chromium_pdf(html, out):
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "page.html")
        open(src, "w", encoding="utf-8").write(html)
        prof = os.path.join(td, "prof")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-background-networking", "--no-first-run", "--disable-component-update",
                        "--disable-sync", f"--user-data-dir={prof}", f"--print-to-pdf={out}",
                        "--no-pdf-header-footer", "file://" + src],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def write(name, data):
    p = os.path.join(DOCS, name)
    open(p, "wb").write(data)
    return p

import doc_eml, doc_zip, doc_utf16, doc_xlsx, doc_fhir, doc_html, doc_note, doc_app, doc_cda  # noqa

CTX = sys.modules[__name__]
for mod in (doc_eml, doc_zip, doc_utf16, doc_xlsx, doc_fhir, doc_html, doc_note, doc_app, doc_cda):
    name, layout = mod.build(CTX)
    DOCMETA[name] = layout

documents = {}
for name, layout in DOCMETA.items():
    data = open(os.path.join(DOCS, name), "rb").read()
    documents[name] = {"sha256": hashlib.sha256(data).hexdigest(),
                       "rows": sum(1 for r in TRUTH if r["doc"] == name), "layout": layout}

truth = {
    "about": "Blind held-out set-31 for bloodwork-mcp (written 2026-12-07/08 by helper b31 without reading the importer): "
             "the files one person (a fictional woman of 40 from Gdańsk who lived a while in Leeds) downloads, forwards "
             "and makes herself, in variants no earlier set has: a forwarded lab e-mail whose original is attached as "
             "message/rfc822 with the result PDF, a portal's 'download all' zip of three PDFs, an Excel 'Unicode text' "
             "export (UTF-16LE, tabs, decimal commas), her own workbook with one sheet per year, a hospital FHIR R4 "
             "Bundle, a UK portal page saved from the browser whose results are a grid of divs, a typed note, a "
             "health-app CSV with ISO timestamps and a US urgent-care C-CDA. Every row a careful person would enter, "
             "generated from the same row lists as the documents (gen/).",
    "conventions": {
        "date": "collection date (Data pobrania / Collected / effectivePeriod.start / the organizer's or observation's "
                "effectiveTime / the app's timestamp read in its own offset / the date the person typed), never "
                "received, reported, issued, printed or forwarded; YYYY-MM-DD",
        "value": "number as printed (decimal comma read as a point)",
        "comparator": "'< 0,6' -> 0.6 '<'; '>90' -> 90 '>'; FHIR valueQuantity.comparator likewise",
        "unit": "as printed; FHIR: valueQuantity.unit (the human unit), CDA: the PQ unit; none where none is printed "
                "(INR, the note's bare numbers)",
        "ranges": "'a - b' / 'a-b' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; FHIR referenceRange.text "
                  "read the same way; the workbook's 'norma' row under the units belongs to every value of its column",
        "abnormal": "true when flagged (H, L, HIGH, High, Low, interpretation H/L) or, where nothing is flagged, false",
        "panel": "blood",
        "in_dictionary": "false when markers.yaml has no marker (BUN); new_label is the label a person would give it",
        "workbook": "the hidden column 'Hb mmol/l' holds the person's own formula converting haemoglobin: not a result",
        "zip": "the rows of the three PDFs inside the zip belong to the zip (the file the person has)",
    },
    "documents": documents,
    "rows": TRUTH,
    "excluded": EXCLUDED,
    "identity": IDENTITY,
}
open(os.path.join(SET, "truth.json"), "w", encoding="utf-8").write(json.dumps(truth, ensure_ascii=False, indent=1))
print(len(TRUTH), "rows;", {k: v["rows"] for k, v in documents.items()})
