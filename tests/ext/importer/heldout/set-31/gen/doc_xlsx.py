"""The person's own workbook: one sheet per year, a merged title row, marker names as columns with their units
in a second header row and a 'norma' row under it, dates down the rows, a hidden column of her own formula."""
import json, os, subprocess, tempfile
from rows import XLSX_SHEETS, NEW_LABELS

NAME = "moje_wyniki_2021-2024.xlsx"
NODE_MODULES = os.environ.get("B31_NODE_MODULES", "/tmp/b31gen/node_modules")

def build(c):
    spec = {"sheets": []}
    for sheet, cols, rows, hidden in XLSX_SHEETS:
        spec["sheets"].append({"name": sheet, "title": f"Wyniki badań {sheet} – Katarzyna O.-Brandt",
                               "headers": [h for h, _, _, _ in cols], "units": [u for _, _, u, _ in cols],
                               "norms": [r for _, _, _, r in cols], "hidden": hidden,
                               "rows": [{"date": d, "values": v} for d, v in rows],
                               "notes": {"2021-09-20": "po anginie, antybiotyk", "2022-08-31": "po urlopie",
                                         "2024-01-22": "TSH wyższe - kontrola za 3 mies."}})
        for d, vals in rows:
            for (h, code, unit, rng), v in zip(cols, vals):
                if v is None or (isinstance(v, str) and v.startswith("=")):
                    continue
                c.add(NAME, h, code, d, v, unit, rng or None, False, [d, h, str(v).replace(".", ","), unit, rng])
        c.EXCLUDED.append({"doc": NAME, "label_as_printed": "Hb mmol/l (hidden column)",
                           "printed": "=B6*0.6206 ...", "why": f"sheet {sheet}: her own conversion of haemoglobin, a formula, not a result"})
    with tempfile.TemporaryDirectory() as td:
        sp = os.path.join(td, "spec.json")
        json.dump(spec, open(sp, "w"))
        out = os.path.join(c.DOCS, NAME)
        env = dict(os.environ, NODE_PATH=NODE_MODULES)
        subprocess.run(["node", os.path.join(os.path.dirname(__file__), "xlsx.cjs"), sp, out], check=True, env=env)
    return NAME, "own workbook: sheet per year, merged title, units row + norma row under headers, hidden formula column"
