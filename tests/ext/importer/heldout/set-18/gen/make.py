#!/usr/bin/env python3
"""Writes set-18's groff and PostScript sources (D1, D2, D3, D7), the JSON specs the Node generators
read (D4, D5, D6) and truth.json. build.sh runs this, groff, ps2pdf and the Node generators."""
import hashlib
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from data import D1, D2, D3, D4, D5, D6, D7, D8, IDENTITY  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
DOCS = os.path.join(HERE, "..", "docs")
os.makedirs(OUT, exist_ok=True)


# ---------------------------------------------------------------- truth helpers
def num(s):
    return float(s.replace(",", "."))


def parse_value(v):
    m = re.fullmatch(r"([<>])\s*([\d.,]+)", v)
    if m:
        return num(m.group(2)), m.group(1)
    if re.fullmatch(r"-?[\d]+(?:[.,]\d+)?", v):
        return num(v), None
    return v, None


def parse_range(r):
    r = r.strip()
    if not r:
        return None, None, None
    m = re.fullmatch(r"([\d.,]+)\s*-\s*([\d.,]+)", r)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"<\s*([\d.,]+)", r)
    if m:
        return None, num(m.group(1)), None
    m = re.fullmatch(r">\s*([\d.,]+)", r)
    if m:
        return num(m.group(1)), None, None
    return None, None, r


def truth_row(doc, date, row, printed):
    label, val, unit, rng, flag, code = row[:6]
    extra = row[6] if len(row) > 6 else {}
    value, comp = parse_value(val)
    lo, hi, txt = parse_range(rng)
    flagged = bool(flag)
    if isinstance(value, str):
        abnormal = None if not flagged and txt and value.lower() != txt.lower() else flagged
    else:
        abnormal = flagged
    r = {
        "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": True, "date": date,
        "value": value, "comparator": comp, "unit": unit or None, "ref_low": lo, "ref_high": hi,
        "ref_text": txt, "range_printed": rng or None, "abnormal": abnormal,
        "panel": extra.get("panel", "blood"), "printed": printed,
    }
    if "alt_codes" in extra:
        r["alt_codes"] = extra["alt_codes"]
    if "new_label" in extra:
        r["in_dictionary"] = False
        r["new_label"] = extra["new_label"]
    return r


ARROW = {"up": "↑", "down": "↓"}


def flag_text(f):
    return ARROW.get(f, f)


# ---------------------------------------------------------------- groff helpers
def roff_esc(s):
    s = s.replace("\\", "\\e")
    return s


# ---------------------------------------------------------------- D1: groff + tbl (own page traps)
PL_STRIP = str.maketrans("ąćęńśźżĄĆĘŃŚŹŻ", "acenszzACENSZZ")


def d1_text(s):
    """The hospital's print driver has Latin-1 fonts only: Polish letters outside it lose their accent."""
    return s.translate(PL_STRIP)


def d1_roff():
    return d1_text(d1_roff_raw()).replace("^", "\\[ha]")


def d1_roff_raw():
    L = []
    a = L.append
    a(r""".pl 29.7c
.po 2c
.ll 17c
.ps 10
.vs 16p
.fam H
.nr intab 0
.de HD
'sp 1.1c
.tl '\s8Zakład Diagnostyki Laboratoryjnej \(em Szpital Powiatowy w Kowarach''SZCZEPANIAK DOROTA  PESEL: 78041902861\s0'
'sp 0.5c
.if \\n[intab] \{\
\fBNazwa badania\h'|7.3c'Wynik\h'|9.2c'Jednostka\h'|11.6c'Zakres referencyjny\h'|15.6c'Flaga\fP
.br
\l'17c'
.br
.\}
..
.de FO
'sp 0.5c
.tl '\s8Wydruk: 12.03.2025 14:06 (LIS Eskulap-Lab 7.4)'Strona %'Zlecenie: 2503110457\s0'
'bp
..
.wh 0 HD
.wh -2.2c FO
.ce 4
\s14\fBSZPITAL POWIATOWY W KOWARACH\fP\s0
Zakład Diagnostyki Laboratoryjnej
ul. Sanatoryjna 9, 58-530 Kowary   tel. 75 718 22 40
\fBSPRAWOZDANIE Z BADAŃ LABORATORYJNYCH\fP
.sp 0.6
.TS
tab(@);
l l l l.
Pacjent:@\fBSZCZEPANIAK DOROTA\fP@Nr zlecenia:@2503110457
PESEL:@78041902861@Data urodzenia:@19.04.1978 (K)
Adres:@ul. Jaśminowa 17/4, 58-506 Jelenia Góra@Tel.:@+48 605 214 877
Zlecający:@lek. Wiesław Kromer (NPWZ 3318207)@Jednostka:@Poradnia Endokrynologiczna
Materiał:@krew żylna (EDTA, surowica)@Data pobrania:@11.03.2025 07:42
Data przyjęcia:@11.03.2025 08:15@Data wykonania:@11.03.2025 12:30
.TE
.sp 0.4
.nr intab 1
.TS
tab(@);
lb rb lb cb cb
l r l c c.
Nazwa badania@Wynik@Jednostka@Zakres referencyjny@Flaga
=
""")
    for title, rows in D1["sections"]:
        a(".T&\nlb s s s s.\n" + title + "\n.T&\nl r l c c.")
        for row in rows:
            label, val, unit, rng, flag = row[:5]
            a("@".join([label, val, unit, rng, r"\fB" + flag + r"\fP" if flag else ""]))
        if title == "HORMONY / IMMUNOCHEMIA":
            a("Kwas foliowy@w opracowaniu@ng/ml@3,9 - 26,8@")
        a("_")
    L[-1] = ".TE\n.nr intab 0"
    a(r""".sp 0.5
\s8Metody: morfologia \(em cytometria przepływowa (Sysmex XN-1000); biochemia \(em Cobas c311;
TSH, FT4, anty-TPO, B12, ferrytyna \(em ECLIA (Cobas e411). eGFR wg CKD-EPI 2021.
Flaga: H \(em wynik powyżej, L \(em poniżej zakresu referencyjnego.\s0
.sp 0.8
Wynik autoryzował: mgr Anna Dzierżoń, diagnosta laboratoryjny
.br
Data autoryzacji: 12.03.2025 09:58
""")
    return "\n".join(L) + "\n"


# ---------------------------------------------------------------- D7: groff ms, tab stops, two orders
def d7_roff():
    L = []
    a = L.append
    a(r""".pl 29.7c
.po 2.2c
.ll 16.6c
.ps 9.5
.vs 13p
.fam T
.char \[u0159] \o'r\(ah'
.char \[u011B] \o'e\(ah'
.char \[u010D] \o'c\(ah'
.char \[u010C] \o'C\(ah'
.char \[u0158] \o'R\(ah'
.char \[u016F] \o'u\(ao'
.char \[u0148] \o'n\(ah'
.char \[u0165] t\h'-0.1m'\(aq
.de HD
'sp 1c
.tl '\s8LABORATOŘE MEDIKA s.r.o.'Výsledky laboratorních vyšetření'Szczepaniak Dorota\s0'
'sp 0.6c
..
.de FO
'sp 0.6c
.tl '\s8Tisk z portálu MEDIKA online 03.12.2025''strana %\s0'
'bp
..
.wh 0 HD
.wh -2c FO""")
    for k, o in enumerate(D7["orders"]):
        if k:
            a(".bp")
        a(r""".ce 3
\s13\fBLABORATOŘE MEDIKA s.r.o.\fP\s0
Palackého 28, 500 02 Hradec Králové \(em IČO 25931144
Laboratoř klinické biochemie a imunologie
.sp 0.5
.ta 3.2c 9.4c 12.4c
.nf
Příjmení, jméno:	\fBSzczepaniak Dorota\fP	Číslo žádanky:	""" + o["order"] + r"""
Rodné číslo:	785419/3006	Pojišťovna:	111
Číslo pacienta:	MED-118402	Odesílající:	MUDr. Ivana Hrubá
Odběr:	""" + o["collected"] + r"""	Příjem:	""" + o["received"] + r"""
.fi
.sp 0.4
\l'16.6c'
.sp 0.2
.ta 6.8cR 7.2c 9.6c 13.2c
.nf
\fBVyšetření	Výsledek	Jednotka	Ref. meze	Hodnocení\fP
\l'16.6c'""")
        for row in o["rows"]:
            label, val, unit, rng, flag = row[:5]
            f = {"up": r"\(ua", "down": r"\(da"}.get(flag, "")
            a("\t".join([label, val, unit, rng, f]))
        a(r"""\l'16.6c'
.fi
.sp 0.5
\s8Hodnocení: \(ua nad, \(da pod referenčními mezemi. Výsledky uvolnila Hana Kosinová, 
zdravotní laborantka. Uvolněno """ + o["received"][:10] + r""" 15:02.\s0""")
    return "\n".join(L) + "\n"


# ---------------------------------------------------------------- PostScript helpers (D2, D3)
GLYPH = {
    "ě": "ecaron", "š": "scaron", "č": "ccaron", "ř": "rcaron", "ž": "zcaron", "ů": "uring",
    "ň": "ncaron", "ť": "tcaron", "ď": "dcaron", "Ě": "Ecaron", "Š": "Scaron", "Č": "Ccaron",
    "Ř": "Rcaron", "Ž": "Zcaron", "Ů": "Uring",
}


class Enc:
    """ISO Latin-1 plus extra glyphs placed in the 0x80-0x8F slots."""

    def __init__(self):
        self.extra = {}

    def code(self, ch):
        o = ord(ch)
        if o < 128 or 0xA0 <= o <= 0xFF:
            return o
        if ch not in self.extra:
            self.extra[ch] = 0x80 + len(self.extra)
        return self.extra[ch]

    def ps(self, s):
        out = []
        for ch in s:
            c = self.code(ch)
            if ch in "()\\":
                out.append("\\" + ch)
            elif c < 128:
                out.append(ch)
            else:
                out.append("\\%03o" % c)
        return "(" + "".join(out) + ")"

    def prolog(self):
        puts = " ".join("dup %d /%s put" % (c, GLYPH[ch]) for ch, c in self.extra.items())
        return (
            "/MyEnc ISOLatin1Encoding 256 array copy " + puts + " def\n"
            "/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall\n"
            "  /Encoding MyEnc def currentdict end definefont pop } def\n"
            "/F-R /Helvetica reenc /F-B /Helvetica-Bold reenc\n"
            "/R { /F-R findfont exch scalefont setfont } def\n"
            "/B { /F-B findfont exch scalefont setfont } def\n"
            "/S { moveto show } def\n"
            "/RA { moveto dup stringwidth pop neg 0 rmoveto show } def\n"
            "/SY { /Symbol findfont exch scalefont setfont } def\n"
        )


def d2_ps():
    """German Befund, landscape drawn rotated on a portrait page, fields drawn column by column."""
    e = Enc()
    body = []
    b = body.append
    b("<< /PageSize [595 842] >> setpagedevice")
    b("90 rotate 0 -595 translate")
    # layout: rows from y=400 down, 12.5 pt apart
    y = 402
    rows = []  # (y, row) and section titles
    titles = []
    for title, rs in D2["sections"]:
        titles.append((y, title))
        y -= 13
        for r in rs:
            rows.append((y, r))
            y -= 12.5
        y -= 4
    # column-major: labels, then values (right-aligned), units, ranges, flags
    b("9 R")
    for yy, r in rows:
        b("%s %d %.1f S" % (e.ps(r[0]), 46, yy))
    for yy, r in rows:
        b("%s %d %.1f RA" % (e.ps(r[1]), 318, yy))
    for yy, r in rows:
        b("%s %d %.1f S" % (e.ps(r[2]), 336, yy))
    for yy, r in rows:
        b("%s %d %.1f S" % (e.ps(r[3]), 420, yy))
    b("11 SY")
    for yy, r in rows:
        if r[4]:
            b("(%s) %d %.1f S" % ("\\255" if r[4] == "up" else "\\257", 520, yy))
    b("9 B")
    for yy, t in titles:
        b("%s %d %.1f S" % (e.ps(t), 46, yy))
    # column heads, then the identity block and the letterhead (drawn last)
    b("8.5 B")
    for x, t in [(46, "Untersuchung"), (290, "Ergebnis"), (336, "Einheit"), (420, "Referenzbereich"),
                 (512, "Bewertung"), (600, "Kommentar")]:
        b("%s %d 418 S" % (e.ps(t), x))
    b("0.6 setlinewidth 46 414 moveto 796 414 lineto stroke 46 428 moveto 796 428 lineto stroke")
    b("8 R")
    b("%s 600 %.1f S" % (e.ps("unter L-Thyroxin 50 µg"), rows[17][0]))
    b("%s 600 %.1f S" % (e.ps("berechnet (Friedewald)"), rows[2][0]))
    b("8 R")
    for i, t in enumerate([
        "Patient:", "Geb.-Datum:", "Geschlecht:", "Anschrift:",
    ]):
        b("%s 46 %d S" % (e.ps(t), 500 - 11 * i))
    for i, t in enumerate([
        "Szczepaniak, Dorota", "19.04.1978", "weiblich", "ul. Jaśminowa 17/4, PL 58-506 Jelenia Góra",
    ]):
        b("%s 112 %d S" % (e.ps(t.replace("ś", "s").replace("ó", "ó")), 500 - 11 * i))
    for i, (k, v) in enumerate([
        ("Auftragsnr.:", "6620413309"), ("Einsender:", "Praxis Dr. med. Henrike Salzmann, LANR 813307401"),
        ("Entnahme:", "02.06.2025 08:10"), ("Eingang:", "02.06.2025 11:02"), ("Befund:", "03.06.2025 09:47"),
    ]):
        b("%s 440 %d S" % (e.ps(k), 500 - 11 * i))
        b("%s 510 %d S" % (e.ps(v), 500 - 11 * i))
    b("14 B %s 46 552 S" % e.ps("MVZ Laborzentrum Neißetal"))
    b("8 R %s 46 540 S" % e.ps("Struvestraße 12 · 02826 Görlitz · Tel. 03581 87 44 0 · Fachärzte für Laboratoriumsmedizin"))
    b("12 B %s 600 552 S" % e.ps("ENDBEFUND"))
    b("0.6 setlinewidth 46 532 moveto 796 532 lineto stroke")
    b("7.5 R")
    foot = [
        "Referenzbereiche alters- und geschlechtsspezifisch. ",
        "Bewertung: Pfeil nach oben = oberhalb, Pfeil nach unten = unterhalb des Referenzbereichs.",
        "Medizinisch validiert: Dr. rer. nat. Ulf Brandner     Seite 1 von 1     Druck: 03.06.2025 10:02",
    ]
    for i, t in enumerate(foot):
        b("%s 46 %d S" % (e.ps(t), 70 - 10 * i))
    b("showpage")
    # "ś" is not in Latin-1: the lab printed it without the accent (done above)
    return "%!PS-Adobe-3.0\n%%Creator: LabSys Druckdienst 4.2 (PostScript)\n%%Title: Befund 6620413309\n" \
        "%%Pages: 1\n%%EndComments\n" + e.prolog() + "\n".join(body) + "\n%%EOF\n"


def d3_ps():
    """Czech report: every glyph placed alone (tracking 0.35 pt), numbers right-aligned, objects shuffled."""
    e = Enc()
    ops = []  # (font, size, text, x, y, align)
    y = 560
    for title, rs in D3["sections"]:
        ops.append(("B", 9.5, title, 50, y, "l"))
        y -= 14
        for r in rs:
            label, val, unit, rng, flag = r[:5]
            ops.append(("R", 9, label, 58, y, "l"))
            ops.append(("B" if flag else "R", 9, val, 300, y, "r"))
            if unit:
                ops.append(("R", 9, unit, 312, y, "l"))
            ops.append(("R", 9, rng, 470, y, "r"))
            if flag:
                ops.append(("B", 9, flag, 500, y, "l"))
            y -= 12.5
        y -= 6
    heads = [("Vyšetření", 58, "l"), ("Výsledek", 300, "r"), ("Jednotky", 312, "l"), ("Referenční meze", 470, "r"),
             ("Pozn.", 500, "l")]
    for t, x, al in heads:
        ops.append(("B", 8.5, t, x, 578, al))
    info = [
        ("Nemocnice Podkrkonoší a.s.", "B", 13, 50, 800),
        ("Oddělení klinické biochemie a hematologie", "R", 9, 50, 787),
        ("Horská 415, 541 01 Trutnov · tel. 499 866 210", "R", 8, 50, 776),
        ("VÝSLEDKOVÝ LIST", "B", 12, 400, 800),
        ("Jméno pacienta:", "R", 8.5, 50, 740), ("Szczepaniak Dorota", "B", 8.5, 140, 740),
        ("Rodné číslo:", "R", 8.5, 50, 728), ("785419/3006", "R", 8.5, 140, 728),
        ("ID pacienta:", "R", 8.5, 50, 716), ("NPK-0071942", "R", 8.5, 140, 716),
        ("Pojišťovna:", "R", 8.5, 50, 704), ("111", "R", 8.5, 140, 704),
        ("Žádanka č.:", "R", 8.5, 320, 740), ("1014-25-06633", "R", 8.5, 410, 740),
        ("Odesílající lékař:", "R", 8.5, 320, 728), ("MUDr. Radek Šimůnek", "R", 8.5, 410, 728),
        ("Datum odběru:", "R", 8.5, 320, 716), ("14.10.2025 7:35", "R", 8.5, 410, 716),
        ("Příjem materiálu:", "R", 8.5, 320, 704), ("14.10.2025 8:02", "R", 8.5, 410, 704),
        ("Diagnóza: E03.9", "R", 8.5, 50, 690), ("Oddělení: Interní ambulance", "R", 8.5, 320, 690),
        ("Výsledky ověřila: Mgr. Petra Vondráčková  15.10.2025 06:40", "R", 8, 50, 120),
        ("H = hodnota nad referenčními mezemi, L = pod mezemi.", "R", 8, 50, 108),
        ("Tisk: 15.10.2025 07:12     Strana 1/1", "R", 8, 50, 60),
    ]
    for t, f, s, x, yy in info:
        ops.append((f, s, t, x, yy, "l"))
    random.Random(1814).shuffle(ops)
    body = ["/TR 0.35 def",
            "/G { % (str) x y -> each glyph placed alone",
            "  /yy exch def /xx exch def { /c exch def (x) dup 0 c put dup xx yy moveto show",
            "  stringwidth pop TR add xx add /xx exch def } forall } def",
            "/W { 0 exch { (x) dup 0 4 -1 roll put stringwidth pop TR add add } forall } def"]
    for f, s, t, x, yy, al in ops:
        body.append("%s %s" % (s, f))
        if al == "r":
            body.append("%s dup W %d exch sub %.1f G" % (e.ps(t), x, yy))
        else:
            body.append("%s %d %.1f G" % (e.ps(t), x, yy))
    body.append("0.5 setlinewidth 50 590 moveto 545 590 lineto stroke 50 572 moveto 545 572 lineto stroke")
    body.append("showpage")
    return "%!PS-Adobe-3.0\n%%Creator: OpenLIMS print driver 2.1\n%%Pages: 1\n%%EndComments\n" \
        "<< /PageSize [595 842] >> setpagedevice\n" + e.prolog() + "\n".join(body) + "\n%%EOF\n"


# ---------------------------------------------------------------- write sources and specs
def write(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)


def main():
    write("d1.ms", d1_roff())
    write("d7.ms", d7_roff())
    with open(os.path.join(OUT, "d2.ps"), "w", encoding="latin-1") as f:
        f.write(d2_ps())
    with open(os.path.join(OUT, "d3.ps"), "w", encoding="latin-1") as f:
        f.write(d3_ps())
    for name, d in [("d4.json", D4), ("d5.json", D5), ("d6.json", D6), ("d8.json", D8)]:
        write(name, json.dumps(d, ensure_ascii=False, indent=1))


def truth():
    rows, docs, excluded = [], {}, []

    def add_doc(d, layout):
        path = os.path.join(DOCS, d["file"])
        h = hashlib.sha256(open(path, "rb").read()).hexdigest()
        docs[d["file"]] = {"sha256": h, "rows": 0, "layout": layout}

    def add(d, date, r):
        row = truth_row(d["file"], date, r, [r[0], r[1], r[2], r[3], flag_text(r[4])])
        if d is D4 and r[3]:  # pdf-lib report prints "(<5.0)", "(0.50-1.70)"
            row["range_printed"] = "(" + r[3].replace(" ", "") + ")"
            row["printed"][3] = row["range_printed"]
        if d is D5:  # pdfkit report prints the range as fields "0,27" "–" "4,20"
            row["range_printed"] = r[3].replace(" - ", " – ")
            row["printed"][3] = row["range_printed"]
        rows.append(row)
        docs[d["file"]]["rows"] += 1

    add_doc(D1, "groff + tbl through ps2pdf: Polish hospital LIS report, boxed table broken over two pages "
                "under a repeated head, page header with the patient, H/L flag column, a pending folate row")
    for _, rs in D1["sections"]:
        for r in rs:
            add(D1, D1["date"], (d1_text(r[0]),) + tuple(r[1:]))
    excluded.append({"doc": D1["file"], "label_as_printed": "Kwas foliowy", "printed": "w opracowaniu",
                     "why": "pending: no result"})
    add_doc(D2, "hand-written PostScript through ps2pdf: German Endbefund drawn rotated on a portrait page "
                "(landscape through /Rotate), fields drawn column by column, right-aligned values, "
                "Symbol-font arrows, HbA1c in % and mmol/mol")
    for _, rs in D2["sections"]:
        for r in rs:
            add(D2, D2["date"], r)
    add_doc(D3, "hand-written PostScript through ps2pdf: Czech hospital list, every glyph placed alone "
                "with tracking, text objects drawn in shuffled order, µkat/l, hematocrit as a fraction "
                "without unit, a urine strip section")
    for _, rs in D3["sections"]:
        for r in rs:
            add(D3, D3["date"], r)
    add_doc(D4, "pdf-lib: UK NHS trust portal download of three orders (three pages, three collection "
                "dates, day-first), the second page landscape through /Rotate 90, every field a separate "
                "text object drawn in shuffled order")
    for o in D4["orders"]:
        for _, rs in o["sections"]:
            for r in rs:
                add(D4, o["date"], r)
    add_doc(D5, "pdfkit (embedded DejaVu, kerning TJ arrays): Polish private lab portal download of two "
                "orders, labels in two runs, range printed as low / dash / high fields")
    for o in D5["orders"]:
        for r in o["rows"]:
            add(D5, o["date"], r)
    add_doc(D6, "jsPDF: US national-lab style report, month-first dates, table broken over two pages "
                "with the page header repeated, High flags column")
    for _, rs in D6["sections"]:
        for r in rs:
            add(D6, D6["date"], r)
    add_doc(D7, "groff ms with tab stops (no tbl) through ps2pdf: Czech private lab portal print of two "
                "orders on two pages, arrow flags from the Symbol font, kIU/l")
    for o in D7["orders"]:
        for r in o["rows"]:
            add(D7, o["date"], r)
    add_doc(D8, "pdf-lib: German hospital emergency-department print, landscape through /Rotate 270, every "
                "word drawn in pieces of one to four letters, collected late evening and reported after "
                "midnight, coagulation with Quick %, a urine strip with qualitative results")
    for _, rs in D8["sections"]:
        for r in rs:
            add(D8, D8["date"], r)
    t = {
        "about": "Blind held-out set-18 (helper blind18, 2026-12-07): lab PDFs NOT printed by a browser "
                 "(groff, hand PostScript through Ghostscript, pdf-lib, pdfkit, jsPDF) for one fictional "
                 "woman born 1978 (Hashimoto thyroiditis, iron deficiency), results 2024-02 to 2026-03 "
                 "in Polish, German, Czech, UK and US English. Derived from gen/data.py, not from the importer.",
        "conventions": {
            "date": "collection date (Data pobrania / Entnahme / Datum odběru / Odběr / Collected), never "
                    "received, reported, validated or print dates; each order of a multi-order PDF has its own",
            "value": "number, or the printed string for qualitative results; '<0,6' -> 0.6 with '<'",
            "unit": "as printed; null when none is printed (Czech hematocrit fraction, urine pH)",
            "ranges": "'a - b' -> ref_low/ref_high; '< x' -> ref_high; '> x' / '>59' -> ref_low; "
                      "qualitative -> ref_text",
            "abnormal": "true when flagged (H, L, High, arrows), false otherwise",
            "panel": "the Czech 'MOČ CHEMICKY' section is urine",
        },
        "documents": docs,
        "rows": rows,
        "excluded": excluded,
        "identity": IDENTITY,
    }
    with open(os.path.join(HERE, "..", "truth.json"), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=2)
    print("truth rows:", len(rows))


if __name__ == "__main__":
    if sys.argv[1:] == ["truth"]:
        truth()
    else:
        main()
