"""Shared helpers of the set-11 generator: a row of truth built beside the HTML that prints it.

Every document module builds its rows with R(...): the printed strings (what the HTML shows) and the
truth fields (what a careful person would enter) are written side by side, so the two cannot drift.
"""

import html

E = html.escape


def num(s):
    """The number a printed value stands for: '4,61' -> 4.61, '1 020' -> 1020."""
    return float(s.replace("\u00a0", "").replace(" ", "").replace(",", "."))


class R:
    """One printed result row and its truth.

    label: the name as printed; val: the value as printed (a string); unit, ref, flag: as printed.
    code: the markers.yaml code; value/comparator/lo/hi/text: the truth (derived from val when omitted).
    """

    def __init__(self, label, val, unit, ref, flag, code, *, value=None, cmp=None, lo=None,
                 hi=None, text=None, panel="blood", alt=None, in_dict=True, new_label=None,
                 note=None, truth_unit="same", abnormal=None, extra=None):
        self.label, self.val, self.unit, self.ref, self.flag = label, val, unit, ref, flag
        self.code, self.panel, self.alt = code, panel, alt
        self.in_dict, self.new_label, self.note = in_dict, new_label, note
        self.extra = extra or {}
        if value is None:
            v = val.strip()
            if v[:1] in "<>":
                cmp = cmp or v[0]
                v = v[1:].strip()
            try:
                value = num(v)
            except ValueError:
                value = v
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        self.value, self.cmp = value, cmp
        self.lo, self.hi, self.text = lo, hi, text
        self.truth_unit = unit if truth_unit == "same" else truth_unit
        self.abnormal = bool(flag) if abnormal is None else abnormal

    def truth(self, doc, date, printed):
        row = {
            "doc": doc,
            "label_as_printed": self.label,
            "code": self.code,
            "in_dictionary": self.in_dict,
            "date": date,
            "value": self.value,
            "comparator": self.cmp,
            "unit": self.truth_unit or None,
            "ref_low": self.lo,
            "ref_high": self.hi,
            "ref_text": self.text,
            "range_printed": self.ref.replace("<br>", " / ") if self.ref else None,
            "abnormal": self.abnormal,
            "panel": self.panel,
            "printed": printed,
        }
        if self.alt:
            row["alt_codes"] = self.alt
        if not self.in_dict:
            row["new_label"] = self.new_label
        if self.note:
            row["note"] = self.note
        return row


def page(css, body, landscape=False, lang="en"):
    size = "A4 landscape" if landscape else "A4"
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><style>
@page {{ size: {size}; margin: 14mm 12mm 14mm 12mm; }}
body {{ font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #111; }}
{css}
</style></head><body>
{body}
</body></html>
"""
