"""A GP's letter in RTF (German, Leipzig), as practice software writes it: ANSI code page 1252
with \\'xx escapes for umlauts and µ, \\u escapes for Polish letters, a letterhead, the patient
block, a lab table drawn with \\trowd/\\cell (Parameter / Ergebnis / Einheit / Referenzbereich,
decimal commas, en-dash ranges, "< 35"), a flag column with + and -, and one value given only in
the letter's prose (25-OH-Vitamin D)."""

from common import R, write

NAME = "Arztbrief_Labor_08-11-2022.rtf"
DATE = "2022-11-08"

# label, code, value text, unit, range text, lo, hi, comp, flag
ROWS = [
    ("H\\'e4moglobin", "H\u00e4moglobin", "HGB", "11,6", "g/dl", "12,0 \\endash  16,0", "12,0 – 16,0", 12.0, 16.0, None, "-"),
    ("MCV", "MCV", "MCV", "79", "fl", "80 \\endash  96", "80 – 96", 80, 96, None, "-"),
    ("Leukozyten", "Leukozyten", "WBC", "7,2", "/nl", "3,8 \\endash  10,5", "3,8 – 10,5", 3.8, 10.5, None, ""),
    ("Thrombozyten", "Thrombozyten", "PLT", "311", "/nl", "150 \\endash  400", "150 – 400", 150, 400, None, ""),
    ("Ferritin", "Ferritin", "FERR", "9", "\\'b5g/l", "15 \\endash  150", "15 – 150", 15, 150, None, "-"),
    ("TSH basal", "TSH basal", "TSH", "3,12", "mU/l", "0,27 \\endash  4,20", "0,27 – 4,20", 0.27, 4.2, None, ""),
    ("Kreatinin", "Kreatinin", "CREA", "0,71", "mg/dl", "0,50 \\endash  0,90", "0,50 – 0,90", 0.5, 0.9, None, ""),
    ("GPT (ALAT)", "GPT (ALAT)", "ALT", "19", "U/l", "< 35", "< 35", None, 35, None, ""),
    ("CRP", "CRP", "CRP", "< 0,5", "mg/l", "< 5,0", "< 5,0", None, 5.0, "<", ""),
]
UNIT = {"\\'b5g/l": "µg/l"}


def make():
    cells = r"\cellx2900\cellx4300\cellx5600\cellx7600\cellx8400"
    head = (r"\trowd\trgaph70\trleft0\trbrdrb\brdrs\brdrw10 " + cells +
            r"\pard\intbl\b Parameter\cell Ergebnis\cell Einheit\cell Referenzbereich\cell \cell\b0\row ")
    body = ""
    for rtf_label, _l, _c, value, unit, rng, _r, _lo, _hi, _comp, flag in ROWS:
        shown = "{\\b " + value + "}" if flag else value
        body += (r"\trowd\trgaph70\trleft0 " + cells + r"\pard\intbl " +
                 f"{rtf_label}\\cell {shown}\\cell {unit}\\cell {rng}\\cell {flag}\\cell \\row ")
    rtf = (r"{\rtf1\ansi\ansicpg1252\deff0\deflang1031{\fonttbl{\f0\fswiss\fcharset0 Arial;}{\f1\fswiss\fcharset238 Arial CE;}}"
           r"{\colortbl;\red0\green0\blue0;\red180\green0\blue0;}"
           r"{\info{\title Arztbrief}{\author Praxis Dr. Wollenhaupt}{\creatim\yr2022\mo11\dy10\hr9\min14}}"
           r"\paperw11906\paperh16838\margl1417\margr1134\margt1134\margb1134" "\n"
           r"\pard\qr\f0\fs18 Hausarztpraxis Dr. med. Katrin Wollenhaupt\par Fach\'e4rztin f\'fcr Allgemeinmedizin\par "
           r"Georg-Schwarz-Stra\'dfe 112, 04177 Leipzig\par Tel. 0341 4920 770\par\pard\fs20\par" "\n"
           r"Frau\par Zofia " r"K\u281?dzierska-Lund\par Karl-Heine-Stra\'dfe 61\par 04229 Leipzig\par\par" "\n"
           r"\pard\qr Leipzig, 10.11.2022\par\pard\par" "\n"
           r"{\b Ihre Laborwerte vom 08.11.2022 (Blutentnahme 08:20 Uhr)}\par "
           r"Geb.-Dat.: 23.05.1987 \tab Vers.-Nr.: A-22-0912347\par\par" "\n"
           r"Sehr geehrte Frau K\u281?dzierska-Lund,\par "
           r"anbei wie besprochen Ihre Laborergebnisse. Die Werte sind insgesamt unauff\'e4llig bis auf das "
           r"erniedrigte Ferritin und das leicht erniedrigte H\'e4moglobin (Eisenmangel).\par\par" "\n"
           + head + body +
           r"\pard\par (+ erh\'f6ht, - erniedrigt; Labor: MVZ Labor Leipzig-S\'fcd)\par\par" "\n"
           r"Der Vitamin-D-Spiegel (25-OH-Vitamin D) lag bei 14 ng/ml (Norm 30\endash 100 ng/ml) und ist damit "
           r"deutlich zu niedrig. Ich empfehle Eisen 100 mg t\'e4glich und Vitamin D3 20.000 I.E. w\'f6chentlich, "
           r"Kontrolle in 3 Monaten.\par\par" "\n"
           r"Mit freundlichen Gr\'fc\'dfen\par\par Dr. med. Katrin Wollenhaupt\par}" "\n")
    write(NAME, rtf.encode("ascii"),
          "German GP letter in RTF (cp1252, \\'xx and \\uN? escapes): letterhead, the patient's name, address, birth date and insurance number, a lab table drawn with \\trowd/\\cell (decimal commas, \\endash ranges, '< 35', a +/- flag column, bold flagged values), a legend, and one value given only in the prose (25-OH-Vitamin D 14 ng/ml, Norm 30-100)")
    for _rl, label, code, value, unit, _rng, rng, lo, hi, comp, flag in ROWS:
        v = value.replace("< ", "").replace(",", ".")
        v = float(v) if "." in v else int(v)
        R(NAME, label, code, DATE, v, UNIT.get(unit, unit), lo, hi, comp, bool(flag), rng,
          [label, value, UNIT.get(unit, unit), rng, flag])
    R(NAME, "25-OH-Vitamin D", "VIT_D", DATE, 14, "ng/ml", 30, 100, abn=True,
      range_printed="Norm 30–100 ng/ml", printed=["Vitamin-D-Spiegel (25-OH-Vitamin D) lag bei 14 ng/ml (Norm 30–100 ng/ml)"])
