"""The person's own OpenDocument spreadsheet (.ods, as LibreOffice Calc saves it): a title merged
across the top, a header row "Badanie [jedn.]", a "norma" row under it, one row per collection date
(date cells shown dd.mm.yyyy), values as float cells shown with a decimal comma, empty cells where
nothing was measured, a note column, a merged "lab" cell spanning rows, and a second sheet of
notes with no results."""

import io
import zipfile

from common import R, write

NAME = "moje_wyniki_krwi.ods"

COLS = [  # header, code, unit, norma text, lo, hi
    ("Ferrytyna [ng/ml]", "FERR", "ng/ml", "15–150", 15, 150),
    ("Hemoglobina [g/dl]", "HGB", "g/dl", "12–16", 12, 16),
    ("Żelazo [µg/dl]", "FE", "µg/dl", "37–145", 37, 145),
    ("TSH [µIU/ml]", "TSH", "µIU/ml", "0,27–4,2", 0.27, 4.2),
    ("Wit. D3 [ng/ml]", "VIT_D", "ng/ml", "30–50", 30, 50),
]
DATA = [  # iso date, shown date, values (None = empty), note, lab
    ("2021-01-14", "14.01.2021", [12.0, 11.8, 41, 2.11, 18.4], "zmęczenie, wypadanie włosów", "Diagnostyka"),
    ("2021-04-20", "20.04.2021", [24.5, 12.6, 77, None, 29.0], "po 3 mies. żelaza", "Diagnostyka"),
    ("2021-10-05", "05.10.2021", [38.0, 13.1, 92, 1.87, None], "", "Synevo"),
    ("2022-02-17", "17.02.2022", [29.3, 12.9, None, 2.45, 41.2], "D3 2000 j.", "Synevo"),
    ("2022-06-30", "30.06.2022", [15.1, 12.2, 55, None, 35.7], "przed wyjazdem do Lipska", "ALAB"),
]

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3"')


def s(text, attrs=""):
    return f'<table:table-cell office:value-type="string" calcext:value-type="string"{attrs}><text:p>{text}</text:p></table:table-cell>'.replace(' calcext:value-type="string"', "")


def num(v, shown):
    return f'<table:table-cell office:value-type="float" office:value="{v}"><text:p>{shown}</text:p></table:table-cell>'


def empty(n=1):
    return f'<table:table-cell table:number-columns-repeated="{n}"/>' if n > 1 else "<table:table-cell/>"


def comma(v):
    t = f"{v:.2f}".rstrip("0").rstrip(".") if isinstance(v, float) else str(v)
    if isinstance(v, float) and "." not in t:
        t = f"{v:.1f}"
    return t.replace(".", ",")


def make():
    rows = []
    rows.append('<table:table-row>' + s("Moje badania krwi – Zofia K.", ' table:number-columns-spanned="8"') +
                '<table:covered-table-cell table:number-columns-repeated="7"/></table:table-row>')
    rows.append('<table:table-row>' + empty(8) + '</table:table-row>')
    rows.append('<table:table-row>' + s("Data") + "".join(s(c[0]) for c in COLS) + s("Uwagi") + s("Lab") + '</table:table-row>')
    rows.append('<table:table-row>' + s("norma") + "".join(s(c[3]) for c in COLS) + empty(2) + '</table:table-row>')
    for i, (iso, shown, vals, note, lab) in enumerate(DATA):
        cells = f'<table:table-cell office:value-type="date" office:date-value="{iso}"><text:p>{shown}</text:p></table:table-cell>'
        for v in vals:
            cells += num(v, comma(v)) if v is not None else empty()
        cells += s(note) if note else empty()
        cells += s(lab)
        rows.append('<table:table-row>' + cells + '</table:table-row>')
    notes = ('<table:table table:name="Notatki"><table:table-column/>'
             '<table:table-row>' + s("Suplementacja: żelazo 2x dziennie od 15.01.2021, D3 2000 j. od 02.2022") + '</table:table-row>'
             '<table:table-row>' + s("Następna kontrola: po powrocie") + '</table:table-row></table:table>')
    content = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content {NS}>'
               '<office:body><office:spreadsheet>'
               '<table:table table:name="Wyniki"><table:table-column table:number-columns-repeated="8"/>'
               + "".join(rows) + '</table:table>' + notes +
               '</office:spreadsheet></office:body></office:document-content>')
    manifest = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
                '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
                '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>'
                '<manifest:file-entry manifest:full-path="settings.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", (2024, 7, 1, 12, 0, 0)), "application/vnd.oasis.opendocument.spreadsheet", compress_type=zipfile.ZIP_STORED)
        styles = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document-styles {NS}><office:styles>'
                  '<style:default-style style:family="table-cell"><style:paragraph-properties style:tab-stop-distance="1.25cm"/>'
                  '<style:text-properties style:font-name="Liberation Sans" fo:language="pl" fo:country="PL"/></style:default-style>'
                  '</office:styles></office:document-styles>')
        meta = ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
                'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3"><office:meta>'
                '<meta:generator>LibreOffice/7.3.7.2$Linux_X86_64 LibreOffice_project/30$Build-2</meta:generator>'
                '<meta:creation-date>2021-01-15T19:02:11.431000000</meta:creation-date></office:meta></office:document-meta>')
        settings = ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-settings xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
                    'office:version="1.3"><office:settings/></office:document-settings>')
        for n, data in (("content.xml", content), ("styles.xml", styles), ("meta.xml", meta),
                        ("settings.xml", settings), ("META-INF/manifest.xml", manifest)):
            z.writestr(zipfile.ZipInfo(n, (2024, 7, 1, 12, 0, 0)), data, compress_type=zipfile.ZIP_DEFLATED)
    write(NAME, buf.getvalue(),
          "The person's own OpenDocument spreadsheet (Polish): a merged title, a header row 'Badanie [jedn.]', a 'norma' row, one row per date (date cells shown dd.mm.yyyy), float cells shown with decimal commas, empty cells, a note column and a lab column, a second sheet of notes without results")
    for iso, shown, vals, note, lab in DATA:
        for (head, code, unit, norma, lo, hi), v in zip(COLS, vals):
            if v is None:
                continue
            R(NAME, head.split(" [")[0], code, iso, v, unit, lo, hi,
              abn=(v < lo or v > hi), range_printed=norma, printed=[shown, head, comma(v), norma])
