# Shared data of set-26: the fictional Przybyłowicz family of Rzeszów, and the truth-row helper.
# Every name, PESEL, address, phone, referral number and licence number here is invented.
import os, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DOCS = os.path.join(HERE, "..", "docs")
BUILD = os.environ.get("SET26_BUILD", "/tmp/b26/build")
os.makedirs(BUILD, exist_ok=True)

AGA = dict(first="Agnieszka", last="Przybyłowicz", pesel="90032241740", born="22.03.1990",
           born_iso="1990-03-22")
TOM = dict(first="Tomasz", last="Przybyłowicz", pesel="87110538250", born="05.11.1987",
           born_iso="1987-11-05")
STA = dict(first="Stanisława", last="Przybyłowicz", pesel="43073012983", born="30.07.1943",
           born_iso="1943-07-30")
JAK = dict(first="Jakub", last="Przybyłowicz", pesel="10221456371", born="14.02.2010",
           born_iso="2010-02-14")
ADDR = "ul. Jaśminowa 14/3, 35-327 Rzeszów"
ADDR_STA = "ul. Wierzbowa 7 m. 12, 35-021 Rzeszów"
PHONE = "503 714 286"

ROWS = []


import re


def num(s):
    return float(s.strip().replace(",", ".").replace("−", "-"))


def parse_value(v):
    """'< 0,6' -> (0.6, '<'); '11,6' -> 11.6; words stay words."""
    m = re.fullmatch(r"\s*([<>]=?|≤|≥)?\s*(-?\d+(?:[.,]\d+)?)\s*", v)
    if not m:
        return v, None
    n = num(m.group(2))
    return (int(n) if n.is_integer() and "," not in m.group(2) and "." not in m.group(2) else n), m.group(1)


def parse_range(r):
    s = r.strip()
    m = re.fullmatch(r"(-?\d+(?:[.,]\d+)?)\s*[-–]\s*(-?\d+(?:[.,]\d+)?)", s)
    if m:
        return num(m.group(1)), num(m.group(2))
    m = re.fullmatch(r"(?:<|do|≤|<=)\s*(\d+(?:[.,]\d+)?)", s)
    if m:
        return None, num(m.group(1))
    m = re.fullmatch(r"(?:>|od|≥|>=)\s*(\d+(?:[.,]\d+)?)", s)
    if m:
        return num(m.group(1)), None
    return None, None


def row(doc, label, code, date, printed, unit=None, rng="", flag="", panel="blood", in_dict=True,
        new_label=None, alt=None, lo="auto", hi="auto"):
    """One truth row from what the page prints; the range is parsed unless lo/hi are given."""
    value, comp = parse_value(printed)
    plo, phi = parse_range(rng) if rng else (None, None)
    r = {
        "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": in_dict,
        "date": date, "value": value, "comparator": comp, "unit": unit or None,
        "ref_low": plo if lo == "auto" else lo, "ref_high": phi if hi == "auto" else hi,
        "ref_text": None, "range_printed": rng, "abnormal": bool(flag), "panel": panel,
        "printed": [label, printed, flag, unit or "", rng],
    }
    if alt:
        r["alt_codes"] = alt
    if not in_dict:
        r["new_label"] = new_label or label
    ROWS.append(r)
    return r


def chromium_pdf(html, out_pdf, header_footer=False, url=None):
    """Prints HTML to PDF with headless Chromium (optionally with its own header and footer)."""
    tmp = tempfile.mkdtemp(dir=BUILD)
    src = os.path.join(tmp, "page.html")
    with open(src, "w", encoding="utf-8") as f:
        f.write(html)
    args = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--lang=pl-PL",
            f"--user-data-dir={tmp}/profile", f"--print-to-pdf={out_pdf}"]
    if not header_footer:
        args.append("--no-pdf-header-footer")
    target = "file://" + src
    if url:
        args.append(f"--host-resolver-rules=MAP {url[1]} 127.0.0.1:{url[2]}")
        target = url[0]
    args.append(target)
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return src


def jpeg_to_pdf(jpg, out_pdf, dpi=200):
    """Wraps one JPEG as a one-page image-only PDF (what a scanner's 'scan to PDF' writes)."""
    data = open(jpg, "rb").read()
    out = subprocess.run(["identify", "-format", "%w %h %[colorspace]", jpg], check=True,
                         capture_output=True, text=True).stdout.split()
    w, h = int(out[0]), int(out[1])
    cs = "/DeviceGray" if out[2].lower().startswith("gray") else "/DeviceRGB"
    pw, ph = w * 72 / dpi, h * 72 / dpi
    content = f"q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q".encode()
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>".encode(),
        f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace {cs} /BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream",
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream",
        b"<< /Producer (Canon iR-ADV C3520 scan to PDF) >>",
    ]
    buf = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(buf))
        buf += f"{i} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(buf)
    buf += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        buf += f"{off:010d} 00000 n \n".encode()
    buf += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(out_pdf, "wb") as f:
        f.write(buf)
