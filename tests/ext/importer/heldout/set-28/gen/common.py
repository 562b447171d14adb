"""Shared helpers of set-28's generators: the row record, number formatting, renderers."""
import json, os, subprocess, tempfile, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
BUILD = os.path.join(HERE, "build")
NPM_DIR = os.environ.get("NPM_DIR", "/tmp/b28npm")

ROWS, EXCLUDED = [], []


def num(s):
    """'1,25' / '1.25' / "251'000" -> float or int as printed."""
    t = s.replace("'", "").replace(" ", "").replace(",", ".")
    v = float(t)
    return int(v) if "." not in t else v


def row(doc, label, code, date, value, unit, lo=None, hi=None, printed_range="", abnormal=False,
        printed=None, comparator=None, ref_text=None, panel="blood", new_label=None, alt=None):
    r = {"doc": doc, "label_as_printed": label, "code": code, "in_dictionary": new_label is None,
         "date": date, "value": value, "comparator": comparator, "unit": unit, "ref_low": lo, "ref_high": hi,
         "ref_text": ref_text, "range_printed": printed_range, "abnormal": abnormal, "panel": panel,
         "printed": printed or []}
    if alt:
        r["alt_codes"] = alt
    if new_label:
        r["new_label"] = new_label
    ROWS.append(r)
    return r


def excl(doc, label, printed, why, tolerated=None):
    e = {"doc": doc, "label_as_printed": label, "printed": printed, "why": why}
    if tolerated:
        e["tolerated"] = tolerated
    EXCLUDED.append(e)


def rng(printed):
    """A printed range -> (lo, hi, comparator-free). '4.0 - 10.5', '<200', '>39', '>=60', '0,27-4,2'."""
    p = printed.strip().strip("[]()").strip()
    for pre in ("<=", "≤", "<"):
        if p.startswith(pre):
            return None, num(p[len(pre):].strip())
    for pre in (">=", "≥", ">"):
        if p.startswith(pre):
            return num(p[len(pre):].strip()), None
    import re
    m = re.match(r"^(-?[\d.,']+)\s*[-–]\s*(-?[\d.,']+)$", p)
    if m:
        return num(m.group(1)), num(m.group(2))
    raise ValueError(printed)


def draw(kind, spec, out):
    os.makedirs(BUILD, exist_ok=True)
    sp = os.path.join(BUILD, os.path.basename(out) + ".json")
    with open(sp, "w") as f:
        json.dump(spec, f, ensure_ascii=False)
    env = dict(os.environ, NPM_DIR=NPM_DIR)
    subprocess.run(["node", os.path.join(HERE, "draw.mjs"), kind, sp, out], check=True, env=env)


def chromium_pdf(html, out, name="page.html", header_footer=False):
    d = tempfile.mkdtemp(prefix="b28r-")
    src = os.path.join(d, name)
    with open(src, "w", encoding="utf-8") as f:
        f.write(html)
    prof = tempfile.mkdtemp(prefix="b28p-")
    args = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--no-first-run", "--disable-component-update", "--disable-sync", f"--user-data-dir={prof}",
            f"--print-to-pdf={out}"]
    if not header_footer:
        args.append("--no-pdf-header-footer")
    subprocess.run(args + ["file://" + src], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.rmtree(prof, ignore_errors=True)
    shutil.rmtree(d, ignore_errors=True)
