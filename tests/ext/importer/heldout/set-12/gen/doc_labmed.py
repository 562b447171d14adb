"""LABMED e-mail whose HTML body holds the results table (ISO-8859-2, quoted-printable): no µ in that
charset, so the lab writes uIU/ml; flags as '*' after the value; ranges '< x', '> x', 'a - b'."""
from people import PATIENT as P
from rows import row

DOC = "Wyniki_badan_LABMED_03.06.2025.eml"
DATE = "2025-06-03"

# label, code, printed value, unit, printed range, lo, hi, flagged
ROWS = [
    ("Glukoza na czczo", "GLU", "98", "mg/dl", "70 - 99", "70", "99", False),
    ("Cholesterol całkowity", "CHOL", "231", "mg/dl", "< 190", None, "190", True),
    ("Cholesterol HDL", "HDL", "58", "mg/dl", "> 45", "45", None, False),
    ("Cholesterol LDL (wyliczony)", "LDL", "148", "mg/dl", "< 115", None, "115", True),
    ("Triglicerydy", "TG", "124", "mg/dl", "< 150", None, "150", False),
    ("Cholesterol nie-HDL", "NON_HDL", "173", "mg/dl", "< 145", None, "145", True),
    ("AlAT (ALT)", "ALT", "21", "U/l", "< 35", None, "35", False),
    ("AspAT (AST)", "AST", "19", "U/l", "< 35", None, "35", False),
    ("GGTP", "GGT", "14", "U/l", "6 - 42", "6", "42", False),
    ("Kreatynina", "CREA", "0,74", "mg/dl", "0,51 - 0,95", "0,51", "0,95", False),
    ("TSH", "TSH", "2,87", "uIU/ml", "0,27 - 4,20", "0,27", "4,20", False),
    ("Witamina 25(OH)D", "VIT_D", "27,4", "ng/ml", "30 - 50", "30", "50", True),
    ("Sód", "NA", "139", "mmol/l", "136 - 145", "136", "145", False),
    ("Potas", "K", "4,3", "mmol/l", "3,5 - 5,1", "3,5", "5,1", False),
]


def rows():
    out = []
    for lab, code, v, u, rng, lo, hi, fl in ROWS:
        out.append(row(DOC, DATE, lab, code, v, u, rng, lo, hi, fl,
                       printed=[lab, v + (" *" if fl else ""), u, rng]))
    # eGFR printed '> 90' with range '> 60'
    out.append(row(DOC, DATE, "eGFR (CKD-EPI 2021)", "EGFR", ">90", "ml/min/1,73m2", "> 60", "60", None,
                   False, printed=["eGFR (CKD-EPI 2021)", "> 90", "ml/min/1,73m2", "> 60"]))
    return out


def html():
    trs = []
    for lab, code, v, u, rng, lo, hi, fl in ROWS:
        vv = f"<b>{v} *</b>" if fl else v
        trs.append(f'<tr><td style="padding:3px 8px;border-bottom:1px solid #ddd">{lab}</td>'
                   f'<td style="padding:3px 8px;border-bottom:1px solid #ddd;text-align:right">{vv}</td>'
                   f'<td style="padding:3px 8px;border-bottom:1px solid #ddd">{u}</td>'
                   f'<td style="padding:3px 8px;border-bottom:1px solid #ddd">{rng.replace("<", "&lt;").replace(">", "&gt;")}</td></tr>')
        if code == "CREA":
            trs.append('<tr><td style="padding:3px 8px;border-bottom:1px solid #ddd">eGFR (CKD-EPI 2021)</td>'
                       '<td style="padding:3px 8px;border-bottom:1px solid #ddd;text-align:right">&gt; 90</td>'
                       '<td style="padding:3px 8px;border-bottom:1px solid #ddd">ml/min/1,73m2</td>'
                       '<td style="padding:3px 8px;border-bottom:1px solid #ddd">&gt; 60</td></tr>')
    return f"""<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"></head>
<body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#222">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #c8d3e0"><tr><td style="background:#1d4e89;color:#fff;padding:10px 14px">
<span style="font-size:18px;font-weight:bold">LABMED</span> Centrum Diagnostyki Medycznej<br>
<span style="font-size:11px">ul. Głogowska 112, 60-243 Poznań &middot; tel. 61 866 41 00 &middot; rejestracja@labmed.example</span></td></tr>
<tr><td style="padding:12px 14px">
<p>Szanowna Pani Halino,</p>
<p>poniżej przesyłamy wyniki badań wykonanych w naszym laboratorium. Wyniki należy skonsultować z lekarzem.</p>
<table cellpadding="0" cellspacing="0" style="font-size:12px;margin:6px 0 10px">
<tr><td style="padding:1px 10px 1px 0;color:#666">Pacjent:</td><td>{P['name']}</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">PESEL:</td><td>{P['pesel']}</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Data urodzenia:</td><td>{P['birth']}</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Adres:</td><td>{P['street']}, {P['city']}</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Nr zlecenia:</td><td>25/06/03/0417 (kod kreskowy LM-0417-0603)</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Materiał pobrano:</td><td>03.06.2025, godz. 07:15</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Wynik wydano:</td><td>03.06.2025, godz. 15:40</td></tr>
<tr><td style="padding:1px 10px 1px 0;color:#666">Lekarz kierujący:</td><td>lek. Marta Olszewska</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:12px;width:100%">
<tr style="background:#e8eef6"><th align="left" style="padding:4px 8px">Badanie</th><th align="right" style="padding:4px 8px">Wynik</th><th align="left" style="padding:4px 8px">Jedn.</th><th align="left" style="padding:4px 8px">Norma</th></tr>
{''.join(trs)}
</table>
<p style="font-size:11px;color:#555">* wynik poza zakresem wartości referencyjnych.<br>
Witamina 25(OH)D: niedobór &lt; 20 ng/ml, stężenie suboptymalne 20 - 30 ng/ml, optymalne 30 - 50 ng/ml.<br>
Wyniki zatwierdził: mgr Tomasz Leśniak, diagnosta laboratoryjny.</p>
<p style="font-size:11px;color:#555">Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać. Wersję PDF wyniku można pobrać w serwisie e-wyniki po zalogowaniu numerem zlecenia.</p>
</td></tr></table></body></html>"""
