"""Truth-row helper: one printed result -> one truth row (values given as printed, decimal commas)."""

def num(s):
    return float(s.replace(",", ".")) if s is not None else None


def clean(x):
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return x


def row(doc, date, label, code, value, unit, rng=None, lo=None, hi=None, abnormal=None,
        comparator=None, ref_text=None, panel="blood", printed=None, alt_codes=None, note=None):
    """value: printed string ('11,3', '<0,6', 'nie wykryto'); lo/hi printed strings."""
    v = value
    comp = comparator
    if isinstance(v, str):
        for c in ("<=", ">=", "<", ">"):
            if v.startswith(c) and any(ch.isdigit() for ch in v):
                comp, v = c, v[len(c):].strip()
                break
        try:
            v = clean(num(v))
        except ValueError:
            pass
    r = {
        "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": True, "date": date,
        "value": v, "comparator": comp, "unit": unit,
        "ref_low": clean(num(lo)) if lo is not None else None,
        "ref_high": clean(num(hi)) if hi is not None else None,
        "ref_text": ref_text, "range_printed": rng, "abnormal": abnormal, "panel": panel,
        "printed": printed or [label, str(value), unit or "", rng or ""],
    }
    if alt_codes:
        r["alt_codes"] = alt_codes
    if note:
        r["note"] = note
    return r
