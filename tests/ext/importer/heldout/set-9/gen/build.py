"""Builds set-9's documents (docs/) and truth.json from rows.py.

    python3 gen/build.py            (from the set's directory; needs chromium, pdftoppm, ImageMagick)

Deterministic except the scan, whose noise is seeded; its hash is recorded in truth.json.
"""

import base64
import csv
import hashlib
import io
import json
import os
import quopri
import shutil
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.dirname(__file__))
import rows as R  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
P = R.PERSON


def fmt(v):
    return str(v)


def pl(v):
    return str(v).replace(".", ",")


# ------------------------------------------------------------------ 1 forwarded e-mail
def forwarded_eml():
    lines = []
    for r in R.FWD:
        p = r["printed"]
        lines.append(f"> {r['label_as_printed']:<24}{p['value']:<7}{p['flag']:<3}{p['unit']:<10}{p['range']}")
    table = "\n".join(lines[:6]) + "\n>\n> Hormony / biochemia\n" + "\n".join(lines[6:])
    body = f"""Panie Doktorze,

przesyłam wyniki z marca, o których rozmawialiśmy. Proszę zerknąć zwłaszcza na TSH
i ferrytynę - od stycznia biorę żelazo (Tardyferon 1x dziennie).

Pozdrawiam serdecznie
Halina Drozdowska
tel. {P['phone']}
{P['address']}, {P['postcode']}

---------- Forwarded message ---------
Od: Laboratorium Beskidy-Med <wyniki@beskidymed.example.pl>
Date: wt., 11 mar 2025 o 14:02
Subject: Wyniki badań - zlecenie 2503110456
To: <{P['email']}>


> Szanowna Pani,
>
> poniżej przesyłamy wyniki badań ze zlecenia nr 2503110456.
>
> Laboratorium Beskidy-Med, ul. Głęboka 40, 43-400 Cieszyn, tel. 33 852 11 09
> Pacjent: DROZDOWSKA HALINA    PESEL: {P['pesel']}    Płeć: K    Wiek: 46 l.
> Data urodzenia: {P['birth']}
> Zlecający: lek. Piotr Zawada (NPWZ 3318207)
> Data rejestracji: 11.03.2025 07:41
> Data pobrania:    11.03.2025 07:45
> Data wydania wyniku: 11.03.2025 13:58
>
> Badanie                 Wynik     Jedn.     Zakres ref.
> -------------------------------------------------------------
> Morfologia krwi
{table}
>
> Komentarz: Witamina D - niedobór (< 20 ng/ml). Zalecana konsultacja lekarska.
> Wynik autoryzował: mgr Anna Kurek, diagnosta laboratoryjny nr 04417
>
> Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
> Pełne sprawozdanie (PDF) dostępne w e-Wyniki po zalogowaniu.

--
Halina Drozdowska
"Zdrowie to nie wszystko, ale wszystko bez zdrowia to nic."
"""
    head = f"""Return-Path: <{P['email']}>
Date: Wed, 12 Mar 2025 20:17:44 +0100
From: Halina Drozdowska <{P['email']}>
To: "lek. Piotr Zawada" <p.zawada@przychodnia-cieszyn.example.pl>
Subject: Fwd: Wyniki badań - zlecenie 2503110456
Message-ID: <CAF7xq=2n0k9sG1@mail.example.pl>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

"""
    return (head + body).replace("\n", "\r\n").encode("utf-8")


# ------------------------------------------------------------------ 2 multipart/related HTML, windows-1250 QP
def related_eml():
    trs = []
    for r in R.HTML:
        p = r["printed"]
        flag = p["flag"]
        style = ' style="color:#c00;font-weight:bold"' if flag else ""
        trs.append(
            f"<tr><td>{r['label_as_printed']}</td><td align=\"right\"{style}>{p['value']}</td>"
            f"<td>{flag}</td><td>{p['unit'] or ''}</td><td>{p['range']}</td></tr>")
    trs.insert(6, '<tr><td colspan="5"><b>Biochemia</b></td></tr>')
    trs.insert(0, '<tr><td colspan="5"><b>Lipidogram</b></td></tr>')
    trs.insert(len(trs) - 1, '<tr><td colspan="5"><b>Serologia</b></td></tr>')
    html = f"""<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1250"></head>
<body style="font-family:Arial">
<table width="100%"><tr><td><img src="cid:logo001@przychodnia" alt="logo"></td>
<td>Przychodnia Rodzinna „Pod Zamkiem” Sp. z o.o.<br>Laboratorium analityczne<br>ul. Zamkowa 3, 43-400 Cieszyn</td></tr></table>
<p>Szanowna Pani <b>Halina Drozdowska</b>,<br>uprzejmie informujemy, że wyniki Pani badań są gotowe.</p>
<table border="0" cellpadding="2">
<tr><td>Pacjent:</td><td>DROZDOWSKA HALINA</td><td>PESEL:</td><td>{P['pesel']}</td></tr>
<tr><td>Adres:</td><td>{P['address']}, {P['postcode']}</td><td>Nr zlecenia:</td><td>ZL/10/2024/08812</td></tr>
<tr><td>Lekarz kierujący:</td><td>lek. Piotr Zawada</td><td>Data rejestracji:</td><td>21.10.2024 16:05</td></tr>
<tr><td>Materiał:</td><td>krew żylna, surowica</td><td>Data i godz. pobrania:</td><td>22.10.2024 08:10</td></tr>
<tr><td></td><td></td><td>Data wykonania:</td><td>22.10.2024 11:32</td></tr>
</table>
<br>
<table border="1" cellspacing="0" cellpadding="3">
<tr style="background:#ddd"><th>Badanie</th><th>Wynik</th><th></th><th>Jednostka</th><th>Wartości referencyjne</th></tr>
{chr(10).join(trs)}
</table>
<p style="font-size:10px">L - wynik poniżej, H - wynik powyżej wartości referencyjnych.<br>
HbA1c oznaczono metodą HPLC (certyfikat NGSP). eGFR wyliczono wg CKD-EPI 2021.<br>
Wynik zatwierdził: mgr Tomasz Lach, diagnosta laboratoryjny.</p>
<p>Z poważaniem<br>Rejestracja Przychodni „Pod Zamkiem”, tel. 33 858 20 40</p>
</body></html>
"""
    qp = quopri.encodestring(html.replace("²", "&sup2;").encode("cp1250")).decode("ascii")
    png = base64.b64encode(bytes.fromhex(
        "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
        "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5f3d1d30000000049454e44ae426082")).decode()
    msg = f"""Return-Path: <wyniki@podzamkiem.example.pl>
Date: Tue, 22 Oct 2024 12:04:10 +0200
From: =?windows-1250?Q?Przychodnia_=84Pod_Zamkiem=94?= <wyniki@podzamkiem.example.pl>
To: {P['email']}
Subject: =?windows-1250?Q?Wyniki_bada=F1_-_zlecenie_ZL/10/2024/08812?=
MIME-Version: 1.0
Content-Type: multipart/related; boundary="----=_rel_0017"; type="text/html"

This is a multi-part message in MIME format.

------=_rel_0017
Content-Type: text/html; charset="windows-1250"
Content-Transfer-Encoding: quoted-printable

{qp}
------=_rel_0017
Content-Type: image/png; name="logo.png"
Content-Transfer-Encoding: base64
Content-ID: <logo001@przychodnia>
Content-Disposition: inline; filename="logo.png"

{png}
------=_rel_0017--
"""
    return msg.replace("\r\n", "\n").replace("\n", "\r\n").encode("ascii")


# ------------------------------------------------------------------ 3 e-mail with a base64 CSV attachment
def csv_attachment_eml():
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["Patient Name", "NHS Number", "DOB", "Sample Taken", "Test", "Result", "Units",
                "Range Low", "Range High", "Flag", "Comment"])
    for r in R.UK:
        p = r["printed"]
        lo = hi = ""
        if p["range"]:
            lo, hi = [x.strip() for x in p["range"].split(" - ")]
        comment = ""
        if r["code"] == "FOLATE":
            comment = "Suggest repeat in 3 months"
        if r["code"] == "EGFR":
            comment = "eGFR calculated using CKD-EPI"
        w.writerow(["DROZDOWSKA, Halina", P["nhs"], "14/06/1978", "14/06/2023 09:12",
                    r["label_as_printed"], p["value"], p["unit"], lo, hi, p["flag"], comment])
    w.writerow(["DROZDOWSKA, Halina", P["nhs"], "14/06/1978", "14/06/2023 09:12", "Serum potassium",
                "Not reported", "mmol/L", "3.5", "5.3", "", "Sample haemolysed - please repeat"])
    att = base64.encodebytes(buf.getvalue().encode("utf-8")).decode("ascii")
    body = f"""Dear Ms Drozdowska,

Please find attached the results of your recent blood tests, taken at the surgery on
14 June 2023, as requested. Dr Hughes has reviewed them: "Iron stores low-normal and
folate slightly low - please book a routine appointment to discuss. Potassium needs
repeating (sample haemolysed)."

NHS number: {P['nhs']}
Date of birth: 14/06/1978

Kind regards,

Reception team
Meadowbank Medical Practice
12 Kirkstall Road, Leeds LS4 2AB
Tel: 0113 496 0182

This e-mail and any attachments are confidential and intended solely for the addressee.
"""
    msg = f"""Date: Fri, 23 Jun 2023 10:41:02 +0100
From: Meadowbank Medical Practice <reception.meadowbank@nhs.example.net>
To: {P['email']}
Subject: Your blood test results
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1_attach_91c2"

--b1_attach_91c2
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 7bit

{body}
--b1_attach_91c2
Content-Type: text/csv; name="Results_DROZDOWSKA_20230614.csv"
Content-Transfer-Encoding: base64
Content-Disposition: attachment; filename="Results_DROZDOWSKA_20230614.csv"

{att}
--b1_attach_91c2--
"""
    return msg.replace("\n", "\r\n").encode("utf-8")


# ------------------------------------------------------------------ 4 personal .xlsx
def serial(iso):
    import datetime
    d = datetime.date.fromisoformat(iso)
    return (d - datetime.date(1899, 12, 30)).days


def col(i):
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(65 + r) + s
    return s


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def personal_xlsx():
    strings = []

    def si(s):
        if s not in strings:
            strings.append(s)
        return strings.index(s)

    sheets = []
    for name, sheet in R.XLSX_SHEETS.items():
        visits = sheet["visits"]
        ncol = 3 + len(visits) + 1
        rows_xml = []
        merges = []
        # row 1: title merged across
        title = f"Moje wyniki badań {name} - Halina Drozdowska, PESEL {P['pesel']}"
        rows_xml.append(f'<row r="1"><c r="A1" t="s" s="1"><v>{si(title)}</v></c></row>')
        merges.append(f"A1:{col(ncol - 1)}1")
        # row 2: merged headers
        r2 = [f'<c r="A2" t="s" s="2"><v>{si("Badanie")}</v></c>',
              f'<c r="B2" t="s" s="2"><v>{si("Jedn.")}</v></c>',
              f'<c r="C2" t="s" s="2"><v>{si("Norma")}</v></c>',
              f'<c r="D2" t="s" s="2"><v>{si("Data badania / laboratorium")}</v></c>',
              f'<c r="{col(ncol - 1)}2" t="s" s="2"><v>{si("Uwagi")}</v></c>']
        rows_xml.append(f'<row r="2">{"".join(r2)}</row>')
        merges += ["A2:A4", "B2:B4", "C2:C4", f"D2:{col(2 + len(visits))}2", f"{col(ncol - 1)}2:{col(ncol - 1)}4"]
        # row 3: dates as serial numbers (date format), row 4: lab in parentheses
        r3 = [f'<c r="{col(3 + i)}3" s="3"><v>{serial(d)}</v></c>' for i, (d, _) in enumerate(visits)]
        r4 = [f'<c r="{col(3 + i)}4" t="s" s="2"><v>{si(h)}</v></c>' for i, (_, h) in enumerate(visits)]
        rows_xml.append(f'<row r="3">{"".join(r3)}</row>')
        rows_xml.append(f'<row r="4">{"".join(r4)}</row>')
        rn = 5
        for label, code, unit, norma, values in sheet["markers"]:
            cells = [f'<c r="A{rn}" t="s"><v>{si(label)}</v></c>',
                     f'<c r="B{rn}" t="s"><v>{si(unit)}</v></c>',
                     f'<c r="C{rn}" t="s"><v>{si(norma)}</v></c>']
            for i, v in enumerate(values):
                ref = f"{col(3 + i)}{rn}"
                if v is None:
                    continue
                if isinstance(v, str):
                    cells.append(f'<c r="{ref}" t="s"><v>{si(v)}</v></c>')
                else:
                    cells.append(f'<c r="{ref}" s="4"><v>{v}</v></c>')
            note = {"Ferrytyna": "od 02.2024 Tardyferon", "Witamina D": "zima bez suplementacji",
                    "TSH": "kontrola u endokrynologa"}.get(label)
            if note and name == "2024":
                cells.append(f'<c r="{col(ncol - 1)}{rn}" t="s"><v>{si(note)}</v></c>')
            rows_xml.append(f'<row r="{rn}">{"".join(cells)}</row>')
            rn += 1
        rn += 1
        foot = "Wyniki przepisane ręcznie z wydruków; oryginały w segregatorze."
        rows_xml.append(f'<row r="{rn}"><c r="A{rn}" t="s"><v>{si(foot)}</v></c></row>')
        sheets.append((name, rows_xml, merges))

    ct = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
          '<Default Extension="xml" ContentType="application/xml"/>',
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>']
    for i in range(len(sheets)):
        ct.append(f'<Override PartName="/xl/worksheets/sheet{i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>')
    ct.append("</Types>")
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            '</Relationships>')
    wb = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>']
    wbrels = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
              '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">']
    for i, (name, _, _) in enumerate(sheets):
        wb.append(f'<sheet name="{name}" sheetId="{i + 1}" r:id="rId{i + 1}"/>')
        wbrels.append(f'<Relationship Id="rId{i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{i + 1}.xml"/>')
    n = len(sheets)
    wb.append("</sheets></workbook>")
    wbrels.append(f'<Relationship Id="rId{n + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>')
    wbrels.append(f'<Relationship Id="rId{n + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>')
    wbrels.append("</Relationships>")
    styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
              '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
              '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/><numFmt numFmtId="165" formatCode="0.0#"/></numFmts>'
              '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
              '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
              '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
              '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
              '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
              '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
              '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"><alignment horizontal="center"/></xf>'
              '<xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>'
              '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
              '</styleSheet>')
    sst = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
           f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">']
    sst += [f"<si><t>{xml_escape(s)}</t></si>" for s in strings]
    sst.append("</sst>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        def put(name, text):
            info = zipfile.ZipInfo(name, date_time=(2025, 6, 3, 21, 15, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)
        put("[Content_Types].xml", "".join(ct))
        put("_rels/.rels", rels)
        put("xl/workbook.xml", "".join(wb))
        put("xl/_rels/workbook.xml.rels", "".join(wbrels))
        put("xl/styles.xml", styles)
        put("xl/sharedStrings.xml", "".join(sst))
        for i, (name, rows_xml, merges) in enumerate(sheets):
            ws = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
                  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
                  f'<sheetData>{"".join(rows_xml)}</sheetData>'
                  f'<mergeCells count="{len(merges)}">' + "".join(f'<mergeCell ref="{m}"/>' for m in merges) +
                  '</mergeCells></worksheet>')
            put(f"xl/worksheets/sheet{i + 1}.xml", ws)
    return out.getvalue()


# ------------------------------------------------------------------ 5 health-app CSV
def app_csv():
    buf = io.StringIO()
    buf.write(f"# HealthTrack lab results export - {P['name']} (DOB 1978-06-14)\r\n")
    buf.write("# generated 2025-08-30T18:22:05Z, app version 4.12.1\r\n")
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["record_id", "date", "source", "test_name", "value", "unit", "ref_range", "flag", "notes"])
    src = {"2025-05-03": "Quest Diagnostics (order 7731-02284-19)", "2025-08-12": "LabCorp (accession 2224 5518 0)"}
    for i, (d, name, v, u, rng, flag, code, extra) in enumerate(R.APP):
        note = ""
        if name == "hs-CRP":
            note = "below detection limit"
        if name.startswith("Lyme"):
            note = "tick bite June; Dr. Ramirez ordered"
        w.writerow([f"hr-{20250000 + i * 7}", d, src[d], name, v, u, rng, flag, note])
    w.writerow([f"hr-{20250099}", "2025-08-12", "Manual entry", "Weight", "61.4", "kg", "", "", "home scale"])
    return buf.getvalue().encode("utf-8")


# ------------------------------------------------------------------ 6 Czech lab portal CSV
def czech_csv():
    lines = [
        "Laboratoře Třinec s.r.o.;Kaštanová 268, 739 61 Třinec;IČO 27781411",
        f"Pacient:;DROZDOWSKA Halina;RČ:;{P['rc']};Pojišťovna:;111",
        "Datum odběru:;14.04.2025 07:30;Příjem:;14.04.2025 08:55;Tisk:;15.04.2025 10:12",
        "Žádající lékař:;MUDr. Jana Hrubá;Číslo žádanky:;25041400317",
        "",
        "Kód;Vyšetření;Výsledek;Jednotka;Ref. mez dolní;Ref. mez horní;Hodnocení;Poznámka",
    ]
    for (pc, label, v, u, lo, hi, flag, note, _) in R.CZ:
        lines.append(";".join([pc, label, v, u, lo, hi, flag, note]))
    lines.append("")
    lines.append("Vysvětlivky: L = pod referenčním rozmezím, H = nad referenčním rozmezím")
    lines.append("Výsledky schválila: Mgr. Petra Slaninová")
    return ("\r\n".join(lines) + "\r\n").encode("cp1250")


# ------------------------------------------------------------------ 7 FHIR R4 Bundle
def fhir_bundle():
    entries = []
    pid = "urn:uuid:6c1f0e2a-4b55-4d1e-9a0b-2f7f1d6a9e01"
    entries.append({"fullUrl": pid, "resource": {
        "resourceType": "Patient", "id": "pat1",
        "identifier": [{"system": "http://fhir.de/sid/gkv/kvid-10", "value": "D482715530"}],
        "name": [{"family": "Drozdowska", "given": ["Halina"]}], "gender": "female",
        "birthDate": "1978-06-14",
        "address": [{"line": ["ul. Słowicza 17/4"], "city": "Cieszyn", "postalCode": "43-400", "country": "PL"}],
        "telecom": [{"system": "phone", "value": "+48 604 227 915"}]}})
    prid = "urn:uuid:9b2e77c3-0d1a-45b7-8f41-7a1e5c0d2b22"
    entries.append({"fullUrl": prid, "resource": {
        "resourceType": "Practitioner", "id": "doc1",
        "name": [{"family": "Brandstetter", "given": ["Ulrike"], "prefix": ["Dr. med."]}]}})
    obs_urls = []
    obs_entries = []
    for i, (oid, loinc, disp, when, v, comp, unit, ucum, lo, hi, text, interp, spec, code) in enumerate(R.FHIR):
        url = f"urn:uuid:0d5a4c1e-77b0-4f2a-b1c3-00000000{i + 1:04d}"
        obs_urls.append(url)
        specimen = {"resourceType": "Specimen", "id": "sp",
                    "type": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v2-0487",
                                         "code": "UR" if spec == "urine" else "SER",
                                         "display": "Urin" if spec == "urine" else "Serum"}]},
                    "collection": {"collectedDateTime": when},
                    "accessionIdentifier": {"value": "LB-25-0903-4471"}}
        o = {"resourceType": "Observation", "id": oid, "contained": [specimen], "status": "final",
             "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "laboratory"}]}],
             "code": {"coding": [{"system": "http://loinc.org", "code": loinc}], "text": disp},
             "subject": {"reference": pid}, "effectiveDateTime": when,
             "issued": "2025-09-05T11:20:00+02:00", "specimen": {"reference": "#sp"}}
        if isinstance(v, str):
            o["valueString"] = v
        else:
            q = {"value": v, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum}
            if comp:
                q = {"value": v, "comparator": comp, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum}
            o["valueQuantity"] = q
        o["interpretation"] = [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", "code": interp}]}]
        if text:
            o["referenceRange"] = [{"text": text}]
        else:
            rr = {}
            if lo is not None:
                rr["low"] = {"value": lo, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum}
            rr["high"] = {"value": hi, "unit": unit, "system": "http://unitsofmeasure.org", "code": ucum}
            o["referenceRange"] = [rr]
        if code == "BORELIA_IGG":
            o["note"] = [{"text": "Grenzwertiger Befund, Kontrolle in 3-4 Wochen empfohlen (Dr. Brandstetter)."}]
        obs_entries.append({"fullUrl": url, "resource": o})
    # a cancelled potassium: no result
    kurl = "urn:uuid:0d5a4c1e-77b0-4f2a-b1c3-000000000099"
    obs_entries.append({"fullUrl": kurl, "resource": {
        "resourceType": "Observation", "id": "o99", "status": "cancelled",
        "code": {"coding": [{"system": "http://loinc.org", "code": "2823-3"}], "text": "Kalium"},
        "subject": {"reference": pid}, "effectiveDateTime": "2025-09-03T07:40:00+02:00",
        "dataAbsentReason": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/data-absent-reason", "code": "error"}],
                             "text": "Probe hämolytisch"}}})
    obs_urls.append(kurl)
    report = {"fullUrl": "urn:uuid:4aa1c7d2-5e3b-4c8d-9f10-b3c2d1e0f999", "resource": {
        "resourceType": "DiagnosticReport", "id": "rep1", "status": "final",
        "identifier": [{"system": "urn:oid:1.2.276.0.76.4.8", "value": "LB-25-0903-4471"}],
        "code": {"text": "Laborbefund"}, "subject": {"reference": pid},
        "effectivePeriod": {"start": "2025-09-03T07:40:00+02:00", "end": "2025-09-04T06:50:00+02:00"},
        "issued": "2025-09-05T11:20:00+02:00",
        "performer": [{"reference": prid, "display": "Dr. med. Ulrike Brandstetter"}],
        "result": [{"reference": u} for u in obs_urls],
        "conclusion": "Borrelien-IgG grenzwertig; Leukozyturie. Patientin: Halina Drozdowska, geb. 14.06.1978."}}
    bundle = {"resourceType": "Bundle", "id": "b-25-0903-4471", "type": "collection",
              "timestamp": "2025-09-05T11:21:03+02:00",
              "entry": entries[:1] + [report] + entries[1:] + obs_entries}
    return json.dumps(bundle, ensure_ascii=False, indent=2).encode("utf-8")


# ------------------------------------------------------------------ 8 HL7 CDA
def cda():
    org = {}
    for (o, loinc, disp, t, kind, v, unit, lo, hi, text, interp, panel, code) in R.CDA:
        org.setdefault(o, []).append((loinc, disp, t, kind, v, unit, lo, hi, text, interp))
    titles = {1: ("Hematológia a biochémia - príjem", "20240518221500+0200"),
              2: ("Moč - chemické vyšetrenie", "20240518223000+0200"),
              3: ("Kontrola CRP", "20240519061000+0200")}
    comps = []
    narrative = []
    for o, obs in org.items():
        items = []
        for (loinc, disp, t, kind, v, unit, lo, hi, text, interp) in obs:
            if kind == "PQ":
                val = f'<value xsi:type="PQ" value="{v}" unit="{unit}"/>'
                shown = f"{v} {unit}"
            elif kind == "IVL<":
                val = f'<value xsi:type="IVL_PQ"><high value="{v}" unit="{unit}" inclusive="false"/></value>'
                shown = f"&lt;{v} {unit}"
            else:
                val = f'<value xsi:type="ST">{v}</value>'
                shown = v
            if text:
                rr = f'<referenceRange><observationRange><text>{text}</text></observationRange></referenceRange>'
                rshow = text
            else:
                low = f'<low value="{lo}" unit="{unit}"/>' if lo is not None else ""
                rr = (f'<referenceRange><observationRange><value xsi:type="IVL_PQ">{low}'
                      f'<high value="{hi}" unit="{unit}"/></value></observationRange></referenceRange>')
                rshow = f"{lo} - {hi}" if lo is not None else f"&lt; {hi}"
            items.append(f"""<component><observation classCode="OBS" moodCode="EVN">
<templateId root="2.16.840.1.113883.10.20.22.4.2"/>
<code code="{loinc}" codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC" displayName="{disp}"/>
<statusCode code="completed"/><effectiveTime value="{t}"/>
{val}
<interpretationCode code="{interp}" codeSystem="2.16.840.1.113883.5.83"/>
{rr}
</observation></component>""")
            narrative.append(f"<tr><td>{disp}</td><td>{shown}</td><td>{rshow}</td><td>{interp}</td></tr>")
        title, t = titles[o]
        comps.append(f"""<entry typeCode="DRIV"><organizer classCode="BATTERY" moodCode="EVN">
<templateId root="2.16.840.1.113883.10.20.22.4.1"/>
<code nullFlavor="OTH"><originalText>{title}</originalText></code>
<statusCode code="completed"/><effectiveTime value="{t}"/>
{''.join(items)}
</organizer></entry>""")
    doc = f"""<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<realmCode code="SK"/>
<typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
<templateId root="2.16.840.1.113883.10.20.22.1.1"/>
<id root="2.16.840.1.113883.2.29.1.5" extension="NsP-POP-2024-0518-77120"/>
<code code="11502-2" codeSystem="2.16.840.1.113883.6.1" displayName="Laboratórny nález"/>
<title>Laboratórny nález - Nemocnica s poliklinikou Poprad, OAIM/UP</title>
<effectiveTime value="20240519094500+0200"/>
<confidentialityCode code="N" codeSystem="2.16.840.1.113883.5.25"/>
<languageCode code="sk-SK"/>
<recordTarget><patientRole>
<id root="1.3.158.00165387.100.10.90" extension="80616000000012345678"/>
<addr><streetAddressLine>ul. Słowicza 17/4</streetAddressLine><city>Cieszyn</city><postalCode>43-400</postalCode><country>PL</country></addr>
<telecom value="tel:+48604227915"/>
<patient><name><given>Halina</given><family>Drozdowska</family></name>
<administrativeGenderCode code="F" codeSystem="2.16.840.1.113883.5.1"/>
<birthTime value="19780614"/></patient>
</patientRole></recordTarget>
<author><time value="20240519094500+0200"/><assignedAuthor><id extension="A71844021"/>
<assignedPerson><name><prefix>MUDr.</prefix><given>Marek</given><family>Šimko</family></name></assignedPerson>
</assignedAuthor></author>
<custodian><assignedCustodian><representedCustodianOrganization><id extension="P74820011"/>
<name>Nemocnica s poliklinikou Poprad, a.s.</name></representedCustodianOrganization></assignedCustodian></custodian>
<component><structuredBody><component><section>
<templateId root="2.16.840.1.113883.10.20.22.2.3.1"/>
<code code="30954-2" codeSystem="2.16.840.1.113883.6.1"/>
<title>Výsledky laboratórnych vyšetrení (žiadanka 24/UP/051877)</title>
<text><table><thead><tr><th>Vyšetrenie</th><th>Výsledok</th><th>Ref. hodnoty</th><th>Interpretácia</th></tr></thead>
<tbody>{''.join(narrative)}</tbody></table>
<paragraph>Odber: 18.05.2024 22:15 (príjem na UP), kontrola CRP 19.05.2024 06:10. Pacientka: Halina Drozdowska, nar. 14.06.1978, EHIC 80616000000012345678.</paragraph></text>
{''.join(comps)}
</section></component></structuredBody></component>
</ClinicalDocument>
"""
    return doc.encode("utf-8")


# ------------------------------------------------------------------ 9 scanned German report
def scan_pdf(tmp):
    trs = "".join(
        f"<tr><td>{r['label_as_printed']}</td><td class=r>{r['printed']['value']}</td>"
        f"<td>{r['printed']['flag']}</td><td>{r['unit']}</td><td>{r['range_printed']}</td></tr>"
        for r in R.SCAN)
    html = f"""<!doctype html><html><head><meta charset="utf-8"><style>
body{{font-family:'DejaVu Serif',serif;font-size:12.5pt;margin:18mm}} td,th{{padding:3px 10px;text-align:left}}
.r{{text-align:right}} h1{{font-size:17pt;margin:0}} .hdr{{border-bottom:1.5px solid #000;padding-bottom:6px;margin-bottom:10px}}
.small{{font-size:9.5pt}}
</style></head><body>
<div class=hdr><h1>Labor Dr. Wenzel &amp; Partner</h1>
<div class=small>MVZ für Laboratoriumsmedizin · Bahnhofstraße 22 · 02826 Görlitz · Tel. 03581 47 11 80</div></div>
<table class=small><tr><td>Patient:</td><td><b>Drozdowska, Halina</b></td><td>Auftrags-Nr.:</td><td>2501080614</td></tr>
<tr><td>Geb.-Datum:</td><td>14.06.1978</td><td>Entnahme:</td><td>08.01.2025 07:55</td></tr>
<tr><td>Anschrift:</td><td>ul. Słowicza 17/4, PL 43-400 Cieszyn</td><td>Eingang:</td><td>08.01.2025 10:20</td></tr>
<tr><td>Einsender:</td><td>Dr. med. Ulrike Brandstetter</td><td>Befund:</td><td>09.01.2025</td></tr></table>
<h2 style="font-size:13pt">Klinische Chemie</h2>
<table><tr><th>Parameter</th><th>Ergebnis</th><th></th><th>Einheit</th><th>Referenzbereich</th></tr>{trs}</table>
<p class=small>+ = oberhalb, - = unterhalb des Referenzbereichs. eGFR nach CKD-EPI (2009).<br>
Technisch freigegeben: S. Krautwurst (MTLA) · Medizinisch validiert: Dr. med. Th. Wenzel</p>
</body></html>"""
    h = os.path.join(tmp, "scan.html")
    open(h, "w").write(html)
    pdf = os.path.join(tmp, "scan.pdf")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp}/prof", f"--print-to-pdf={pdf}", "--no-pdf-header-footer",
                    "file://" + h], check=True, capture_output=True)
    subprocess.run(["pdftoppm", "-r", "200", "-gray", "-png", "-f", "1", "-l", "1", pdf, os.path.join(tmp, "p")], check=True)
    png = [f for f in os.listdir(tmp) if f.startswith("p") and f.endswith(".png")][0]
    out = os.path.join(tmp, "scan_out.jpg")
    subprocess.run(["convert", os.path.join(tmp, png), "-background", "white", "-rotate", "0.9",
                    "-seed", "9", "-attenuate", "0.25", "+noise", "Gaussian", "-blur", "0x0.4",
                    "-colorspace", "Gray", "-type", "Grayscale", "-quality", "80", out], check=True)
    size = subprocess.run(["identify", "-format", "%w %h", out], check=True, capture_output=True).stdout.split()
    return jpeg_pdf(open(out, "rb").read(), int(size[0]), int(size[1]), 200)


def jpeg_pdf(jpg, w, h, dpi):
    """A one-page PDF holding one grey JPEG at dpi, as a scanner writes it (no text layer)."""
    pw, ph = w * 72 / dpi, h * 72 / dpi
    content = f"q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q".encode()
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>".encode(),
            f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpg)} >>\nstream\n".encode() + jpg + b"\nendstream",
            f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream",
            b"<< /Producer (KM C258 scan) /CreationDate (D:20250110093012+01'00') >>"]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = []
    for i, o in enumerate(objs):
        offs.append(len(out))
        out += f"{i + 1} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for o in offs:
        out += f"{o:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


NAMES = {
    "fwd": "Fwd_ Wyniki badań - zlecenie 2503110456.eml",
    "related": "Wyniki badań - Przychodnia Pod Zamkiem.eml",
    "uk": "Your blood test results.eml",
    "xlsx": "Moje wyniki 2024-2025.xlsx",
    "app": "HealthTrack_lab_results_2025-08-30.csv",
    "cz": "vysledky_25041400317.csv",
    "fhir": "Laborbefund_LB-25-0903-4471.fhir.json",
    "cda": "laboratorny_nalez_NsP_Poprad_2024-05-19.xml",
    "scan": "Scan_Laborbefund_Wenzel_2025-01.pdf",
}
LAYOUTS = {
    "fwd": "a forwarded text/plain e-mail (Polish): the forwarder's note, signature with phone and address, then the lab's fixed-width table quoted with '> ', a section line inside the table, flags L/H in their own column, CRP '<0,6', a vitamin D range with '(optymalnie)', PESEL and birth date in the quoted header",
    "related": "multipart/related e-mail (Polish): text/html in windows-1250 quoted-printable with an inline cid: logo, a patient table (PESEL, address, order), registration/collection/performed dates, section rows spanning the result table, flags in an unnamed column, '> 60' and '< 190' ranges, eGFR '> 90', a qualitative HBsAg",
    "uk": "UK GP e-mail with a base64 text/csv attachment: name, NHS number and DOB on every CSV row, 'Sample Taken' dd/mm/yyyy hh:mm, Range Low/High columns, '<4' and '>90' results, a 'Not reported' potassium with a comment",
    "xlsx": "personal workbook, two sheets (2024, 2025): a merged title with name and PESEL, merged header cells, one column per lab visit, visit dates as Excel serial numbers in a header row and '(Diagnostyka)'/'(Synevo)' in the row under them, a Norma column, empty cells for tests not done, a result typed as text '11,9' and '<0,5', a notes column",
    "app": "health-app CSV export (English, US): two '#' comment lines with name and DOB, ISO dates, one row per result, unit and 'ref_range' columns, '<0.2', 'Negative', a non-lab 'Weight' row",
    "cz": "Czech lab portal CSV, semicolon-separated, windows-1250: four header lines (lab, patient with rodné číslo, dates: odběr/příjem/tisk, doctor and order), then a table with portal codes, µkat/l enzymes, 10^9/l and g/l, lower/upper limit columns, L/H, a note, a qualitative 'negativní'",
    "fhir": "FHIR R4 Bundle (collection, German lab): Patient, DiagnosticReport whose result references the Observations by urn:uuid, each Observation with a contained Specimen (serum or urine), valueQuantity with UCUM codes and a '<' comparator, valueString results with text reference ranges, interpretation codes, a cancelled potassium with dataAbsentReason, urine results a day later",
    "cda": "HL7 CDA (Slovak hospital emergency visit): three organizers (blood on admission, urine 15 min later, a CRP repeat next morning), PQ values, IVL_PQ '<0.05' procalcitonin, ST urine results with text references, interpretation codes, EHIC number, narrative table",
    "scan": "200-dpi grey scan of a printed German Laborbefund, rotated 0.9° with noise and JPEG: Entnahme/Eingang/Befund dates, +/- flag column, 'GPT (ALT)', 'TSH basal', eGFR '> 60'",
}
ROWS = {"fwd": R.FWD, "related": R.HTML, "uk": R.UK, "xlsx": R.XLSX, "app": R.APP_ROWS,
        "cz": R.CZ_ROWS, "fhir": R.FHIR_ROWS, "cda": R.CDA_ROWS, "scan": R.SCAN}


def main():
    os.makedirs(DOCS, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="set9-")
    makers = {"fwd": forwarded_eml, "related": related_eml, "uk": csv_attachment_eml,
              "xlsx": personal_xlsx, "app": app_csv, "cz": czech_csv, "fhir": fhir_bundle, "cda": cda,
              "scan": lambda: scan_pdf(tmp)}
    only = sys.argv[1:]
    docs = {}
    for key, make in makers.items():
        path = os.path.join(DOCS, NAMES[key])
        if only and key not in only and os.path.exists(path):
            data = open(path, "rb").read()
        else:
            data = make()
            open(path, "wb").write(data)
        docs[key] = data
    shutil.rmtree(tmp, ignore_errors=True)
    truth_rows = []
    documents = {}
    for key in makers:
        name = NAMES[key]
        rs = ROWS[key]
        documents[name] = {"sha256": hashlib.sha256(docs[key]).hexdigest(), "rows": len(rs),
                           "layout": LAYOUTS[key]}
        for r in rs:
            r = dict(r)
            flag = r.pop("_flag", None)
            if flag is not None and key != "xlsx":
                r["abnormal"] = bool(flag)
            truth_rows.append({"doc": name, **r})
    truth = json.load(open(os.path.join(HERE, "truth_head.json")))
    truth["documents"] = documents
    truth["rows"] = truth_rows
    with open(os.path.join(SET, "truth.json"), "w") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"{len(documents)} documents, {len(truth_rows)} rows (then: deno fmt truth.json)")


if __name__ == "__main__":
    main()
