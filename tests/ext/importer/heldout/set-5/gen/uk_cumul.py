"""Doc 8: a UK hospital cumulative table with markers as COLUMNS and dates as ROWS: units in the header of
each column group, a reference row under the header, two-digit years with times, 'H'/'L' suffixes, '-'
for not measured and 'HAEM' for a haemolysed potassium."""
from common import R, X, esc

DOC = "LTHT_cumulative_Biochemistry_Haematology.pdf"
CSS = """
body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:8pt;margin:0}
@page{size:A4 landscape;margin:10mm}
table{border-collapse:collapse;width:100%;margin-top:6px}
th,td{border:1px solid #666;padding:2px 3px;text-align:center}
th.g{background:#cfd8e3}
tr.ref td{color:#555;font-size:7pt;background:#f3f3f3}
td.l{text-align:left;white-space:nowrap}
.foot{position:fixed;bottom:0;width:100%;font-size:7pt;border-top:1px solid #999}
"""

# group, [(abbrev, code, unit, ref text, lo, hi)]
GROUPS = [
    ("Renal profile", [("Na", "NA", "mmol/L", "133-146", 133, 146), ("K", "K", "mmol/L", "3.5-5.3", 3.5, 5.3),
                       ("Urea", "UREA", "mmol/L", "2.5-7.8", 2.5, 7.8), ("Creat", "CREA", "umol/L", "45-84", 45, 84)]),
    ("Liver profile", [("Bili", "BILI", "umol/L", "0-21", 0, 21), ("ALT", "ALT", "U/L", "0-33", 0, 33),
                       ("ALP", "ALP", "U/L", "30-130", 30, 130), ("Alb", "ALBUMIN", "g/L", "35-50", 35, 50)]),
    ("Full blood count", [("Hb", "HGB", "g/L", "115-165", 115, 165), ("WCC", "WBC", "x10^9/L", "4.0-11.0", 4, 11),
                          ("Plt", "PLT", "x10^9/L", "150-450", 150, 450)]),
    ("", [("CRP", "CRP", "mg/L", "0-5", 0, 5)]),
]
DATES = [  # printed date, iso, values in column order
    ("02/08/25 09:14", "2025-08-02", ["141", "4.1", "3.9", "61", "9", "22", "84", "43", "121", "6.4", "301", "<4"]),
    ("03/08/25 06:02", "2025-08-03", ["139", "HAEM", "4.4", "66", "-", "-", "-", "-", "113 L", "11.8 H", "288", "38 H"]),
    ("04/08/25 06:20", "2025-08-04", ["138", "3.4 L", "4.0", "63", "11", "41 H", "97", "39", "112 L", "9.7", "276", "21 H"]),
    ("07/08/25 10:45", "2025-08-07", ["140", "4.2", "-", "-", "-", "-", "-", "-", "118", "7.1", "309", "6 H"]),
]


def html():
    cols = [c for _, g in GROUPS for c in g]
    o = [f"<!doctype html><meta charset=utf-8><style>{CSS}</style><body>"]
    o.append("""<div style='display:flex;justify-content:space-between;border-bottom:2px solid #005eb8'><div><b style='color:#005eb8;font-size:11pt'>Leeds Teaching Hospitals NHS Trust</b><br>Blood Sciences - Cumulative Report (Biochemistry / Haematology)</div>
<div style='text-align:right'>Printed: 11/08/25 14:03<br>Location: Ward J22 (Acute Medicine), St James's University Hospital</div></div>
<div style='margin-top:4px'>Patient: <b>KOVALCHUK, Olena</b> &nbsp; DOB: 23/02/1979 &nbsp; Sex: F &nbsp; NHS No: 485 777 3457 &nbsp; Hosp No: J4418207 &nbsp; Consultant: Dr R. Haworth</div>
<div class=foot>KOVALCHUK, Olena &nbsp; NHS No 485 777 3457 &nbsp; Hosp No J4418207 &nbsp; Cumulative report - results authorised by Blood Sciences, Leeds. Page 1 of 1</div>""")
    o.append("<table><tr><th rowspan=2 class=g>Sample date/time</th>" + "".join(f"<th class=g colspan={len(g)}>{esc(n)}</th>" for n, g in GROUPS) + "</tr>")
    o.append("<tr>" + "".join(f"<th>{esc(a)}<br>{esc(u)}</th>" for a, _, u, _, _, _ in cols) + "</tr>")
    o.append("<tr class=ref><td class=l>Ref. range</td>" + "".join(f"<td>{esc(r)}</td>" for _, _, _, r, _, _ in cols) + "</tr>")
    for printed, iso, vals in DATES:
        o.append(f"<tr><td class=l>{printed}</td>" + "".join(f"<td>{esc(v)}</td>" for v in vals) + "</tr>")
        for (a, code, unit, rng, lo, hi), v in zip(cols, vals):
            if v == "-":
                continue
            if v == "HAEM":
                X(DOC, a, f"{printed} K HAEM", "sample haemolysed: no potassium result")
                continue
            flag = v.endswith((" H", " L"))
            R(DOC, a, code, v[:-2] if flag else v, unit, rng, lo, hi, flag, iso, printed=[printed, a, unit, rng, v])
    o.append("</table><p>Comments: 03/08/25 K: sample haemolysed, potassium not reported - please repeat. CRP from 03/08/25 processed on the Roche cobas c503.</p></body>")
    return "\n".join(o)
