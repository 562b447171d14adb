"""Set-23 Estonian digital-record print (PDF) and a Croatian polyclinic 'Nalaz' scanned to an image-only PDF."""
from common import R, esc

G_FILE = "digilugu_analuusid_15.03.2023.pdf"
G_DATE = "2023-03-15"
G_ROWS = [
    ("Hematoloogia", [
        R("Hemoglobiin", "124", "g/L", "117 - 153", "HGB"),
        R("Erütrotsüüdid", "4,3", "E12/L", "3,9 - 5,2", "RBC"),
        R("Hematokrit", "38", "%", "35 - 46", "HCT"),
        R("Leukotsüüdid", "6,8", "E9/L", "3,5 - 8,8", "WBC"),
        R("Trombotsüüdid", "271", "E9/L", "150 - 400", "PLT"),
    ]),
    ("Kliiniline keemia", [
        R("S-Ferritiin", "14", "µg/L", "13 - 150", "FERR"),
        R("S-Kreatiniin", "66", "µmol/L", "45 - 90", "CREA"),
        R("fS-Glükoos", "5,9", "mmol/L", "4,1 - 6,0", "GLU"),
        R("S-Kolesterool", "5,8", "mmol/L", "< 5,0", "CHOL", "↑"),
        R("S-HDL-kolesterool", "1,41", "mmol/L", "> 1,2", "HDL"),
        R("S-LDL-kolesterool", "3,7", "mmol/L", "< 3,0", "LDL", "↑"),
        R("S-Triglütseriidid", "1,5", "mmol/L", "< 1,7", "TG"),
        R("S-ALAT", "21", "U/L", "< 35", "ALT"),
        R("S-CRP", "1,2", "mg/L", "< 5", "CRP"),
        R("B-Glükohemoglobiin (HbA1c)", "5,9", "%", "4,0 - 6,0", "HBA1C"),
    ]),
    ("Immunoloogia", [
        R("S-TSH", "4,9", "mIU/L", "0,27 - 4,2", "TSH", "↑"),
        R("S-vaba T4", "14,2", "pmol/L", "12 - 22", "FT4"),
    ]),
]


def doc_g():
    body = []
    for sec, rows in G_ROWS:
        body.append(f'<tr class="sec"><td colspan="5">{sec}</td></tr>')
        for r in rows:
            body.append(f"<tr><td>{esc(r.label)}</td><td class=v>{esc(r.val)} {r.flag}</td><td>{esc(r.unit)}</td>"
                        f"<td>{esc(r.rng)}</td><td></td></tr>")
    body.append('<tr><td>S-25-OH-vitamiin D</td><td class=v>—</td><td>nmol/L</td><td>75 - 250</td><td>Vastus koostamisel</td></tr>')
    html = f"""<!DOCTYPE html><html lang="et"><head><meta charset="utf-8"><title>Digilugu - Analüüsid</title>
<style>
@page {{ size: A4; margin: 14mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size:9pt; }}
.t {{ display:flex; justify-content:space-between; border-bottom:3px solid #0072ce; padding-bottom:4px; }}
.t b {{ font-size:14pt; color:#0072ce; }}
dl {{ display:grid; grid-template-columns: 190px 1fr 190px 1fr; font-size:8.5pt; gap:1px 6px; }}
dt {{ color:#555; }} dd {{ margin:0; }}
table {{ width:100%; border-collapse:collapse; margin-top:8px; }}
th {{ text-align:left; background:#eef3f9; padding:3px 5px; font-size:8.5pt; }}
td {{ padding:2px 5px; border-bottom:1px solid #eee; }} tr.sec td {{ font-weight:bold; background:#f7f7f7; }}
td.v {{ text-align:right; width:70px; }}
</style></head><body>
<div class="t"><b>digilugu.ee · Terviseportaal</b><span>Prinditud 27.03.2023 18:22</span></div>
<h2>Analüüside tulemused</h2>
<dl>
<dt>Patsient</dt><dd>Annelies Margriet Kooistra</dd><dt>Isikukood</dt><dd>47806142731</dd>
<dt>Elukoht</dt><dd>Tähe tn 88-4, 50108 Tartu</dd><dt>Saatekiri</dt><dd>TÜK-23-0315-4418</dd>
<dt>Suunaja</dt><dd>dr Kadri Saarepuu (perearst, D08412)</dd><dt>Labor</dt><dd>SYNLAB Eesti OÜ, Tartu</dd>
<dt>Proovi võtmise aeg</dt><dd>15.03.2023 08:05</dd><dt>Proovi saabumine laborisse</dt><dd>15.03.2023 11:30</dd>
<dt>Vastuse kinnitamise aeg</dt><dd>16.03.2023 09:14</dd><dt>Materjal</dt><dd>veri, seerum</dd>
</dl>
<table><thead><tr><th>Analüüs</th><th style="text-align:right">Tulemus</th><th>Ühik</th><th>Referentsväärtus</th><th>Märkus</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:8pt">↑ – tulemus üle referentsväärtuse, ↓ – alla referentsväärtuse. Vastuse kinnitas: Triin Kask, laborispetsialist.</p>
</body></html>"""
    excluded = [{"doc": G_FILE, "label_as_printed": "S-25-OH-vitamiin D", "printed": "— nmol/L 75 - 250 Vastus koostamisel",
                 "why": "pending ('Vastus koostamisel')"}]
    layout = ("Estonian digilugu (Terviseportaal) print: a grid of identity and sample fields (isikukood, Saatekiri, Proovi "
              "võtmise aeg / saabumine / Vastuse kinnitamise aeg), Analüüs / Tulemus / Ühik / Referentsväärtus / Märkus, "
              "specimen prefixes (S-, fS-, B-), arrows after the value, E9/L and E12/L, haematocrit and HbA1c in %, a "
              "pending row.")
    return G_FILE, "pdf", html, [(G_DATE, r) for _, rows in G_ROWS for r in rows], excluded, layout


H_FILE = "Poliklinika_Medikus_Zagreb_nalaz_sken.pdf"
H_DATE = "2023-08-22"
H_ROWS = [
    ("HEMATOLOGIJA", [
        R("Leukociti", "7,2", "x10^9/L", "3,4-9,7", "WBC"),
        R("Eritrociti", "4,35", "x10^12/L", "3,86-5,08", "RBC"),
        R("Hemoglobin", "123", "g/L", "119-157", "HGB"),
        R("Hematokrit", "0,372", "L/L", "0,356-0,470", "HCT"),
        R("MCV", "85,5", "fL", "83,0-97,2", "MCV"),
        R("Trombociti", "258", "x10^9/L", "158-424", "PLT"),
    ]),
    ("BIOKEMIJA", [
        R("Glukoza", "5,7", "mmol/L", "4,4-6,4", "GLU"),
        R("Ureja", "4,8", "mmol/L", "2,8-8,3", "UREA"),
        R("Kreatinin", "67", "µmol/L", "49-90", "CREA"),
        R("AST", "19", "U/L", "8-30", "AST"),
        R("ALT", "22", "U/L", "10-36", "ALT"),
        R("GGT", "17", "U/L", "9-35", "GGT"),
        R("Kolesterol", "5,9", "mmol/L", "<5,0", "CHOL", "↑"),
        R("Trigliceridi", "1,3", "mmol/L", "<1,7", "TG"),
        R("Željezo", "9", "µmol/L", "11-32", "FE", "↓"),
        R("TSH", "5,3", "mIU/L", "0,35-4,94", "TSH", "↑"),
    ]),
]


def doc_h():
    body = []
    for sec, rows in H_ROWS:
        body.append(f'<tr class="sec"><td colspan="5">{sec}</td></tr>')
        for r in rows:
            body.append(f"<tr><td>{esc(r.label)}</td><td class=v>{esc(r.val)}</td><td class=f>{r.flag}</td>"
                        f"<td>{esc(r.unit)}</td><td>{esc(r.rng)}</td></tr>")
    html = f"""<!DOCTYPE html><html lang="hr"><head><meta charset="utf-8"><title>Nalaz</title>
<style>
@page {{ size: A4; margin: 15mm; }}
body {{ font-family: 'DejaVu Serif', 'Times New Roman', serif; font-size:11pt; }}
.lh {{ text-align:center; border-bottom:1px solid #000; padding-bottom:4px; }}
.lh b {{ font-size:15pt; }}
.id td {{ padding:1px 10px 1px 0; }}
table.r {{ width:100%; border-collapse:collapse; margin-top:8px; }}
table.r th {{ border-top:1px solid #000; border-bottom:1px solid #000; text-align:left; padding:3px; }}
table.r td {{ padding:2px 3px; }} tr.sec td {{ font-weight:bold; padding-top:8px; }}
td.v {{ text-align:right; }} td.f {{ width:20px; }}
</style></head><body>
<div class="lh"><b>POLIKLINIKA MEDIKUS</b><br>Medicinsko-biokemijski laboratorij<br>Ilica 214, 10000 Zagreb · tel. 01/3778-412</div>
<h2 style="text-align:center">NALAZ</h2>
<table class="id">
<tr><td>Pacijent:</td><td><b>KOOISTRA ANNELIES</b></td><td>Broj uzorka:</td><td>230822-0317</td></tr>
<tr><td>Datum rođenja:</td><td>14.06.1978.</td><td>OIB:</td><td>64813029573</td></tr>
<tr><td>Adresa:</td><td>Ulica Ivana Gundulića 17, Zagreb</td><td>Uputio:</td><td>dr. Marija Horvatinčić</td></tr>
<tr><td>Datum uzorkovanja:</td><td>22.08.2023. 07:40</td><td>Datum izdavanja:</td><td>22.08.2023. 13:15</td></tr>
</table>
<table class="r"><thead><tr><th>Pretraga</th><th style="text-align:right">Rezultat</th><th></th><th>Jedinica</th><th>Referentni interval</th></tr></thead>
<tbody>{''.join(body)}</tbody></table>
<p style="font-size:9pt">Uzorak: venska krv, natašte. ↑ ↓ = rezultat izvan referentnog intervala.</p>
<p style="text-align:right;margin-top:30px">Voditelj laboratorija:<br>mr. sc. Dubravka Kovačević, spec. med. biokemije</p>
</body></html>"""
    layout = ("Croatian polyclinic 'Nalaz' printed on paper and scanned (200 dpi greyscale, slightly rotated, noise) into an "
              "image-only PDF: Pretraga / Rezultat / flag (arrows) / Jedinica / Referentni interval, decimal commas, dates "
              "with a trailing dot ('22.08.2023.'), OIB in the identity block.")
    return H_FILE, "scan", html, [(H_DATE, r) for _, rows in H_ROWS for r in rows], [], layout
