"""Regenerates set-7: prints gen/html/*.html to docs/*.pdf with chromium and writes truth.json.
Run from anywhere: python3 gen/make.py"""
import hashlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common, doc_a, doc_b, doc_c, doc_d, doc_e, doc_f, doc_g, doc_h

for m in (doc_a, doc_b, doc_c, doc_d, doc_e, doc_f, doc_g, doc_h):
    m.render()
SET = os.path.dirname(common.HERE)
documents = {}
for name, d in sorted(common.DOCS.items()):
    buf = open(os.path.join(common.DOCS_DIR, name), "rb").read()
    documents[name] = {"sha256": hashlib.sha256(buf).hexdigest(),
                       "rows": sum(1 for r in common.ROWS if r["doc"] == name), "layout": d["layout"]}
truth = json.load(open(os.path.join(common.HERE, "truth_head.json"), encoding="utf-8"))
truth["documents"] = documents
truth["rows"] = common.ROWS
truth["excluded"] = common.EXCLUDED
truth["identity"] = json.load(open(os.path.join(common.HERE, "identity.json"), encoding="utf-8"))
with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
    json.dump(truth, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(common.ROWS), "rows,", len(common.EXCLUDED), "excluded,", len(documents), "documents")
