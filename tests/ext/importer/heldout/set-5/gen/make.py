"""Writes gen/html/<document>.html for every document of set-5 and ../truth.json (hashes filled by hash.py)."""
import json
import os
import common
import us_report
import uk_gp
import at_befund
import cz_fn
import ua_lab
import pl_wypis
import sk_kumul
import uk_cumul

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = [us_report, uk_gp, at_befund, cz_fn, ua_lab, pl_wypis, sk_kumul, uk_cumul]

os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
for m in DOCS:
    name = m.DOC[:-4]
    with open(os.path.join(HERE, "html", name + ".html"), "w") as f:
        f.write(m.html())
