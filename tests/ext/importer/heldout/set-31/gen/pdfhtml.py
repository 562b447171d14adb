"""HTML for the Polish lab reports that Chromium prints to PDF (the e-mailed one and the zip's three)."""
import html as H
from ident import *  # noqa

CSS = """
@page { size: A4; margin: 14mm 13mm 16mm 13mm; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.4pt; color: #111; }
.head { display: flex; justify-content: space-between; border-bottom: 2px solid #1d5c8c; padding-bottom: 6px; }
.logo { font-size: 17pt; font-weight: bold; color: #1d5c8c; letter-spacing: 1px; }
.logo small { display: block; font-size: 7.5pt; color: #555; font-weight: normal; letter-spacing: 0; }
.lab { font-size: 7.5pt; text-align: right; color: #333; line-height: 1.35; }
.pat { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 24px; margin: 10px 0; font-size: 8.6pt;
       border: 1px solid #bbb; padding: 6px 8px; }
.pat b { font-weight: 600; }
h1 { font-size: 12pt; text-align: center; margin: 8px 0; }
table.res { width: 100%; border-collapse: collapse; }
table.res th { font-size: 8pt; text-align: left; border-bottom: 1px solid #333; padding: 3px 4px; background: #eef3f7; }
table.res td { padding: 2.5px 4px; border-bottom: 1px dotted #ccc; }
table.res td.v { text-align: right; font-weight: 600; width: 14%; }
table.res td.f { width: 5%; color: #b00; font-weight: bold; }
tr.sec td { font-weight: bold; background: #f6f6f6; border-bottom: 1px solid #999; padding-top: 6px; }
.meth { font-size: 7pt; color: #666; }
.foot { margin-top: 14px; font-size: 7.5pt; color: #333; border-top: 1px solid #999; padding-top: 5px; }
.sig { margin-top: 18px; text-align: right; font-size: 8.2pt; }
"""

def report(lab_name, lab_sub, lab_addr, order_no, dates, sections, signer, comment="", title="SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH", referrer=None):
    e = H.escape
    rows = []
    for sec, items in sections:
        rows.append(f'<tr class="sec"><td colspan="5">{e(sec)}</td></tr>')
        for it in items:
            label, code, value, unit, rng, flag = it[:6]
            meth = it[6] if len(it) > 6 else ""
            m = f'<div class="meth">{e(meth)}</div>' if meth else ""
            rows.append(f"<tr><td>{e(label)}{m}</td><td class=v>{e(value)}</td><td class=f>{e(flag)}</td>"
                        f"<td>{e(unit)}</td><td>{e(rng)}</td></tr>")
    dl = "".join(f"<div><b>{e(k)}:</b> {e(v)}</div>" for k, v in dates)
    ref = referrer or "lek. Marianna Zawadzka (NPWZ 5520817)"
    return f"""<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>{e(order_no)}</title><style>{CSS}</style></head><body>
<div class="head"><div class="logo">{e(lab_name)}<small>{e(lab_sub)}</small></div>
<div class="lab">{lab_addr}</div></div>
<h1>{e(title)}</h1>
<div class="pat">
<div><b>Pacjent:</b> {e(PAT_UP)}</div><div><b>Nr zlecenia:</b> {e(order_no)}</div>
<div><b>PESEL:</b> {PESEL} &nbsp; <b>Płeć:</b> K</div><div><b>Data urodzenia:</b> {BIRTH_PL}</div>
<div><b>Adres:</b> {e(STREET)}, {e(POSTCODE_CITY)}</div><div><b>Zlecający:</b> {e(ref)}</div>
{dl}
</div>
<table class="res"><thead><tr><th>Badanie</th><th style="text-align:right">Wynik</th><th></th><th>Jednostka</th><th>Zakres referencyjny</th></tr></thead>
<tbody>{''.join(rows)}</tbody></table>
{f'<p style="font-size:8pt"><b>Komentarz:</b> {e(comment)}</p>' if comment else ''}
<div class="sig">Wynik autoryzował(a): {e(signer)}</div>
<div class="foot">Wyniki badań dotyczą wyłącznie badanego materiału. Zakresy referencyjne właściwe dla płci i wieku pacjenta.
H – wynik powyżej zakresu, L – wynik poniżej zakresu. Sprawozdanie wygenerowane elektronicznie, nie wymaga podpisu. Strona 1 z 1</div>
</body></html>"""
