# Czech documents (exec'd by make.py): a private lab report with a Hodnocení scale, a hospital
# Kumulativní nález over two pages, and a portal export as a cp1250 CSV.
import html as _h

# ---------------------------------------------------------------- 1. private lab, Chromium
D1 = "CZ_Laborator_Plzen_vysledky_Kucerova_2025-03.pdf"
D1_DATE = "2025-03-11"
CZ1 = [
    ("HEMATOLOGIE", None),
    ("B_Leukocyty", "WBC", "6,2", "10^9/l", "4,0", "10,0"),
    ("B_Erytrocyty", "RBC", "4,38", "10^12/l", "3,80", "5,20"),
    ("B_Hemoglobin", "HGB", "131", "g/l", "120", "160"),
    ("B_Hematokrit", "HCT", "0,398", "l/l", "0,350", "0,470"),
    ("B_MCV", "MCV", "90,9", "fl", "82,0", "98,0"),
    ("B_MCH", "MCH", "29,9", "pg", "28,0", "34,0"),
    ("B_MCHC", "MCHC", "329", "g/l", "320", "360"),
    ("B_Trombocyty", "PLT", "247", "10^9/l", "150", "400"),
    ("KLINICKÁ BIOCHEMIE", None),
    ("S_Sodík", "NA", "141", "mmol/l", "136", "145"),
    ("S_Draslík", "K", "4,6", "mmol/l", "3,5", "5,1"),
    ("S_Chloridy", "CL", "103", "mmol/l", "98", "107"),
    ("S_Urea", "UREA", "5,8", "mmol/l", "2,8", "8,1"),
    ("S_Kreatinin", "CREA", "78", "µmol/l", "49", "90"),
    ("eGFR (CKD-EPI)", "EGFR", "1,21", "ml/s/1,73m2", "1,00", None),
    ("S_Kyselina močová", "URIC_ACID", "392", "µmol/l", "143", "339"),
    ("S_Bilirubin celkový", "BILI", "11,4", "µmol/l", "5,0", "21,0"),
    ("S_ALT", "ALT", "0,71", "µkat/l", "0,10", "0,58"),
    ("S_AST", "AST", "0,52", "µkat/l", "0,10", "0,54"),
    ("S_GGT", "GGT", "0,94", "µkat/l", "0,10", "0,68"),
    ("S_ALP", "ALP", "1,18", "µkat/l", "0,58", "1,74"),
    ("S_Glukóza", "GLU", "6,3", "mmol/l", "3,9", "5,6"),
    ("B_Glykovaný hemoglobin (HbA1c)", "HBA1C", "44", "mmol/mol", "20", "42"),
    ("S_Cholesterol", "CHOL", "6,12", "mmol/l", "2,90", "5,00"),
    ("S_HDL cholesterol", "HDL", "1,38", "mmol/l", "1,20", "2,70"),
    ("S_LDL cholesterol", "LDL", "4,01", "mmol/l", "1,20", "3,00"),
    ("S_Triacylglyceroly", "TG", "1,62", "mmol/l", "0,45", "1,70"),
    ("S_CRP", "CRP", "<5", "mg/l", "0", "5"),
    ("IMUNOCHEMIE", None),
    ("S_TSH", "TSH", "2,84", "mIU/l", "0,27", "4,20"),
    ("S_fT4", "FT4", "15,2", "pmol/l", "12,0", "22,0"),
]


def scale(v, lo, hi):
    """The Hodnocení column: |·····| between the limits, * where the value falls."""
    width = 11
    if lo is None:
        lo_f = 0.0
    else:
        lo_f = num(lo)
    if v.startswith("<"):
        return "|*··········|"
    x = num(v)
    if hi is None:
        return "|··········*|" if x >= lo_f else "*|···········|"
    hi_f = num(hi)
    if x < lo_f:
        return "*|···········|"
    if x > hi_f:
        return " |···········|*"
    pos = int(round((x - lo_f) / (hi_f - lo_f) * (width - 1)))
    cells = ["·"] * width
    cells[pos] = "*"
    return "|" + "".join(cells) + "|"


def doc1():
    trs = []
    for row in CZ1:
        if row[1] is None:
            trs.append(f'<tr class="sec"><td colspan="5">{row[0]}</td></tr>')
            continue
        label, code, v, unit, lo, hi = row
        rp = (lo + " – " + hi) if hi else ("> " + lo)
        cmp = None
        val = v
        if v.startswith("<"):
            cmp, val = "<", v[1:]
        x = num(val)
        ab = (hi is not None and x > num(hi)) or (lo is not None and x < num(lo) and cmp is None)
        mark = scale(v, lo, hi)
        shown = v.replace("<", "&lt; ")
        trs.append(f'<tr><td>{_h.escape(label)}</td><td class="v">{"<b>" + shown + "</b>" if ab else shown}</td>'
                   f'<td>{unit}</td><td class="r">{rp}</td><td class="m">{mark}</td></tr>')
        add(D1, label, code, D1_DATE, val, unit, (lo, hi, rp) if hi else (lo, None, rp), ab,
            [label, v.replace("<", "< "), unit, rp, mark], comparator=cmp)
    html = f"""<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4; margin: 14mm 14mm 18mm 14mm; }}
body {{ font-family: 'DejaVu Sans', sans-serif; font-size: 9.2pt; }}
.hdr {{ display: flex; justify-content: space-between; border-bottom: 2px solid #1b4f8a; padding-bottom: 4px; }}
.logo {{ font-size: 17pt; font-weight: bold; color: #1b4f8a; }}
.small {{ font-size: 7.6pt; color: #444; }}
table.id {{ width: 100%; margin: 6px 0; font-size: 8.6pt; border-collapse: collapse; }}
table.id td {{ padding: 1px 4px; vertical-align: top; }}
table.res {{ width: 100%; border-collapse: collapse; margin-top: 6px; }}
table.res th {{ text-align: left; border-bottom: 1px solid #000; font-size: 8.4pt; }}
table.res td {{ padding: 1.5px 3px; }}
td.v {{ text-align: right; width: 60px; }}
td.m {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 8.2pt; white-space: pre; }}
tr.sec td {{ font-weight: bold; padding-top: 7px; border-bottom: 0.5px dotted #777; }}
.foot {{ position: fixed; bottom: 0; left: 0; right: 0; font-size: 7.4pt; color: #555; border-top: 0.5px solid #999; }}
</style></head><body>
<div class="hdr"><div><div class="logo">LABORATOŘ ZÁPADOČESKÁ s.r.o.</div>
<div class="small">Laboratoř klinické biochemie a hematologie · Alej Svobody 1420/33, 323 00 Plzeň · tel. 377 540 210<br>
IČO 29114520 · akreditovaná zdravotnická laboratoř č. 8241 dle ČSN EN ISO 15189:2023</div></div>
<div class="small" style="text-align:right">VÝSLEDKOVÝ LIST<br>Žádanka č.: 2503110482<br>Vzorek: V-25-018834</div></div>
<table class="id">
<tr><td><b>Pacient:</b> KUČEROVÁ JAROSLAVA</td><td><b>Rodné číslo:</b> 715612/0423</td><td><b>Pojišťovna:</b> 111</td></tr>
<tr><td><b>Datum narození:</b> 12.06.1971 &nbsp; <b>Pohlaví:</b> Ž</td><td colspan="2"><b>Bydliště:</b> Třebízského 1187/14, 301 00 Plzeň</td></tr>
<tr><td><b>Odesílající lékař:</b> MUDr. Radek Šťastný</td><td><b>IČP:</b> 23145678</td><td><b>Odd.:</b> praktický lékař</td></tr>
<tr><td><b>Odběr:</b> 11.03.2025 07:42</td><td><b>Příjem:</b> 11.03.2025 10:05</td><td><b>Vydáno:</b> 12.03.2025 14:20</td></tr>
</table>
<table class="res"><tr><th>Vyšetření</th><th style="text-align:right">Výsledek</th><th>Jednotky</th><th>Ref. meze</th><th>Hodnocení</th></tr>
{''.join(trs)}
<tr><td colspan="5" style="padding-top:8px">S_Vitamin D (25-OH) &nbsp;&nbsp; <i>výsledek bude doplněn</i></td></tr>
</table>
<p class="small" style="margin-top:10px"><b>Poznámka:</b> sérum lehce lipemické. Hodnoty eGFR vypočteny dle CKD-EPI (2021).
Přepočet HbA1c: 44 mmol/mol (IFCC) odpovídá 6,2 % (DCCT).<br>
Referenční meze platí pro ženy 18–60 let. Hodnocení: |····| rozmezí ref. mezí, * poloha výsledku.</p>
<p class="small">Validoval: Mgr. Kateřina Hošková, odborný pracovník v laboratorních metodách &nbsp;·&nbsp; Vytištěno: 13.03.2025 08:01</p>
<div class="foot">Laboratoř Západočeská s.r.o. · KUČEROVÁ JAROSLAVA · 715612/0423 · Strana 1/1 · Výsledky jsou určeny pouze ošetřujícímu lékaři.</div>
</body></html>"""
    chromium(html, os.path.join(DOCS, D1))
    excl(D1, "S_Vitamin D (25-OH)", "výsledek bude doplněn", "pending: no value")
    excl(D1, "HbA1c (DCCT)", "6,2 %", "a recalculation of the HbA1c row quoted in the note, not a second result")
    DOCINFO[D1] = "Czech private lab report (Chromium): Odběr/Příjem/Vydáno, S_/B_ prefixes, catalytic units, Hodnocení scale drawn in characters"


# ---------------------------------------------------------------- 2. hospital cumulative, Chromium
D2 = "KNZ_Kumulativni_nalez_interna_2025-05.pdf"
D2_DATES = ["2025-05-14", "2025-05-15", "2025-05-17", "2025-05-20"]
D2_HEAD = ["14.05.25<br>06:05", "15.05.25<br>05:50", "17.05.25<br>06:20", "20.05.25<br>06:10"]
CZ2_P1 = [
    ("Biochemie – sérum", None),
    ("Na", "NA", "mmol/l", "136", "145", ["134", "137", "139", "140"]),
    ("K", "K", "mmol/l", "3,5", "5,1", ["3,3", "3,7", "4,1", "4,3"]),
    ("Urea", "UREA", "mmol/l", "2,8", "8,1", ["9,4", "7,8", "6,1", "5,5"]),
    ("Kreatinin", "CREA", "µmol/l", "49", "90", ["112", "98", "84", "80"]),
    ("CRP", "CRP", "mg/l", "0,0", "5,0", ["148,6", "121,0", "64,2", "18,9"]),
    ("Prokalcitonin", "PCT", "µg/l", "0,00", "0,05", ["2,14", "1,05", "zruš.", "0,18"]),
    ("ALT", "ALT", "µkat/l", "0,10", "0,58", ["0,62", "", "0,58", ""]),
    ("AST", "AST", "µkat/l", "0,10", "0,54", ["0,55", "", "0,49", ""]),
    ("Albumin", "ALBUMIN", "g/l", "35,0", "52,0", ["31,2", "", "33,5", "35,8"]),
    ("Glukóza", "GLU", "mmol/l", "3,9", "5,6", ["8,2", "7,1", "6,4", "5,9"]),
]
CZ2_P2 = [
    ("Hematologie – krevní obraz", None),
    ("Leukocyty", "WBC", "10^9/l", "4,0", "10,0", ["15,8", "13,2", "9,6", "7,4"]),
    ("Hemoglobin", "HGB", "g/l", "120", "160", ["118", "114", "116", "121"]),
    ("Hematokrit", "HCT", "l/l", "0,350", "0,470", ["0,352", "0,341", "0,349", "0,362"]),
    ("Trombocyty", "PLT", "10^9/l", "150", "400", ["312", "298", "334", "356"]),
    ("Koagulace", None),
    ("INR", "INR", "", "0,80", "1,20", ["1,12", "", "1,05", ""]),
    ("APTT", "APTT", "s", "25,0", "37,0", ["31,4", "", "", ""]),
]


def cum_rows(rows):
    out = []
    for row in rows:
        if row[1] is None:
            out.append(f'<tr class="sec"><td colspan="7">{row[0]}</td></tr>')
            continue
        label, code, unit, lo, hi, vals = row
        rp = lo + " – " + hi
        cells = []
        for d, v in zip(D2_DATES, vals):
            if v == "":
                cells.append("<td></td>")
                continue
            if v == "zruš.":
                cells.append('<td class="v">zruš.</td>')
                excl(D2, label, "zruš. (" + d + ")", "cancelled (zrušeno): no value")
                continue
            x = num(v)
            ab = x > num(hi) or x < num(lo)
            arrow = " ↑" if x > num(hi) else (" ↓" if x < num(lo) else "")
            cells.append(f'<td class="v">{v}{arrow}</td>')
            add(D2, label, code, d, v, unit or None, (lo, hi, rp), ab, [label, unit, rp, v + arrow])
        out.append(f'<tr><td>{label}</td><td>{unit}</td><td>{rp}</td>{"".join(cells)}</tr>')
    return "".join(out)


def cum_head(page):
    return f"""<div class="hdr"><b>KRAJSKÁ NEMOCNICE ZÁPADNÍ ČECHY, a.s.</b> – Interní oddělení, stanice 3B
<span style="float:right">Kumulativní nález &nbsp; Strana {page}/2</span></div>
<div class="pt">Pacient: <b>Kučerová Jaroslava</b> &nbsp; RČ: 715612/0423 &nbsp; nar. 12.06.1971 &nbsp; Číslo hospitalizace: 25/04417 &nbsp; Ošetřující lékař: MUDr. Ilona Vávrová</div>
<table class="res"><tr><th style="width:32%">Vyšetření</th><th>Jedn.</th><th>Ref. meze</th>{''.join('<th class="v">' + h + '</th>' for h in D2_HEAD)}</tr>"""


def doc2():
    html = f"""<!doctype html><html lang="cs"><head><meta charset="utf-8"><style>
@page {{ size: A4 landscape; margin: 12mm 12mm 14mm 12mm; }}
body {{ font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; }}
.hdr {{ border-bottom: 1.5px solid #000; padding-bottom: 3px; font-size: 10pt; }}
.pt {{ margin: 4px 0 6px; font-size: 8.8pt; }}
table.res {{ width: 100%; border-collapse: collapse; }}
table.res th {{ border-bottom: 1px solid #000; text-align: left; font-size: 8.6pt; }}
table.res td {{ padding: 2px 4px; border-bottom: 0.3px solid #ccc; }}
.v {{ text-align: right; }}
tr.sec td {{ font-weight: bold; background: #e8e8e8; }}
.pb {{ page-break-after: always; }}
.foot {{ margin-top: 8px; font-size: 7.6pt; color: #333; }}
</style></head><body>
<div class="pb">{cum_head(1)}{cum_rows(CZ2_P1)}</table>
<div class="foot">↑ ↓ hodnota mimo referenční meze · zruš. = vyšetření zrušeno (hemolýza) · Tisk: 21.05.2025 13:12 NIS AMIS*H · uživatel: vavrova</div></div>
<div>{cum_head(2)}{cum_rows(CZ2_P2)}</table>
<div class="foot">Vysvětlivky: ↑ ↓ hodnota mimo referenční meze · Laboratoř OKB KNZČ, akreditace č. 8107 · Tisk: 21.05.2025 13:12</div></div>
</body></html>"""
    chromium(html, os.path.join(DOCS, D2))
    DOCINFO[D2] = "Czech hospital Kumulativní nález (Chromium, landscape, two pages): dates with times as columns, arrows glued to values, a cancelled cell, header repeated on page 2"


# ---------------------------------------------------------------- 8. portal CSV, cp1250
D8 = "CZ_portal_pacienta_export_vysledku.csv"
CZ8 = [
    ("20.08.2024", "07:35", "GLU", "S_Glukóza", "5,9", "mmol/l", "3,9", "5,6"),
    ("20.08.2024", "07:35", "CHOL", "S_Cholesterol", "5,88", "mmol/l", "2,90", "5,00"),
    ("20.08.2024", "07:35", "LDL", "S_LDL cholesterol", "3,84", "mmol/l", "1,20", "3,00"),
    ("20.08.2024", "07:35", "HDL", "S_HDL cholesterol", "1,41", "mmol/l", "1,20", "2,70"),
    ("20.08.2024", "07:35", "TG", "S_Triacylglyceroly", "1,32", "mmol/l", "0,45", "1,70"),
    ("20.08.2024", "07:35", "CREA", "S_Kreatinin", "74", "µmol/l", "49", "90"),
    ("20.08.2024", "07:35", "ALT", "S_ALT", "0,55", "µkat/l", "0,10", "0,58"),
    ("20.08.2024", "07:35", "GGT", "S_GGT", "0,81", "µkat/l", "0,10", "0,68"),
    ("05.11.2024", "08:10", "TSH", "S_TSH", "3,05", "mIU/l", "0,27", "4,20"),
    ("05.11.2024", "08:10", "FT4", "S_fT4", "14,8", "pmol/l", "12,0", "22,0"),
    ("05.11.2024", "08:10", "GLU", "S_Glukóza", "6,1", "mmol/l", "3,9", "5,6"),
    ("05.11.2024", "08:10", "HBA1C", "B_HbA1c (IFCC)", "42", "mmol/mol", "20", "42"),
    ("05.11.2024", "08:10", "HGB", "B_Hemoglobin", "134", "g/l", "120", "160"),
    ("05.11.2024", "08:10", "VIT_D", "S_25-OH vitamin D", "58", "nmol/l", "75", "250"),
    ("16.09.2025", "07:52", "GLU", "S_Glukóza", "5,7", "mmol/l", "3,9", "5,6"),
    ("16.09.2025", "07:52", "HBA1C", "B_HbA1c (IFCC)", "41", "mmol/mol", "20", "42"),
    ("16.09.2025", "07:52", "CHOL", "S_Cholesterol", "5,21", "mmol/l", "2,90", "5,00"),
    ("16.09.2025", "07:52", "LDL", "S_LDL cholesterol", "3,12", "mmol/l", "1,20", "3,00"),
    ("16.09.2025", "07:52", "URIC_ACID", "S_Kyselina močová", "361", "µmol/l", "143", "339"),
    ("16.09.2025", "07:52", "CRP", "S_CRP", "<1", "mg/l", "0", "5"),
]


def doc8():
    lines = ["Portál pacienta – export výsledků laboratorních vyšetření",
             "Pacient;Kučerová Jaroslava", "Rodné číslo;715612/0423", "Exportováno;16.10.2025 19:44", "",
             "Datum odběru;Čas odběru;Vyšetření;Výsledek;Jednotka;Ref. rozmezí;Příznak;Poznámka"]
    for d, t, code, label, v, unit, lo, hi in CZ8:
        cmp, val = (("<", v[1:]) if v.startswith("<") else (None, v))
        x = num(val)
        flag = "H" if x > num(hi) else ("L" if x < num(lo) and cmp is None else "")
        rp = lo + " - " + hi
        note = ""
        if code == "GLU":
            note = "nalačno"
        lines.append(";".join([d, t, label, v, unit, rp, flag, note]))
        iso = "-".join(reversed(d.split(".")))
        add(D8, label, code, iso, val, unit, (lo, hi, rp), flag != "", [d, label, v, unit, rp, flag], comparator=cmp)
    lines.append("16.09.2025;07:52;S_Vitamin B12;nehodnoceno;pmol/l;145 - 569;;hemolýza vzorku")
    excl(D8, "S_Vitamin B12", "nehodnoceno (hemolýza vzorku)", "not assessed: haemolysed sample")
    with open(os.path.join(DOCS, D8), "wb") as f:
        f.write(("\r\n".join(lines) + "\r\n").encode("cp1250"))
    DOCINFO[D8] = "Czech patient-portal export, CSV in windows-1250 with CRLF and ';', preamble lines, one row per result over three dates"


doc1()
doc2()
doc8()
