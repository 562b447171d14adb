"""Builds set-14's documents (docs/) and truth.json from data.py.

python3 gen/make.py   (from the set's folder; needs chromium, pdftoppm, ImageMagick `convert`, node with
exceljs on NODE_PATH for the workbook). The scan's noise is seeded, so a rebuild gives the same picture
up to ImageMagick's version.
"""
import base64, hashlib, json, os, subprocess, sys, tempfile
from email.charset import Charset, QP
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr
sys.path.insert(0, os.path.dirname(__file__))
from data import *  # noqa

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
os.makedirs(DOCS, exist_ok=True)
P = PATIENT
TRUTH_ROWS, EXCLUDED, DOCINFO = [], [], {}


def pl(v, dec=None):
    """A number as a Polish/German/Slovak lab prints it (decimal comma)."""
    if isinstance(v, str):
        return v
    s = (f"{v:.{dec}f}" if dec is not None else (str(int(v)) if float(v).is_integer() else repr(v)))
    return s.replace(".", ",")


def en(v):
    return v if isinstance(v, str) else (str(int(v)) if float(v).is_integer() else repr(v))


def add(doc, r, date, printed, flagged_doc=True):
    ab = r["abnormal"]
    if ab is None and flagged_doc:
        ab = bool(r["flag"])
    TRUTH_ROWS.append(dict(doc=doc, label_as_printed=r["label"], code=r["code"], in_dictionary=True, date=date,
                           value=r["value"], comparator=r["comparator"], unit=r["unit"], ref_low=r["ref_low"],
                           ref_high=r["ref_high"], ref_text=r["ref_text"], range_printed=r["range_printed"] or None,
                           abnormal=ab, panel="blood", printed=printed))


def plain_table(rows, cols, widths):
    out = ["".join(c.ljust(w) for c, w in zip(cols, widths)).rstrip()]
    for r in rows:
        out.append("".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(out)


def qp_utf8():
    cs = Charset("utf-8")
    cs.body_encoding = QP
    return cs


def alternative(plain, html):
    alt = MIMEMultipart("alternative")
    alt.attach(MIMEText(plain, "plain", qp_utf8()))
    alt.attach(MIMEText(html, "html", "utf-8"))  # base64
    return alt


def write_eml(name, msg):
    data = msg.as_bytes()
    with open(os.path.join(DOCS, name), "wb") as f:
        f.write(data.replace(b"\n", b"\r\n"))


# ----------------------------------------------------------------- 1. Polish lab e-mail
def eml_pl():
    name = "Wyniki_badan_Wilczynska_18-09-2024.eml"
    d = "18.09.2024"
    cells = [(r["label"], pl(r["value"]) if r["comparator"] is None else f"{r['comparator']}{pl(r['value'])}",
              r["flag"], r["unit"], r["range_printed"]) for r in EML_PL]
    table = plain_table(cells, ["Badanie", "Wynik", "", "Jedn.", "Wartości referencyjne"], [32, 9, 4, 16, 20])
    sig = ("Laboratorium Medyczne Salvia-Lab Sp. z o.o.\nul. Partyzantów 41, 43-309 Bielsko-Biała\n"
           "tel. 33 812 40 17 | wyniki@salvialab.pl | www.salvialab.pl\n"
           "Wiadomość wygenerowana automatycznie - prosimy na nią nie odpowiadać.")
    plain = f"""Szanowna Pani Bożena Wilczyńska,

uprzejmie informujemy, że wyniki badań ze zlecenia nr 2409180417 są gotowe.

Pacjent: WILCZYŃSKA BOŻENA    PESEL: {P['pesel']}
Data urodzenia: 14.06.1972
Lekarz zlecający: lek. Piotr Zawada
Data pobrania materiału: {d} 07:42
Data wykonania: {d} 14:55      Data wydruku: 19.09.2024

{table}

H - wynik powyżej zakresu referencyjnego, L - wynik poniżej zakresu referencyjnego.
eGFR obliczono wzorem CKD-EPI 2021.
Autoryzował: mgr Katarzyna Lis, diagnosta laboratoryjny

Z poważaniem
{sig}
"""
    trs = "\n".join(
        f"<tr><td>{c[0]}</td><td style='text-align:right'><b>{c[1]}</b></td><td>{c[2]}</td><td>{c[3]}</td><td>{c[4]}</td></tr>"
        for c in cells)
    html = f"""<html><head><meta charset="utf-8"></head><body style="font-family:Arial">
<p>Szanowna Pani Bożena Wilczyńska,</p>
<p>uprzejmie informujemy, że wyniki badań ze zlecenia nr <b>2409180417</b> są gotowe.</p>
<table style="border:0;font-size:13px"><tr><td>Pacjent:</td><td>WILCZYŃSKA BOŻENA</td><td>PESEL:</td><td>{P['pesel']}</td></tr>
<tr><td>Data urodzenia:</td><td>14.06.1972</td><td>Lekarz zlecający:</td><td>lek. Piotr Zawada</td></tr>
<tr><td>Data pobrania materiału:</td><td>{d} 07:42</td><td>Data wykonania:</td><td>{d} 14:55</td></tr></table>
<br><table border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse;font-size:13px">
<thead><tr style="background:#d9e8f5"><th>Badanie</th><th>Wynik</th><th></th><th>Jedn.</th><th>Wartości referencyjne</th></tr></thead>
<tbody>
{trs}
</tbody></table>
<p style="font-size:11px">H - wynik powyżej zakresu referencyjnego, L - wynik poniżej zakresu referencyjnego.<br>eGFR obliczono wzorem CKD-EPI 2021.<br>Autoryzował: mgr Katarzyna Lis, diagnosta laboratoryjny</p>
<p>Z poważaniem<br>{sig.replace(chr(10), '<br>')}</p></body></html>"""
    msg = MIMEMultipart("mixed")
    msg["From"] = "Laboratorium Salvia-Lab <wyniki@salvialab.pl>"
    msg["To"] = formataddr(("Bożena Wilczyńska", P["email"]), "utf-8")
    msg["Subject"] = "Wyniki badań - zlecenie 2409180417"
    msg["Date"] = "Thu, 19 Sep 2024 06:12:40 +0200"
    msg["Message-ID"] = "<20240919061240.2409180417@salvialab.pl>"
    msg.attach(alternative(plain, html))
    write_eml(name, msg)
    for r, c in zip(EML_PL, cells):
        add(name, r, EML_PL_DATE, list(c))
    DOCINFO[name] = "Polish lab e-mail (.eml): multipart/mixed holding multipart/alternative, the same table as quoted-printable plain text (space-aligned) and base64 HTML; greeting with the patient's name, PESEL and birth date, collection vs performed vs print dates, H/L flag column, eGFR '>90', lab signature"


# ----------------------------------------------------------------- 2. forwarded German lab e-mail
def eml_de():
    name = "Fwd_ Ihre Laborergebnisse - Auftrag 250204-1187.eml"
    cells = [(r["label"], pl(r["value"]) if r["comparator"] is None else f"{r['comparator']} {pl(r['value'])}",
              r["unit"], r["range_printed"]) for r in EML_DE]
    table = plain_table(cells, ["Parameter", "Ergebnis", "Einheit", "Referenzbereich"], [20, 11, 11, 16])
    fw = f"""Dzień dobry Panie Doktorze,
przesyłam wyniki z laboratorium w Niemczech (byłam u córki). Proszę o ocenę na wizycie 12.02.
Pozdrawiam
Bożena Wilczyńska
tel. {P['phone']}

"""
    head = """---------- Weitergeleitete Nachricht ---------
Von: MVZ Labor Oberland <befund@labor-oberland.de>
Datum: Mi., 5. Feb. 2025 um 16:22 Uhr
Betreff: Ihre Laborergebnisse - Auftrag 250204-1187
An: <bozena.wilczynska@onet.pl>

"""
    body = f"""Sehr geehrte Frau Wilczyńska,

anbei erhalten Sie Ihre Laborergebnisse.

Auftragsnummer: 250204-1187
Patientin: Wilczyńska, Bożena, geb. 14.06.1972
Einsender: Praxis Dr. med. Sabine Krämer, Bad Tölz
Probenentnahme: 04.02.2025 08:15
Eingang: 04.02.2025 11:40    Befunddatum: 05.02.2025

{table}

Bei Rückfragen stehen wir Ihnen gerne zur Verfügung.

Mit freundlichen Grüßen
Ihr Team vom MVZ Labor Oberland
--
MVZ Labor Oberland GmbH · Bahnhofstraße 12 · 83646 Bad Tölz
Tel. 08041 79330 · Fax 08041 793399 · befund@labor-oberland.de
Ärztlicher Leiter: Dr. med. Florian Huber · HRB 18832 München
"""
    trs = "\n".join(f"<tr><td>{c[0]}</td><td align='right'>{c[1]}</td><td>{c[2]}</td><td>{c[3]}</td></tr>" for c in cells)
    html = f"""<div dir="ltr">Dzień dobry Panie Doktorze,<div>przesyłam wyniki z laboratorium w Niemczech (byłam u córki). Proszę o ocenę na wizycie 12.02.</div><div>Pozdrawiam</div><div>Bożena Wilczyńska</div><div>tel. {P['phone']}</div><br>
<div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Weitergeleitete Nachricht ---------<br>Von: <strong class="gmail_sendername">MVZ Labor Oberland</strong> <span>&lt;befund@labor-oberland.de&gt;</span><br>Datum: Mi., 5. Feb. 2025 um 16:22 Uhr<br>Betreff: Ihre Laborergebnisse - Auftrag 250204-1187<br>An: &lt;<a href="mailto:bozena.wilczynska@onet.pl">bozena.wilczynska@onet.pl</a>&gt;<br></div><br><br>
<div style="font-family:Verdana;font-size:12px"><p>Sehr geehrte Frau Wilczyńska,</p><p>anbei erhalten Sie Ihre Laborergebnisse.</p>
<p>Auftragsnummer: 250204-1187<br>Patientin: Wilczyńska, Bożena, geb. 14.06.1972<br>Einsender: Praxis Dr. med. Sabine Krämer, Bad Tölz<br>Probenentnahme: 04.02.2025 08:15<br>Eingang: 04.02.2025 11:40 &nbsp; Befunddatum: 05.02.2025</p>
<table cellpadding="3" style="border-collapse:collapse" border="1"><tr style="background:#eee"><th align="left">Parameter</th><th>Ergebnis</th><th>Einheit</th><th>Referenzbereich</th></tr>
{trs}
</table>
<p>Bei Rückfragen stehen wir Ihnen gerne zur Verfügung.</p><p>Mit freundlichen Grüßen<br>Ihr Team vom MVZ Labor Oberland</p>
<p style="color:#777">MVZ Labor Oberland GmbH · Bahnhofstraße 12 · 83646 Bad Tölz<br>Tel. 08041 79330 · Fax 08041 793399 · befund@labor-oberland.de<br>Ärztlicher Leiter: Dr. med. Florian Huber · HRB 18832 München</p></div></div></div>"""
    msg = alternative(fw + head + body, html)
    msg["From"] = formataddr(("Bożena Wilczyńska", P["email"]), "utf-8")
    msg["To"] = "Piotr Zawada <p.zawada@przychodnia-orzechowa.pl>"
    msg["Subject"] = "Fwd: Ihre Laborergebnisse - Auftrag 250204-1187"
    msg["Date"] = "Thu, 6 Feb 2025 19:03:11 +0100"
    msg["Message-ID"] = "<CAF3kq9x+7Yh2@mail.gmail.com>"
    write_eml(name, msg)
    for r, c in zip(EML_DE, cells):
        add(name, r, EML_DE_DATE, list(c))
    DOCINFO[name] = "German lab e-mail forwarded by the patient to her GP (Polish note above '---------- Weitergeleitete Nachricht ---------', Gmail quote in HTML): multipart/alternative, quoted-printable plain and base64 HTML with the same table; Probenentnahme vs Eingang vs Befunddatum vs the forward's and visit dates, /nl and /pl, CRP '< 0,5', HbA1c in % and mmol/mol, no flag column"


# ----------------------------------------------------------------- 3. the person's workbook
def xlsx():
    name = "Wilczynska_moje_wyniki.xlsx"
    spec = {"out": os.path.join(DOCS, name), "cols": [c[1] for c in XLSX_COLS], "rows": []}
    for label, code, unit, vals, note in XLSX:
        cells = []
        for (date, head), v in zip(XLSX_COLS, vals):
            if v is None:
                cells.append(None)
            elif head.startswith("12.03"):  # pasted as text with a decimal comma
                cells.append(pl(v))
            else:
                cells.append(v)
        spec["rows"].append({"label": label, "unit": unit, "cells": cells, "note": note})
        for (date, head), v in zip(XLSX_COLS, vals):
            if v is None:
                continue
            comp = None
            val = v
            if isinstance(v, str) and v.startswith("<"):
                comp, val = "<", float(v[1:].replace(",", "."))
            if date is None:
                EXCLUDED.append(dict(doc=name, label_as_printed=label, printed=f"{head}: {pl(v)} {unit}",
                                     why="a month-only column ('VI 2024'): no day, so no date to store"))
                continue
            TRUTH_ROWS.append(dict(doc=name, label_as_printed=label, code=code, in_dictionary=True, date=date,
                                   value=val, comparator=comp, unit=unit, ref_low=None, ref_high=None, ref_text=None,
                                   range_printed=None, abnormal=None, panel="blood",
                                   printed=[label, head, pl(v), unit]))
    for row in ["Skurczowe", "Rozkurczowe", "Tętno"]:
        EXCLUDED.append(dict(doc=name, label_as_printed=row, printed="sheet 'Ciśnienie'",
                             why="home blood pressure and pulse on a second sheet: not lab results"))
    spec["title"] = "Wyniki badań – Bożena Wilczyńska (ur. 14.06.1972)"
    path = "/tmp/blind14/xlsx.json"
    with open(path, "w") as f:
        json.dump(spec, f, ensure_ascii=False)
    subprocess.run(["node", os.path.join(HERE, "xlsx.mjs"), path], check=True)
    DOCINFO[name] = "the person's own workbook (exceljs): a title with her name and birth date, markers as rows, date columns headed by a real Excel date, '12.03.2024 (Alab)' (values typed as text with a decimal comma), 'VI 2024 przychodnia' (month only: excluded) and '2.12.2024 Diagnostyka', the unit column after the dates, a notes column, empty cells, CRP '<1', a second sheet of home blood pressure"


# ----------------------------------------------------------------- 4. the person's sheet as CSV (cp1250)
def csv_pl():
    name = "badania_mamy_2025.csv"
    heads = ["14.01.2025", "22.04.25", "08.07.2025"]
    lines = [f"Badania mamy - Bożena Wilczyńska (PESEL {P['pesel']});;;;;",
             "Parametr;Jednostka;" + ";".join(heads) + ";Uwagi"]
    notes = {"Glukoza": "w kwietniu tylko tarczyca i cukier", "OB": "lipiec - po przeziębieniu"}
    for label, code, unit, vals in CSV_ROWS:
        lines.append(";".join([label, unit] + ["" if v is None else pl(v) for v in vals] + [notes.get(label, "")]))
        for date, head, v in zip(CSV_DATES, heads, vals):
            if v is None:
                continue
            TRUTH_ROWS.append(dict(doc=name, label_as_printed=label, code=code, in_dictionary=True, date=date,
                                   value=v, comparator=None, unit=unit, ref_low=None, ref_high=None, ref_text=None,
                                   range_printed=None, abnormal=None, panel="blood", printed=[label, unit, head, pl(v)]))
    lines.append(";;;;;")
    lines.append("Kontrola u dr Zawady: 15.07.2025;;;;;")
    with open(os.path.join(DOCS, name), "wb") as f:
        f.write(("\r\n".join(lines) + "\r\n").encode("cp1250"))
    DOCINFO[name] = "the person's sheet saved as CSV by a relative: Windows-1250, semicolons, decimal commas, a title line with her name and PESEL, unit column second, dates as columns (one with a two-digit year), empty cells, a notes column, a trailing line with a visit date"


# ----------------------------------------------------------------- 5. FHIR searchset
LOINC = {"HGB": "718-7", "WBC": "6690-2", "PLT": "777-3", "CRP": "1988-5", "GLU": "2345-7", "CREA": "2160-0",
         "UREA": "22664-7", "CHOL": "2093-3", "TG": "2571-8", "HDL": "2085-9", "LDL": "13457-7", "ALT": "1742-6",
         "AST": "1920-8", "GGT": "2324-2", "TSH": "3016-3", "HBSAG": "5196-1"}


def fhir():
    name = "export_nemocnice_trinec_2025-05.json"
    issued = "2025-05-20T09:14:00+02:00"
    subj = {"reference": "Patient/pac-5581-0372", "display": "Bożena Wilczyńska"}
    entries = [{"fullUrl": "urn:uuid:pac-5581-0372", "resource": {
        "resourceType": "Patient", "id": "pac-5581-0372",
        "identifier": [{"system": "urn:oid:1.2.203.24341.1.1", "value": "5581-0372"},
                       {"system": "urn:oid:2.16.840.1.113883.3.4424.1.1.616", "value": P["pesel"]}],
        "name": [{"family": "Wilczyńska", "given": ["Bożena"]}], "gender": "female", "birthDate": P["birth"],
        "telecom": [{"system": "phone", "value": "+48 601 442 918"}, {"system": "email", "value": P["email"]}],
        "address": [{"line": ["ul. Orzechowa 17/4"], "city": "Bielsko-Biała", "postalCode": "43-300", "country": "PL"}]},
        "search": {"mode": "include"}}]
    n = 0
    for r in FHIR:
        n += 1
        obs = {"resourceType": "Observation", "id": f"lab-{n:03d}", "status": "final",
               "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category",
                                         "code": "laboratory"}]}],
               "code": {"coding": ([{"system": "http://loinc.org", "code": LOINC[r["code"]]}] if r["code"] in LOINC
                                   else [{"system": "urn:oid:1.2.203.24341.11.2.1", "code": "BORG"}]),
                        "text": r["label"]},
               "subject": subj, "issued": issued,
               "performer": [{"display": "MUDr. Jana Kubíčková"}, {"display": "Oddělení klinické biochemie"}]}
        if isinstance(r["value"], str):
            obs["valueString"] = r["value"]
            obs["referenceRange"] = [{"text": r["ref_text"]}]
        else:
            vq = {"value": r["value"], "unit": r["unit"], "system": "http://unitsofmeasure.org", "code": r["unit"]}
            if r["comparator"]:
                vq = {"value": r["value"], "comparator": r["comparator"], **{k: vq[k] for k in ("unit", "system", "code")}}
            obs["valueQuantity"] = vq
            lo = {"value": r["ref_low"], "unit": r["unit"]} if r["ref_low"] is not None else None
            hi = {"value": r["ref_high"], "unit": r["unit"]} if r["ref_high"] is not None else None
            if r["code"] in ("CHOL", "TG", "LDL"):
                rr = {"text": r["range_printed"]}
            elif r["code"] == "UREA":  # high printed before low
                rr = {"high": hi, "low": lo}
            else:
                rr = {k: v for k, v in (("low", lo), ("high", hi)) if v}
            obs["referenceRange"] = [rr]
            if r["abnormal"] is not None or r["code"] in ("CHOL", "LDL"):
                code = "H" if r["abnormal"] else "N"
                obs["interpretation"] = [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": code}]}]
        entries.append({"fullUrl": f"urn:uuid:lab-{n:03d}", "resource": obs, "search": {"mode": "match"}})
        rp = r["range_printed"]
        add(name, r, FHIR_DATE, [r["label"], en(r["value"]), r["unit"] or "", rp], flagged_doc=False)
    entries.append({"fullUrl": "urn:uuid:vs-001", "resource": {
        "resourceType": "Observation", "id": "vs-001", "status": "final",
        "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}],
        "code": {"coding": [{"system": "http://loinc.org", "code": "85354-9"}], "text": "Krevní tlak"},
        "subject": subj, "issued": issued,
        "component": [
            {"code": {"coding": [{"system": "http://loinc.org", "code": "8480-6"}], "text": "Systolický tlak"},
             "valueQuantity": {"value": 138, "unit": "mmHg", "system": "http://unitsofmeasure.org", "code": "mm[Hg]"}},
            {"code": {"coding": [{"system": "http://loinc.org", "code": "8462-4"}], "text": "Diastolický tlak"},
             "valueQuantity": {"value": 86, "unit": "mmHg", "system": "http://unitsofmeasure.org", "code": "mm[Hg]"}}]},
        "search": {"mode": "match"}})
    entries.append({"fullUrl": "urn:uuid:vs-002", "resource": {
        "resourceType": "Observation", "id": "vs-002", "status": "final",
        "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}],
        "code": {"coding": [{"system": "http://loinc.org", "code": "29463-7"}], "text": "Hmotnost"},
        "subject": subj, "issued": issued,
        "valueQuantity": {"value": 68.5, "unit": "kg", "system": "http://unitsofmeasure.org", "code": "kg"}},
        "search": {"mode": "match"}})
    entries.append({"fullUrl": "urn:uuid:lab-099", "resource": {
        "resourceType": "Observation", "id": "lab-099", "status": "cancelled",
        "code": {"coding": [{"system": "http://loinc.org", "code": "2276-4"}], "text": "Feritin"},
        "subject": subj, "issued": issued,
        "dataAbsentReason": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/data-absent-reason", "code": "not-performed"}],
                             "text": "hemolýza vzorku"}}, "search": {"mode": "match"}})
    EXCLUDED.append(dict(doc=name, label_as_printed="Krevní tlak", printed="component 138/86 mmHg", why="blood pressure (vital sign with components): not a lab row"))
    EXCLUDED.append(dict(doc=name, label_as_printed="Hmotnost", printed="68.5 kg", why="body weight (vital sign): not a lab row"))
    EXCLUDED.append(dict(doc=name, label_as_printed="Feritin", printed="status cancelled, dataAbsentReason not-performed", why="not performed: no result"))
    bundle = {"resourceType": "Bundle", "id": "srch-20250521-77f1", "type": "searchset",
              "meta": {"lastUpdated": "2025-05-21T07:02:13+02:00"}, "total": len(entries) - 1,
              "link": [{"relation": "self", "url": "https://portal.nemtr.cz/fhir/Observation?patient=pac-5581-0372&_include=Observation:patient"}],
              "entry": entries}
    with open(os.path.join(DOCS, name), "w") as f:
        json.dump(bundle, f, ensure_ascii=False, indent=2)
    DOCINFO[name] = "FHIR R4 searchset from a Czech hospital portal: Observations with only `issued` (no effective date), Czech names, µkat/l enzymes, referenceRange with text only ('< 5.0'), only low, high written before low, valueQuantity with comparator '<', valueString 'negativní', interpretation codes, the Patient resource included (name, PESEL, phone, e-mail, address), a blood pressure with components, a body weight and a cancelled ferritin (all excluded)"




# ----------------------------------------------------------------- 6. US patient-portal CSV
def us_csv():
    name = "MyChart_TestResults_Export.csv"
    def mdy(iso, t):
        y, m, d = iso.split("-")
        return f"{m}/{d}/{y} {t}"
    lines = ['"Patient: WILCZYNSKA, BOZENA","DOB: 06/14/1972","MRN: 88310472"',
             '"Exported from MyHealth Portal on 12/02/2023 9:41 PM by bozena.wilczynska@onet.pl"', "",
             '"Order","Component","Value","Units","Standard Range","Flag","Collected","Resulted","Ordering Provider","Performing Lab"']
    for comp, code, v, unit, rng, lo, hi, flag, date, cmp in US_ROWS:
        order = ("COMPREHENSIVE METABOLIC PANEL" if code in ("GLU", "UREA", "CREA", "EGFR", "NA", "K", "CL", "CA", "ALBUMIN", "BILI", "ALP", "AST", "ALT")
                 else "CBC WITHOUT DIFFERENTIAL" if code in ("WBC", "RBC", "HGB", "HCT", "PLT")
                 else "LIPID PANEL" if code in ("CHOL", "HDL", "LDL", "TG") else comp.upper())
        if date == "2023-11-14" and code == "GLU":
            order = "GLUCOSE, FASTING"
        coll = mdy(date, "7:52 AM" if date == "2023-08-09" else "8:05 AM")
        res = mdy("2023-08-10" if code in ("VIT_D", "HBA1C", "TSH") and date == "2023-08-09" else date, "3:10 PM")
        vs = f"{v:.2f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)
        if code == "TSH":
            vs = "2.310"
        f = {"H": "High", "L": "Low"}.get(flag, "")
        lines.append(",".join(f'"{x}"' for x in [order, comp, vs, unit, rng, f, coll, res, "Sarah J. Whitfield, MD",
                                                  "Lakeshore Clinical Laboratory, 1200 N State St, Chicago, IL 60610"]))
        r = R(comp, code, v, unit, lo, hi, rng, flag, comp=cmp)
        add(name, r, date, [comp, vs, unit, rng, f, coll])
    lines.append('"Results are released to the portal after your provider has reviewed them."')
    with open(os.path.join(DOCS, name), "w", newline="") as fh:
        fh.write("\r\n".join(lines) + "\r\n")
    DOCINFO[name] = "US patient-portal CSV export: a preamble with name, DOB (month first) and MRN, quoted fields, an Order column, conventional units (mg/dL, g/dL, x10E3/uL, IU/L), 'Standard Range' with '>59', Flag 'High', Collected vs Resulted (month-first with AM/PM), ordering provider and the performing lab's address, two collection dates"


# ----------------------------------------------------------------- 7. Slovak fax, scanned
def fax():
    name = "fax_20250311_0932.pdf"
    trs = "".join(f"<tr><td>{r['label']}</td><td class=v>{pl(r['value'])}</td><td>{r['flag']}</td><td>{r['unit']}</td><td>{r['range_printed']}</td></tr>"
                  for r in FAX)
    html = f"""<html><head><meta charset="utf-8"><style>
body{{font-family:'DejaVu Sans';font-size:13px;margin:30px 44px}} .fx{{font-family:'DejaVu Sans Mono';font-size:11px;border-bottom:1px solid #000;padding-bottom:3px}}
table.r{{border-collapse:collapse;width:100%;margin-top:10px}} table.r td,table.r th{{padding:3px 6px;border-bottom:1px solid #999;text-align:left}} td.v{{text-align:right;font-weight:bold}}
h2{{margin:8px 0}} .id td{{padding:1px 10px 1px 0}}</style></head><body>
<div class=fx>11-MAR-2025 09:32 FROM: +421 41 562 7788 TO: 0048338124017 P.001/001</div>
<h2>BioLab Žilina s.r.o. – Laboratórium klinickej biochémie a hematológie</h2>
<div>Vysokoškolákov 8556/33B, 010 08 Žilina · tel. +421 41 562 7700 · IČO 36 441 228</div>
<h3>VÝSLEDKY LABORATÓRNYCH VYŠETRENÍ</h3>
<table class=id><tr><td>Meno a priezvisko:</td><td><b>Wilczyńska Bożena</b></td><td>Dátum narodenia:</td><td>14.06.1972</td></tr>
<tr><td>Poistenec:</td><td>EHIC PL 80616 0007 2206 1407</td><td>Adresa:</td><td>ul. Orzechowa 17/4, 43-300 Bielsko-Biała, PL</td></tr>
<tr><td>Odosielajúci lekár:</td><td>MUDr. Martin Hrušovský</td><td>Číslo žiadanky:</td><td>ZA-25-031044</td></tr>
<tr><td>Odber:</td><td>10.03.2025 07:50</td><td>Príjem:</td><td>10.03.2025 09:12</td></tr>
<tr><td>Vytlačené:</td><td>11.03.2025 09:25</td><td>Materiál:</td><td>krv, sérum</td></tr></table>
<table class=r><tr><th>Vyšetrenie</th><th>Výsledok</th><th></th><th>Jednotka</th><th>Ref. interval</th></tr>{trs}</table>
<p style="font-size:11px">H – nad referenčným intervalom, L – pod referenčným intervalom. Výsledky overil: RNDr. Zuzana Mikulíková</p>
<p style="font-size:11px">Tento dokument bol odoslaný faxom na žiadosť pacienta. Strana 1/1</p></body></html>"""
    with tempfile.TemporaryDirectory() as t:
        hp = os.path.join(t, "fax.html"); open(hp, "w").write(html)
        pdf = os.path.join(t, "fax.pdf")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={t}/prof", f"--print-to-pdf={pdf}", "--no-pdf-header-footer", hp],
                       check=True, capture_output=True)
        subprocess.run(["pdftoppm", "-r", "200", "-png", "-f", "1", "-l", "1", pdf, os.path.join(t, "p")], check=True)
        png = [f for f in os.listdir(t) if f.startswith("p") and f.endswith(".png")][0]
        subprocess.run(["convert", os.path.join(t, png), "-colorspace", "Gray", "-background", "white", "-rotate", "1.2",
                        "-seed", "1414", "-attenuate", "1.6", "+noise", "Gaussian", "-blur", "0x0.9",
                        "-threshold", "62%", "-attenuate", "0.12", "+noise", "Impulse", "-threshold", "50%", os.path.join(t, "scan.png")], check=True)
        # ImageMagick may not write PDF here: the scan goes into a PDF through Chromium, an image on an A4 page
        wrap = os.path.join(t, "wrap.html")
        open(wrap, "w").write("<html><head><style>@page{size:A4;margin:0}body{margin:0}img{width:210mm;height:auto;display:block}</style>"
                              "</head><body><img src='scan.png'></body></html>")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={t}/prof2", f"--print-to-pdf={os.path.join(DOCS, name)}", "--no-pdf-header-footer", wrap],
                       check=True, capture_output=True)
    for r in FAX:
        add(name, r, FAX_DATE, [r["label"], pl(r["value"]), r["flag"], r["unit"], r["range_printed"]])
    DOCINFO[name] = "a Slovak one-page report received by fax and kept as an image-only PDF (200 dpi, rotated 1.2°, noise, blur, bilevel): fax header line with numbers, patient block (name, birth date, EHIC number, address), Odber vs Príjem vs Vytlačené, hematocrit in l/l, 10^9/l and 10^12/l, H flag column"


# ----------------------------------------------------------------- 8. Ukrainian lab e-mail, forwarded
def eml_ua():
    name = "Fwd_ Результати аналізів.eml"
    cells = [(r["label"], pl(r["value"]) if r["comparator"] is None else f"{r['comparator']} {pl(r['value'])}",
              r["unit"], r["range_printed"]) for r in EML_UA]
    table = plain_table(cells, ["Показник", "Результат", "Од. виміру", "Референтні значення"], [22, 11, 12, 20])
    head = """---------- Forwarded message ---------
From: МедЛаб Львів <results@medlab-lviv.ua>
Date: Mon, Oct 28, 2024 at 11:05 AM
Subject: Результати аналізів, замовлення 1024-57731
To: <b.wilczynska72@gmail.com>

"""
    body = f"""Шановна пані Божена Вільчинська!

Ваші результати за замовленням № 1024-57731 готові.

Пацієнт: Вільчинська Божена, дата народження 14.06.1972
Дата взяття біоматеріалу: 27.10.2024 09:20
Дата видачі результату: 28.10.2024

{table}

Результати не є діагнозом. Зверніться до лікаря.

З повагою,
МедЛаб Львів
вул. Городоцька 174, Львів, 79022 · +380 32 245 19 07
"""
    plain = "\n\n" + head + body
    trs = "\n".join(f"<tr><td>{c[0]}</td><td>{c[1]}</td><td>{c[2]}</td><td>{c[3]}</td></tr>" for c in cells)
    html = ("<div dir=\"ltr\"><br><br><div class=\"gmail_quote\"><div class=\"gmail_attr\">" + head.replace("\n", "<br>")
            .replace("<results@medlab-lviv.ua>", "&lt;results@medlab-lviv.ua&gt;").replace("<b.wilczynska72@gmail.com>", "&lt;b.wilczynska72@gmail.com&gt;") +
            "</div><p>Шановна пані Божена Вільчинська!</p><p>Ваші результати за замовленням № 1024-57731 готові.</p>"
            "<p>Пацієнт: Вільчинська Божена, дата народження 14.06.1972<br>Дата взяття біоматеріалу: 27.10.2024 09:20<br>Дата видачі результату: 28.10.2024</p>"
            "<table border=1 cellpadding=3><tr><th>Показник</th><th>Результат</th><th>Од. виміру</th><th>Референтні значення</th></tr>"
            + trs + "</table><p>Результати не є діагнозом. Зверніться до лікаря.</p><p>З повагою,<br>МедЛаб Львів<br>вул. Городоцька 174, Львів, 79022 · +380 32 245 19 07</p></div></div>")
    alt = MIMEMultipart("alternative")
    alt.attach(MIMEText(plain, "plain", "windows-1251"))  # base64
    cs = Charset("utf-8"); cs.body_encoding = QP
    alt.attach(MIMEText(html, "html", cs))
    alt["From"] = "=?utf-8?b?" + base64.b64encode("Bożena W.".encode()).decode() + "?= <b.wilczynska72@gmail.com>"
    alt["To"] = formataddr(("Bożena Wilczyńska", P["email"]), "utf-8")
    alt["Subject"] = "=?utf-8?b?" + base64.b64encode("Fwd: Результати аналізів, замовлення 1024-57731".encode()).decode() + "?="
    alt["Date"] = "Mon, 28 Oct 2024 12:14:09 +0100"
    write_eml(name, alt)
    for r, c in zip(EML_UA, cells):
        add(name, r, EML_UA_DATE, list(c))
    DOCINFO[name] = "Ukrainian lab e-mail forwarded by the patient from her second mailbox ('---------- Forwarded message ---------', empty note): multipart/alternative with a base64 windows-1251 plain part and a quoted-printable UTF-8 HTML part, the name in Cyrillic in the greeting, взяття vs видачі dates, Cyrillic units, CRP '< 1', no flag column"


def main():
    eml_pl(); eml_de(); xlsx(); csv_pl(); fhir(); us_csv(); fax(); eml_ua()
    for r in TRUTH_ROWS:  # urea nitrogen is not urea (x2.14): no dictionary marker holds it
        if r["code"] == "BUN":
            r["in_dictionary"] = False
            r["new_label"] = "BUN (azot mocznikowy)"
    docs = {}
    for name in sorted(DOCINFO):
        b = open(os.path.join(DOCS, name), "rb").read()
        docs[name] = {"sha256": hashlib.sha256(b).hexdigest(), "rows": sum(1 for r in TRUTH_ROWS if r["doc"] == name),
                      "layout": DOCINFO[name]}
    truth = {
        "about": "Blind held-out set-14 for bloodwork-mcp: what people bring besides a clean lab PDF, in new variants. One fictional woman (born 1972, Bielsko-Biała) with results from 2023-08 to 2025-07 in eight files: a Polish lab e-mail, a Ukrainian lab e-mail she forwarded to herself, a German lab e-mail forwarded to her GP, her own workbook, her relative's CSV copy of it, a Czech hospital portal's FHIR searchset, a US portal CSV and a Slovak fax scan. Every row a careful person would enter, derived from gen/data.py (not from the importer).",
        "conventions": {
            "date": "collection date (Data pobrania materiału / Probenentnahme / Дата взяття біоматеріалу / Collected / Odber / a spreadsheet's column date); never the print, performed, received (Eingang, Príjem), report (Befunddatum), Resulted, e-mail, forward or visit date. The FHIR Observations carry only `issued` (local date 2025-05-20): that is the only date they give and is taken. A month-only column ('VI 2024') has no day: its cells are excluded",
            "value": "number, or the printed string for qualitative results ('negativní')",
            "comparator": "'< 0,5' / valueQuantity.comparator '<' / '<1' -> '<'; eGFR '>90' -> 90 '>'",
            "unit": "as printed (UCUM in FHIR); equivalent spellings are accepted",
            "ranges": "'a - b' -> ref_low a, ref_high b; '< x' -> ref_high x; '> x' -> ref_low x; FHIR referenceRange text '< 5.0' likewise; a qualitative text -> ref_text; the spreadsheets print no ranges",
            "abnormal": "true when flagged (H/L, High, interpretation H); false when the document flags and this row is unflagged; null where the document does not flag (the spreadsheets, FHIR rows without interpretation)",
            "panel": "all rows are blood",
            "excluded": "printed things that are not rows to enter",
        },
        "documents": docs,
        "rows": TRUTH_ROWS,
        "excluded": EXCLUDED,
        "identity": {
            "patient_name": ["Bożena Wilczyńska", "Wilczyńska Bożena", "Wilczyńska, Bożena", "WILCZYNSKA, BOZENA",
                             "Wilczyńska", "Wilczynska", "Bożena", "Вільчинська Божена", "Божена Вільчинська", "Вільчинська"],
            "pesel": [P["pesel"]],
            "birth_date": ["1972-06-14", "14.06.1972", "06/14/1972"],
            "address": ["ul. Orzechowa 17/4", "Orzechowa 17/4", "Orzechowa"],
            "phone": ["601 442 918", "601442918", "+48 601 442 918"],
            "email": [P["email"], "b.wilczynska72@gmail.com", "p.zawada@przychodnia-orzechowa.pl"],
            "doctor": ["lek. Piotr Zawada", "Piotr Zawada", "Zawada", "Zawady", "Dr. med. Sabine Krämer", "Sabine Krämer",
                       "Krämer", "Dr. med. Florian Huber", "Florian Huber", "MUDr. Jana Kubíčková", "Jana Kubíčková",
                       "Kubíčková", "Sarah J. Whitfield", "Whitfield", "MUDr. Martin Hrušovský", "Martin Hrušovský",
                       "Hrušovský"],
            "order_numbers": ["2409180417", "250204-1187", "88310472", "5581-0372", "ZA-25-031044",
                              "80616 0007 2206 1407", "srch-20250521-77f1", "1024-57731"],
            "lab_staff": ["Katarzyna Lis", "Zuzana Mikulíková", "Mikulíková"],
        },
    }
    with open(os.path.join(SET, "truth.json"), "w") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
    print(len(TRUTH_ROWS), "rows", {k: v["rows"] for k, v in docs.items()})


if __name__ == "__main__":
    main()
