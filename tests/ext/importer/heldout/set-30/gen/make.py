#!/usr/bin/env python3
"""Rebuilds set-30's documents (docs/) and truth.json from the row lists in rows.py.

Needs headless Chromium, pdftoppm, ImageMagick (convert), tesseract (eng) and Ghostscript. Random
noise comes from ImageMagick with a fixed -seed, so a rebuild is close to, not always byte-equal to,
the committed files (hashes are recomputed into truth.json).

    python3 gen/make.py            (from the set's folder or anywhere)
"""

import hashlib
import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rows as R  # noqa: E402
import pages as P  # noqa: E402

SET = os.path.dirname(HERE)
DOCS = os.path.join(SET, "docs")
BUILD = tempfile.mkdtemp(prefix="set30-")


def sh(*args):
    subprocess.run([str(a) for a in args], check=True, stdout=subprocess.DEVNULL)


def im(*args):
    sh("convert", *args)


def write(name, text):
    p = os.path.join(BUILD, name)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)
    return p


def chromium(*args):
    prof = tempfile.mkdtemp(prefix="chr-")
    sh("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
       "--no-first-run", "--disable-component-update", "--disable-sync", f"--user-data-dir={prof}",
       *args)


def html_pdf(name, html):
    src = write(name + ".html", html)
    out = os.path.join(BUILD, name + ".pdf")
    chromium(f"--print-to-pdf={out}", "--no-pdf-header-footer", "file://" + src)
    return out


def html_png(name, html, w, h, scale):
    src = write(name + ".html", html)
    out = os.path.join(BUILD, name + ".png")
    chromium(f"--screenshot={out}", f"--window-size={w},{h}", f"--force-device-scale-factor={scale}",
             "--hide-scrollbars", "file://" + src)
    return out


def raster(pdf, prefix, *opts):
    base = os.path.join(BUILD, prefix)
    sh("pdftoppm", *opts, "-png", pdf, base)
    return sorted(os.path.join(BUILD, f) for f in os.listdir(BUILD)
                  if f.startswith(prefix + "-") and f.endswith(".png"))


def b(name):
    return os.path.join(BUILD, name)


# ---------------------------------------------------------------- EXIF (Orientation) for the photo
def exif_segment(orientation, make, model, when):
    """A big-endian TIFF/EXIF APP1 segment with Make, Model, Orientation and DateTime."""
    entries = []
    data = b""
    ascii_tags = [(0x010F, make), (0x0110, model), (0x0132, when)]
    n = len(ascii_tags) + 1
    ifd_size = 2 + n * 12 + 4
    data_off = 8 + ifd_size
    for tag, text in ascii_tags[:2]:
        raw = text.encode() + b"\0"
        entries.append(struct.pack(">HHII", tag, 2, len(raw), data_off + len(data)))
        data += raw + (b"\0" if len(raw) % 2 else b"")
    entries.append(struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0))
    raw = ascii_tags[2][1].encode() + b"\0"
    entries.append(struct.pack(">HHII", 0x0132, 2, len(raw), data_off + len(data)))
    data += raw
    tiff = b"MM\0\x2a" + struct.pack(">I", 8) + struct.pack(">H", n) + b"".join(entries) + b"\0\0\0\0" + data
    body = b"Exif\0\0" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


def add_exif(jpg, seg):
    with open(jpg, "rb") as f:
        d = f.read()
    assert d[:2] == b"\xff\xd8"
    i = 2
    if d[2:4] == b"\xff\xe0":  # keep JFIF APP0 first
        i = 4 + struct.unpack(">H", d[4:6])[0]
    with open(jpg, "wb") as f:
        f.write(d[:i] + seg + d[i:])


# ---------------------------------------------------------------- image-only PDF (as scanners and apps write)
def jpeg_size(path):
    with open(path, "rb") as f:
        d = f.read()
    i = 2
    while i < len(d):
        marker, ln = d[i + 1], struct.unpack(">H", d[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            h, w = struct.unpack(">HH", d[i + 5:i + 9])
            return d, w, h, d[i + 9]
        i += 2 + ln
    raise ValueError("no SOF in " + path)


def jpeg_pdf(jpgs, out, dpi, producer):
    """One page per JPEG, each drawn full-page (DCTDecode), page size from the pixel size and dpi."""
    objs = []
    kids = []
    for j in jpgs:
        d, w, h, comps = jpeg_size(j)
        cs = "/DeviceGray" if comps == 1 else "/DeviceRGB"
        pw, ph = w * 72.0 / dpi, h * 72.0 / dpi
        img = len(objs) + 3
        objs.append(f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace {cs} "
                    f"/BitsPerComponent 8 /Filter /DCTDecode /Length {len(d)} >>".encode() + b"\nstream\n" + d
                    + b"\nendstream")
        content = f"q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q".encode()
        objs.append(f"<< /Length {len(content)} >>".encode() + b"\nstream\n" + content + b"\nendstream")
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject "
                    f"<< /Im0 {img} 0 R >> >> /Contents {img + 1} 0 R >>".encode())
        kids.append(img + 2)
    allobjs = [b"<< /Type /Catalog /Pages 2 0 R >>",
               f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode()]
    allobjs += objs
    allobjs.append(f"<< /Producer ({producer}) /CreationDate (D:20251120101433+01'00') >>".encode())
    buf = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offs = []
    for n, o in enumerate(allobjs, 1):
        offs.append(len(buf))
        buf += f"{n} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(buf)
    buf += f"xref\n0 {len(allobjs) + 1}\n0000000000 65535 f \n".encode()
    buf += b"".join(f"{o:010d} 00000 n \n".encode() for o in offs)
    buf += (f"trailer\n<< /Size {len(allobjs) + 1} /Root 1 0 R /Info {len(allobjs)} 0 R >>\nstartxref\n{xref}\n"
            "%%EOF\n").encode()
    with open(out, "wb") as f:
        f.write(buf)


# ---------------------------------------------------------------- documents
def doc_photo():
    name = "IMG_20251014_083412.jpg"
    pdf = html_pdf("photo", P.photo_pl(R.PHOTO_PL))
    page = raster(pdf, "photo", "-r", "200", "-f", "1", "-l", "1")[0]
    W, H = 2250, 3000
    im("-size", f"{W}x{H}", "xc:#7b6a58", "-seed", "11", "-attenuate", "2", "+noise", "Gaussian",
       "-blur", "0x3", "-fill", "#6d5d4c", "-draw", "rectangle 0,2700 2250,3000", b("bg.png"))
    pw, ph = 1654, 2339  # the page at 200 dpi
    im(page, "-alpha", "set", "-virtual-pixel", "transparent", "-define", f"distort:viewport={W}x{H}+0+0",
       "-distort", "Perspective",
       f"0,0 215,190  {pw},0 2035,265  {pw},{ph} 2140,2860  0,{ph} 95,2790", b("warped.png"))
    im(b("bg.png"), b("warped.png"), "-composite", b("comp.png"))
    # uneven light: brighter top left, darker bottom right; a soft shadow of the phone over a corner
    im("-size", f"{W}x{H}", "radial-gradient:white-#9a9a9a", "-distort", "SRT", "1.6 0 -500,-700",
       b("light.png"))
    im("-size", f"{W}x{H}", "xc:white", "-fill", "#585858", "-draw",
       "polygon 1500,3000 2250,2050 2250,3000", "-blur", "0x90", b("shadow.png"))
    im(b("comp.png"), b("light.png"), "-compose", "Multiply", "-composite", b("shadow.png"), "-compose",
       "Multiply", "-composite", "-seed", "12", "-attenuate", "0.35", "+noise", "Gaussian", "-blur", "0x0.9",
       "-modulate", "102,92", b("display.png"))
    # stored as the sensor saw it: turned a quarter to the left; EXIF Orientation 6 turns it back
    out = os.path.join(DOCS, name)
    im(b("display.png"), "-rotate", "-90", "-strip", "-sampling-factor", "2x2", "-quality", "84", out)
    add_exif(out, exif_segment(6, "samsung", "SM-A546B", "2025:10:14 08:34:12"))
    return name


def doc_app():
    name = "Screenshot_20251103-214502.png"
    png = html_png("app", P.app_dark(R.APP_DARK, R.APP_DARK_PREVIOUS), 412, 1700, 2.625)
    out = os.path.join(DOCS, name)
    im(png, "-strip", "-define", "png:compression-level=9", out)
    return name


def doc_searchable():
    name = "Scan_Laborbefund_20250923.pdf"
    pdf = html_pdf("searchable", P.searchable_de(R.SEARCHABLE_DE))
    page = raster(pdf, "searchable", "-r", "300", "-gray")[0]
    im(page, "-background", "white", "-rotate", "0.7", "-seed", "21", "-attenuate", "0.6", "+noise",
       "Impulse", "-blur", "0x1.1", "-resize", "50%", "-level", "12%,88%", "-gravity", "center",
       "-extent", "1240x1754", "-density", "150", "-units", "PixelsPerInch", "-quality", "55",
       b("searchable_scan.jpg"))
    # the scanner's OCR: English language pack on a German report, on the degraded image
    sh("tesseract", b("searchable_scan.jpg"), b("searchable_out"), "-l", "eng", "--dpi", "150", "pdf")
    out = os.path.join(DOCS, name)
    os.replace(b("searchable_out.pdf"), out)
    return name


def doc_fax():
    name = "FAX_20250612_143208.tif"
    pdf = html_pdf("fax", P.fax_en(R.FAX_EN_P1, R.FAX_EN_P2))
    pages = raster(pdf, "fax", "-rx", "204", "-ry", "98", "-gray")
    outs = []
    for i, p in enumerate(pages):
        o = b(f"fax_p{i}.tif")
        im(p, "-seed", str(31 + i), "-attenuate", "0.5", "+noise", "Gaussian", "-threshold", "58%",
           "-fill", "black", "-draw", f"line 0,{212 + 90 * i} 1700,{214 + 90 * i}",
           "-seed", str(41 + i), "-attenuate", "0.02", "+noise", "Impulse", "-threshold", "50%",
           "-monochrome", "-density", "204x98", "-units", "PixelsPerInch", o)
        outs.append(o)
    out = os.path.join(DOCS, name)
    im(*outs, "-monochrome", "-density", "204x98", "-units", "PixelsPerInch", "-compress", "Group4", out)
    return name


def doc_scan2col():
    name = "skan_wyniki_szpital_150dpi.pdf"
    pdf = html_pdf("scan2col", P.scan_two_columns(R.SCAN2COL_LEFT, R.SCAN2COL_RIGHT))
    page = raster(pdf, "scan2col", "-r", "300")[0]
    im(page, "-colorspace", "Gray", "-background", "white", "-rotate", "2", "-resize", "50%",
       "-seed", "51", "-attenuate", "0.4", "+noise", "Gaussian", "-blur", "0x0.6", "-level", "8%,94%",
       "-gravity", "center", "-extent", "1275x1754", "-quality", "70", b("scan2col.jpg"))
    out = os.path.join(DOCS, name)
    jpeg_pdf([b("scan2col.jpg")], out, 150, "KM_C258 scan")
    return name


def doc_screen():
    name = "zdjecie_monitora_wyniki.jpg"
    png = html_png("screen", P.screen_en(R.SCREEN_EN), 1600, 1000, 1)
    W, H = 3000, 2250
    # the panel's pixel grid beats against the camera's sensor: a fine grid, turned and resampled
    im("-size", "1900x1300", "pattern:vertical3", "-rotate", "1.3", "-gravity", "center", "-crop",
       "1600x1000+0+0", "+repage", b("grid.png"))
    im(png, b("grid.png"), "-compose", "Multiply", "-define", "compose:args=18", "-composite",
       "-resize", "2600x1625!", b("screen_up.png"))
    im(b("screen_up.png"), b("grid.png"), "-compose", "blend", "-define", "compose:args=14", "-composite",
       b("screen_m.png"))
    im("-size", f"{W}x{H}", "xc:#1c1c1e", "-seed", "61", "-attenuate", "1.5", "+noise", "Gaussian",
       b("sbg.png"))
    im(b("screen_m.png"), "-bordercolor", "#0d0d0d", "-border", "40", "-alpha", "set", "-virtual-pixel",
       "transparent", "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective",
       "0,0 260,230  2680,0 2820,140  2680,1705 2760,2080  0,1705 190,1960", b("swarp.png"))
    im(b("sbg.png"), b("swarp.png"), "-composite", "-blur", "0x2.2", "-seed", "62", "-attenuate", "0.5",
       "+noise", "Gaussian", "-modulate", "96,85", "-fill", "#4060a0", "-colorize", "4%", b("sfinal.png"))
    out = os.path.join(DOCS, name)
    im(b("sfinal.png"), "-strip", "-quality", "80", out)
    return name


def doc_scanapp():
    name = "Skan_20251120_101433.pdf"
    pdf = html_pdf("scanapp", P.scanapp_pl(R.SCANAPP_P1, R.SCANAPP_P2, R.SCANAPP_P3))
    pages = raster(pdf, "scanapp", "-r", "150")
    outs = []
    quads = [
        "0,0 30,22  1240,0 1214,40  1240,1754 1230,1738  0,1754 12,1712",
        "0,0 18,35  1240,0 1226,10  1240,1754 1205,1730  0,1754 26,1748",
        "0,0 8,12  1240,0 1232,30  1240,1754 1220,1744  0,1754 34,1722",
    ]
    for i, p in enumerate(pages):
        o = b(f"scanapp_{i}.jpg")
        # the app's "document" filter: flattened light, raised contrast, a little colour left
        im(p, "-alpha", "set", "-virtual-pixel", "white", "-distort", "Perspective", quads[i],
           "-seed", str(71 + i), "-attenuate", "0.3", "+noise", "Gaussian", "-blur", "0x0.7",
           "-level", "10%,90%", "-modulate", "100,60", *(["-rotate", "180"] if i == 1 else []),
           "-quality", "72", o)
        outs.append(o)
    out = os.path.join(DOCS, name)
    jpeg_pdf(outs, out, 150, "SkanerDok 4.2 (Android)")
    return name


def doc_outline():
    name = "Befund_Labor_am_Sonnenhof_2025-05-07.pdf"
    pdf = html_pdf("outline", P.outline_de(R.OUTLINE_DE))
    out = os.path.join(DOCS, name)
    sh("gs", "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pdfwrite", "-dNoOutputFonts",
       f"-sOutputFile={out}", pdf)
    return name


# ---------------------------------------------------------------- truth
def num(s):
    return float(s.replace(",", ".").replace(" ", ""))


def parse_value(v):
    v = v.strip()
    for c in ("<", ">"):
        if v.startswith(c):
            return num(v[1:]), c
    try:
        x = num(v)
        return (int(x) if x == int(x) and "," not in v and "." not in v else x), None
    except ValueError:
        return v, None


def parse_range(r):
    r = r.strip().replace("–", "-")
    if not r:
        return None, None
    if r.startswith("<"):
        return None, num(r[1:])
    if r.startswith(">"):
        return num(r[1:]), None
    parts = [p.strip() for p in r.split(" - ")]
    if len(parts) == 2:
        try:
            return num(parts[0]), num(parts[1])
        except ValueError:
            return None, None
    return None, None


def truth_rows(doc, date, rows):
    out = []
    for label, val, flag, unit, rng, code, opt in rows:
        value, comp = parse_value(val)
        lo, hi = parse_range(rng)
        r = {
            "doc": doc, "label_as_printed": label, "code": code, "in_dictionary": "new" not in opt,
            "date": date, "value": value, "comparator": comp, "unit": unit or None,
            "ref_low": lo, "ref_high": hi, "ref_text": None, "range_printed": rng,
            "abnormal": flag != "", "panel": opt.get("panel", "blood"),
            "printed": [label, val, flag, unit, rng],
        }
        if "alt" in opt:
            r["alt_codes"] = opt["alt"]
        if "new" in opt:
            r["new_label"] = opt["new"]
        out.append(r)
    return out


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


EXISTING = {"doc_photo": "IMG_20251014_083412.jpg", "doc_app": "Screenshot_20251103-214502.png",
            "doc_searchable": "Scan_Laborbefund_20250923.pdf", "doc_fax": "FAX_20250612_143208.tif",
            "doc_scan2col": "skan_wyniki_szpital_150dpi.pdf", "doc_screen": "zdjecie_monitora_wyniki.jpg",
            "doc_scanapp": "Skan_20251120_101433.pdf", "doc_outline": "Befund_Labor_am_Sonnenhof_2025-05-07.pdf"}


def main():
    os.makedirs(DOCS, exist_ok=True)
    plan = [
        (doc_photo, "2025-10-13", [R.PHOTO_PL],
         "a phone photo (JPEG 3000x2250 stored sideways, EXIF Orientation 6) of a Polish private lab's "
         "one-page report: perspective, uneven light, the phone's shadow over a corner"),
        (doc_app, "2025-10-30", [R.APP_DARK],
         "a scrolling screenshot (PNG 1082x4463) of a Polish lab's phone app in dark mode: one card per "
         "result, the collection date as '30 paź 2025, 07:58', status chips, three earlier results"),
        (doc_searchable, "2025-09-22", [R.SEARCHABLE_DE],
         "a German report scanned to a 'searchable PDF' by tesseract (English pack) from a degraded "
         "150 dpi greyscale image: the page image with an invisible OCR text layer full of errors"),
        (doc_fax, "2025-06-11", [R.FAX_EN_P1, R.FAX_EN_P2],
         "an English lab report received by fax: a two-page 1-bit Group 4 TIFF at 204x98 dpi (non-square "
         "pixels), fax header line on each page, a streak"),
        (doc_scan2col, "2025-08-04", [R.SCAN2COL_LEFT, R.SCAN2COL_RIGHT],
         "a 150 dpi greyscale scan (image-only PDF) of a Polish hospital report in two columns, rotated "
         "2 degrees, a 'ZA ZGODNOŚĆ' stamp and a ballpoint mark over the CRP row"),
        (doc_screen, "2025-07-21", [R.SCREEN_EN],
         "a phone photo of an English patient portal on a computer monitor: moiré, blur, perspective, "
         "browser chrome"),
        (doc_scanapp, "2025-11-18", [R.SCANAPP_P1, R.SCANAPP_P2, R.SCANAPP_P3],
         "a 'scan to PDF' phone-app file of three photographed pages of a Polish report (blood count, "
         "chemistry, urinalysis), the second page upside down, JPEG pages"),
        (doc_outline, "2025-05-07", [R.OUTLINE_DE],
         "a clean German text PDF whose glyphs were turned into outlines (Ghostscript -dNoOutputFonts): "
         "no extractable text, only OCR reads it"),
    ]
    documents, trows = {}, []
    only = os.environ.get("ONLY")
    for fn, date, lists, layout in plan:
        name = fn() if not only or fn.__name__ in only.split(",") else EXISTING[fn.__name__]
        n = 0
        for lst in lists:
            rs = truth_rows(name, date, lst)
            trows += rs
            n += len(rs)
        documents[name] = {"sha256": sha(os.path.join(DOCS, name)), "rows": n, "layout": layout}
        print(name, n)
    app = "Screenshot_20251103-214502.png"
    excluded = [
        {"doc": app, "label_as_printed": lab, "printed": f"Poprzednio: {v} {u} · {d}",
         "why": "an earlier result the app prints under the card for comparison, with its own date: not a "
                "result of 30.10.2025",
         "tolerated": {"code": c, "date": "-".join(reversed(d.split("."))), "value": num(v) if "," in v
                       else int(v), "comparator": None, "unit": u}}
        for lab, c, v, u, d in R.APP_DARK_PREVIOUS
    ] + [
        {"doc": "FAX_20250612_143208.tif", "label_as_printed": "Cholesterol/HDL ratio", "printed": "5.3",
         "why": "a ratio with no marker in the dictionary and no reference; a careful person leaves it"},
        {"doc": "Scan_Laborbefund_20250923.pdf", "label_as_printed": "LDL/HDL-Quotient", "printed": "2,0",
         "why": "a ratio with no marker in the dictionary; a careful person leaves it"},
        {"doc": "Skan_20251120_101433.pdf", "label_as_printed": "Lipidogram",
         "printed": "badanie w trakcie realizacji",
         "why": "pending: no result"},
        {"doc": "skan_wyniki_szpital_150dpi.pdf", "label_as_printed": "Troponina I hs",
         "printed": "anulowano - materiał hemolizowany",
         "why": "cancelled (haemolysed sample): no result"},
    ]
    truth = {
        "about": "Blind held-out set-30 for bloodwork-mcp (written 2026-12-07/08 by helper b30 without reading "
                 "the importer): images, scans and awkward PDFs the way real devices make them, from fictional "
                 "Polish, English and German labs and patients (a phone photo stored sideways with EXIF "
                 "Orientation, a dark-mode app screenshot, a searchable PDF with a bad OCR layer, a fax TIFF at "
                 "204x98 dpi, a tilted two-column greyscale scan with a stamp and a pen mark, a photo of a "
                 "monitor, a scan-to-PDF app file with a page upside down, a PDF whose text is outlines).",
        "conventions": {
            "date": "collection date (Data pobrania / Pobrano / Entnahme / Collected / Specimen collected), never "
                    "received, reported, printed, faxed, photographed or the screenshot's date; YYYY-MM-DD",
            "value": "number, or the printed words for qualitative urine results (słomkowa, lekko mętny, nie "
                     "wykryto, pojedyncze, liczne, '8-10' for a sediment count per field of view)",
            "comparator": "'< 0,6' -> 0.6 '<'",
            "unit": "as printed; none where none is printed (INR, urine pH and specific gravity, qualitative "
                    "rows); 'x10^9/L', 'Tsd/µl', 'G/l' as printed",
            "ranges": "'a - b' / 'a – b' -> ref_low/ref_high; '< x' -> ref_high; '> x' -> ref_low; a "
                      "qualitative norm (nie wykryto, słomkowa) is not a number: ref null, range_printed "
                      "keeps it; the fax's lipids print no range",
            "abnormal": "true when flagged (H, L, +, -, *, the app's 'Powyżej normy' chip)",
            "panel": "blood, or urine for the urinalysis rows",
            "previous": "the app's 'Poprzednio' lines under three cards are earlier results (excluded, "
                        "tolerated when stored under their own date)",
        },
        "documents": documents,
        "rows": trows,
        "excluded": excluded,
        "identity": P.IDENTITY,
    }
    with open(os.path.join(SET, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False)
    print("rows", len(trows), "build", BUILD)


if __name__ == "__main__":
    main()
