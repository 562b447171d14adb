# D6: the grandmother's INR booklet typed by a grandchild into a Word table (.docx): one marker, many
# dates typed in mixed formats (14.03.2025, 28.3.2025, 11.04.25), the therapeutic range stated once
# above the table, a dose column, remarks ("zmiana dawki", "antybiotyk"), one date with no result
# (haemolysed) and one INR typed with a decimal point.
import zipfile
from xml.sax.saxutils import escape
from common import *

NAME = "Babcia_INR_dzienniczek_2025.docx"

# (date as typed, iso, INR as typed, dose, remark)
ENTRIES = [
    ("03.01.2025", "2025-01-03", "2,4", "4 mg pn-pt, 2 mg sb-nd", ""),
    ("17.01.2025", "2025-01-17", "2,9", "jw.", ""),
    ("31.01.2025", "2025-01-31", "3,6", "jw.", "za wysokie – zmiana dawki"),
    ("7.02.2025", "2025-02-07", "2,8", "3 mg pn-pt, 2 mg sb-nd", "kontrola po zmianie"),
    ("21.02.2025", "2025-02-21", "2,2", "jw.", ""),
    ("07.03.2025", "2025-03-07", "1,7", "jw.", "antybiotyk (Amoksiklav) od 3.03"),
    ("14.03.2025", "2025-03-14", "1,9", "4 mg pn-pt, 2 mg sb-nd", ""),
    ("28.3.2025", "2025-03-28", "2.6", "jw.", ""),
    ("11.04.25", "2025-04-11", "", "jw.", "nie oznaczono – próbka zhemolizowana, powtórzyć"),
    ("15.04.25", "2025-04-15", "2,5", "jw.", "powtórka"),
    ("09.05.2025", "2025-05-09", "2,7", "jw.", ""),
    ("23.05.2025", "2025-05-23", "3,1", "jw.", "lekko za wysoko, bez zmian"),
    ("06.06.2025", "2025-06-06", "2,6", "jw.", ""),
    ("04.07.2025", "2025-07-04", "2,3", "jw.", "urlop – pobranie w Ustce"),
    ("01.08.2025", "2025-08-01", "2,0", "jw.", ""),
    ("29.08.2025", "2025-08-29", "2,4", "jw.", ""),
    ("26.09.2025", "2025-09-26", "2,8", "jw.", ""),
    ("24.10.2025", "2025-10-24", "3,3", "3 mg codziennie", "zmiana dawki (dr Ostaszewicz)"),
]


def para(text, bold=False, size=None):
    rpr = ""
    if bold or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + "</w:rPr>"
    return f'<w:p><w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p>'


def cell(text, width, bold=False):
    return (f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{para(text, bold)}</w:tc>')


def build():
    p = STA
    widths = [600, 1500, 900, 2900, 3400]
    head = ["Lp.", "Data", "INR", "Dawkowanie acenokumarolu", "Uwagi"]
    trs = ["<w:tr>" + "".join(cell(h, w, True) for h, w in zip(head, widths)) + "</w:tr>"]
    for i, (d, iso, inr, dose, rem) in enumerate(ENTRIES, 1):
        trs.append("<w:tr>" + "".join(cell(t, w) for t, w in zip([f"{i}.", d, inr, dose, rem], widths)) + "</w:tr>")
        if inr:
            flag = "H" if float(inr.replace(",", ".")) > 3 else ("L" if float(inr.replace(",", ".")) < 2 else "")
            row(NAME, "INR", "INR", iso, inr, None, "2,0 – 3,0", flag)
    borders = "".join(f'<w:{b} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                      for b in ("top", "left", "bottom", "right", "insideH", "insideV"))
    table = (f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="9300" w:type="dxa"/>'
             f'<w:tblBorders>{borders}</w:tblBorders></w:tblPr><w:tblGrid>'
             + "".join(f'<w:gridCol w:w="{w}"/>' for w in widths) + "</w:tblGrid>" + "".join(trs) + "</w:tbl>")
    body = "".join([
        para("Dzienniczek INR – Babcia", True, 32),
        para(f"{p['first']} {p['last']}, ur. {p['born']}, PESEL {p['pesel']}"),
        para(f"{ADDR_STA}, tel. do wnuczki {PHONE}"),
        para("Lek: Acenokumarol 4 mg (Sintrom) – migotanie przedsionków"),
        para("Zakres terapeutyczny INR: 2,0 – 3,0", True),
        para("Lekarz prowadzący: lek. Bartłomiej Ostaszewicz, Przychodnia Rejonowa nr 4"),
        para("Przepisane z zeszytu (książeczki) babci. Badania w punkcie pobrań przychodni, krew żylna."),
        table,
        para(""),
        para("Następna kontrola: 21.11.2025. Przy INR > 4 lub krwawieniu – od razu do lekarza!"),
    ])
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
           f'<w:body>{body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
           '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    out = os.path.join(DOCS, NAME)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            info = zipfile.ZipInfo(name, date_time=(2025, 10, 24, 20, 15, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
