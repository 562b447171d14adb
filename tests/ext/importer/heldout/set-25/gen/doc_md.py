"""A note the person typed in a notes app and keeps as Markdown (Polish, UTF-8 with a BOM, CRLF):
headings by year, list lines "12.03.2023 ferrytyna 45 ng/ml (norma 15-150)" in several spellings
(date first or later, "norma", "n:", "ref.", a range in brackets, a decimal comma), a Markdown
table, prose about a doctor's visit, a planned test with no value and arithmetic that is not a
result."""

from common import R, write

NAME = "zdrowie - notatki.md"

LINES = [
    "# Badania krwi – moje notatki",
    "",
    "Przepisuję z kartek z labu, żeby mieć wszystko w jednym miejscu.",
    "Dane do rejestracji: PESEL 87052308645, ul. Jaśminowa 14/3, 60-175 Poznań, tel. +48 601 555 218",
    "",
    "## 2023",
    "",
    "- 12.03.2023 ferrytyna 45 ng/ml (norma 15-150)",
    "- 12.03.2023 hemoglobina 13,1 g/dl (norma 12-16)",
    "- 12.03.2023 TSH 1,62 µIU/ml (0,27-4,2)",
    "- 12.03.2023 witamina D 31,5 ng/ml (norma 30-100) – w końcu w normie!!",
    "- **28.08.2023** – glukoza na czczo 101 mg/dl (n: 70-99) ↑ lekko za wysoko",
    "- 28.08.2023 cholesterol całkowity 214 mg/dl, norma < 190",
    "- 28.08.2023 LDL 131 mg/dl (ref. < 115)",
    "",
    "Wizyta u dr Nowaczyk-Brandt 04.09.2023: kazała powtórzyć glukozę i lipidy za 3 mies.",
    "Cholesterol był 214, czyli 24 ponad normę (214 - 190 = 24).",
    "",
    "## 2024",
    "",
    "| data | badanie | wynik | norma |",
    "|------|---------|-------|-------|",
    "| 09.01.2024 | glukoza | 94 mg/dl | 70–99 |",
    "| 09.01.2024 | cholesterol całk. | 188 mg/dl | <190 |",
    "| 09.01.2024 | HDL | 66 mg/dl | >45 |",
    "| 09.01.2024 | trójglicerydy | 77 mg/dl | <150 |",
    "| 09.01.2024 | ALT | 17 U/l | <33 |",
    "",
    "Ferrytyna 5 lutego 2024: 52 ng/ml (15–150). Hemoglobina tego dnia 13,4 g/dl (12–16).",
    "",
    "TODO: zrobić witaminę B12 i kwas foliowy przy następnym pobraniu (wynik: ???)",
    "",
]

# label, code, date, value, unit, lo, hi, comp, range text
ROWS = [
    ("ferrytyna", "FERR", "2023-03-12", 45, "ng/ml", 15, 150, "15-150"),
    ("hemoglobina", "HGB", "2023-03-12", 13.1, "g/dl", 12, 16, "12-16"),
    ("TSH", "TSH", "2023-03-12", 1.62, "µIU/ml", 0.27, 4.2, "0,27-4,2"),
    ("witamina D", "VIT_D", "2023-03-12", 31.5, "ng/ml", 30, 100, "30-100"),
    ("glukoza na czczo", "GLU", "2023-08-28", 101, "mg/dl", 70, 99, "70-99"),
    ("cholesterol całkowity", "CHOL", "2023-08-28", 214, "mg/dl", None, 190, "< 190"),
    ("LDL", "LDL", "2023-08-28", 131, "mg/dl", None, 115, "< 115"),
    ("glukoza", "GLU", "2024-01-09", 94, "mg/dl", 70, 99, "70–99"),
    ("cholesterol całk.", "CHOL", "2024-01-09", 188, "mg/dl", None, 190, "<190"),
    ("HDL", "HDL", "2024-01-09", 66, "mg/dl", 45, None, ">45"),
    ("trójglicerydy", "TG", "2024-01-09", 77, "mg/dl", None, 150, "<150"),
    ("ALT", "ALT", "2024-01-09", 17, "U/l", None, 33, "<33"),
    ("Ferrytyna", "FERR", "2024-02-05", 52, "ng/ml", 15, 150, "15–150"),
    ("Hemoglobina", "HGB", "2024-02-05", 13.4, "g/dl", 12, 16, "12–16"),
]


def make():
    text = "\ufeff" + "\r\n".join(LINES)
    write(NAME, text.encode("utf-8"),
          "A Markdown note the person typed (Polish, UTF-8 with BOM, CRLF): list lines 'date marker value unit (norma a-b)' in several spellings (norma, n:, ref., '< 190', a bold date, a trailing remark, an arrow), a Markdown table, a sentence with two values and a month-name date, a visit note naming the doctor, arithmetic that is not a result and a planned test without a value")
    for label, code, date, value, unit, lo, hi, rng in ROWS:
        abn = (lo is not None and value < lo) or (hi is not None and value > hi)
        R(NAME, label, code, date, value, unit, lo, hi, abn=abn, range_printed=rng, printed=[label, str(value), unit, rng])
