"""A phone screenshot (long scroll capture) of a German lab app's result list: one card per result,
name, value + unit, the reference on a line under, a coloured flag chip; status bar, tab bar."""
from people import PATIENT as P
from rows import row

DOC = "Screenshot_20251119_081544_Befund-App.png"
DATE = "2025-11-18"

# name, code, value, unit, reference printed, lo, hi, flag chip
CARDS = [
    ("Hämoglobin", "HGB", "12,6", "g/dl", "12,0 – 16,0", "12,0", "16,0", "normal"),
    ("Leukozyten", "WBC", "6,1", "Tsd/µl", "3,9 – 10,2", "3,9", "10,2", "normal"),
    ("Thrombozyten", "PLT", "265", "Tsd/µl", "146 – 328", "146", "328", "normal"),
    ("Ferritin", "FERR", "48", "ng/ml", "13 – 150", "13", "150", "normal"),
    ("TSH basal", "TSH", "1,98", "mU/l", "0,27 – 4,20", "0,27", "4,20", "normal"),
    ("freies T4 (fT4)", "FT4", "16,3", "pmol/l", "12,0 – 22,0", "12,0", "22,0", "normal"),
    ("CRP", "CRP", "< 0,5", "mg/l", "< 5,0", None, "5,0", "normal"),
    ("Kreatinin", "CREA", "0,72", "mg/dl", "0,51 – 0,95", "0,51", "0,95", "normal"),
    ("eGFR (CKD-EPI)", "EGFR", "98", "ml/min/1,73m²", "> 60", "60", None, "normal"),
    ("LDL-Cholesterin", "LDL", "162", "mg/dl", "< 116", None, "116", "hoch"),
    ("25-OH-Vitamin D", "VIT_D", "41,2", "ng/ml", "30 – 100", "30", "100", "normal"),
    ("HbA1c", "HBA1C", "5,4", "%", "4,8 – 5,9", "4,8", "5,9", "normal"),
]


def rows():
    return [row(DOC, DATE, n, c, v.replace(" ", ""), u, rng, lo, hi, fl != "normal",
                printed=[n, f"{v} {u}", f"Referenz: {rng}", fl]) for n, c, v, u, rng, lo, hi, fl in CARDS]


CHIP = {"normal": ("#e3f4e8", "#1b7a3a", "Normal"), "hoch": ("#fde4e1", "#b3261e", "▲ Hoch"),
        "niedrig": ("#fff1d6", "#8a5a00", "▼ Niedrig")}


def html():
    cards = []
    for n, c, v, u, rng, lo, hi, fl in CARDS:
        bg, fg, txt = CHIP[fl]
        cards.append(f"""<div class=card><div class=top><div class=name>{n}</div>
<div class=chip style="background:{bg};color:{fg}">{txt}</div></div>
<div class=val>{v.replace('<', '&lt;')} <span class=unit>{u}</span></div>
<div class=ref>Referenz: {rng.replace('<', '&lt;').replace('>', '&gt;')}</div></div>""")
    return f"""<!doctype html><html lang=de><meta charset=utf-8><meta name=viewport content="width=412">
<style>
body {{ margin:0; width:412px; font-family: 'Roboto','Noto Sans','DejaVu Sans',sans-serif; background:#f4f5f8; color:#1c1c1e }}
.sb {{ height:26px; display:flex; justify-content:space-between; align-items:center; padding:0 16px; font-size:13px; background:#fff }}
.bar {{ background:#fff; padding:8px 16px 10px; border-bottom:1px solid #e2e3e8 }}
.bar .t {{ font-size:20px; font-weight:600 }} .bar .s {{ font-size:12.5px; color:#5f6368; margin-top:2px; line-height:1.35 }}
.tabs {{ display:flex; gap:8px; padding:10px 16px 4px }} .tab {{ font-size:12.5px; padding:5px 12px; border-radius:16px; background:#e8eaf0 }}
.tab.on {{ background:#0b57d0; color:#fff }}
.card {{ background:#fff; margin:10px 12px; border-radius:14px; padding:12px 14px; box-shadow:0 1px 2px rgba(0,0,0,.08) }}
.top {{ display:flex; justify-content:space-between; align-items:center }}
.name {{ font-size:15px; font-weight:600 }} .chip {{ font-size:11.5px; padding:3px 9px; border-radius:10px; font-weight:600 }}
.val {{ font-size:22px; font-weight:500; margin-top:4px }} .unit {{ font-size:14px; color:#5f6368 }}
.ref {{ font-size:12.5px; color:#5f6368; margin-top:2px }}
.nav {{ display:flex; justify-content:space-around; background:#fff; border-top:1px solid #e2e3e8; padding:9px 0 14px; font-size:11.5px; color:#5f6368; margin-top:12px }}
</style><body>
<div class=sb><span>08:15</span><span>▲ ◆ 5G &nbsp;78 %</span></div>
<div class=bar><div class=t>‹ &nbsp;Befund vom 18.11.2025</div>
<div class=s>{P['name']} · geb. {P['birth']}<br>MVZ Labor Spree GmbH · Invalidenstraße 41, 10115 Berlin<br>
Auftrag B-2511-884107 · Patienten-ID 4471920 · Einsender: Dr. med. Ulrike Brandstätter<br>
Probenentnahme 18.11.2025, 08:05 · Befund vollständig 18.11.2025, 16:42</div></div>
<div class=tabs><span class="tab on">Alle (12)</span><span class=tab>Auffällig (1)</span><span class=tab>PDF</span></div>
{''.join(cards)}
<div style="font-size:11.5px;color:#5f6368;padding:4px 18px">Die Bewertung der Befunde erfolgt durch Ihre Ärztin / Ihren Arzt. Validiert: Renata Sowińska (MTL).</div>
<div class=nav><span>⌂ Start</span><span style="color:#0b57d0">▤ Befunde</span><span>✉ Nachrichten</span><span>☰ Profil</span></div>
</body></html>"""
