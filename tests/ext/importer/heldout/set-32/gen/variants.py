#!/usr/bin/env python3
"""Renders CSS variants of held-out documents that were printed from HTML with Chromium.

Usage: variants.py HELDOUT_DIR OUT_DIR VARIANT[,VARIANT...] SET/STEM [SET/STEM ...]
Each SET/STEM names tests/ext/importer/heldout/SET/gen/html/STEM.html (whose PDF is SET/docs/STEM.pdf).
Writes OUT_DIR/VARIANT/STEM.pdf (the variant CSS is appended at the end of the document, so it wins
over the document's own rules; a <base> keeps relative resources resolving to the original folder).
"""
import os
import subprocess
import sys
import tempfile

CSS = {
    # page sizes
    "letter": "@page { size: Letter; }",
    "a5": "@page { size: A5; }",
    "narrow": "@page { size: 105mm 297mm; margin: 5mm; }",
    "landscape": "@page { size: A4 landscape; }",
    # zoom
    "zoom80": "html { zoom: 0.8; }",
    "zoom125": "html { zoom: 1.25; }",
    # fonts
    "condensed": "* { font-family: 'Liberation Sans Narrow', 'Nimbus Sans Narrow', sans-serif !important; }",
    "serif": "* { font-family: 'DejaVu Serif', 'Liberation Serif', serif !important; }",
    # margins
    "margins": "@page { margin: 4mm 4mm 4mm 4mm; } body { margin: 0 !important; }",
}


def variant_css(variant):
    return "\n".join(CSS[p] for p in variant.split("+"))


def render(html_path, css, out_pdf):
    with open(html_path, encoding="utf-8") as f:
        html = f.read()
    base = '<base href="file://%s/">' % os.path.dirname(os.path.abspath(html_path))
    style = "<style>/* variant */\n%s\n</style>" % css
    low = html.lower()
    head = low.find("<head>")
    if head >= 0:
        html = html[: head + 6] + base + html[head + 6 :]
    else:
        html = base + html
    low = html.lower()
    end = low.rfind("</body>")
    html = (html[:end] + style + html[end:]) if end >= 0 else html + style
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.html")
        with open(src, "w", encoding="utf-8") as f:
            f.write(html)
        prof = os.path.join(tmp, "profile")
        subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--user-data-dir=" + prof, "--print-to-pdf=" + out_pdf, "--no-pdf-header-footer",
             "file://" + src],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)


def main():
    heldout, out, variants = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    for variant in variants:
        os.makedirs(os.path.join(out, variant), exist_ok=True)
        for item in sys.argv[4:]:
            set_name, stem = item.split("/", 1)
            html = os.path.join(heldout, set_name, "gen", "html", stem + ".html")
            pdf = os.path.join(out, variant, stem + ".pdf")
            render(html, variant_css(variant), pdf)
            print(variant, set_name, stem, flush=True)


if __name__ == "__main__":
    main()
