"""A health-tracking app's CSV export: ISO timestamps (an offset or Z), English names, lab results entered by
hand beside the app's own measurements (weight, heart rate, blood pressure, steps)."""
import csv, io
from rows import APP_ROWS, APP_OTHER

NAME = "HealthTrack_export_2025-09-01.csv"

def build(c):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["timestamp", "category", "type", "value", "unit", "reference_range", "flag", "source", "note"])
    allrows = [(t, "Lab result", ty, v, u, r, f, "Manual entry", "") for t, ty, _, v, u, r, f in APP_ROWS]
    allrows += [(t, "Body" if ty == "Weight" else "Vitals" if "Pressure" in ty or "Heart" in ty else "Activity",
                 ty, v, u, r, f, "Watch" if ty != "Weight" else "Scale", "") for t, ty, v, u, r, f in APP_OTHER]
    allrows.sort(key=lambda r: r[0])
    for r in allrows:
        r = list(r)
        if r[2] == "Anti-TPO":
            r[8] = "still elevated, recheck in 6 months"
        if r[2] == "Ferritin" and r[0].startswith("2025-03"):
            r[8] = "lab: MEDLAB, fasting"
        w.writerow(r)
    for t, ty, code, v, u, r, f in APP_ROWS:
        date = t[:10]
        c.add(NAME, ty, code, date, v, u, r, bool(f), [t, ty, v, u, r, f])
    c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Weight, Resting Heart Rate, Blood Pressure, Steps",
                       "printed": "the app's own measurements", "why": "not blood tests"})
    c.write(NAME, buf.getvalue().encode("utf-8"))
    return NAME, "health-app CSV: ISO timestamps with offset or Z, English names, lab rows among vitals"
