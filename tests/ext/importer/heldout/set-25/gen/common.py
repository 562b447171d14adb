"""Shared pieces of the set-25 generators: truth rows, exclusions, identity strings.

Every document module builds its file from one list of rows, so the file and the truth come from
the same data. R(...) is a row a careful person enters.
"""

import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS_DIR = os.path.join(SET, "docs")

ROWS = []
EXCLUDED = []
DOCS = {}

IDENTITY = {
    "patient_name": [
        "Zofia Kędzierska-Lund", "Kędzierska-Lund", "Kedzierska-Lund", "KEDZIERSKA-LUND",
        "KEDZIERSKA-LUND^ZOFIA^MARIANNA", "KEDZIERSKA-LUND, ZOFIA M", "Kedzierska-Lund, Zofia",
        "Zofia M Kedzierska-Lund", "Zofia Marianna Kędzierska-Lund", "Zofia Kedzierska-Lund",
        "Frau Kędzierska-Lund", "Kędzierska", "Kedzierska",
    ],
    "national_id": ["87052308645", "MRN 40718832", "40718832", "1000-77-4219", "7741-2290-03",
                    "A-22-0912347", "0912347"],
    "birth_date": ["1987-05-23", "19870523", "05/23/1987", "23.05.1987", "23 May 1987",
                   "May 23, 1987"],
    "address": ["4417 Bryant Ave S", "Bryant Ave S", "Minneapolis, MN 55419", "55419",
                "ul. Jaśminowa 14/3", "Jaśminowa 14/3", "Jasminowa", "60-175 Poznań",
                "Karl-Heine-Straße 61", "Karl-Heine-Str. 61", "04229 Leipzig"],
    "phone": ["(612) 555-0174", "612-555-0174", "6125550174", "+48 601 555 218", "601555218",
              "0341 4920 773"],
    "doctor": ["Evelyn Thorsby", "THORSBY^EVELYN", "Thorsby", "Dr. Evelyn Thorsby, MD",
               "Dr. med. Katrin Wollenhaupt", "Katrin Wollenhaupt", "Wollenhaupt",
               "Nowaczyk-Brandt", "dr Nowaczyk-Brandt", "Okonkwo-Reyes", "Tamsin Okonkwo-Reyes",
               "OKONKWO-REYES, TAMSIN"],
    "order_numbers": ["NFL24-0311-8827", "240311-8827", "NFL24-0304-1150", "ORD77120934",
                      "77120934", "2.16.840.1.113883.19.5.99999.1", "MHV-5520917"],
}


def R(doc, label, code, date, value, unit=None, low=None, high=None, comp=None, abn=False,
      range_printed=None, printed=None, panel="blood", new=None, alt=None, ref_text=None):
    row = dict(doc=doc, label_as_printed=label, code=code, in_dictionary=new is None, date=date,
               value=value, comparator=comp, unit=unit, ref_low=low, ref_high=high,
               ref_text=ref_text, range_printed=range_printed, abnormal=abn, panel=panel,
               printed=printed or [])
    if new:
        row["new_label"] = new
    if alt:
        row["alt_codes"] = alt
    ROWS.append(row)
    return row


def X(doc, label, printed, why):
    EXCLUDED.append(dict(doc=doc, label_as_printed=label, printed=printed, why=why))


def write(name, data, layout):
    path = os.path.join(DOCS_DIR, name)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode, **({} if mode == "wb" else {"encoding": "utf-8", "newline": ""})) as f:
        f.write(data)
    DOCS[name] = dict(layout=layout)


def finish(about, conventions):
    docs = {}
    for name, d in DOCS.items():
        with open(os.path.join(DOCS_DIR, name), "rb") as f:
            h = hashlib.sha256(f.read()).hexdigest()
        docs[name] = dict(sha256=h, rows=sum(1 for r in ROWS if r["doc"] == name),
                          layout=d["layout"])
    truth = dict(about=about, conventions=conventions, documents=docs, rows=ROWS,
                 excluded=EXCLUDED, identity=IDENTITY)
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
