"""Shared pieces of the set-8 generators: the fictional patient, row records, and truth rows.

Every document is built from rows written as the lab prints them (strings); the truth row is parsed
from the same strings, so documents and truth cannot drift apart."""
import re

import yaml  # only to know which codes the built-in dictionary has

# ---------------------------------------------------------------- the fictional patient
def pesel(birth="790614", serial="046"):
    for sex in "02468":  # female: even 10th digit
        d = birth + serial + sex
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
        c = (10 - sum(int(a) * b for a, b in zip(d, w)) % 10) % 10
        return d + str(c)


def rodne_cislo():
    base = 795614  # 1979-06-14, woman: month + 50
    for suffix in range(1230, 9999):
        n = int(f"{base}{suffix:04d}")
        if n % 11 == 0:
            return f"{base}/{suffix:04d}"


def nhs_number(stem="485 772 913"):
    d = stem.replace(" ", "")
    for last in range(1000):
        digits = d[:8] + f"{last:02d}"[:1] if False else None
    # choose 9 digits, compute the check digit (mod 11)
    nine = "485772913"
    total = sum(int(c) * (10 - i) for i, c in enumerate(nine))
    check = 11 - total % 11
    if check == 11:
        check = 0
    if check == 10:  # invalid: change one digit
        nine = "485772914"
        total = sum(int(c) * (10 - i) for i, c in enumerate(nine))
        check = (11 - total % 11) % 11
    n = nine + str(check)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


PESEL = pesel()
RC = rodne_cislo()
NHS = nhs_number()

# ---------------------------------------------------------------- dictionary codes
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.abspath(os.path.join(_HERE, "../../../../../.."))
with open(os.path.join(_ROOT, "markers.yaml"), encoding="utf-8") as f:
    DICT_CODES = set(yaml.safe_load(f).keys())

NEW_LABELS = {
    "BUN": ("Urea nitrogen (BUN)", ["UREA_N", "UREA_NITROGEN", "BUN_MGDL"]),
    "CHOL_HDL_RATIO": ("Cholesterol/HDL ratio", ["TC_HDL_RATIO", "CHOL_HDL"]),
}

ALT = {
    "HBA1C": ["HBA1C_IFCC"],
    "URINE_PH": ["U_PH"],
    "URINE_SG": ["U_SG"],
    "URINE_PROTEIN": ["U_PRO", "U_PROTEIN"],
    "URINE_GLUCOSE": ["U_GLU"],
    "U_COLOR": ["URINE_COLOR"],
    "U_CLARITY": ["URINE_CLARITY"],
    "U_KET": ["URINE_KETONES"],
    "U_BIL": ["URINE_BILIRUBIN"],
    "U_UBG": ["URINE_UROBILINOGEN"],
    "U_NIT": ["URINE_NITRITE"],
    "U_LEU": ["URINE_LEUKOCYTE_ESTERASE"],
    "U_ERY": ["URINE_BLOOD", "URINE_ERY"],
    "U_SED_LEU": ["URINE_WBC"],
    "U_SED_ERY": ["URINE_RBC"],
    "U_EPI": ["URINE_EPI"],
    "U_BACT": ["URINE_BACTERIA"],
    "U_MUCUS": ["URINE_MUCUS"],
    "U_CASTS": ["URINE_CASTS"],
    "U_CRYST": ["URINE_CRYSTALS"],
    "EGFR": ["GFR"],
}

URINE_CODES = {c for c in DICT_CODES if c.startswith("U_") or c.startswith("URINE_")}

# ---------------------------------------------------------------- parsing printed strings
NUM = r"[-+]?\d+(?:[.,]\d+)?"


def num(s):
    return float(s.replace(",", ".").replace(" ", ""))


def parse_value(s):
    """'7,42' -> (7.42, None); '< 0,6' -> (0.6, '<'); 'negatywny' -> ('negatywny', None)."""
    t = s.strip()
    m = re.fullmatch(r"(<=|>=|<|>|≤|≥)\s*(" + NUM + ")", t)
    if m:
        return num(m.group(2)), m.group(1)
    if re.fullmatch(NUM, t):
        return num(t), None
    return t, None


def parse_range(s):
    """'4,00 - 10,00' -> (4, 10, None); '< 5,2' -> (None, 5.2, None); 'negat.' -> (None, None, 'negat.')."""
    if s is None or s.strip() in ("", "-", "—"):
        return None, None, None
    t = s.strip()
    m = re.fullmatch(r"(" + NUM + r")\s*[-–—]\s*(" + NUM + ")", t)
    if m:
        return num(m.group(1)), num(m.group(2)), None
    m = re.fullmatch(r"(?:<|<=|≤|do)\s*(" + NUM + ")", t)
    if m:
        return None, num(m.group(1)), None
    m = re.fullmatch(r"(?:>|>=|≥|od)\s*(" + NUM + ")", t)
    if m:
        return num(m.group(1)), None, None
    return None, None, t


TRUTH = []
DOCS = {}
EXCLUDED = []


def row(doc, date, label, value, unit, rng, code, flagged, panel=None, printed=None, note=None,
        ref=None):
    """One truth row from the printed strings. `ref` overrides the parsed range (lo, hi, text)."""
    v, comp = parse_value(value)
    lo, hi, text = ref if ref is not None else parse_range(rng)
    r = {
        "doc": doc,
        "label_as_printed": label,
        "code": code,
        "in_dictionary": code in DICT_CODES,
        "date": date,
        "value": v,
        "comparator": comp,
        "unit": unit or None,
        "ref_low": lo,
        "ref_high": hi,
        "ref_text": text,
        "range_printed": rng or None,
        "abnormal": flagged,
        "panel": panel or ("urine" if code in URINE_CODES else "blood"),
        "printed": printed if printed is not None else [label, value, unit or "", rng or ""],
    }
    if code in ALT:
        r["alt_codes"] = ALT[code]
    if code not in DICT_CODES:
        r["new_label"], r["alt_codes"] = NEW_LABELS[code]
    if note:
        r["note"] = note
    TRUTH.append(r)
    return r


def exclude(doc, label, printed, why, tolerated=None):
    e = {"doc": doc, "label_as_printed": label, "printed": printed, "why": why}
    if tolerated:
        e["tolerated"] = tolerated
    EXCLUDED.append(e)


def esc(s):
    return (str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))
