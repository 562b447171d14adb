"""Shared pieces of set-27's generator: the invented people, the row helper that turns what a
document prints into a truth row, and the renderers (headless Chromium, LibreOffice, node, ImageMagick)."""
import os, re, subprocess, tempfile, json, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
NODE_MODULES = os.environ.get("B27_NODE_MODULES", "/tmp/b27gen/node_modules")


def pesel(y, m, d, serial, sex_digit):
    mm = m + (20 if y >= 2000 else 0)
    s = f"{y % 100:02d}{mm:02d}{d:02d}{serial:03d}{sex_digit}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return s + str(c)


P1 = dict(first="Magdalena", last="Wróblewska-Kaczor", born="14.06.1986", iso="1986-06-14",
          pesel=pesel(1986, 6, 14, 71, 4), street="ul. Kasztanowa 9/14", city="62-030 Luboń",
          phone="604 118 327", sex="K")
P2 = dict(first="Zenon", last="Ptaszyński", born="03.09.1951", iso="1951-09-03",
          pesel=pesel(1951, 9, 3, 115, 7), street="ul. Spółdzielcza 21 m. 4", city="62-040 Puszczykowo",
          phone="61 813 42 09", sex="M")
P3 = dict(first="Hanna", last="Kaczor", born="11.02.2017", iso="2017-02-11",
          pesel=pesel(2017, 2, 11, 38, 6), street="ul. Kasztanowa 9/14", city="62-030 Luboń",
          phone="604 118 327", sex="K")

DOCTORS = {
    "mrozek": ("lek. Grażyna Mrozek-Dybał", "3318472"),
    "labecki": ("lek. med. Przemysław Łabęcki", "5520193"),
    "sienk": ("lek. Dorota Sienkiewicz-Pał", "2287416"),
}
STAFF = {
    "olejnik": ("mgr Katarzyna Olejnik-Frąś", "08831"),
    "bemben": ("mgr Łukasz Bembenek", "11472"),
    "koltun": ("diag. lab. Sylwia Kołtunowicz", "09216"),
}

NUM = re.compile(r"^\s*([<>]=?|≤|≥)?\s*(-?\d+(?:[.,]\d+)?)\s*$")


def num(s):
    return float(s.replace(",", "."))


def parse_value(v):
    m = NUM.match(v)
    if not m:
        return v, None
    comp = m.group(1)
    if comp in ("≤",):
        comp = "<="
    if comp in ("≥",):
        comp = ">="
    x = num(m.group(2))
    if x == int(x) and "," not in m.group(2) and "." not in m.group(2):
        x = int(x)
    return x, comp


def parse_range(r, sex=None):
    """What a careful person takes as the reference interval from what is printed."""
    if not r or r in ("—", "-"):
        return None, None
    t = r
    if sex and ("K:" in r or "M:" in r):
        m = re.search(sex + r":\s*([^KM]+?)\s*(?=(K:|M:|$))", r)
        t = m.group(1).strip()
    t = t.strip()
    m = re.match(r"^(-?\d+(?:[.,]\d+)?)\s*[-–]\s*(-?\d+(?:[.,]\d+)?)$", t)
    if m:
        return num(m.group(1)), num(m.group(2))
    m = re.match(r"^(?:<|<=|do|poniżej)\s*(\d+(?:[.,]\d+)?)$", t)
    if m:
        return None, num(m.group(1))
    m = re.match(r"^(?:>|>=|powyżej)\s*(\d+(?:[.,]\d+)?)$", t)
    if m:
        return num(m.group(1)), None
    return None, None


def row(doc, date, label, code, value, unit, rng, flag="", panel="blood", sex=None, new_label=None,
        alt=None, abnormal=None, printed=None, value_override=None):
    v, comp = parse_value(value)
    if value_override is not None:
        v = value_override
    lo, hi = parse_range(rng, sex)
    r = {
        "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": new_label is None,
        "date": date, "value": v, "comparator": comp, "unit": unit or None,
        "ref_low": lo, "ref_high": hi, "ref_text": None, "range_printed": rng or None,
        "abnormal": bool(flag) if abnormal is None else abnormal, "panel": panel,
        "printed": printed or [label, value, flag, unit or "", rng or ""],
    }
    if alt:
        r["alt_codes"] = alt
    if new_label:
        r["new_label"] = new_label
    return r


def chromium(html, pdf):
    d = tempfile.mkdtemp()
    src = os.path.join(d, "doc.html")
    open(src, "w", encoding="utf-8").write(html)
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--no-first-run", "--disable-component-update",
                    "--disable-sync", f"--user-data-dir={d}/u", f"--print-to-pdf={pdf}",
                    "--no-pdf-header-footer", "file://" + src], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shutil.rmtree(d, ignore_errors=True)


def node(script, spec, out):
    d = tempfile.mkdtemp()
    sp = os.path.join(d, "spec.json")
    json.dump(spec, open(sp, "w", encoding="utf-8"), ensure_ascii=False)
    env = dict(os.environ, NODE_PATH=NODE_MODULES)
    subprocess.run(["node", os.path.join(HERE, script), sp, out], check=True, env=env)
    shutil.rmtree(d, ignore_errors=True)


def libreoffice(fodt_text, pdf):
    d = tempfile.mkdtemp()
    src = os.path.join(d, "raport.fodt")
    open(src, "w", encoding="utf-8").write(fodt_text)
    subprocess.run(["soffice", f"-env:UserInstallation=file://{d}/lo", "--headless", "--convert-to",
                    "docx", "--outdir", d, src], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["soffice", f"-env:UserInstallation=file://{d}/lo", "--headless", "--convert-to",
                    "pdf", "--outdir", d, os.path.join(d, "raport.docx")], check=True,
                   stdout=subprocess.DEVNULL)
    shutil.copy(os.path.join(d, "raport.pdf"), pdf)
    shutil.rmtree(d, ignore_errors=True)


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
